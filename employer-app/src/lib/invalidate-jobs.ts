import type { QueryClient } from '@tanstack/react-query';
import { jobKeys } from 'shared-api';
import { employerKeys } from './query-keys.ts';

/** After a job was written: the employer's list and every public job entry (lists, recent, the job's detail). */
export const invalidateJobs = (client: QueryClient, userId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: employerKeys(userId).jobs() }),
    client.invalidateQueries({ queryKey: jobKeys.all }),
  ]);
