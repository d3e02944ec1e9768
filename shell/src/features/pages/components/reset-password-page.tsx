import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuthPanel } from 'shared-api';
import { resetPasswordBodySchema, withPasswordConfirmation } from 'shared-api/schemas';
import { Alert, Button, serverMessage, useDocumentTitle } from 'shared-ui';
import { applyServerError, Form, useContractForm } from 'shared-ui/form';
import { NewPasswordFields } from '../../auth/components/new-password-fields.tsx';
import { withoutConfirmation } from '../../auth/lib/without-confirmation.ts';
import { useResetPassword } from '../api/reset-password.ts';

const resetFormSchema = withPasswordConfirmation(resetPasswordBodySchema);

/** The token is no field of the form: a refusal about it (too long, expired) goes to the alert. */
const onFormField = (field: string) => (field === 'token' ? null : field);

export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('resetPassword.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const openAuthPanel = useAuthPanel((state) => state.openAuthPanel);
  const form = useContractForm(resetFormSchema, { defaultValues: { token, password: '', confirmPassword: '' } });
  const reset = useResetPassword();

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
      {reset.isSuccess ? <Alert tone="success">{t('errors.auth.passwordReset', { ns: 'common' })}</Alert> : null}
      {reset.error ? <Alert tone="error">{serverMessage(reset.error, t('resetPassword.failed'))}</Alert> : null}
      {reset.isSuccess ? (
        <Button onClick={() => openAuthPanel('login')}>{t('resetPassword.login')}</Button>
      ) : (
        <Form
          form={form}
          onSubmit={(values) =>
            reset.mutate(withoutConfirmation({ ...values, token }), {
              onError: (error) => applyServerError(form, error, onFormField) && reset.reset(),
            })
          }
        >
          <NewPasswordFields
            name="password"
            label={t('resetPassword.newPassword')}
            testIds={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
          />
          <Button type="submit" busy={reset.isPending} data-testid="reset-submit">
            {reset.isPending ? t('resetPassword.saving') : t('resetPassword.submit')}
          </Button>
        </Form>
      )}
    </div>
  );
}
