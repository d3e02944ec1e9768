import type { QueryClient } from '@tanstack/react-query';
import type { JobApplication } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';

/** An application the server answered with after a change replaces its copies (the detail and the job's list). */
export function storeApplication(client: QueryClient, userId: string, updated: JobApplication): void {
  const keys = employerKeys(userId);
  client.setQueryData(keys.application(updated.jobId, updated.seekerId), updated);
  client.setQueryData<JobApplication[]>(keys.applications(updated.jobId), (list) =>
    list?.map((item) => (item.id === updated.id ? updated : item)),
  );
}
