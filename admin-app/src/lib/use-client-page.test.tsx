// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, useClientPage } from './use-client-page.ts';

describe('useClientPage', () => {
  it('pages a full list 10 at a time and steps back when the last page empties', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    const { result, rerender } = renderHook(({ list }) => useClientPage(list), { initialProps: { list: items } });
    expect(result.current.pageSize).toBe(ADMIN_PAGE_SIZE);
    expect(result.current.pageItems).toEqual(items.slice(0, 10));
    act(() => result.current.setPage(3));
    expect(result.current.pageItems).toEqual([20, 21, 22]);
    rerender({ list: items.slice(0, 20) });
    expect(result.current.page).toBe(2);
    expect(result.current.pageItems).toEqual(items.slice(10, 20));
  });

  it('is one empty page while the list is still loading', () => {
    const { result } = renderHook(() => useClientPage<number>(undefined, 5));
    expect(result.current).toMatchObject({ page: 1, total: 0, pageItems: [], pageSize: 5 });
  });
});
