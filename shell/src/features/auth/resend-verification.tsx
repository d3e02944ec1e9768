import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, authContract } from 'shared-api';
import { Alert, Button, Field, serverMessage } from 'shared-ui';

/**
 * Asks the server to send a new verification link. With `email` it is one button
 * (login after 'please verify'); without, a small form with its own email field.
 */
export function ResendVerification({ email: knownEmail }: { email?: string }) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await api(authContract.resendVerification.path, {
        method: 'POST',
        body: { email: knownEmail ?? email },
        schema: authContract.resendVerification.response,
      });
      setResult({ ok: true, message: t('errors.auth.verificationSent', { ns: 'common' }) });
    } catch (error) {
      setResult({ ok: false, message: serverMessage(error, t('pleaseVerify.resendFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const feedback = result?.message ? <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null;

  if (knownEmail) {
    return (
      <div className="stack">
        <Button variant="secondary" busy={busy} onClick={() => void send()} data-testid="resend-verification">
          {busy ? t('auth.resending') : t('auth.resend')}
        </Button>
        {feedback}
      </div>
    );
  }
  return (
    <form className="form" onSubmit={send} aria-label={t('auth.resend')}>
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        data-testid="resend-email"
      />
      <Button type="submit" variant="secondary" busy={busy} data-testid="resend-verification">
        {busy ? t('auth.resending') : t('auth.resend')}
      </Button>
      {feedback}
    </form>
  );
}
