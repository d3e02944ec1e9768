import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Language, useLanguageStore } from 'shared-api';
import { deleteAccountBodySchema } from 'shared-api/schemas';
import { Alert, Button, serverMessage, useLanguage } from 'shared-ui';
import { applyServerError, Form, FormField, useContractForm } from 'shared-ui/form';
import { useDeleteAccount, useDownloadMyData, useLogoutEverywhere } from '../api/account.ts';

export function LanguageSection() {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return (
    <section className="settings-section card" aria-labelledby="settings-language">
      <h2 id="settings-language">{t('settings.language.title')}</h2>
      <div className="field">
        <label className="field-label" htmlFor="settings-language-select">
          {t('settings.language.label')}
        </label>
        <select
          id="settings-language-select"
          className="field-input"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          data-testid="settings-language"
        >
          <option value="en" lang="en">
            {common('language.en')}
          </option>
          <option value="ne" lang="ne">
            {common('language.ne')}
          </option>
        </select>
      </div>
    </section>
  );
}

export function SessionsSection() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useLogoutEverywhere();
  return (
    <section className="settings-section card" aria-labelledby="settings-sessions">
      <h2 id="settings-sessions">{t('settings.sessions.title')}</h2>
      <p>{t('settings.sessions.lead')}</p>
      <div>
        <Button
          variant="secondary"
          busy={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/') })}
          data-testid="settings-logout-all"
        >
          {t('settings.sessions.button')}
        </Button>
      </div>
    </section>
  );
}

export function DataSection() {
  const { t } = useTranslation('shell');
  const download = useDownloadMyData();
  return (
    <section className="settings-section card" aria-labelledby="settings-data">
      <h2 id="settings-data">{t('settings.data.title')}</h2>
      <p>{t('settings.data.lead')}</p>
      <div>
        <Button
          variant="secondary"
          busy={download.isPending}
          onClick={() => download.mutate()}
          data-testid="settings-download-data"
        >
          {download.isPending ? t('settings.data.preparing') : t('settings.data.button')}
        </Button>
      </div>
      {download.error ? <Alert tone="error">{serverMessage(download.error, t('settings.data.failed'))}</Alert> : null}
    </section>
  );
}

export function DeleteAccountSection() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useContractForm(deleteAccountBodySchema, { defaultValues: { password: '' } });
  return (
    <section className="settings-section card danger-zone" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('settings.deleteAccount.title')}</h2>
      <p>{t('settings.deleteAccount.lead')}</p>
      <Form
        form={form}
        onSubmit={({ password }) =>
          remove.mutate(password, {
            onSuccess: () => navigate('/'),
            onError: (error) => applyServerError(form, error) && remove.reset(),
          })
        }
      >
        <FormField
          name="password"
          type="password"
          label={t('settings.deleteAccount.password')}
          autoComplete="current-password"
          required
          data-testid="delete-account-password"
        />
        {remove.error ? (
          <Alert tone="error">{serverMessage(remove.error, t('settings.deleteAccount.failed'))}</Alert>
        ) : null}
        <div>
          <Button type="submit" variant="danger" busy={remove.isPending} data-testid="delete-account-submit">
            {remove.isPending ? t('settings.deleteAccount.deleting') : t('settings.deleteAccount.button')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
