import { useQuery } from '@tanstack/react-query';
import { type LookupItem, lookupListQuery } from 'shared-api';
import { isOther } from 'shared-ui';

const otherIdsOf = (items: LookupItem[]): ReadonlySet<string> =>
  new Set(items.filter((item) => isOther(item)).map((item) => item.id));
const NONE: ReadonlySet<string> = new Set();

/** The ids of the industries named Other (their text is then required): a `select` view of the cached list. */
export function useOtherIndustryIds(): ReadonlySet<string> {
  return useQuery({ ...lookupListQuery('industries'), select: otherIdsOf }).data ?? NONE;
}
