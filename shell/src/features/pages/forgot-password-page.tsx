import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, authContract } from 'shared-api';
import { Alert, Button, Field, serverMessage } from 'shared-ui';

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await api(authContract.forgotPassword.path, {
        method: 'POST',
        body: { email: email.trim() },
        schema: authContract.forgotPassword.response,
      });
      setResult({ ok: true, message: t('errors.auth.resetSent', { ns: 'common' }) });
    } catch (error) {
      setResult({ ok: false, message: serverMessage(error, t('forgotPassword.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page-narrow stack">
      <h1>{t('forgotPassword.title')}</h1>
      <p>{t('forgotPassword.intro')}</p>
      {result?.message ? <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      <form className="form" onSubmit={submit}>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          data-testid="forgot-email"
        />
        <Button type="submit" busy={busy} data-testid="forgot-submit">
          {busy ? t('forgotPassword.sending') : t('forgotPassword.submit')}
        </Button>
      </form>
    </div>
  );
}
