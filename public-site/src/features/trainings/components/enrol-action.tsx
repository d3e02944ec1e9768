import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrolMutation, myEnrolmentsQuery, type PublicTraining, useSession, withdrawMutation } from 'shared-api';
import { Alert, Button, ConfirmDialog, serverMessage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSeekerLogin } from '../../../lib/use-seeker-login.ts';
import { EnrolmentStatusText } from './enrolment-status-text.tsx';

/** The statuses a seeker may still withdraw from (the server decides; the screen offers only these). */
const WITHDRAWABLE = new Set(['enrolled', 'waiting']);

/**
 * A training's enrol action, by role: a guest is asked to log in and comes back here; a seeker enrols (a seat, or
 * the waiting list when the seats are taken), then sees their status and may withdraw; employers and
 * administrators get none.
 */
export function EnrolAction({ training }: { training: PublicTraining }) {
  const { t } = useTranslation(NAMESPACE);
  const login = useSeekerLogin();
  const user = useSession((state) => state.user);
  const sessionLoading = useSession((state) => state.loading);
  const isSeeker = user?.role === 'job_seeker';
  const seekerId = isSeeker ? user.id : '';
  const client = useQueryClient();
  const mine = useQuery({ ...myEnrolmentsQuery(seekerId), enabled: isSeeker });
  const enrol = useMutation(enrolMutation(client, seekerId));
  const withdraw = useMutation(withdrawMutation(client, seekerId));
  const [confirming, setConfirming] = useState(false);

  // Until the stored session is checked the role is unknown: no action yet (the server renders this too).
  if (sessionLoading) return null;
  if (!user) {
    return (
      <Button variant="secondary" onClick={login} data-testid="login-to-enrol">
        {t('skills.loginToEnrol')}
      </Button>
    );
  }
  if (!isSeeker) return null;
  if (mine.isPending) return null;

  const enrolment = mine.data?.find((item) => item.trainingId === training.id && item.status !== 'withdrawn');
  const failure = enrol.error ?? withdraw.error;
  const title = { title: training.title };
  return (
    <div className="enrol-action" data-testid="enrol-action">
      {enrolment ? (
        <>
          <p role="status" data-testid="enrolment-status">
            <EnrolmentStatusText status={enrolment.status} position={enrolment.position} />
          </p>
          {WITHDRAWABLE.has(enrolment.status) ? (
            <Button
              variant="secondary"
              onClick={() => {
                withdraw.reset();
                setConfirming(true);
              }}
              busy={withdraw.isPending}
            >
              {enrolment.status === 'waiting' ? t('skills.leaveWaitingList') : t('skills.withdraw')}
            </Button>
          ) : null}
        </>
      ) : (
        <Button
          onClick={() => {
            withdraw.reset();
            enrol.mutate(training.id);
          }}
          busy={enrol.isPending}
          aria-label={t(training.seatsLeft > 0 ? 'skills.enrolIn' : 'skills.joinWaitingListOf', title)}
        >
          {training.seatsLeft > 0 ? t('skills.enrol') : t('skills.joinWaitingList')}
        </Button>
      )}
      {failure ? <Alert tone="error">{serverMessage(failure, t('skills.enrolError'))}</Alert> : null}
      <ConfirmDialog
        open={confirming && enrolment !== undefined}
        title={enrolment?.status === 'waiting' ? t('skills.leaveWaitingList') : t('skills.withdraw')}
        message={t(enrolment?.status === 'waiting' ? 'skills.confirmLeave' : 'skills.confirmWithdraw', title)}
        confirmLabel={enrolment?.status === 'waiting' ? t('skills.leaveWaitingList') : t('skills.withdraw')}
        cancelLabel={t('skills.keepPlace')}
        tone="danger"
        busy={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate(training.id, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
