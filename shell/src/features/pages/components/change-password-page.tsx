import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema, withPasswordConfirmation } from 'shared-api/schemas';
import { Alert, Button, serverMessage, useDocumentTitle } from 'shared-ui';
import { applyServerError, Form, FormField, useContractForm } from 'shared-ui/form';
import { NewPasswordFields } from '../../auth/components/new-password-fields.tsx';
import { withoutConfirmation } from '../../auth/lib/without-confirmation.ts';
import { useChangePassword } from '../api/change-password.ts';

const changeFormSchema = withPasswordConfirmation(changePasswordBodySchema, 'newPassword');
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('changePassword.title'));
  const form = useContractForm(changeFormSchema, { defaultValues: EMPTY });
  const change = useChangePassword();

  return (
    <div className="page-narrow stack">
      <h1>{t('changePassword.title')}</h1>
      {change.isSuccess ? (
        <Alert tone="success" testId="change-password-result">
          {t('changePassword.success')}
        </Alert>
      ) : null}
      {change.error ? (
        <Alert tone="error" testId="change-password-result">
          {serverMessage(change.error, t('changePassword.failed'))}
        </Alert>
      ) : null}
      <Form
        form={form}
        onSubmit={(values) =>
          change.mutate(withoutConfirmation(values), {
            onSuccess: () => form.reset(EMPTY),
            onError: (error) => applyServerError(form, error) && change.reset(),
          })
        }
      >
        <FormField
          name="currentPassword"
          label={t('changePassword.current')}
          type="password"
          autoComplete="current-password"
          required
          data-testid="current-password"
        />
        <NewPasswordFields
          name="newPassword"
          label={t('changePassword.new')}
          testIds={{ password: 'new-password', confirm: 'confirm-new-password' }}
        />
        <Button type="submit" busy={change.isPending} data-testid="change-password-submit">
          {change.isPending ? t('changePassword.saving') : t('changePassword.submit')}
        </Button>
      </Form>
    </div>
  );
}
