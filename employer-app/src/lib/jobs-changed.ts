import { jobKeys } from 'shared-api';
import type { EmployerKeys } from './query-keys.ts';

/**
 * What a job write changes: the employer's list, every public job entry (lists, recent, the job's detail) and the
 * screening questions of the employer's jobs (they are saved with the job).
 */
export const jobsChanged = (keys: EmployerKeys) => [keys.jobs(), jobKeys.all, [...keys.all, 'screening']];
