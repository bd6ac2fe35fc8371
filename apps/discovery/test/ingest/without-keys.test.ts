import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInProcessDiscoveryClient } from '../../src/client/in-process-client.ts';
import { sourcesFromEnv } from '../../src/config.ts';
import { creatorGames, creators, games } from '../../src/db/schema.ts';
import { rows } from '../../src/db/sql-params.ts';
import { ingestConfigFromEnv } from '../../src/ingest/ingest-config.ts';
import { silentLog } from '../../src/ingest/ingest-context.ts';
import { INGEST_JOBS } from '../../src/ingest/ingest-jobs.ts';
import { runDailyRefresh } from '../../src/ingest/run-daily-refresh.ts';
import { importSeed } from '../../src/ingest/seed/import-seed.ts';
import { useTempDir, useTestDatabase } from '../test-database.ts';

const database = await useTestDatabase();
const dir = useTempDir('discovery-nokeys-');
const { db } = database;

describe('without provider keys', () => {
  it('the provider jobs do nothing, the seed import still fills the index, /status says which sources are off', async () => {
    const ctx = { db, config: ingestConfigFromEnv({}), log: silentLog };
    const reports = await Promise.all(
      INGEST_JOBS.filter(
        (j) => j.name !== 'discovery-daily' && j.name !== 'discovery-statistics',
      ).map((j) => j.run(ctx)),
    );
    expect(reports.map((r) => [r.source, r.stoppedBy, r.calls])).toEqual([
      ['igdb', 'not-configured', 0],
      ['twitch', 'not-configured', 0],
      ['youtube', 'not-configured', 0],
    ]);
    const path = join(dir, 'seed.ndjson');
    writeFileSync(
      path,
      `${JSON.stringify({ type: 'creator', platform: 'youtube', platformId: 'UCseed', displayName: 'Seeded' })}\n`,
    );
    await importSeed({ db, log: silentLog }, { filePath: path });
    const status = await createInProcessDiscoveryClient(db, sourcesFromEnv({})).status();
    expect(
      status.sources.map((s) => [s.source, s.enabled, s.reason, s.lastRunAt !== null]),
    ).toEqual([
      ['igdb', false, 'not configured', false],
      ['twitch', false, 'not configured', false],
      ['youtube', false, 'not configured', false],
      ['seed', true, null, true],
    ]);
    expect(status.counts.creators).toBe(1);
  });

  it('the daily refresh drops games played over 90 days ago from recent_game_ids', async () => {
    const [game] = await db
      .insert(games)
      .values({ name: 'Old Game', slug: 'old-game', searchText: 'old game' })
      .returning({ id: games.id });
    const [creator] = await db
      .insert(creators)
      .values({
        platform: 2,
        platformId: 'aging',
        displayName: 'Aging',
        source: 'seed',
        recentGameIds: [game?.id ?? 0],
      })
      .returning({ id: creators.id });
    const longAgo = new Date(Date.now() - 100 * 86_400_000).toISOString();
    await db.insert(creatorGames).values({
      creatorId: Number(creator?.id),
      gameId: game?.id ?? 0,
      firstPlayedAt: longAgo,
      lastPlayedAt: longAgo,
    });
    await runDailyRefresh({ db, config: ingestConfigFromEnv({}), log: silentLog });
    const [after] = await rows(
      db,
      sql`select recent_game_ids from discovery.creators where platform_id = 'aging'`,
    );
    expect(after).toEqual({ recent_game_ids: [] });
  });
});
