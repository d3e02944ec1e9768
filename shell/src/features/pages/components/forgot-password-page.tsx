import { useTranslation } from 'react-i18next';
import { emailOnlyBodySchema } from 'shared-api/schemas';
import { Alert, Button, serverMessage, useDocumentTitle } from 'shared-ui';
import { applyServerError, Form, useContractForm } from 'shared-ui/form';
import { EmailField } from '../../auth/components/email-field.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('forgotPassword.title'));
  const form = useContractForm(emailOnlyBodySchema, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  return (
    <div className="page-narrow stack">
      <h1>{t('forgotPassword.title')}</h1>
      <p>{t('forgotPassword.intro')}</p>
      {request.isSuccess ? <Alert tone="success">{t('errors.auth.resetSent', { ns: 'common' })}</Alert> : null}
      {request.error ? <Alert tone="error">{serverMessage(request.error, t('forgotPassword.failed'))}</Alert> : null}
      <Form
        form={form}
        onSubmit={(body) =>
          request.mutate(body, { onError: (error) => applyServerError(form, error) && request.reset() })
        }
      >
        <EmailField testId="forgot-email" />
        <Button type="submit" busy={request.isPending} data-testid="forgot-submit">
          {request.isPending ? t('forgotPassword.sending') : t('forgotPassword.submit')}
        </Button>
      </Form>
    </div>
  );
}
