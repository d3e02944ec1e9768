import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DIGEST_NOTIFICATION_KINDS, type NotificationPreference } from 'shared-api';
import { Alert } from 'shared-ui';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications.ts';

/**
 * The user's notification choices per kind and channel (in the app, by email, and for new applications one
 * email a day), saved as each box changes. For /settings (every role; admins have none to make).
 */
export function NotificationSettings() {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const rows = preferences.data?.preferences ?? [];

  const change = (pref: NotificationPreference, patch: Partial<NotificationPreference>) => {
    const next = { ...pref, ...patch };
    if (!next.email) next.digest = false;
    save.mutate([next]);
  };

  return (
    <section className="settings-section card" aria-labelledby={headingId} data-testid="notification-settings">
      <h2 id={headingId}>{t('notifications.settings.title')}</h2>
      <p>{t('notifications.settings.lead')}</p>
      {preferences.isError ? <Alert tone="error">{t('notifications.failed')}</Alert> : null}
      {preferences.isSuccess && rows.length === 0 ? <p>{t('notifications.settings.none')}</p> : null}
      {rows.map((pref) => (
        <fieldset key={pref.kind} className="notification-choice" data-testid={`notification-pref-${pref.kind}`}>
          <legend>
            {t(`notifications.settings.kinds.${pref.kind}` as 'notifications.settings.kinds.job_closing')}
          </legend>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={pref.inApp}
              onChange={(event) => change(pref, { inApp: event.target.checked })}
              data-testid={`notification-pref-${pref.kind}-inapp`}
            />
            <span>{t('notifications.settings.inApp')}</span>
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={pref.email}
              onChange={(event) => change(pref, { email: event.target.checked })}
              data-testid={`notification-pref-${pref.kind}-email`}
            />
            <span>{t('notifications.settings.email')}</span>
          </label>
          {DIGEST_NOTIFICATION_KINDS.includes(pref.kind) ? (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={pref.digest}
                disabled={!pref.email}
                onChange={(event) => change(pref, { digest: event.target.checked })}
                data-testid={`notification-pref-${pref.kind}-digest`}
              />
              <span>{t('notifications.settings.digest')}</span>
            </label>
          ) : null}
        </fieldset>
      ))}
      <div aria-live="polite">
        {save.isSuccess ? <p className="form-saved">{t('notifications.settings.saved')}</p> : null}
        {save.isError ? <Alert tone="error">{t('notifications.settings.failed')}</Alert> : null}
      </div>
    </section>
  );
}
