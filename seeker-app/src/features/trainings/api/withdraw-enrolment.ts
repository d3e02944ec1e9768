import { call, trainingKeys, trainingsContract } from 'shared-api';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/**
 * DELETE /trainings/:id/enrolment: withdraw, or leave the waiting list. The seeker's data and the public trainings
 * (seats left, waiting) are fetched again once the server has answered.
 */
export const useWithdrawEnrolment = () =>
  useSeekerMutation((trainingId: string) => call(trainingsContract.withdraw, { params: { id: trainingId } }), {
    invalidates: (keys) => [keys.all, trainingKeys.all],
  });
