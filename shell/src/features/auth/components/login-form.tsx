import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Role, type User } from 'shared-api';
import { loginBodySchema } from 'shared-api/schemas';
import { Alert, Button, serverMessage } from 'shared-ui';
import { applyServerError, Form, FormField, useContractForm } from 'shared-ui/form';
import { useLogIn } from '../api/log-in.ts';
import { EmailField } from './email-field.tsx';
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
  const form = useContractForm(loginBodySchema, { defaultValues: { email: '', password: '', role: loginRole } });
  const login = useLogIn();
  const unverified = login.error instanceof ApiError && login.error.code === 'auth.unverified';

  return (
    <Form
      form={form}
      testId="login-form"
      onSubmit={(body) =>
        login.mutate(body, { onSuccess, onError: (error) => applyServerError(form, error) && login.reset() })
      }
    >
      {login.error ? (
        <Alert tone="error" testId="login-error">
          {serverMessage(login.error, fallbackError)}
        </Alert>
      ) : null}
      {unverified && login.variables ? <ResendVerification email={login.variables.email} /> : null}
      <EmailField testId="login-email" autoFocus />
      <FormField
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        data-testid="login-password"
      />
      <Button type="submit" className="btn-block" busy={login.isPending} data-testid="login-submit">
        {login.isPending ? t('auth.loggingIn') : submitLabel}
      </Button>
      {footer}
    </Form>
  );
}
