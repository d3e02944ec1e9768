import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationStatusBody, applicantsContract, call } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useUserId } from '../../../lib/use-user-id.ts';
import { storeApplication } from './store-application.ts';

type Input = { id: string } & ApplicationStatusBody;

/** PUT /applications/:id/status: shortlist, unshortlist (viewed) or reject with a reason. */
export const setApplicationStatus = ({ id, status, rejectionReason = null }: Input) =>
  call(applicantsContract.status, { params: { id }, body: { status, rejectionReason } });

export function useSetApplicationStatus() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: setApplicationStatus,
    onSuccess: async (updated) => {
      storeApplication(client, userId, updated);
      await client.invalidateQueries({ queryKey: employerKeys(userId).jobs() });
    },
  });
}
