import { useEffect, useMemo, useState } from 'react';

/** Rows per page on the admin lists paged in the browser (approvals uses its own, smaller size). */
export const ADMIN_PAGE_SIZE = 10;

/** Client-side paging over a full list (spec section 7: admin lists are paged in the browser). */
export function useClientPage<T>(items: readonly T[] | undefined, pageSize = ADMIN_PAGE_SIZE) {
  const list = items ?? [];
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  // A delete on the last page can leave it empty: step back to the new last page.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const current = Math.min(page, pages);
  const pageItems = useMemo(
    () => (items ?? []).slice((current - 1) * pageSize, current * pageSize),
    [items, current, pageSize],
  );
  return { page: current, setPage, pageItems, total: list.length, pageSize };
}
