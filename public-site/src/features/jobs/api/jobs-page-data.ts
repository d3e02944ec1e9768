import { type LookupList, localizedLookupListQuery, skillNamesQuery } from 'shared-api';
import type { PageData } from '../../../lib/page-data.ts';
import { namedLists } from '../lib/active-filters.ts';
import { filterFromParams } from '../lib/filter-from-params.ts';
import { jobSearchQuery } from './get-jobs.ts';

/** The filter panel's sections that start open (shared-ui JobFilters): their lists are on the page at once. */
const OPEN_LISTS: readonly LookupList[] = ['job-types', 'locations'];

/**
 * /jobs: the search in the URL, and the lists its first render shows, in the page's language: the open sections'
 * and those of the chosen filters (their sections open, their chips named), and the names of the chosen skills. A
 * closed section reads its list when opened; the skill picker its suggestions once the page is live.
 */
export const jobsPageData: PageData = ({ search, language }, client) => {
  const filter = filterFromParams(search);
  const lists = new Set([...OPEN_LISTS, ...namedLists(filter)]);
  return [
    client.prefetchQuery(jobSearchQuery(filter, language)),
    ...[...lists].map((list) => client.prefetchQuery(localizedLookupListQuery(list, language))),
    ...(filter.skills?.length ? [client.prefetchQuery(skillNamesQuery(language, filter.skills))] : []),
  ];
};
