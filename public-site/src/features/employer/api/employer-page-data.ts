import type { PageData } from '../../../lib/page-data.ts';
import { employerPageQuery } from './get-employer.ts';

/** An employer's page: the employer with their listed jobs. */
export const employerPageData: PageData = ({ params, language }, client) => [
  client.prefetchQuery(employerPageQuery(params.id ?? '', language)),
];
