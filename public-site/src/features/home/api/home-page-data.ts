import { localizedLookupListQuery, localizedRecentJobsQuery } from 'shared-api';
import type { PageData } from '../../../lib/page-data.ts';
import { homeSummaryQuery } from './get-home-summary.ts';

/** The home page: its summary (tiles, employer strip), the newest jobs and the search form's two lists. */
export const homePageData: PageData = ({ language }, client) => [
  client.prefetchQuery(homeSummaryQuery()),
  client.prefetchQuery(localizedRecentJobsQuery(language)),
  client.prefetchQuery(localizedLookupListQuery('locations', language)),
  client.prefetchQuery(localizedLookupListQuery('categories', language)),
];
