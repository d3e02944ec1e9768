import { useQuery } from '@tanstack/react-query';
import { recentJobsQuery } from 'shared-api';
import { useWarnOnError } from '../../../lib/use-warn-on-error.ts';

/** GET /jobs?sortBy=newest&pageSize=6: the newest open jobs; a failure is logged (the page shows its empty state). */
export function useRecentJobs() {
  const query = useQuery(recentJobsQuery());
  useWarnOnError(query.error, 'Could not load recent jobs');
  return query;
}
