import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import type { LookupList } from '../contract/lookup-lists.ts';
import type { LookupItem } from '../contract/lookups.ts';
import { lookupContract } from '../contract-refs.ts';

export const lookupKeys = {
  all: ['lookups'] as const,
  list: (list: LookupList) => [...lookupKeys.all, list] as const,
};

/** GET /<list>: a lookup list; a failure is logged and gives an empty list (spec section 7). */
export const lookupListQuery = (list: LookupList) =>
  queryOptions({
    queryKey: lookupKeys.list(list),
    queryFn: async ({ signal }): Promise<LookupItem[]> => {
      try {
        return await call(lookupContract(list).list, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn(`Could not load /${list}`, error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
