import { ChannelType, type TableView } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { type CreatorSearch, creatorSearchFrom } from './creator-search.ts';
import { creatorSearchOfView, creatorSearchView, gameSearchOfView } from './saved-search.ts';

const search: CreatorSearch = {
  ...creatorSearchFrom(new URLSearchParams()),
  search: ' kai ',
  platform: [ChannelType.Twitch],
  followers: { min: 10_000 },
  playedGames: [{ id: 12, name: "Baldur's Gate 3" }],
  playedDays: 14,
  lastActiveDays: 7,
  sort: { field: 'growth30d', order: 'desc' },
};

function saved(body: ReturnType<typeof creatorSearchView>): TableView {
  return {
    id: 1,
    kind: 'discoveryCreator',
    name: body.name,
    filters: body.filters ?? {},
    search: body.search ?? null,
    columns: [],
    sort: body.sort ?? null,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  };
}

describe('saved creator searches', () => {
  it('save the filters in the contract shape and restore them, names as placeholders', () => {
    const body = creatorSearchView('Rising RPG streamers', search);
    expect(body).toEqual({
      name: 'Rising RPG streamers',
      filters: {
        platform: [ChannelType.Twitch],
        followers: { min: 10_000 },
        playedGames: { gameIds: [12], days: 14 },
        lastActiveDays: 7,
      },
      search: 'kai',
      columns: [],
      sort: { field: 'growth30d', order: 'desc' },
    });
    expect(creatorSearchOfView(saved(body))).toMatchObject({
      search: 'kai',
      platform: [ChannelType.Twitch],
      language: [],
      followers: { min: 10_000 },
      playedGames: [{ id: 12, name: '#12' }],
      playedDays: 14,
      lastActiveDays: 7,
      sort: { field: 'growth30d', order: 'desc' },
    });
  });

  it('restore what they can of a view the search no longer understands', () => {
    const view = {
      filters: { platform: ['tiktok'] },
      search: null,
      sort: { field: 'x', order: 'asc' as const },
    };
    expect(creatorSearchOfView(view)).toMatchObject({
      platform: [],
      sort: { field: 'followers', order: 'desc' },
    });
    expect(gameSearchOfView(view)).toMatchObject({ terms: [], sort: null });
  });
});
