import type { DiscoveryCreatorListRequest } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createInProcessDiscoveryClient } from '../src/client/in-process-client.ts';
import { insertKnownData } from './known-data.ts';
import { useTestDatabase } from './test-database.ts';

const database = await useTestDatabase();
const known = await insertKnownData(database.db);
const client = createInProcessDiscoveryClient(database.db);
const { alpha, bravo, charlie, delta, echo } = known.creator;
const { bg3, cs2, chatting } = known.game;

/** The ids of the page, in order, for a request (facets off unless asked). */
async function ids(request: DiscoveryCreatorListRequest): Promise<number[]> {
  const answer = await client.listCreators({ facets: false, ...request });
  return answer.items.map((c) => c.id);
}

describe('creator search filters (each on known data)', () => {
  it('lists live creators, biggest first, never a deleted one', async () => {
    expect(await ids({})).toEqual([echo, bravo, alpha, charlie, delta]);
  });

  it('filters by platform', async () => {
    expect(await ids({ filters: { platform: [2] } })).toEqual([bravo, alpha, delta]);
    expect(await ids({ filters: { platform: [1] } })).toEqual([echo, charlie]);
  });

  it('filters by language and country (codes normalised)', async () => {
    expect(await ids({ filters: { language: ['EN'] } })).toEqual([echo, bravo, alpha]);
    expect(await ids({ filters: { country: ['us'] } })).toEqual([echo, alpha]);
    expect(await ids({ filters: { language: ['de', 'es'] } })).toEqual([charlie, delta]);
  });

  it('filters by follower and average-viewer ranges (inclusive)', async () => {
    expect(await ids({ filters: { followers: { min: 10_000, max: 200_000 } } })).toEqual([
      bravo,
      alpha,
    ]);
    expect(await ids({ filters: { followers: { min: 150_000 } } })).toEqual([echo, bravo]);
    expect(await ids({ filters: { avgViewers: { min: 500 } } })).toEqual([echo, bravo, alpha]);
    // An unknown average never matches a range.
    expect(await ids({ filters: { avgViewers: { max: 100 } } })).toEqual([delta]);
  });

  it('filters by last active within N days', async () => {
    expect(await ids({ filters: { lastActiveDays: 14 } })).toEqual([echo, bravo, alpha]);
    expect(await ids({ filters: { lastActiveDays: 30 } })).toEqual([echo, bravo, alpha, charlie]);
  });

  it('filters by games played within N days', async () => {
    const played = (gameIds: number[], days: number) =>
      ids({ filters: { playedGames: { gameIds, days } } });
    expect(await played([bg3], 30)).toEqual([alpha, charlie]);
    expect(await played([bg3], 45)).toEqual([bravo, alpha, charlie]);
    expect(await played([bg3, cs2], 7)).toEqual([echo, bravo, alpha]);
    // Past the recent-games window (90 days) the played-game rows alone answer.
    expect(await played([chatting], 90)).toEqual([]);
    expect(await played([chatting], 120)).toEqual([delta]);
  });

  it('filters by game terms played within N days', async () => {
    const rpg = { kind: 'genre', id: 12 } as const;
    expect(await ids({ filters: { playedTerms: { terms: [rpg], days: 30 } } })).toEqual([
      alpha,
      charlie,
    ]);
    expect(await ids({ filters: { playedTerms: { terms: [rpg], days: 90 } } })).toEqual([
      bravo,
      alpha,
      charlie,
    ]);
    const firstPerson = { kind: 'perspective', id: 7 } as const;
    expect(await ids({ filters: { playedTerms: { terms: [firstPerson], days: 30 } } })).toEqual([
      echo,
      bravo,
    ]);
    // Any of the terms.
    expect(
      await ids({ filters: { playedTerms: { terms: [rpg, firstPerson], days: 14 } } }),
    ).toEqual([echo, bravo, alpha]);
  });

  it('searches handle and name as a literal substring, any case', async () => {
    expect(await ids({ search: 'ALPHA' })).toEqual([alpha]);
    expect(await ids({ search: 'plays' })).toEqual([charlie]);
    expect(await ids({ search: '100%' })).toEqual([echo]);
    expect(await ids({ search: '_' })).toEqual([bravo, alpha]);
  });

  it("combines filters: the issue's Twitch / en / 10k-200k / RPG in 30 days / active 14 days", async () => {
    expect(
      await ids({
        sort: { field: 'avgViewers', order: 'desc' },
        filters: {
          platform: [2],
          language: ['en'],
          followers: { min: 10_000, max: 200_000 },
          playedTerms: { terms: [{ kind: 'genre', id: 12 }], days: 30 },
          lastActiveDays: 14,
        },
      }),
    ).toEqual([alpha]);
  });
});

describe('creator search sorts', () => {
  it('sorts by each field both ways, unknown values last, id breaking ties', async () => {
    const sorted = (
      field: 'followers' | 'avgViewers' | 'lastActiveAt' | 'growth30d',
      order: 'asc' | 'desc',
    ) => ids({ sort: { field, order } });
    expect(await sorted('followers', 'asc')).toEqual([delta, charlie, alpha, bravo, echo]);
    expect(await sorted('avgViewers', 'desc')).toEqual([echo, bravo, alpha, delta, charlie]);
    expect(await sorted('avgViewers', 'asc')).toEqual([delta, alpha, bravo, echo, charlie]);
    expect(await sorted('lastActiveAt', 'desc')).toEqual([alpha, echo, bravo, charlie, delta]);
    expect(await sorted('lastActiveAt', 'asc')).toEqual([delta, charlie, bravo, echo, alpha]);
    expect(await sorted('growth30d', 'desc')).toEqual([alpha, bravo, echo, charlie, delta]);
    expect(await sorted('growth30d', 'asc')).toEqual([echo, bravo, alpha, delta, charlie]);
  });
});

describe('creator search answers', () => {
  it('pages with the total of all matches', async () => {
    const answer = await client.listCreators({ page: 1, pageSize: 2, facets: false });
    expect(answer.items.map((c) => c.id)).toEqual([alpha, charlie]);
    expect(answer.total).toBe(5);
    expect(answer.totalCapped).toBe(false);
    expect(answer.facets).toBeNull();
    const last = await client.listCreators({ page: 2, pageSize: 2, facets: false });
    expect(last.items.map((c) => c.id)).toEqual([delta]);
    expect(last.total).toBe(5);
  });

  it('answers each creator whole, with the games of the last 30 days', async () => {
    const answer = await client.listCreators({ search: 'alpha_rpg', facets: false });
    expect(answer.items).toEqual([
      {
        id: alpha,
        platform: 2,
        platformId: 't-alpha',
        handle: 'alpha_rpg',
        displayName: 'Alpha RPG',
        avatarUrl: null,
        url: 'https://www.twitch.tv/alpha_rpg',
        language: 'en',
        country: 'US',
        followers: 50_000,
        avgViewers: 800,
        peakViewers: 2_000,
        lastActiveAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        growth30d: 0.25,
        topGames: [{ id: bg3, name: "Baldur's Gate 3" }],
      },
    ]);
  });

  it('counts facets with every filter but their own', async () => {
    const answer = await client.listCreators({ filters: { language: ['en'] } });
    expect(answer.facets).toEqual({
      sampled: false,
      platform: [
        { value: 1, count: 1 },
        { value: 2, count: 2 },
      ],
      // The language facet ignores the language filter: every language with its count.
      language: [
        { value: 'en', count: 3 },
        { value: 'de', count: 1 },
        { value: 'es', count: 1 },
      ],
      country: [
        { value: 'US', count: 2 },
        { value: 'GB', count: 1 },
      ],
      followerBands: [
        { key: '0-1k', min: 0, max: 1_000, count: 0 },
        { key: '1k-10k', min: 1_000, max: 10_000, count: 0 },
        { key: '10k-100k', min: 10_000, max: 100_000, count: 1 },
        { key: '100k-1m', min: 100_000, max: 1_000_000, count: 1 },
        { key: '1m+', min: 1_000_000, max: null, count: 1 },
      ],
    });
  });

  it('counts and facets the same creators it lists, for the played filters', async () => {
    // The page checks played terms per row, the count and the facets through a hash of the
    // term's games: the same matches either way.
    const rpg = { kind: 'genre', id: 12 } as const;
    const firstPerson = { kind: 'perspective', id: 7 } as const;
    const cases: [DiscoveryCreatorListRequest['filters'], number[]][] = [
      [{ playedGames: { gameIds: [bg3], days: 30 } }, [alpha, charlie]],
      [{ playedGames: { gameIds: [bg3, cs2], days: 7 } }, [echo, bravo, alpha]],
      [{ playedGames: { gameIds: [chatting], days: 120 } }, [delta]],
      [{ playedTerms: { terms: [rpg], days: 30 } }, [alpha, charlie]],
      [{ playedTerms: { terms: [rpg], days: 90 } }, [bravo, alpha, charlie]],
      [{ playedTerms: { terms: [rpg, firstPerson], days: 14 } }, [echo, bravo, alpha]],
      [{ playedTerms: { terms: [firstPerson], days: 2 } }, []],
    ];
    for (const [filters, expected] of cases) {
      const answer = await client.listCreators({ filters });
      expect(answer.items.map((c) => c.id)).toEqual(expected);
      expect(answer.total).toBe(expected.length);
      const counted = (facet: { count: number }[] | undefined) =>
        (facet ?? []).reduce((n, f) => n + f.count, 0);
      expect(counted(answer.facets?.platform)).toBe(expected.length);
      expect(counted(answer.facets?.followerBands)).toBe(expected.length);
    }
  });

  it('facet counts follow the other filters', async () => {
    const answer = await client.listCreators({
      filters: { platform: [2], followers: { max: 1_000 } },
    });
    expect(answer.items.map((c) => c.id)).toEqual([delta]);
    // Without its own filter the platform facet still sees only those of 1,000 or fewer.
    expect(answer.facets?.platform).toEqual([{ value: 2, count: 1 }]);
    expect(answer.facets?.followerBands.map((b) => b.count)).toEqual([1, 0, 1, 1, 0]);
  });
});
