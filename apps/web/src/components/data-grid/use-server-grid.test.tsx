import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListFilter } from './use-editable-list.ts';
import { useServerGrid } from './use-server-grid.ts';

const sortFields = ['title', 'updatedAt'] as const;

describe('useServerGrid', () => {
  it('starts at the first page with the default sort, as the request sends it', () => {
    const { result } = renderHook(() =>
      useServerGrid({ table: 'test', sortFields, defaultSort: { field: 'title', order: 'asc' } }),
    );
    expect(result.current.sortModel).toEqual([{ field: 'title', sort: 'asc' }]);
    expect(result.current.request).toEqual({
      page: 0,
      pageSize: 25,
      sort: { field: 'title', order: 'asc' },
    });
  });

  it('sends no sort without a default, and none for a column the server cannot sort by', () => {
    const { result } = renderHook(() => useServerGrid({ table: 'test', sortFields, pageSize: 10 }));
    expect(result.current.request).toEqual({ page: 0, pageSize: 10, sort: undefined });
    act(() => result.current.setSortModel([{ field: 'platforms', sort: 'desc' }]));
    expect(result.current.request.sort).toBeUndefined();
  });

  it('goes back to the first page when the sort changes or the caller resets it', () => {
    const { result } = renderHook(() => useServerGrid({ table: 'test', sortFields }));
    act(() => result.current.setPagination({ page: 3, pageSize: 50 }));
    expect(result.current.request).toMatchObject({ page: 3, pageSize: 50 });

    act(() => result.current.setSortModel([{ field: 'updatedAt', sort: 'desc' }]));
    expect(result.current.request).toEqual({
      page: 0,
      pageSize: 50,
      sort: { field: 'updatedAt', order: 'desc' },
    });

    act(() => result.current.setPagination({ page: 2, pageSize: 50 }));
    act(() => result.current.resetPage());
    expect(result.current.request.page).toBe(0);
  });

  it('goes back to the first page when a filter or status tab changes', () => {
    const { result } = renderHook(() => {
      const grid = useServerGrid({ table: 'test', sortFields });
      return { grid, status: useListFilter(grid.resetPage, 'all') };
    });
    act(() => result.current.grid.setPagination({ page: 4, pageSize: 25 }));
    act(() => result.current.status[1]('sent'));
    expect(result.current.status[0]).toBe('sent');
    expect(result.current.grid.request.page).toBe(0);
  });

  it('keeps the same request object while nothing changes, so queries are not refetched', () => {
    const { result, rerender } = renderHook(() => useServerGrid({ table: 'test', sortFields }));
    const first = result.current.request;
    rerender();
    expect(result.current.request).toBe(first);
  });
});
