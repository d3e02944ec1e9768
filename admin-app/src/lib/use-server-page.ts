import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { AdminPage } from 'shared-api';
import { ADMIN_PAGE_SIZE } from 'shared-api/area-constants';

/**
 * The page of an admin list paged on the server: the page number, and the PagedTable's paging read from the
 * server's answer (its items and total). A new filter starts again at page 1; a delete that empties the last page
 * steps back to the new last page.
 */
export function useServerPage<T, F = undefined>(
  usePage: (page: number, filter: F) => UseQueryResult<AdminPage<T>>,
  { filter, pageSize = ADMIN_PAGE_SIZE }: { filter?: F; pageSize?: number } = {},
) {
  const filterKey = JSON.stringify(filter ?? null);
  const [at, setAt] = useState({ filterKey, page: 1 });
  const page = at.filterKey === filterKey ? at.page : 1;
  const setPage = useCallback((next: number) => setAt({ filterKey, page: next }), [filterKey]);
  const result = usePage(page, filter as F);
  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const loaded = result.data !== undefined;
  useEffect(() => {
    if (loaded && page > pages) setPage(pages);
  }, [loaded, page, pages, setPage]);
  const pageItems: readonly T[] = result.data?.items ?? [];
  return { result, paging: { page, setPage, pageSize, total, pageItems } };
}
