import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buildQuery, type JobAlert } from 'shared-api';
import { alertUpdateBodySchema } from 'shared-api/schemas';
import { Alert, Button, ConfirmDialog, Spinner, serverMessage, useLocalizedPath } from 'shared-ui';
import { applyServerError, Form, FormCheckbox, FormField, FormSelect, useContractForm } from 'shared-ui/form';
import { useAlerts, useDeleteAlert, useUpdateAlert } from '../api/alerts.ts';

/** One alert, edited in place: name, frequency, paused; delete (not the profile alert, which can only pause). */
function AlertRow({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation('shell');
  const localize = useLocalizedPath();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [confirming, setConfirming] = useState(false);
  const profile = alert.kind === 'profile';
  const name = profile ? t('settings.alerts.profileName') : alert.name;
  const form = useContractForm(alertUpdateBodySchema, {
    defaultValues: { name: alert.name, frequency: alert.frequency, paused: alert.paused },
  });
  const save = (body: { name?: string; frequency?: JobAlert['frequency']; paused?: boolean }) =>
    update.mutate(
      { id: alert.id, body: profile ? { frequency: body.frequency, paused: body.paused } : body },
      {
        onSuccess: (saved) => form.reset({ name: saved.name, frequency: saved.frequency, paused: saved.paused }),
        onError: (error) => applyServerError(form, error),
      },
    );
  return (
    <li className="card" data-testid="alert-row">
      <Form form={form} onSubmit={save} className="alert-row" aria-label={name}>
        {profile ? (
          <div>
            <strong>{name}</strong>
            <p className="hint">{t('settings.alerts.profileHint')}</p>
          </div>
        ) : (
          <FormField name="name" label={t('settings.alerts.name')} required maxLength={100} />
        )}
        <FormSelect name="frequency" label={t('settings.alerts.frequency')}>
          <option value="daily">{t('settings.alerts.daily')}</option>
          <option value="weekly">{t('settings.alerts.weekly')}</option>
        </FormSelect>
        <FormCheckbox name="paused" label={t('settings.alerts.paused')} />
        <Button type="submit" variant="secondary" busy={update.isPending}>
          {t('settings.alerts.save')}
        </Button>
        {profile ? null : (
          <>
            <Link className="btn btn-ghost" to={localize(`/jobs${buildQuery(alert.search)}`)}>
              {t('settings.alerts.viewSearch')}
            </Link>
            <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
              {t('settings.alerts.delete')}
            </Button>
          </>
        )}
      </Form>
      {update.isSuccess && !form.formState.isDirty ? (
        <p role="status" className="hint">
          {t('settings.alerts.saved')}
        </p>
      ) : null}
      {update.error || remove.error ? (
        <Alert tone="error">{serverMessage(update.error ?? remove.error, t('settings.alerts.failed'))}</Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('settings.alerts.deleteTitle')}
        message={t('settings.alerts.deleteText', { name })}
        confirmLabel={t('settings.alerts.delete')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(alert.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}

export function AlertsSection() {
  const { t } = useTranslation('shell');
  const localize = useLocalizedPath();
  const alerts = useAlerts();
  return (
    <section className="settings-section card" aria-labelledby="settings-alerts">
      <h2 id="settings-alerts">{t('settings.alerts.title')}</h2>
      <p>{t('settings.alerts.lead')}</p>
      {alerts.isPending ? (
        <Spinner label={t('settings.alerts.title')} />
      ) : alerts.isError ? (
        <Alert tone="error">{t('settings.alerts.loadFailed')}</Alert>
      ) : alerts.data.length === 0 ? (
        <p>
          {t('settings.alerts.none')} <Link to={localize('/jobs')}>{t('settings.alerts.findJobs')}</Link>
        </p>
      ) : (
        <ul className="alert-list">
          {alerts.data.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}
