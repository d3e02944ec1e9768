import { useTranslation } from 'react-i18next';
import type { EnrolmentRow } from 'shared-api';
import { Button, serverMessage } from 'shared-ui';
import type { Notify } from '../../../components/flash.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useMarkAttendance, useMarkCompletion } from '../api/mark-enrolment.ts';

type EnrolmentActionsProps = { trainingId: string; enrolment: EnrolmentRow; notify: Notify };

/**
 * Attendance (enrolled ⇄ attended) and completion (enrolled or attended → completed, and back), as the server
 * allows them; a waiting or withdrawn seeker has none. The training being final hides them (EnrolmentsSection).
 */
export function EnrolmentActions({ trainingId, enrolment, notify }: EnrolmentActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const attendance = useMarkAttendance();
  const completion = useMarkCompletion();
  const name = enrolment.fullName || enrolment.email;
  const mark = (mutation: typeof attendance, value: boolean, done: string) =>
    mutation.mutate(
      { trainingId, enrolmentId: enrolment.id, value },
      {
        onSuccess: () => notify.success(t(done, { name })),
        onError: (error) => notify.failure(serverMessage(error, t('trainings.markFailed'))),
      },
    );
  const { status } = enrolment;
  return (
    <>
      {status === 'enrolled' || status === 'attended' ? (
        <Button
          variant="secondary"
          busy={attendance.isPending}
          aria-label={t(status === 'enrolled' ? 'trainings.markAttendedNamed' : 'trainings.unmarkAttendedNamed', {
            name,
          })}
          onClick={() =>
            mark(
              attendance,
              status === 'enrolled',
              status === 'enrolled' ? 'trainings.markedAttended' : 'trainings.unmarkedAttended',
            )
          }
        >
          {status === 'enrolled' ? t('trainings.markAttended') : t('trainings.unmarkAttended')}
        </Button>
      ) : null}
      {status === 'enrolled' || status === 'attended' || status === 'completed' ? (
        <Button
          variant={status === 'completed' ? 'secondary' : 'primary'}
          busy={completion.isPending}
          aria-label={t(status === 'completed' ? 'trainings.unmarkCompletedNamed' : 'trainings.markCompletedNamed', {
            name,
          })}
          onClick={() =>
            mark(
              completion,
              status !== 'completed',
              status === 'completed' ? 'trainings.unmarkedCompleted' : 'trainings.markedCompleted',
            )
          }
        >
          {status === 'completed' ? t('trainings.unmarkCompleted') : t('trainings.markCompleted')}
        </Button>
      ) : null}
    </>
  );
}
