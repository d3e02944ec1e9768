import { useQuery } from '@tanstack/react-query';
import { type LocalizedLookupItem, type LookupList, localizedLookupListQuery } from 'shared-api';
import { useLanguage } from 'shared-ui';

/** A lookup list in the page's language (empty while loading or after a failure, spec section 7). */
export function usePageLookupList(list: LookupList): LocalizedLookupItem[] {
  return useQuery(localizedLookupListQuery(list, useLanguage())).data ?? [];
}
