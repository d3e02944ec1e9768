import { adminTrainingsContract, call, type TrainingCreateBody, type TrainingInput } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { trainingWrites } from '../lib/training-writes.ts';

/** POST /admin/trainings: a new training, a draft or open at once. */
export const useCreateTraining = () =>
  useAdminMutation((body: TrainingCreateBody) => call(adminTrainingsContract.create, { body }), trainingWrites);

/** PUT /admin/trainings/:id: every field (raising the seats moves the first waiting seekers up). */
export const useUpdateTraining = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: TrainingInput }) =>
      call(adminTrainingsContract.update, { params: { id }, body }),
    trainingWrites,
  );
