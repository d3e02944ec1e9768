import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from 'shared-api';
import { contactMessageSchema } from 'shared-api/schemas';
import { Alert, Button } from 'shared-ui';
import { Form, FormField, FormTextArea, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { StaticPage } from '../../static/components/static-page.tsx';
import { EMPTY_MESSAGE, useSendMessage } from '../api/send-message.ts';

const DETAILS = ['address', 'phone', 'email', 'hours'] as const;

/** /contact: the message form (a simulated submission) beside the contact details. */
export function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(contactMessageSchema, { defaultValues: EMPTY_MESSAGE });
  const send = useSendMessage();
  const submit = (message: ContactMessage) => send.mutate(message, { onSuccess: () => form.reset() });
  // The thanks stay until the visitor starts a new message.
  const thanked = send.isSuccess && !form.formState.isDirty;
  // The thanks show under the form's button, below the fold on a phone: bring them into view. The live region
  // is there before they are, so screen readers announce them.
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (thanked) thanks.current?.scrollIntoView?.({ block: 'center' });
  }, [thanked]);

  return (
    <StaticPage title={t('contact.title')} lead={t('contact.lead')}>
      <div className="two-columns">
        <section aria-labelledby="contact-form-title" className="card">
          <h2 id="contact-form-title">{t('contact.form.title')}</h2>
          <Form form={form} onSubmit={submit}>
            <FormField name="name" label={t('contact.form.name')} required autoComplete="name" />
            <FormField name="email" label={t('contact.form.email')} type="email" required autoComplete="email" />
            <FormField name="subject" label={t('contact.form.subject')} required />
            <FormTextArea name="message" label={t('contact.form.message')} rows={6} required />
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('contact.form.submitting') : t('contact.form.submit')}
            </Button>
            <div ref={thanks} aria-live="polite" data-testid="contact-thanks">
              {thanked ? <Alert tone="success">{t('contact.form.thanks')}</Alert> : null}
            </div>
          </Form>
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
