import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlertFrequency, type JobsFilter, useSession } from 'shared-api';
import { alertCreateBodySchema, alertSubscribeBodySchema } from 'shared-api/schemas';
import { Alert, Button, Modal, serverMessage } from 'shared-ui';
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
 * "Create alert" beside the /jobs results: saves the current search (URL filters + keyword) with a name and a
 * frequency. A logged-in user saves it to the account; a visitor gives an email and confirms by the link mailed.
 */
export function CreateAlert({ filter }: { filter: JobsFilter }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const user = useSession((state) => state.user);
  const locale = i18n.language?.startsWith('ne') ? 'ne' : 'en';
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="create-alert">
        {t('alerts.create')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('alerts.dialogTitle')} testId="create-alert-dialog">
        <p>{t('alerts.dialogLead')}</p>
        {user ? (
          <UserAlertForm filter={filter} locale={locale} onDone={() => setOpen(false)} />
        ) : (
          <VisitorAlertForm filter={filter} locale={locale} />
        )}
      </Modal>
    </>
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
