import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enrolment } from 'shared-api';
import { Alert, Button, ConfirmDialog, serverMessage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useWithdrawEnrolment } from '../api/withdraw-enrolment.ts';

/** Withdraw from a training (or leave its waiting list), after a confirmation that says what it means. */
export function WithdrawEnrolment({ enrolment, title }: { enrolment: Enrolment; title: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawEnrolment();
  const waiting = enrolment.status === 'waiting';
  const label = waiting ? t('trainings.leave') : t('trainings.withdraw');
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          withdraw.reset();
          setConfirming(true);
        }}
        aria-label={t(waiting ? 'trainings.leaveOf' : 'trainings.withdrawFrom', { title })}
      >
        {label}
      </Button>
      {withdraw.isError ? <Alert tone="error">{serverMessage(withdraw.error, t('trainings.failed'))}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title={label}
        message={t(waiting ? 'trainings.confirmLeave' : 'trainings.confirmWithdraw', { title })}
        tone="danger"
        confirmLabel={label}
        cancelLabel={t('trainings.keep')}
        busy={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate(enrolment.trainingId, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
