import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, localizedJobDetailQuery, type PageLanguage } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useWarnOnError } from '../../../lib/use-warn-on-error.ts';

/** A refusal (404 for a job that is gone) is the answer; only a network or server failure is worth a second try. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET /public/:language/jobs/:id: the job with its names in the page's language. */
export const jobQuery = (id: string, language: PageLanguage) =>
  queryOptions({ ...localizedJobDetailQuery(id, language), retry: retryUnlessRefused });

/** The job of the detail page; a failure (404 included) is logged and the page says the job was not found (spec section 7). */
export function useJob(id: string) {
  const query = useQuery(jobQuery(id, useLanguage()));
  useWarnOnError(query.error, `Could not load job ${id}`);
  return query;
}
