import { helixGames } from '@app/contract/providers';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { rows } from '../../db/sql-params.ts';
import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { helixPages } from './helix-get.ts';
import type { HelixGame } from './helix-types.ts';

export type TrackedGame = { gameId: number; twitchGameId: string };

/** Twitch's current top games (config.helixTopGamePages pages of 100), as our games rows. */
export async function trackTopGames(
  ctx: IngestContext,
  report: IngestReport,
): Promise<TrackedGame[]> {
  const tracked: TrackedGame[] = [];
  const pages = helixPages(
    ctx,
    report,
    'games/top',
    [['first', '100']],
    helixGames,
    ctx.config.helixTopGamePages,
  );
  for await (const answer of pages) {
    for (const game of answer.data) {
      tracked.push({ gameId: await matchHelixGame(ctx.db, game), twitchGameId: game.id });
    }
  }
  return tracked;
}

function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'game'
  );
}

/**
 * Our game for a Helix game: by igdb_id when Helix gives one (the IGDB ingest fills in the
 * rest), else by twitch_game_id, created without igdb_id when new. Returns its id.
 */
export async function matchHelixGame(db: DiscoveryDb, game: HelixGame): Promise<number> {
  const igdbId = /^\d+$/.test(game.igdb_id ?? '') ? Number(game.igdb_id) : null;
  if (igdbId !== null) {
    const [byIgdb] = await rows<{ id: number }>(
      db,
      sql`select id from discovery.games where igdb_id = ${igdbId}`,
    );
    if (byIgdb) {
      await db.execute(sql`update discovery.games set twitch_game_id = ${game.id}
        where id = ${byIgdb.id} and twitch_game_id is distinct from ${game.id}
          and not exists (select 1 from discovery.games o where o.twitch_game_id = ${game.id})`);
      return byIgdb.id;
    }
    // A game first seen without igdb_id gets it now rather than a second row.
    const [linked] = await rows<{ id: number }>(
      db,
      sql`update discovery.games set igdb_id = ${igdbId}, updated_at = now()
        where twitch_game_id = ${game.id} returning id`,
    );
    if (linked) return linked.id;
  }
  const [inserted] = await rows<{ id: number }>(
    db,
    sql`insert into discovery.games (igdb_id, twitch_game_id, name, slug, search_text)
      values (${igdbId}, ${game.id}, ${game.name}, ${slugOf(game.name)}, ${game.name.toLowerCase()})
      on conflict (twitch_game_id) do nothing returning id`,
  );
  if (inserted) return inserted.id;
  const [existing] = await rows<{ id: number }>(
    db,
    sql`select id from discovery.games where twitch_game_id = ${game.id}`,
  );
  if (!existing) throw new Error(`Game ${game.id} vanished while matching`);
  return existing.id;
}
