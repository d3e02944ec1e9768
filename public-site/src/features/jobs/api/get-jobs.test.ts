import { jobKeys } from 'shared-api';
import { expect, it } from 'vitest';
import { jobSearchQuery } from './get-jobs.ts';

it('keeps the job search under the shared GET /jobs key, at the page size the pager shows', () => {
  expect(jobSearchQuery({ q: 'cook', page: 2 }).queryKey).toEqual(jobKeys.list({ q: 'cook', page: 2, pageSize: 10 }));
});
