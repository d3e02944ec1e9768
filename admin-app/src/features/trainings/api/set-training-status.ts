import { adminTrainingsContract, call, type TrainingStatus } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { trainingWrites } from '../lib/training-writes.ts';

/** PUT /admin/trainings/:id/status: open, close, complete or cancel (the server allows only its transitions). */
export const useSetTrainingStatus = () =>
  useAdminMutation(
    ({ id, status }: { id: string; status: TrainingStatus }) =>
      call(adminTrainingsContract.setStatus, { params: { id }, body: { status } }),
    trainingWrites,
  );
