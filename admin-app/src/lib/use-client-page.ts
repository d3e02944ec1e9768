import { useEffect, useMemo, useState } from 'react';

/** Client-side paging over a full list (spec section 7: admin lists are paged in the browser). */
export function useClientPage<T>(items: readonly T[], pageSize: number) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  // A delete on the last page can leave it empty: step back to the new last page.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const current = Math.min(page, pages);
  const pageItems = useMemo(
    () => items.slice((current - 1) * pageSize, current * pageSize),
    [items, current, pageSize],
  );
  return { page: current, setPage, pageItems, total: items.length, pageSize };
}
