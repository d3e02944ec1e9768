import { userKeys } from 'shared-api';
import { expect, it } from 'vitest';
import { seekerKeys } from '../../../lib/query-keys.ts';
import { preferredJobsQuery } from './get-preferred-jobs.ts';

it('keys the preferred jobs under the user, one entry per limit, one prefix to invalidate them all', () => {
  expect(seekerKeys('u1').preferredJobsList(2)).toEqual(['user', 'u1', 'preferred-jobs', 2]);
  expect(preferredJobsQuery('u1', 20).queryKey).toEqual(seekerKeys('u1').preferredJobsList(20));
  expect(seekerKeys('u1').preferredJobsList(2).slice(0, 3)).toEqual([...seekerKeys('u1').preferredJobs]);
  // Another user's entries never share a key (a shared computer), and a logout clearing the user's keys clears these.
  expect(seekerKeys('u2').preferredJobs).not.toEqual(seekerKeys('u1').preferredJobs);
  expect(seekerKeys('u1').preferredJobs.slice(0, 2)).toEqual([...userKeys('u1').all]);
});
