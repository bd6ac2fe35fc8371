import { describe, expect, it } from 'vitest';
import { listRequest } from './list-request.ts';

const grid = { request: { page: 2, pageSize: 25, sort: { field: 'name', order: 'asc' as const } } };

describe('listRequest', () => {
  it('sends the page, the sort and the settled search, and no search while the box is empty', () => {
    expect(listRequest(grid, { debounced: 'hades' })).toEqual({
      page: 2,
      pageSize: 25,
      sort: { field: 'name', order: 'asc' },
      search: 'hades',
    });
    expect(listRequest(grid, { debounced: '' }).search).toBeUndefined();
  });

  it('carries the filters as given; one left undefined is not sent', () => {
    const request = listRequest(grid, { debounced: '' }, { role: 'admin', status: undefined });
    expect(JSON.stringify(request.filters)).toBe('{"role":"admin"}');
  });
});
