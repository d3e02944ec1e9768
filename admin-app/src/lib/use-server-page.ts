import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE, type AdminPage } from 'shared-api';

/**
 * The page of an admin list paged on the server: the page number, and the PagedTable's paging read from the
 * server's answer (its items and total). A delete that empties the last page steps back to the new last page.
 */
export function useServerPage<T>(
  usePage: (page: number) => UseQueryResult<AdminPage<T>>,
  pageSize: number = ADMIN_PAGE_SIZE,
) {
  const [page, setPage] = useState(1);
  const result = usePage(page);
  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const loaded = result.data !== undefined;
  useEffect(() => {
    if (loaded && page > pages) setPage(pages);
  }, [loaded, page, pages]);
  const pageItems: readonly T[] = result.data?.items ?? [];
  return { result, paging: { page, setPage, pageSize, total, pageItems } };
}
