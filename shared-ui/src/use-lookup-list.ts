import { useQuery } from '@tanstack/react-query';
import { type LookupItem, type LookupList, lookupListQuery } from 'shared-api';

/** A lookup list (empty while loading or after a failure, spec section 7). */
export function useLookupList(list: LookupList): LookupItem[] {
  const { data } = useQuery(lookupListQuery(list));
  return data ?? [];
}
