import { type TableView, type TableViewListResponse, UserRole } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { expectRefusedFields } from '../../test/expect-answer.ts';
import { signedIn } from '../../test/factories.ts';
import { uniq } from '../../test/influencer-factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Saved searches of /discovery are table views of the discovery kinds: their filters and
// sorts are checked with the discovery search's own schemas.

const t = await createTestApp();
const me = await signedIn(t, UserRole.Manager);
const req = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: me.headers, payload });

describe('discovery saved searches (table views)', () => {
  it('saves, lists and changes a creator search with discovery filters', async () => {
    const name = uniq('RPG streamers ');
    const filters = {
      platform: [2],
      language: ['en'],
      followers: { min: 10_000, max: 200_000 },
      playedTerms: { terms: [{ kind: 'genre', id: 12 }], days: 30 },
      lastActiveDays: 14,
    };
    const created = await req('POST', '/table-view/discoveryCreator', {
      name,
      filters,
      sort: { field: 'avgViewers', order: 'desc' },
    });
    expect(created.statusCode).toBe(200);
    const view = created.json<TableView>();
    expect(view).toMatchObject({ kind: 'discoveryCreator', name, filters });

    const listed = await req('POST', '/table-view/discoveryCreator/list', { search: name });
    expect(listed.json<TableViewListResponse>().items.map((v) => v.id)).toEqual([view.id]);
    // Views are per kind: the influencer table does not list it.
    const influencerViews = await req('POST', '/table-view/influencer/list', { search: name });
    expect(influencerViews.json<TableViewListResponse>().total).toBe(0);

    const changed = await req('PUT', `/table-view/discoveryCreator/${view.id}`, {
      filters: { country: ['de'] },
    });
    expect(changed.statusCode).toBe(200);
    // Normalized as the search normalizes it.
    expect(changed.json<TableView>().filters).toEqual({ country: ['DE'] });
  });

  it('refuses filters and sorts the discovery search does not take', async () => {
    const badFilter = await req('POST', '/table-view/discoveryCreator', {
      name: uniq('bad'),
      filters: { followers: { min: 5, max: 1 } },
    });
    expectRefusedFields(badFilter, ['filters.followers']);

    const influencerSort = await req('POST', '/table-view/discoveryCreator', {
      name: uniq('bad'),
      sort: { field: 'mediaName', order: 'asc' },
    });
    expect(influencerSort.json().fields).toEqual({ 'sort.field': 'Unknown sort field' });

    const gameFilterOnCreators = await req('POST', '/table-view/discoveryGame', {
      name: uniq('bad'),
      filters: { releaseYear: { min: 1800 } },
    });
    expect(gameFilterOnCreators.statusCode).toBe(400);
  });

  it('saves a game search', async () => {
    const response = await req('POST', '/table-view/discoveryGame', {
      name: uniq('Co-op RPGs '),
      filters: {
        terms: [
          { kind: 'genre', id: 12 },
          { kind: 'gameMode', id: 3 },
        ],
        releaseYear: { min: 2015 },
      },
      sort: { field: 'popularity', order: 'desc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TableView>().kind).toBe('discoveryGame');
  });
});
