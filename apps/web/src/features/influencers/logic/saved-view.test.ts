import { createTableViewRequest, type TableView } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { defaultColumnVisibility } from './columns.ts';
import {
  isViewModified,
  stateFromView,
  viewBody,
  viewIdFromParams,
  withViewId,
} from './saved-view.ts';

const savedView = (overrides: Partial<TableView> = {}): TableView => ({
  id: 12,
  kind: 'influencer',
  name: 'German Twitch',
  filters: { channelType: [2], country: ['DE'], subscribersMin: 5000 },
  search: 'speedrun',
  columns: ['mediaName', 'subscribersCount', 'country'],
  sort: { field: 'subscribersCount', order: 'desc' },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('stateFromView (apply)', () => {
  it('restores filters, search, sort and exactly the saved columns', () => {
    const state = stateFromView(savedView());
    expect(state.query).toEqual({
      filters: { channelType: [2], subscribersMin: 5000, country: ['DE'] },
      search: 'speedrun',
      sort: { field: 'subscribersCount', order: 'desc' },
    });
    expect(
      Object.entries(state.columns)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['mediaName', 'subscribersCount', 'country']);
    expect(state.columns.tags).toBe(false);
  });

  it('drops a sort field and columns the grid no longer has; no columns means the defaults', () => {
    const state = stateFromView(
      savedView({ sort: { field: 'shoeSize', order: 'asc' }, columns: ['shoeSize'], search: null }),
    );
    expect(state.query.sort).toBeNull();
    expect(state.query.search).toBe('');
    expect(state.columns).toEqual(defaultColumnVisibility);
  });
});

describe('viewBody (serialize)', () => {
  it('round-trips through apply and passes the contract schema', () => {
    const state = stateFromView(savedView());
    const body = viewBody('  German Twitch ', state);
    expect(body).toEqual({
      name: 'German Twitch',
      filters: { channelType: [2], subscribersMin: 5000, country: ['DE'] },
      search: 'speedrun',
      columns: ['mediaName', 'subscribersCount', 'country'],
      sort: { field: 'subscribersCount', order: 'desc' },
    });
    expect(createTableViewRequest.safeParse(body).success).toBe(true);
    expect(
      stateFromView({
        ...body,
        filters: body.filters ?? {},
        search: body.search ?? null,
        columns: body.columns ?? [],
        sort: body.sort ?? null,
      }),
    ).toEqual(state);
  });

  it('saves a blank search as null and drops empty filters', () => {
    const body = viewBody('x', {
      query: { filters: { tags: [], country: ['US'] }, search: '   ', sort: null },
      columns: defaultColumnVisibility,
    });
    expect(body.search).toBeNull();
    expect(body.filters).toEqual({ country: ['US'] });
    expect(body.sort).toBeNull();
  });
});

describe('isViewModified', () => {
  it('is false right after applying, true after any change', () => {
    const view = savedView();
    const state = stateFromView(view);
    expect(isViewModified(view, state)).toBe(false);
    expect(isViewModified(view, { ...state, query: { ...state.query, search: 'other' } })).toBe(
      true,
    );
    expect(isViewModified(view, { ...state, columns: { ...state.columns, tags: true } })).toBe(
      true,
    );
    expect(
      isViewModified(view, {
        ...state,
        query: { ...state.query, sort: { field: 'country', order: 'asc' } },
      }),
    ).toBe(true);
  });
});

describe('view id in the address', () => {
  it('reads only positive integer ids and writes or removes the parameter', () => {
    expect(viewIdFromParams(new URLSearchParams('view=12'))).toBe(12);
    for (const bad of ['view=0', 'view=-1', 'view=abc', 'view=1.5', '']) {
      expect(viewIdFromParams(new URLSearchParams(bad))).toBeNull();
    }
    expect(withViewId(new URLSearchParams('a=1'), 5).toString()).toBe('a=1&view=5');
    expect(withViewId(new URLSearchParams('view=5&a=1'), null).toString()).toBe('a=1');
  });
});
