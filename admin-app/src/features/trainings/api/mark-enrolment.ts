import { adminTrainingsContract, call } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { trainingWrites } from '../lib/training-writes.ts';

type Mark = { trainingId: string; enrolmentId: string; value: boolean };

/** PUT …/enrolments/:enrolmentId/attendance: attended, or back to enrolled. */
export const useMarkAttendance = () =>
  useAdminMutation(
    ({ trainingId, enrolmentId, value }: Mark) =>
      call(adminTrainingsContract.setAttendance, {
        params: { id: trainingId, enrolmentId },
        body: { attended: value },
      }),
    trainingWrites,
  );

/** PUT …/enrolments/:enrolmentId/completion: completed (the seeker's verified certification), or taken back. */
export const useMarkCompletion = () =>
  useAdminMutation(
    ({ trainingId, enrolmentId, value }: Mark) =>
      call(adminTrainingsContract.setCompletion, {
        params: { id: trainingId, enrolmentId },
        body: { completed: value },
      }),
    trainingWrites,
  );
