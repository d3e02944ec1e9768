import { jobKeys } from 'shared-api';
import { expect, it } from 'vitest';
import { jobSearchQuery } from './get-jobs.ts';

it("keys the job search in the page's language under the shared list key, at the page size the pager shows", () => {
  const filter = { q: 'cook', page: 2, pageSize: 10 };
  expect(jobSearchQuery({ q: 'cook', page: 2 }, 'ne').queryKey).toEqual(jobKeys.localizedList(filter, 'ne'));
  expect(jobSearchQuery({ q: 'cook', page: 2 }, 'en').queryKey.slice(0, 3)).toEqual(jobKeys.list(filter));
});
