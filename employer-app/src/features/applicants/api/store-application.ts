import type { QueryClient } from '@tanstack/react-query';
import type { ApplicantsPage, JobApplication } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';

/**
 * An application the server answered with after a change replaces its copies (the detail and every cached page
 * of the job's list); the pages are marked stale, so a status filter is asked again when the list shows next.
 */
export function storeApplication(client: QueryClient, userId: string, updated: JobApplication): void {
  const keys = employerKeys(userId);
  client.setQueryData(keys.application(updated.jobId, updated.seekerId), updated);
  client.setQueriesData<ApplicantsPage>({ queryKey: keys.applications(updated.jobId) }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) } : page,
  );
  void client.invalidateQueries({ queryKey: keys.applications(updated.jobId), refetchType: 'none' });
}
