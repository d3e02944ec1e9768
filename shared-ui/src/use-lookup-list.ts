import { useQuery } from '@tanstack/react-query';
import { api, type LookupItem, type LookupList, lookupListResponseSchema } from 'shared-api';

/** The query key of a lookup list, for invalidation after an admin edits it. */
export const lookupListKey = (list: LookupList) => ['lookups', list] as const;

/** Loads a lookup list; a failure is logged and gives an empty list (spec section 7). */
export async function fetchLookupList(list: LookupList, signal?: AbortSignal): Promise<LookupItem[]> {
  try {
    return (await api(`/${list}`, { schema: lookupListResponseSchema, signal })) ?? [];
  } catch (error) {
    console.warn(`Could not load /${list}`, error);
    return [];
  }
}

export function useLookupList(list: LookupList): LookupItem[] {
  const { data } = useQuery({
    queryKey: lookupListKey(list),
    queryFn: ({ signal }) => fetchLookupList(list, signal),
    staleTime: 5 * 60_000,
  });
  return data ?? [];
}
