import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, authContract, PASSWORD_MIN_LENGTH, useSession } from 'shared-api';
import { Alert, Button, Field, serverMessage } from 'shared-ui';
import { newPasswordError } from '../auth/new-password-error.ts';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';

export function ChangePasswordPage() {
  const { t } = useTranslation('shell');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setConfirmError(null);
    setResult(null);
    if (!current || !next || !confirm) return;
    const invalid = newPasswordError(next, confirm, t);
    if (invalid) return setConfirmError(invalid);
    setBusy(true);
    try {
      const response = await api(authContract.changePassword.path, {
        method: 'POST',
        body: { currentPassword: current, newPassword: next },
        schema: authContract.changePassword.response,
      });
      // The change ends every other session; keep this one with the fresh token.
      if (response?.token) useSession.getState().setToken(response.token);
      setResult({ ok: true, message: t('changePassword.success') });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      setResult({ ok: false, message: serverMessage(error, t('changePassword.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page-narrow stack">
      <h1>{t('changePassword.title')}</h1>
      {result ? (
        <Alert tone={result.ok ? 'success' : 'error'} testId="change-password-result">
          {result.message}
        </Alert>
      ) : null}
      <form className="form" onSubmit={submit}>
        <Field
          label={t('changePassword.current')}
          type="password"
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          data-testid="current-password"
        />
        <NewPasswordFields
          password={next}
          confirm={confirm}
          onPassword={setNext}
          onConfirm={setConfirm}
          error={confirmError}
          passwordLabel={t('changePassword.new')}
          testIds={{ password: 'new-password', confirm: 'confirm-new-password' }}
        />
        <Button type="submit" busy={busy} data-testid="change-password-submit">
          {busy ? t('changePassword.saving') : t('changePassword.submit')}
        </Button>
      </form>
    </div>
  );
}
