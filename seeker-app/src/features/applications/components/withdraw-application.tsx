import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from 'shared-api';
import { Alert, Button, ConfirmDialog, serverMessage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';

/** Applications the seeker may still withdraw: not rejected by the employer, not withdrawn already. */
export const canWithdraw = (application: Application) =>
  application.status !== 'rejected' && application.status !== 'withdrawn' && !application.id.startsWith('pending:');

/** "Withdraw" with a confirmation that says what it means (final: the job cannot be applied to again). */
export function WithdrawApplication({ application }: { application: Application }) {
  const { t } = useTranslation(NAMESPACE);
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  const title = application.job.title;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          withdraw.reset();
          setConfirming(true);
        }}
        aria-label={t('withdraw.action', { title })}
      >
        {t('withdraw.button')}
      </Button>
      {withdraw.isError ? <Alert tone="error">{serverMessage(withdraw.error, t('withdraw.failed'))}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title={t('withdraw.title')}
        message={t('withdraw.message', { title, company: application.job.companyName })}
        tone="danger"
        confirmLabel={t('withdraw.confirm')}
        busy={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate(application.id, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
