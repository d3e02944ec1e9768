import { useQueries, useQuery } from '@tanstack/react-query';
import { LOOKUP_LISTS, type LookupItem, type LookupList, lookupListQuery } from 'shared-api';

/** A lookup list (empty while loading or after a failure, spec section 7). */
export function useLookupList(list: LookupList): LookupItem[] {
  const { data } = useQuery(lookupListQuery(list));
  return data ?? [];
}

/** Every lookup list by name, each as `useLookupList` gives it (the job filters and the chips naming them). */
export function useLookupLists(): Record<LookupList, LookupItem[]> {
  const results = useQueries({ queries: LOOKUP_LISTS.map((list) => lookupListQuery(list)) });
  return Object.fromEntries(LOOKUP_LISTS.map((list, index) => [list, results[index]?.data ?? []])) as Record<
    LookupList,
    LookupItem[]
  >;
}
