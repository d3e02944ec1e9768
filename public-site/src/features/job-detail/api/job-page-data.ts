import { skillNamesQuery } from 'shared-api';
import type { PageData } from '../../../lib/page-data.ts';
import { jobQuery } from './get-job.ts';

/** The job page: the job, then how the skills list names its skills in the page's language. */
export const jobPageData: PageData = ({ params, language }, client) => {
  const job = jobQuery(params.id ?? '');
  return [
    client.prefetchQuery(job).then(() => {
      const skills = client.getQueryData(job.queryKey)?.skills;
      return skills ? client.prefetchQuery(skillNamesQuery(language, skills)) : undefined;
    }),
  ];
};
