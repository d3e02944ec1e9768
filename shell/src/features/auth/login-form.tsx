import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Role, type User, useSession } from 'shared-api';
import { Alert, Button, Field, serverMessage } from 'shared-ui';
import { ResendVerification } from './resend-verification.tsx';

type Props = {
  loginRole: Role;
  onSuccess: (user: User) => void;
  /** Message when the server gives none. */
  fallbackError: string;
  submitLabel: string;
  /** Shown under the submit button (e.g. the forgot-password link). */
  footer?: ReactNode;
};

/** Email + password login for one role; offers a new verification mail when the email is unverified. */
export function LoginForm({ loginRole, onSuccess, fallbackError, submitLabel, footer }: Props) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    setBusy(true);
    setError(null);
    setUnverified(false);
    try {
      const user = await useSession.getState().login({ email: email.trim(), password, role: loginRole });
      onSuccess(user);
    } catch (caught) {
      setError(serverMessage(caught, fallbackError));
      setUnverified(caught instanceof ApiError && caught.code === 'auth.unverified');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} data-testid="login-form">
      {error ? (
        <Alert tone="error" testId="login-error">
          {error}
        </Alert>
      ) : null}
      {unverified ? <ResendVerification email={email.trim()} /> : null}
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        data-testid="login-email"
        data-autofocus
      />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        data-testid="login-password"
      />
      <Button type="submit" className="btn-block" busy={busy} data-testid="login-submit">
        {busy ? t('auth.loggingIn') : submitLabel}
      </Button>
      {footer}
    </form>
  );
}
