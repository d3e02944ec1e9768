import { useQuery } from '@tanstack/react-query';
import { localizedRecentJobsQuery } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useWarnOnError } from '../../../lib/use-warn-on-error.ts';

/** The newest open jobs in the page's language; a failure is logged (the page shows its empty state). */
export function useRecentJobs() {
  const query = useQuery(localizedRecentJobsQuery(useLanguage()));
  useWarnOnError(query.error, 'Could not load recent jobs');
  return query;
}
