import { trainingListQuery } from 'shared-api';
import type { PageData } from '../../../lib/page-data.ts';

/** The skill-development page: the upcoming trainings in the page's language. */
export const skillDevelopmentPageData: PageData = ({ language }, client) => [
  client.prefetchQuery(trainingListQuery(language)),
];
