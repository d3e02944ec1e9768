import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { StaticPage } from '../static/static-page.tsx';

/** How long the simulated submission takes (spec section 9); nothing is sent anywhere. */
export const CONTACT_SUBMIT_MS = 1000;

type ContactForm = { name: string; email: string; subject: string; message: string };
type Errors = Partial<Record<keyof ContactForm, string>>;

const EMPTY: ContactForm = { name: '', email: '', subject: '', message: '' };
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DETAILS = ['address', 'phone', 'email', 'hours'] as const;

export function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const messageId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (key: keyof ContactForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setSent(false);
  };

  function validate(values: ContactForm): Errors {
    const next: Errors = {};
    for (const key of Object.keys(EMPTY) as (keyof ContactForm)[]) {
      if (!values[key].trim()) next[key] = t('contact.form.required');
    }
    if (!next.email && !EMAIL_SHAPE.test(values.email.trim())) next.email = t('contact.form.invalidEmail');
    return next;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSubmitting(true);
    setSent(false);
    timer.current = setTimeout(() => {
      setSubmitting(false);
      setSent(true);
      setForm(EMPTY);
    }, CONTACT_SUBMIT_MS);
  }

  return (
    <StaticPage title={t('contact.title')} lead={t('contact.lead')}>
      <div className="two-columns">
        <section aria-labelledby="contact-form-title" className="card">
          <h2 id="contact-form-title">{t('contact.form.title')}</h2>
          <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
            <Field
              label={t('contact.form.name')}
              name="name"
              required
              autoComplete="name"
              value={form.name}
              error={errors.name}
              onChange={(event) => set('name')(event.target.value)}
            />
            <Field
              label={t('contact.form.email')}
              name="email"
              type="email"
              required
              autoComplete="email"
              value={form.email}
              error={errors.email}
              onChange={(event) => set('email')(event.target.value)}
            />
            <Field
              label={t('contact.form.subject')}
              name="subject"
              required
              value={form.subject}
              error={errors.subject}
              onChange={(event) => set('subject')(event.target.value)}
            />
            <div className="field">
              <label className="field-label" htmlFor={messageId}>
                {t('contact.form.message')}
                <span className="field-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <textarea
                id={messageId}
                name="message"
                rows={6}
                required
                value={form.message}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? `${messageId}-error` : undefined}
                onChange={(event) => set('message')(event.target.value)}
              />
              {errors.message ? (
                <p id={`${messageId}-error`} className="field-error">
                  {errors.message}
                </p>
              ) : null}
            </div>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('contact.form.submitting') : t('contact.form.submit')}
            </Button>
            {sent ? <Alert tone="success">{t('contact.form.thanks')}</Alert> : null}
          </form>
        </section>
        <section aria-labelledby="contact-details-title" className="card">
          <h2 id="contact-details-title">{t('contact.details.title')}</h2>
          <dl className="contact-details">
            {DETAILS.map((key) => (
              <div key={key}>
                <dt>{t(`contact.details.${key}.label`)}</dt>
                <dd>{t(`contact.details.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
          <p className="callout">{t('contact.details.reply')}</p>
        </section>
      </div>
    </StaticPage>
  );
}
