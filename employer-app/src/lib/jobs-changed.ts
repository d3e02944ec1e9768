import { jobKeys } from 'shared-api';
import type { EmployerKeys } from './query-keys.ts';

/** What a job write changes: the employer's list and every public job entry (lists, recent, the job's detail). */
export const jobsChanged = (keys: EmployerKeys) => [keys.jobs(), jobKeys.all];
