import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, homeContract } from 'shared-api';
import { publicKeys } from '../../../lib/query-keys.ts';
import { useWarnOnError } from '../../../lib/use-warn-on-error.ts';

/** GET /home/summary: the category and district tiles and the employer strip, in one call (cached by the server). */
export const homeSummaryQuery = () =>
  queryOptions({
    queryKey: publicKeys.homeSummary(),
    queryFn: ({ signal }) => call(homeContract.summary, { signal }),
    staleTime: 60_000,
  });

/** The home page's aggregate; a failure is logged and the sections show their empty state. */
export function useHomeSummary() {
  const query = useQuery(homeSummaryQuery());
  useWarnOnError(query.error, 'Could not load the home summary');
  return query;
}
