import {
  ChannelType,
  exportInfluencersRequest,
  InfluencerSource,
  InfluencerStatus,
  influencerListRequest,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  emptyQuery,
  filtersFromRecord,
  normalizeFilters,
  sameQuery,
  toExportRequest,
  toListRequest,
} from './list-query.ts';

describe('toListRequest', () => {
  it('sends only the page and the default sort for an empty query', () => {
    expect(toListRequest(emptyQuery, 0, 25)).toEqual({
      page: 0,
      pageSize: 25,
      sort: { field: 'createdAt', order: 'desc' },
    });
  });

  it('maps every filter the bar sets, trims the search and leaves out empty ones', () => {
    const request = toListRequest(
      {
        search: '  pixel ',
        sort: { field: 'subscribersCount', order: 'desc' },
        filters: {
          channelType: [ChannelType.Twitch],
          subscribersMin: 10_000,
          subscribersMax: 500_000,
          country: ['DE', 'FR'],
          language: [],
          tags: ['rpg'],
          status: InfluencerStatus.Active,
          source: [InfluencerSource.Import, InfluencerSource.Manual],
          listId: 7,
        },
      },
      2,
      50,
    );
    expect(request).toEqual({
      page: 2,
      pageSize: 50,
      sort: { field: 'subscribersCount', order: 'desc' },
      search: 'pixel',
      filters: {
        channelType: [2],
        subscribersMin: 10_000,
        subscribersMax: 500_000,
        country: ['DE', 'FR'],
        tags: ['rpg'],
        status: 1,
        source: [2, 1],
        listId: 7,
      },
    });
    // What the client sends is what the server's schema accepts.
    expect(influencerListRequest.safeParse(request).success).toBe(true);
  });

  it('swaps a minimum above the maximum and removes duplicates', () => {
    expect(
      normalizeFilters({ subscribersMin: 900, subscribersMax: 100, tags: ['a', 'a', 'b'] }),
    ).toEqual({
      subscribersMin: 100,
      subscribersMax: 900,
      tags: ['a', 'b'],
    });
  });

  it('sends no sort when the grid has none', () => {
    expect(toListRequest({ ...emptyQuery, sort: null }, 0, 25)).not.toHaveProperty('sort');
  });
});

describe('toExportRequest', () => {
  const query = {
    search: ' pixel ',
    sort: { field: 'subscribersCount' as const, order: 'desc' as const },
    filters: { country: ['US', 'US'], channelType: [ChannelType.Twitch] },
  };

  it('asks for every row the query matches: search, filters and sort, no paging', () => {
    const request = toExportRequest(query);
    expect(request).toEqual({
      search: 'pixel',
      sort: { field: 'subscribersCount', order: 'desc' },
      filters: { channelType: [ChannelType.Twitch], country: ['US'] },
    });
    expect(exportInfluencersRequest.parse(request)).toEqual(request);
  });

  it('asks for exactly the selected ids in the sort, without the search and filters', () => {
    const request = toExportRequest(query, [7, 3]);
    expect(request).toEqual({ sort: { field: 'subscribersCount', order: 'desc' }, ids: [7, 3] });
    expect(toExportRequest({ ...query, sort: null }, [1])).toEqual({ ids: [1] });
    expect(exportInfluencersRequest.parse(request)).toEqual(request);
  });
});

describe('countActiveFilters', () => {
  it('counts a subscribers range once and ignores empty values', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(
      countActiveFilters({ subscribersMin: 1, subscribersMax: 5, tags: [], country: ['US'] }),
    ).toBe(2);
    expect(countActiveFilters({ subscribersMax: 5 })).toBe(1);
  });
});

describe('filtersFromRecord', () => {
  it('keeps valid keys, drops invalid or unknown ones one by one', () => {
    expect(
      filtersFromRecord({
        country: ['de'],
        status: 9,
        listId: 'x',
        channelType: [1],
        surprise: true,
      }),
    ).toEqual({ channelType: [1], country: ['DE'] });
  });
});

describe('sameQuery', () => {
  it('ignores array order and whitespace but not values', () => {
    const a = { filters: { country: ['DE', 'FR'] }, search: 'x ', sort: null };
    const b = { filters: { country: ['FR', 'DE'], tags: [] }, search: 'x', sort: null };
    expect(sameQuery(a, b)).toBe(true);
    expect(sameQuery(a, { ...b, filters: { country: ['FR'] } })).toBe(false);
    expect(sameQuery(a, { ...b, sort: { field: 'country', order: 'asc' } })).toBe(false);
  });
});
