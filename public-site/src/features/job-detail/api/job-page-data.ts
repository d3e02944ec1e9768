import { lookupListQuery } from 'shared-api';
import type { PageData } from '../../../lib/page-data.ts';
import { jobQuery } from './get-job.ts';

/** The job page: the job, and the skills list its skills are named from. */
export const jobPageData: PageData = ({ params }, client) => [
  client.prefetchQuery(jobQuery(params.id ?? '')),
  client.prefetchQuery(lookupListQuery('skills')),
];
