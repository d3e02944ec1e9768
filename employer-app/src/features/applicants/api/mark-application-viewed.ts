import { useQueryClient } from '@tanstack/react-query';
import { applicantsContract, call } from 'shared-api';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';
import { useUserId } from '../../../lib/use-user-id.ts';
import { storeApplication } from './store-application.ts';

/** PUT /applications/:id/viewed: opening a pending application marks it viewed. */
export const markApplicationViewed = (id: string) => call(applicantsContract.viewed, { params: { id } });

/** The answer replaces the application's copies, so nothing needs fetching again. */
export function useMarkApplicationViewed() {
  const client = useQueryClient();
  const userId = useUserId();
  return useEmployerMutation(markApplicationViewed, {
    onSuccess: (updated) => storeApplication(client, userId, updated),
    invalidates: () => [],
  });
}
