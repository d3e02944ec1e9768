import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api, authContract, useAuthPanel } from 'shared-api';
import { Alert, Button, serverMessage } from 'shared-ui';
import { newPasswordError } from '../auth/new-password-error.ts';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const openAuthPanel = useAuthPanel((state) => state.openAuthPanel);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setConfirmError(null);
    const invalid = newPasswordError(password, confirm, t);
    if (invalid) return setConfirmError(invalid);
    setBusy(true);
    setResult(null);
    try {
      await api(authContract.resetPassword.path, {
        method: 'POST',
        body: { token, password },
        schema: authContract.resetPassword.response,
      });
      setResult({ ok: true, message: t('errors.auth.passwordReset', { ns: 'common' }) });
    } catch (error) {
      setResult({ ok: false, message: serverMessage(error, t('resetPassword.failed')) });
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <div className="page-narrow stack">
        <h1>{t('resetPassword.title')}</h1>
        <Alert tone="error">{t('resetPassword.missingToken')}</Alert>
      </div>
    );
  }

  return (
    <div className="page-narrow stack">
      <h1>{t('resetPassword.title')}</h1>
      {result?.message ? <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      {result?.ok ? (
        <Button onClick={() => openAuthPanel('login')}>{t('resetPassword.login')}</Button>
      ) : (
        <form className="form" onSubmit={submit}>
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            error={confirmError}
            passwordLabel={t('resetPassword.newPassword')}
            testIds={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
          />
          <Button type="submit" busy={busy} data-testid="reset-submit">
            {busy ? t('resetPassword.saving') : t('resetPassword.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
