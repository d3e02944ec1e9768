import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawMutation } from 'shared-api';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** PUT /applications/:id/withdraw; the seeker's lists (every page) are fetched again when the server has answered. */
export function useWithdrawApplication() {
  const client = useQueryClient();
  const userId = useSeekerId();
  return useMutation(withdrawMutation(client, userId));
}
