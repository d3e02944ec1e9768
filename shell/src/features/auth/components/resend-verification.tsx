import { useTranslation } from 'react-i18next';
import { emailOnlyBodySchema } from 'shared-api/schemas';
import { Alert, Button, serverMessage } from 'shared-ui';
import { applyServerError, Form, useContractForm } from 'shared-ui/form';
import { useResendVerification } from '../api/resend-verification.ts';
import { EmailField } from './email-field.tsx';

/**
 * Asks the server to send a new verification link. With `email` it is one button
 * (login after 'please verify'); without, a small form with its own email field.
 */
export function ResendVerification({ email }: { email?: string }) {
  const { t } = useTranslation('shell');
  const resend = useResendVerification();
  const form = useContractForm(emailOnlyBodySchema, { defaultValues: { email: '' } });

  const busy = resend.isPending;
  const label = busy ? t('auth.resending') : t('auth.resend');
  const feedback = resend.isSuccess ? (
    <Alert tone="success">{t('errors.auth.verificationSent', { ns: 'common' })}</Alert>
  ) : resend.error ? (
    <Alert tone="error">{serverMessage(resend.error, t('pleaseVerify.resendFailed'))}</Alert>
  ) : null;

  if (email) {
    return (
      <div className="stack">
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => resend.mutate({ email })}
          data-testid="resend-verification"
        >
          {label}
        </Button>
        {feedback}
      </div>
    );
  }
  return (
    <Form
      form={form}
      onSubmit={(body) => resend.mutate(body, { onError: (error) => applyServerError(form, error) && resend.reset() })}
      aria-label={t('auth.resend')}
    >
      <EmailField testId="resend-email" />
      <Button type="submit" variant="secondary" busy={busy} data-testid="resend-verification">
        {label}
      </Button>
      {feedback}
    </Form>
  );
}
