import { useTranslation } from 'react-i18next';
import { useAuthPanel } from 'shared-api';
import { Button, useDocumentTitle } from 'shared-ui';
import { ResendVerification } from '../../auth/components/resend-verification.tsx';

export function PleaseVerifyPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('pleaseVerify.title'));
  const openAuthPanel = useAuthPanel((state) => state.openAuthPanel);
  return (
    <div className="page-narrow stack">
      <h1>{t('pleaseVerify.title')}</h1>
      <p>{t('pleaseVerify.body')}</p>
      <Button onClick={() => openAuthPanel('login')} data-testid="please-verify-login">
        {t('pleaseVerify.backToLogin')}
      </Button>
      <h2>{t('pleaseVerify.resendTitle')}</h2>
      <ResendVerification />
    </div>
  );
}
