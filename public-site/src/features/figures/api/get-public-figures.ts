import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, insightsContract } from 'shared-api';
import { publicKeys } from '../../../lib/query-keys.ts';

/** GET /public/figures: the published figures (counted at most hourly by the server). */
export const publicFiguresQuery = () =>
  queryOptions({
    queryKey: publicKeys.figures(),
    queryFn: ({ signal }) => call(insightsContract.publicFigures, { signal }),
    staleTime: 10 * 60_000,
  });

export const usePublicFigures = () => useQuery(publicFiguresQuery());
