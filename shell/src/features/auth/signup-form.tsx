import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, authContract, type SignupRole } from 'shared-api';
import { Alert, Button, Field, serverMessage } from 'shared-ui';
import { newPasswordError } from './new-password-error.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { buildSignupPayload } from './signup-payload.ts';

type Props = { signupRole: SignupRole; onSuccess: () => void };

/** The one signup form (auth panel and /signup page). Remount it (key) to clear it. */
export function SignupForm({ signupRole: role, onSuccess }: Props) {
  const { t } = useTranslation('shell');
  const termsId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setConfirmError(null);
    const invalid = newPasswordError(password, confirm, t);
    if (invalid) {
      setConfirmError(invalid);
      return;
    }
    if (!agreed || !name.trim() || !email.trim()) return;
    setBusy(true);
    try {
      await api(authContract.signup.path, {
        method: 'POST',
        body: buildSignupPayload(role, { name: name.trim(), email: email.trim(), password }),
        schema: authContract.signup.response,
      });
      onSuccess();
    } catch (caught) {
      setError(serverMessage(caught, t('auth.signupFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} data-testid="signup-form">
      {error ? (
        <Alert tone="error" testId="signup-error">
          {error}
        </Alert>
      ) : null}
      <Field
        label={role === 'employer' ? t('auth.companyName') : t('auth.fullName')}
        autoComplete={role === 'employer' ? 'organization' : 'name'}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        data-testid="signup-name"
        data-autofocus
      />
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        data-testid="signup-email"
      />
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        error={confirmError}
        passwordLabel={t('auth.password')}
        testIds={{ password: 'signup-password', confirm: 'signup-confirm-password' }}
      />
      <div className="checkbox">
        <input
          id={termsId}
          type="checkbox"
          required
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          data-testid="signup-terms"
        />
        <label htmlFor={termsId}>
          {t('auth.agreePrefix')}
          <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer">
            {t('auth.terms')}
            <span className="visually-hidden"> {t('auth.newTab')}</span>
          </a>
          {t('auth.and')}
          <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
            {t('auth.privacy')}
            <span className="visually-hidden"> {t('auth.newTab')}</span>
          </a>
          {t('auth.agreeSuffix')}
        </label>
      </div>
      <Button type="submit" className="btn-block" disabled={!agreed} busy={busy} data-testid="signup-submit">
        {busy ? t('auth.signingUp') : t('auth.signupSubmit')}
      </Button>
    </form>
  );
}
