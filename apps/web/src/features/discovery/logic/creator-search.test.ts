import { ChannelType } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  type CreatorSearch,
  creatorFacetsRequest,
  creatorListRequest,
  creatorSearchFrom,
  withCreatorSearch,
} from './creator-search.ts';
import { gameListRequest, gameSearchFrom, withGameSearch } from './game-search.ts';

const everything: CreatorSearch = {
  search: 'kai',
  platform: [ChannelType.Twitch],
  language: ['en', 'de'],
  country: ['US'],
  followers: { min: 10_000, max: 200_000 },
  avgViewers: { min: 50 },
  playedGames: [{ id: 12, name: "Baldur's Gate 3: a, b" }],
  playedDays: 14,
  playedTerms: [{ kind: 'genre', id: 5, name: 'Role-playing (RPG)' }],
  termDays: 30,
  lastActiveDays: 14,
  sort: { field: 'avgViewers', order: 'desc' },
  page: 2,
  pageSize: 50,
};

describe('creator search in the address', () => {
  it('reads back what it wrote, names of games and terms included', () => {
    const params = withCreatorSearch(new URLSearchParams('tab=creators'), everything);
    const read = creatorSearchFrom(new URLSearchParams(params.toString()));
    expect(read).toEqual(everything);
    expect(params.get('tab')).toBe('creators');
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const onPage2 = withCreatorSearch(new URLSearchParams(), { page: 2 });
    expect(onPage2.get('page')).toBe('2');
    expect(withCreatorSearch(onPage2, { language: ['en'] }).get('page')).toBeNull();
    expect(
      withCreatorSearch(onPage2, { sort: { field: 'growth30d', order: 'desc' } }).get('page'),
    ).toBeNull();
  });

  it('ignores what a hand-edited link gets wrong', () => {
    const read = creatorSearchFrom(
      new URLSearchParams('platform=9,2&lang=EN!,fr&fmin=500&fmax=10&active=-3&sort=nope&size=7'),
    );
    expect(read.platform).toEqual([ChannelType.Twitch]);
    expect(read.language).toEqual(['fr']);
    expect(read.followers).toEqual({ min: 500, max: undefined });
    expect(read.lastActiveDays).toBeNull();
    expect(read.sort).toEqual({ field: 'followers', order: 'desc' });
    expect(read.pageSize).toBe(25);
  });
});

describe('creator list request', () => {
  it('sends every filter in the contract shape, and no facets past the first page', () => {
    expect(creatorListRequest(everything)).toEqual({
      page: 2,
      pageSize: 50,
      sort: { field: 'avgViewers', order: 'desc' },
      search: 'kai',
      filters: {
        platform: [ChannelType.Twitch],
        language: ['en', 'de'],
        country: ['US'],
        followers: { min: 10_000, max: 200_000 },
        avgViewers: { min: 50 },
        playedGames: { gameIds: [12], days: 14 },
        playedTerms: { terms: [{ kind: 'genre', id: 5 }], days: 30 },
        lastActiveDays: 14,
      },
      facets: false,
    });
    // The counts are a request of their own: the same search, no page or sort.
    expect(creatorFacetsRequest(everything)).toEqual({
      page: 0,
      pageSize: 1,
      search: 'kai',
      filters: creatorListRequest(everything).filters,
      facets: true,
    });
  });

  it('sends no filters at all for an empty search', () => {
    const empty = creatorSearchFrom(new URLSearchParams());
    expect(creatorListRequest(empty)).toEqual({
      page: 0,
      pageSize: 25,
      sort: { field: 'followers', order: 'desc' },
      facets: false,
    });
    expect(creatorFacetsRequest(empty)).toEqual({ page: 0, pageSize: 1, facets: true });
  });
});

describe('game search in the address', () => {
  it('round-trips and builds the request', () => {
    const params = withGameSearch(new URLSearchParams('tab=games'), {
      search: 'baldur',
      terms: [{ kind: 'theme', id: 3, name: 'Fantasy' }],
      releaseYear: { min: 2020 },
      sort: { field: 'releaseDate', order: 'desc' },
      page: 1,
    });
    const read = gameSearchFrom(params);
    expect(read).toMatchObject({ search: 'baldur', page: 1, releaseYear: { min: 2020 } });
    expect(gameListRequest(read)).toEqual({
      page: 1,
      pageSize: 25,
      sort: { field: 'releaseDate', order: 'desc' },
      search: 'baldur',
      filters: { terms: [{ kind: 'theme', id: 3 }], releaseYear: { min: 2020 } },
    });
  });
});
