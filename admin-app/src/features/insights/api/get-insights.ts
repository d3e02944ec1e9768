import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type InsightsQuery, insightsContract } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

type Range = Required<Pick<InsightsQuery, 'from' | 'to' | 'by'>>;

/** GET /admin/insights: the figures of one range and grouping. */
export const insightsQuery = (adminId: string, range: Range) =>
  queryOptions({
    queryKey: adminKeys(adminId).insights(range.from, range.to, range.by),
    queryFn: ({ signal }) => call(insightsContract.figures, { query: range, signal }),
    enabled: adminId !== '',
    // The figures on screen stay while another range loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useInsights = (range: Range) => useQuery(insightsQuery(useAdminId(), range));
