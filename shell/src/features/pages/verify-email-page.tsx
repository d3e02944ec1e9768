import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuthPanel } from 'shared-api';
import { Alert, Button, Spinner, serverMessage } from 'shared-ui';
import { verifyOnce } from './verify-once.ts';

type Status = { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; message: string };

export function VerifyEmailPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const openAuthPanel = useAuthPanel((state) => state.openAuthPanel);
  const [status, setStatus] = useState<Status>(() =>
    token ? { state: 'verifying' } : { state: 'failed', message: t('verifyEmail.missingToken') },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token).then(
      () => live && setStatus({ state: 'verified' }),
      (error: unknown) =>
        live && setStatus({ state: 'failed', message: serverMessage(error, t('verifyEmail.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  return (
    <div className="page-narrow stack" data-testid="verify-email">
      {status.state === 'verifying' ? (
        <>
          <h1>{t('verifyEmail.title')}</h1>
          <p>{t('verifyEmail.verifying')}</p>
          <Spinner label={t('verifyEmail.verifying')} />
        </>
      ) : null}
      {status.state === 'verified' ? (
        <>
          <h1>{t('verifyEmail.success')}</h1>
          <p>{t('verifyEmail.successBody')}</p>
          <Button onClick={() => openAuthPanel('login')} data-testid="verify-email-login">
            {t('verifyEmail.login')}
          </Button>
        </>
      ) : null}
      {status.state === 'failed' ? (
        <>
          <h1>{t('verifyEmail.failed')}</h1>
          <Alert tone="error">{status.message}</Alert>
        </>
      ) : null}
    </div>
  );
}
