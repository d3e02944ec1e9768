import { userKeys } from 'shared-api';
import { expect, it } from 'vitest';
import { preferredJobsKeys, preferredJobsQuery } from './get-preferred-jobs.ts';

it('keys the preferred jobs under the user, one entry per limit, one prefix to invalidate them all', () => {
  expect(preferredJobsKeys('u1').list(2)).toEqual(['user', 'u1', 'preferred-jobs', 2]);
  expect(preferredJobsQuery('u1', 20).queryKey).toEqual(preferredJobsKeys('u1').list(20));
  expect(preferredJobsKeys('u1').list(2).slice(0, 3)).toEqual([...preferredJobsKeys('u1').all]);
  // Another user's entries never share a key (a shared computer), and a logout clearing the user's keys clears these.
  expect(preferredJobsKeys('u2').all).not.toEqual(preferredJobsKeys('u1').all);
  expect(preferredJobsKeys('u1').all.slice(0, 2)).toEqual([...userKeys('u1').all]);
});
