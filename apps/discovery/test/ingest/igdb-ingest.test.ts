import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/db/sql-params.ts';
import { runIgdbIngest } from '../../src/ingest/igdb/run-igdb-ingest.ts';
import { startIgdbStandIn } from '../stand-ins/igdb-stand-in.ts';
import { startTwitchOAuthStandIn } from '../stand-ins/twitch-oauth-stand-in.ts';
import { closeAfterAll, useTestDatabase } from '../test-database.ts';
import { dumpTables, ingestContext, ledgerUsed, standInConfig } from './ingest-harness.ts';

const database = await useTestDatabase();
const oauth = await startTwitchOAuthStandIn();
const igdb = await startIgdbStandIn(oauth);
closeAfterAll(igdb, oauth);
const { db } = database;
const ctx = ingestContext(db, standInConfig({ igdb: igdb.apiUrl, oauth: oauth.baseUrl }));
const INITIAL_UPDATED_AT = 1_700_000_000;
// 1,200 games beside the two recorded ones: three pages of 500 by id.
igdb.addGames(1200, 1000, INITIAL_UPDATED_AT);

/** The bodies of the /v4/games queries from request `since` on, without their field list. */
const gameBodies = (since = 0) =>
  igdb.requests
    .slice(since)
    .filter((r) => r.path === '/v4/games')
    .map((r) => r.body.replace(/^fields [^;]*; /, ''));

describe('IGDB ingest', () => {
  it('pages terms and games by id on the first run, with the Twitch app token', async () => {
    const report = await runIgdbIngest(ctx);
    expect(report.stoppedBy).toBeNull();
    expect(gameBodies()).toEqual([
      'where id > 0; sort id asc; limit 500;',
      'where id > 1499; sort id asc; limit 500;',
      'where id > 1999; sort id asc; limit 500;',
    ]);
    // One token for the whole run, sent as Client-ID + Bearer.
    expect(oauth.count('/oauth2/token')).toBe(1);
    expect(
      igdb.requests.every(
        (r) => r.headers['client-id'] && String(r.headers.authorization).startsWith('Bearer '),
      ),
    ).toBe(true);
    const [counts] = await rows<{ games: number; terms: number }>(
      db,
      sql`select (select count(*) from discovery.games)::int as games, (select count(*) from discovery.terms)::int as terms`,
    );
    expect(counts).toEqual({ games: 1202, terms: 15 });
    const [bg3] = await rows(
      db,
      sql`select igdb_id, name, slug, search_text, first_release_date::text as released, genre_ids, theme_ids,
        keyword_ids, platform_ids, game_mode_ids, perspective_ids, company_ids, cover_url, popularity
        from discovery.games where igdb_id = 119171`,
    );
    expect(bg3).toEqual({
      igdb_id: 119171,
      name: "Baldur's Gate 3",
      slug: 'baldurs-gate-3',
      search_text: "baldur's gate 3",
      released: '2023-08-03',
      genre_ids: [12, 15, 31],
      theme_ids: [1, 17],
      keyword_ids: [1174],
      platform_ids: [6, 167],
      game_mode_ids: [1, 3],
      perspective_ids: [3],
      company_ids: [510],
      cover_url: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co7bhm.jpg',
      popularity: 1419,
    });
    const terms = await rows(
      db,
      sql`select kind, id, name, search_text, games_count from discovery.terms where kind in ('genre', 'company') order by kind, id`,
    );
    expect(terms).toEqual([
      {
        kind: 'company',
        id: 1,
        name: 'Valve Corporation',
        search_text: 'valve corporation',
        games_count: 1,
      },
      {
        kind: 'company',
        id: 510,
        name: 'Larian Studios',
        search_text: 'larian studios',
        games_count: 1,
      },
      { kind: 'genre', id: 5, name: 'Shooter', search_text: 'shooter', games_count: 1 },
      {
        kind: 'genre',
        id: 12,
        name: 'Role-playing (RPG)',
        search_text: 'role-playing (rpg)',
        games_count: 1201,
      },
      { kind: 'genre', id: 15, name: 'Strategy', search_text: 'strategy', games_count: 1 },
      { kind: 'genre', id: 31, name: 'Adventure', search_text: 'adventure', games_count: 1 },
    ]);
  });

  it('then asks only for what changed since the newest updated_at, still paged by id', async () => {
    const before = igdb.requests.length;
    igdb.editGame(119171, { name: "Baldur's Gate 3: Definitive", updated_at: 1_800_000_000 });
    igdb.addGames(1, 5000, 1_800_000_001);
    const report = await runIgdbIngest(ctx);
    expect(report.stoppedBy).toBeNull();
    expect(gameBodies(before)).toEqual([
      'where updated_at > 1732233600 & id > 0; sort id asc; limit 500;',
    ]);
    const changed = await rows(
      db,
      sql`select igdb_id, name, search_text from discovery.games where igdb_id in (119171, 5000) order by igdb_id`,
    );
    expect(changed).toEqual([
      { igdb_id: 5000, name: 'Stand-in Game 5000', search_text: 'stand-in game 5000' },
      {
        igdb_id: 119171,
        name: "Baldur's Gate 3: Definitive",
        search_text: "baldur's gate 3: definitive",
      },
    ]);
    const after = igdb.requests.length;
    await runIgdbIngest(ctx);
    expect(gameBodies(after)).toEqual([
      'where updated_at > 1800000001 & id > 0; sort id asc; limit 500;',
    ]);
  });

  it('is idempotent: a full re-ingest from scratch gives the same rows', async () => {
    const first = await dumpTables(db);
    // Forget the cursors: the next run pages everything by id again and upserts it.
    await db.execute(sql`delete from discovery.ingest_cursors where source = 'igdb'`);
    await runIgdbIngest(ctx);
    const second = await dumpTables(db);
    expect(second).toEqual(first);
  });

  it('waits out a 429 and counts every call in the quota ledger', async () => {
    await db.execute(sql`delete from discovery.ingest_cursors where source = 'igdb'`);
    const before = igdb.count('/v4/');
    igdb.rateLimitNext(1);
    const report = await runIgdbIngest(ctx);
    expect(report.stoppedBy).toBeNull();
    // 7 term endpoints + 3 game pages, and the refused call once more.
    expect(igdb.count('/v4/') - before).toBe(11);
    expect(await ledgerUsed(db, 'igdb')).toBe(igdb.count('/v4/'));
    expect(await ledgerUsed(db, 'twitch-oauth')).toBe(oauth.count('/oauth2/token'));
  });

  it('stops when the quota window is spent and resumes from the saved page', async () => {
    await db.execute(sql`delete from discovery.ingest_cursors where source = 'igdb'`);
    const tight = ingestContext(db, { ...ctx.config, igdbCallsPerMinute: 1 });
    await db.execute(sql`delete from discovery.quota_ledger where source = 'igdb'`);
    const report = await runIgdbIngest(tight);
    expect(report.stoppedBy).toBe('quota');
    expect(report.resumeAfter).not.toBeNull();
    const [cursor] = await rows<{ cursor: string }>(
      db,
      sql`select cursor from discovery.ingest_cursors where source = 'igdb' and key = 'genres'`,
    );
    expect(JSON.parse(cursor?.cursor ?? '{}')).toMatchObject({ mode: 'updated' });
    const [games] = await rows<{ cursor: string | null }>(
      db,
      sql`select cursor from discovery.ingest_cursors where source = 'igdb' and key = 'games'`,
    );
    expect(games).toBeUndefined();
  });

  it('reports the source off without the Twitch credentials, asking nothing', async () => {
    const before = igdb.requests.length;
    const report = await runIgdbIngest(ingestContext(db, standInConfig({ igdb: igdb.apiUrl })));
    expect(report.stoppedBy).toBe('not-configured');
    expect(igdb.requests.length).toBe(before);
  });
});
