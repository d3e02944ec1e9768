import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import { searchContract } from '../contract-refs.ts';

/** GET /jobs/suggest: suggestions for the typed keyword (titles, skills, categories, districts; both scripts). */
export const jobSuggestQuery = (q: string) =>
  queryOptions({
    queryKey: ['jobs', 'suggest', q] as const,
    queryFn: async ({ signal }) => (await call(searchContract.suggest, { query: { q }, signal })).items,
    staleTime: 60_000,
  });
