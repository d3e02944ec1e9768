import { useQueryClient } from '@tanstack/react-query';
import { type ApplicationStatusBody, applicantsContract, call } from 'shared-api';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';
import { useUserId } from '../../../lib/use-user-id.ts';
import { storeApplication } from './store-application.ts';

type Input = { id: string } & ApplicationStatusBody;

/** PUT /applications/:id/status: shortlist, unshortlist (viewed) or reject with a reason. */
export const setApplicationStatus = ({ id, status, rejectionReason = null }: Input) =>
  call(applicantsContract.status, { params: { id }, body: { status, rejectionReason } });

/** The answer replaces the application's copies; the jobs list's counts are fetched again. */
export function useSetApplicationStatus() {
  const client = useQueryClient();
  const userId = useUserId();
  return useEmployerMutation(setApplicationStatus, {
    onSuccess: (updated) => storeApplication(client, userId, updated),
    invalidates: (keys) => [keys.jobs()],
  });
}
