// Discovery right after a seed import (issue 28): a publisher imports a dataset and searches at
// once, before any scheduled statistics job ran. PGlite has no autovacuum, so the only
// statistics the planner has are the ones the import itself leaves (importSeed ends with
// ANALYZE). Imports 100,000 creators, 10,000 games, 300,000 played rows and the genre terms
// through importSeed into a fresh database, then times the term filter of the issue ("played a
// genre within 7 days + Spanish") and its 30-day variant, p50/p95 over 100 runs.
// Target: p95 < 200 ms on PGlite at 100k creators; on PostgreSQL the same figures for comparison.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { DiscoveryCreatorListRequest } from '@app/contract';
import { createDiscoveryClient, importSeed } from '@app/discovery';
import { withDiscoveryDatabase } from './support/bench-database.ts';
import { RPG_GENRE_ID } from './support/discovery-seed.ts';
import { fmt, percentile, timeRuns } from './support/stats.ts';

// DISCOVERY_BENCH_SCALE (default 1) scales the dataset, as in discovery.bench.ts.
const SCALE = Number(process.env.DISCOVERY_BENCH_SCALE ?? 1);
const CREATORS = Math.round(100_000 * SCALE);
const GAMES = Math.round(10_000 * SCALE);
const PLAYED_PER_CREATOR = 3;
const RUNS = 100;
const TARGET_MS = 200;
const DAY = 86_400_000;
const silentLog = { info() {}, warn() {} };

const GENRES: [number, string][] = [
  [RPG_GENRE_ID, 'Role-playing (RPG)'],
  [5, 'Shooter'],
  [31, 'Adventure'],
  [32, 'Indie'],
];

/** One NDJSON line per term, game, creator and played row; played days spread over 60 days. */
async function writeDataset(path: string) {
  const out = createWriteStream(path);
  const write = (row: unknown) =>
    out.write(`${JSON.stringify(row)}\n`)
      ? Promise.resolve()
      : new Promise<void>((r) => out.once('drain', () => r()));
  for (const [id, name] of GENRES) await write({ type: 'term', kind: 'genre', id, name });
  for (let g = 1; g <= GAMES; g++) {
    const genre = GENRES[g % GENRES.length]?.[0] ?? RPG_GENRE_ID;
    await write({
      type: 'game',
      igdbId: 800_000 + g,
      name: `Imported Game ${g}`,
      genreIds: [genre],
    });
  }
  const languages = ['en', 'en', 'en', 'es', 'pt', 'de', 'fr', 'ja', 'ko', 'ru'];
  const now = Date.now();
  for (let c = 1; c <= CREATORS; c++) {
    const followers = Math.floor(Math.exp(7.6 + 4 * Math.sin(c * 12.9898) ** 2));
    await write({
      type: 'creator',
      platform: 'twitch',
      platformId: String(40_000_000 + c),
      handle: `imported_${c}`,
      displayName: `Imported Creator ${c}`,
      language: languages[c % languages.length],
      followers,
      avgViewers: Math.floor(followers / 200),
      lastActiveAt: new Date(now - (c % 30) * DAY).toISOString(),
    });
  }
  for (let c = 1; c <= CREATORS; c++) {
    for (let k = 0; k < PLAYED_PER_CREATOR; k++) {
      // Zipf-like: low game numbers are played most.
      const game = 1 + Math.floor((GAMES * ((c * 7919 + k * 104_729) % 1000) ** 2) / 1_000_000);
      await write({
        type: 'played',
        platform: 'twitch',
        platformId: String(40_000_000 + c),
        igdbId: 800_000 + Math.min(game, GAMES),
        lastPlayedAt: new Date(now - ((c + k * 17) % 60) * DAY - 3_600_000).toISOString(),
      });
    }
  }
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  );
}

const requests: { name: string; request: DiscoveryCreatorListRequest }[] = [
  {
    name: 'played RPG within 7 days + Spanish',
    request: {
      filters: {
        language: ['es'],
        playedTerms: { terms: [{ kind: 'genre', id: RPG_GENRE_ID }], days: 7 },
      },
      sort: { field: 'followers', order: 'desc' },
      facets: false,
    },
  },
  {
    name: 'played RPG within 30 days',
    request: {
      filters: { playedTerms: { terms: [{ kind: 'genre', id: RPG_GENRE_ID }], days: 30 } },
      sort: { field: 'followers', order: 'desc' },
      facets: false,
    },
  },
];

export async function runDiscoveryAfterImportBench(postgresUrl: string | null) {
  const label = postgresUrl ? 'PostgreSQL' : 'PGlite';
  await withDiscoveryDatabase('bench-discovery-after-import-', postgresUrl, async ({ db, dir }) => {
    const file = join(dir, 'dataset.ndjson');
    await writeDataset(file);
    const started = performance.now();
    const task = await importSeed({ db, log: silentLog }, { filePath: file });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nTerm filters straight after a seed import, ${label}: ${task.processedRows.toLocaleString('en-US')} rows (${CREATORS.toLocaleString('en-US')} creators, ${GAMES.toLocaleString('en-US')} games, ${(CREATORS * PLAYED_PER_CREATOR).toLocaleString('en-US')} played) imported in ${seconds.toFixed(1)} s, ${task.errorRows} refused; no ANALYZE but the import's own`,
    );
    const client = createDiscoveryClient({ db });
    for (const { name, request } of requests) {
      const first = performance.now();
      const answer = await client.listCreators(request);
      const firstMs = performance.now() - first;
      const samples = await timeRuns(() => client.listCreators(request), RUNS, 0);
      const p95 = percentile(samples, 95);
      const verdict = postgresUrl
        ? ''
        : ` (target < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'met' : 'NOT met'})`;
      console.log(
        `  ${name.padEnd(40)} ${String(answer.total).padStart(7)} matches; first ${fmt(firstMs)}, p50 / p95 ${fmt(percentile(samples, 50))} / ${fmt(p95)}${verdict}`,
      );
    }
  });
}
