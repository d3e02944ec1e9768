import { skillNamesQuery } from 'shared-api';
import type { PageData } from '../../../lib/page-data.ts';
import { jobQuery } from './get-job.ts';

/** The job page: the job with its names in the page's language, then how the skills list names its skills there. */
export const jobPageData: PageData = ({ params, language }, client) => {
  const job = jobQuery(params.id ?? '', language);
  return [
    client.prefetchQuery(job).then(() => {
      const skills = client.getQueryData(job.queryKey)?.skills;
      return skills ? client.prefetchQuery(skillNamesQuery(language, skills)) : undefined;
    }),
  ];
};
