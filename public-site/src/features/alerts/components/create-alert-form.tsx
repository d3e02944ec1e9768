import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlertFrequency, type JobsFilter, useSession } from 'shared-api';
import { alertCreateBodySchema, alertSubscribeBodySchema } from 'shared-api/schemas';
import { Alert, Button, serverMessage } from 'shared-ui';
import { applyServerError, Form, FormField, FormSelect, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { alertQueryOf, useCreateAlert, useSubscribeAlert } from '../api/save-alert.ts';

const userFormSchema = alertCreateBodySchema.pick({ name: true, frequency: true });
const visitorFormSchema = alertSubscribeBodySchema.pick({ name: true, frequency: true, email: true });
type UserForm = { name: string; frequency: AlertFrequency };
type VisitorForm = UserForm & { email: string };

/** A name for the alert from the search: its keyword, else a generic one. */
function suggestedName(filter: JobsFilter, fallback: string): string {
  return filter.q?.trim() ? filter.q.trim().slice(0, 100) : fallback;
}

/**
 * The body of the "Create alert" dialog: a signed-in user's form saves the search to the account, a visitor's asks
 * for an email to confirm by the link mailed. Its own chunk, loaded when the dialog opens: /jobs carries no form code
 * (react-hook-form, the zod schemas) until then.
 */
export default function CreateAlertForm({ filter, onDone }: { filter: JobsFilter; onDone: () => void }) {
  const { i18n } = useTranslation(NAMESPACE);
  const user = useSession((state) => state.user);
  const locale = i18n.language?.startsWith('ne') ? 'ne' : 'en';
  return user ? (
    <UserAlertForm filter={filter} locale={locale} onDone={onDone} />
  ) : (
    <VisitorAlertForm filter={filter} locale={locale} />
  );
}

function FrequencyField() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FormSelect name="frequency" label={t('alerts.frequency')}>
      <option value="daily">{t('alerts.daily')}</option>
      <option value="weekly">{t('alerts.weekly')}</option>
    </FormSelect>
  );
}

function UserAlertForm({ filter, locale, onDone }: { filter: JobsFilter; locale: 'en' | 'ne'; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(userFormSchema, {
    defaultValues: { name: suggestedName(filter, t('alerts.defaultName')), frequency: 'daily' } satisfies UserForm,
  });
  const create = useCreateAlert();
  const [saved, setSaved] = useState(false);
  const submit = (values: UserForm) =>
    create.mutate(
      { ...values, locale, query: alertQueryOf(filter) },
      { onSuccess: () => setSaved(true), onError: (error) => applyServerError(form, error) },
    );
  if (saved) {
    return (
      <>
        <Alert tone="success">{t('alerts.saved')}</Alert>
        <Button onClick={onDone}>{t('alerts.close')}</Button>
      </>
    );
  }
  return (
    <Form form={form} onSubmit={submit}>
      <FormField name="name" label={t('alerts.name')} required maxLength={100} />
      <FrequencyField />
      {create.error ? <Alert tone="error">{serverMessage(create.error, t('alerts.failed'))}</Alert> : null}
      <Button type="submit" disabled={create.isPending}>
        {t('alerts.save')}
      </Button>
    </Form>
  );
}

function VisitorAlertForm({ filter, locale }: { filter: JobsFilter; locale: 'en' | 'ne' }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(visitorFormSchema, {
    defaultValues: {
      name: suggestedName(filter, t('alerts.defaultName')),
      frequency: 'daily',
      email: '',
    } satisfies VisitorForm,
  });
  const subscribe = useSubscribeAlert();
  const submit = (values: VisitorForm) =>
    subscribe.mutate(
      { ...values, locale, query: alertQueryOf(filter) },
      { onError: (error) => applyServerError(form, error) },
    );
  if (subscribe.isSuccess) return <Alert tone="success">{t('alerts.checkEmail')}</Alert>;
  return (
    <Form form={form} onSubmit={submit}>
      <FormField name="email" type="email" label={t('alerts.email')} required autoComplete="email" />
      <FormField name="name" label={t('alerts.name')} required maxLength={100} />
      <FrequencyField />
      <p className="hint">{t('alerts.visitorHint')}</p>
      {subscribe.error ? <Alert tone="error">{serverMessage(subscribe.error, t('alerts.failed'))}</Alert> : null}
      <Button type="submit" disabled={subscribe.isPending}>
        {t('alerts.subscribe')}
      </Button>
    </Form>
  );
}
