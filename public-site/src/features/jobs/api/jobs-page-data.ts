import { type LookupList, lookupListQuery } from 'shared-api';
import type { PageData } from '../../../lib/page-data.ts';
import { filterFromParams } from '../lib/filter-from-params.ts';
import { jobSearchQuery } from './get-jobs.ts';

/** The lists the filter panel (shared-ui JobFilters) offers. */
const FILTER_LISTS: readonly LookupList[] = [
  'categories',
  'industries',
  'job-types',
  'locations',
  'experience-levels',
  'education-levels',
  'job-levels',
  'salary-ranges',
  'skills',
];

/** /jobs: the search in the URL and the filter panel's lists. */
export const jobsPageData: PageData = ({ search }, client) => [
  client.prefetchQuery(jobSearchQuery(filterFromParams(search))),
  ...FILTER_LISTS.map((list) => client.prefetchQuery(lookupListQuery(list))),
];
