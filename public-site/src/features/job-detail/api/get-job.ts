import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, jobDetailQuery } from 'shared-api';
import { useWarnOnError } from '../../../lib/use-warn-on-error.ts';

/** A refusal (404 for a job that is gone) is the answer; only a network or server failure is worth a second try. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET /jobs/:id under the one shared detail key. */
export const jobQuery = (id: string) => queryOptions({ ...jobDetailQuery(id), retry: retryUnlessRefused });

/** The job of the detail page; a failure (404 included) is logged and the page says the job was not found (spec section 7). */
export function useJob(id: string) {
  const query = useQuery(jobQuery(id));
  useWarnOnError(query.error, `Could not load job ${id}`);
  return query;
}
