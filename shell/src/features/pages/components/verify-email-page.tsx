import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuthPanel } from 'shared-api';
import { Alert, Button, Spinner, serverMessage, useDocumentTitle } from 'shared-ui';
import { useVerifyEmail } from '../api/verify-email.ts';

export function VerifyEmailPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('verifyEmail.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const openAuthPanel = useAuthPanel((state) => state.openAuthPanel);
  const verification = useVerifyEmail(token);

  if (!token || verification.isError) {
    return (
      <div className="page-narrow stack" data-testid="verify-email">
        <h1>{t('verifyEmail.failed')}</h1>
        <Alert tone="error">
          {token ? serverMessage(verification.error, t('verifyEmail.failed')) : t('verifyEmail.missingToken')}
        </Alert>
      </div>
    );
  }
  if (verification.isSuccess) {
    return (
      <div className="page-narrow stack" data-testid="verify-email">
        <h1>{t('verifyEmail.success')}</h1>
        <p>{t('verifyEmail.successBody')}</p>
        <Button onClick={() => openAuthPanel('login')} data-testid="verify-email-login">
          {t('verifyEmail.login')}
        </Button>
      </div>
    );
  }
  return (
    <div className="page-narrow stack" data-testid="verify-email">
      <h1>{t('verifyEmail.title')}</h1>
      <p>{t('verifyEmail.verifying')}</p>
      <Spinner label={t('verifyEmail.verifying')} />
    </div>
  );
}
