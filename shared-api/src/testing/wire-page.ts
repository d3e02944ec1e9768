import type { AdminPage } from '../contract/admin.ts';

/** One page of a paged admin list holding all of `items` (no page before or after it). */
export function wirePage<T>(items: T[], pageSize = 10): AdminPage<T> {
  return { items, total: items.length, page: 1, pageSize, prev: null, next: null };
}
