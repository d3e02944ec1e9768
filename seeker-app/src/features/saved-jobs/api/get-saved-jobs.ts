import { useQuery } from '@tanstack/react-query';
import { savedJobsQuery } from 'shared-api';
import { useSeekerId } from '../../../lib/use-seeker-id.ts';

/** GET /seekers/me/saved-jobs through the shared query (saving on a job page updates it optimistically). */
export function useSavedJobs() {
  const userId = useSeekerId();
  return useQuery({ ...savedJobsQuery(userId), enabled: userId !== '' });
}
