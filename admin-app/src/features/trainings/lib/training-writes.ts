import { trainingKeys } from 'shared-api';
import type { AdminKeys } from '../../../lib/query-keys.ts';

/**
 * What every admin write of a training refreshes: the admin screens, and the public trainings (texts, seats left,
 * waiting) that this browser may have read.
 */
export const trainingWrites = { invalidates: (keys: AdminKeys) => [keys.all, trainingKeys.all] };
