import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call, employerPageContract, type PageLanguage } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { publicKeys } from '../../../lib/query-keys.ts';
import { useWarnOnError } from '../../../lib/use-warn-on-error.ts';

/** A refusal (404 for an employer who is not public) is the answer; only a network or server failure is retried. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET /public/:language/employers/:id: an approved employer's public page with its listed jobs, names in `language`. */
export const employerPageQuery = (id: string, language: PageLanguage) =>
  queryOptions({
    queryKey: publicKeys.employerPage(id, language),
    queryFn: ({ signal }) => call(employerPageContract.getLocalized, { params: { id, language }, signal }),
    retry: retryUnlessRefused,
  });

/** The employer of /employers/:id; a failure (404 included) is logged and the page says it was not found. */
export function useEmployerPage(id: string) {
  const query = useQuery(employerPageQuery(id, useLanguage()));
  useWarnOnError(query.error, `Could not load employer ${id}`);
  return query;
}
