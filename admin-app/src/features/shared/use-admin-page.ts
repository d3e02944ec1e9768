import { useClientPage } from '../../lib/use-client-page.ts';

/** Rows per page on the admin lists paged in the browser (approvals uses its own, smaller size). */
export const ADMIN_PAGE_SIZE = 10;

/** Client-side paging at the admin lists' page size; the list is empty until the query has data. */
export function useAdminPage<T>(items: readonly T[] | undefined) {
  return useClientPage(items ?? [], ADMIN_PAGE_SIZE);
}
