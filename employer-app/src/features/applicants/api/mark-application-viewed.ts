import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantsContract, call } from 'shared-api';
import { useUserId } from '../../../lib/use-user-id.ts';
import { storeApplication } from './store-application.ts';

/** PUT /applications/:id/viewed: opening a pending application marks it viewed. */
export const markApplicationViewed = (id: string) => call(applicantsContract.viewed, { params: { id } });

export function useMarkApplicationViewed() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: markApplicationViewed,
    onSuccess: (updated) => storeApplication(client, userId, updated),
  });
}
