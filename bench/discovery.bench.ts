// Discovery benchmark (issue 15), on PostgreSQL and PGlite:
// 1. Creator search at scale: PostgreSQL 1,000,000 creators / 200,000 games / 5,000,000
//    played-game rows, PGlite 100,000 / 20,000 / 500,000 (bench/support/discovery-seed.ts,
//    set-based SQL with realistic skew). The five most common filter combinations through
//    the real search (the in-process DiscoveryClient), p50/p95 over 100 runs for the page
//    (`facets: false`) and over 20 runs with facets (page 0), each against the same SQL the
//    search sent (captured from its `execute` calls and replayed raw through the driver, in
//    the same two rounds), and through POST /api/discovery/influencer/list over HTTP (which
//    adds the sign-in and the CRM marks). Targets: page p95 < 100 ms on PostgreSQL (< 200 ms
//    on PGlite) and < 3x the raw SQL. A combination that misses one gets each of its
//    queries timed alone and the slowest one's EXPLAIN (ANALYZE, BUFFERS) printed.
// 2. The seed import (importSeed) of NDJSON files of 50k rows (45k creators + 5k games) and
//    220k rows (200k creators + 20k games), each into a fresh database: rows/s and peak RSS
//    (sampled every 100 ms) against RSS before; "memory flat" = the peak grows little with
//    4x the rows.
// 3. The Twitch snapshot job (runHelixSnapshot) against the Helix stand-in: 100 top games x
//    100 live streams (10,000 creators), a first run and the next 5-minute slot's run.
// DISCOVERY_BENCH_SCALE (default 1) scales the seeded search index (e.g. 0.1 for a quick try);
// DISCOVERY_BENCH_PARTS=seed runs only the seed import (or search, helix; comma-separated).
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { DiscoveryCreatorListRequest } from '@app/contract';
import {
  createDiscoveryClient,
  type DiscoveryDb,
  importSeed,
  migrateDiscovery,
  runHelixSnapshot,
} from '@app/discovery';
import { standInConfig } from '../apps/discovery/test/ingest/ingest-harness.ts';
import { startHelixStandIn } from '../apps/discovery/test/stand-ins/helix-stand-in.ts';
import { startTwitchOAuthStandIn } from '../apps/discovery/test/stand-ins/twitch-oauth-stand-in.ts';
import type { Database } from '../apps/server/src/platform/db/open-database.ts';
import { type BenchApp, startBenchApp } from './support/bench-app.ts';
import { withDiscoveryDatabase } from './support/bench-database.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import {
  type CapturedQuery,
  capturingDb,
  inlined,
  rawSearchRun,
} from './support/discovery-capture.ts';
import { type DiscoveryScale, RPG_GENRE_ID, seedDiscovery } from './support/discovery-seed.ts';
import { fmt, percentile, timeRuns } from './support/stats.ts';

const SCALE_FACTOR = Number(process.env.DISCOVERY_BENCH_SCALE ?? 1);
/** DISCOVERY_BENCH_PARTS=seed (or search, helix, comma-separated): only those parts. */
const PARTS = (process.env.DISCOVERY_BENCH_PARTS ?? '').split(',').filter(Boolean);
const PAGE_RUNS = 100;
const FACET_RUNS = 20;
const RATIO_TARGET = 3;

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const silentLog = { info() {}, warn() {} };

function scaleFor(postgres: boolean): DiscoveryScale {
  const base = postgres
    ? { creators: 1_000_000, games: 200_000, played: 5_000_000 }
    : { creators: 100_000, games: 20_000, played: 500_000 };
  return {
    creators: Math.round(base.creators * SCALE_FACTOR),
    games: Math.round(base.games * SCALE_FACTOR),
    played: Math.round(base.played * SCALE_FACTOR),
  };
}

/** The popular game of combination (d): Zipf rank 3 (about 2% of the played rows). */
const POPULAR_GAME_ID = 3;

const combinations: { name: string; request: DiscoveryCreatorListRequest }[] = [
  { name: '(a) browse, followers desc', request: { sort: { field: 'followers', order: 'desc' } } },
  {
    name: '(b) Twitch + en, avg viewers desc',
    request: {
      filters: { platform: [2], language: ['en'] },
      sort: { field: 'avgViewers', order: 'desc' },
    },
  },
  {
    name: '(c) 10k-200k followers + active 14 d',
    request: {
      filters: { followers: { min: 10_000, max: 200_000 }, lastActiveDays: 14 },
      sort: { field: 'followers', order: 'desc' },
    },
  },
  {
    name: `(d) played game ${POPULAR_GAME_ID} within 30 d`,
    request: {
      filters: { playedGames: { gameIds: [POPULAR_GAME_ID], days: 30 } },
      sort: { field: 'followers', order: 'desc' },
    },
  },
  {
    name: '(e) issue: Twitch, en, 10k-200k, RPG 30 d, active 14 d, avg viewers',
    request: {
      filters: {
        platform: [2],
        language: ['en'],
        followers: { min: 10_000, max: 200_000 },
        playedTerms: { terms: [{ kind: 'genre', id: RPG_GENRE_ID }], days: 30 },
        lastActiveDays: 14,
      },
      sort: { field: 'avgViewers', order: 'desc' },
    },
  },
];

const p50p95 = (samples: number[]) =>
  `${fmt(percentile(samples, 50))} / ${fmt(percentile(samples, 95))}`;

/** Each captured query alone (median of 5), and the slowest one's plan. */
async function explainSlowest(database: Database, queries: readonly CapturedQuery[]) {
  const timings: { query: CapturedQuery; ms: number }[] = [];
  for (const query of queries) {
    const samples = await timeRuns(() => database.sql.executeSql(query.sql, query.params), 5, 1);
    timings.push({ query, ms: percentile(samples, 50) });
  }
  timings.sort((a, b) => b.ms - a.ms);
  for (const t of timings) {
    const head = t.query.sql.replace(/\s+/g, ' ').slice(0, 110);
    console.log(`      ${fmt(t.ms).padStart(10)}  ${head}...`);
  }
  const slowest = timings[0];
  if (!slowest) return;
  console.log('      slowest, with its parameters:');
  console.log(
    inlined(slowest.query)
      .split('\n')
      .map((l) => `        ${l.trim()}`)
      .join('\n'),
  );
  const plan = await database.sql.executeSql(
    `explain (analyze, buffers) ${slowest.query.sql}`,
    slowest.query.params,
  );
  console.log('      EXPLAIN (ANALYZE, BUFFERS):');
  for (const row of plan.rows) console.log(`        ${String(Object.values(row)[0])}`);
}

async function searchBench(postgresUrl: string | null) {
  const postgres = postgresUrl !== null;
  const scale = scaleFor(postgres);
  const app: BenchApp = await startBenchApp(postgresUrl);
  try {
    const db = app.database.db as unknown as DiscoveryDb;
    await migrateDiscovery(db);
    const seedStart = performance.now();
    const steps = await seedDiscovery(app.database.sql, scale, app.database.kind);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const [counts] = (
      await app.database.sql.executeSql(`select
        (select count(*) from discovery.creators)::int as creators,
        (select count(*) from discovery.games)::int as games,
        (select count(*) from discovery.creator_games)::int as played,
        (select count(*) from discovery.creator_games
          where last_played_at >= now() - interval '30 days')::int as played30,
        (select avg(cardinality(recent_game_ids))::float8 from discovery.creators) as recent,
        pg_size_pretty(pg_database_size(current_database())) as size`)
    ).rows as [Record<string, number | string>];
    console.log(
      `\nSeeded ${app.label}: ${thousands(Number(counts.creators))} creators, ${thousands(Number(counts.games))} games, ${thousands(Number(counts.played))} played-game rows (${thousands(Number(counts.played30))} within 30 days; ${Number(counts.recent).toFixed(2)} recent games per creator), database ${counts.size}, in ${seedSeconds.toFixed(1)} s`,
    );
    console.log(`  ${steps.map((s) => `${s.step} ${s.seconds.toFixed(1)} s`).join('; ')}`);

    await seedAdmin(app);
    const token = await signIn(app);
    const client = createDiscoveryClient({ db });
    const pageTarget = postgres ? 100 : 200;

    console.log(
      `\nCreator search, ${app.label}, ${thousands(scale.creators)} creators: page (facets: false) p50 / p95 over ${PAGE_RUNS} runs, facets (page 0) over ${FACET_RUNS}`,
    );
    const header = `  ${'combination'.padEnd(66)} ${'matches'.padStart(8)}  ${'search p50 / p95'.padEnd(22)} ${'raw SQL p50 / p95'.padEnd(22)} ${'ratio p95'.padEnd(9)} ${'API p50 / p95'.padEnd(22)}`;
    const results: {
      name: string;
      page: number[];
      raw: number[];
      api: number[];
      facets: number[];
      rawFacets: number[];
      queries: CapturedQuery[];
      facetQueries: CapturedQuery[];
      total: string;
    }[] = [];
    for (const combination of combinations) {
      const pageRequest = { ...combination.request, facets: false };
      const facetRequest = { ...combination.request, facets: true };
      const recorder = capturingDb(db);
      const recording = createDiscoveryClient({ db: recorder.db });
      const answer = await recording.listCreators(pageRequest);
      const queries = [...recorder.captured];
      recorder.captured.length = 0;
      await recording.listCreators(facetRequest);
      const facetQueries = [...recorder.captured];
      const page = await timeRuns(() => client.listCreators(pageRequest), PAGE_RUNS, 10);
      const raw = await timeRuns(rawSearchRun(app.database.sql, queries), PAGE_RUNS, 10);
      const api = await timeRuns(
        async () => {
          const res = await fetch(`${app.url}/api/discovery/influencer/list`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(pageRequest),
          });
          if (res.status !== 200)
            throw new Error(`list answered ${res.status}: ${await res.text()}`);
          await res.json();
        },
        PAGE_RUNS,
        10,
      );
      const facets = await timeRuns(() => client.listCreators(facetRequest), FACET_RUNS, 2);
      const rawFacets = await timeRuns(rawSearchRun(app.database.sql, facetQueries), FACET_RUNS, 2);
      results.push({
        name: combination.name,
        page,
        raw,
        api,
        facets,
        rawFacets,
        queries,
        facetQueries,
        total: `${thousands(answer.total)}${answer.totalCapped ? '+' : ''}`,
      });
    }
    console.log(header);
    for (const r of results) {
      const ratio = percentile(r.page, 95) / percentile(r.raw, 95);
      console.log(
        `  ${r.name.padEnd(66)} ${r.total.padStart(8)}  ${p50p95(r.page).padEnd(22)} ${p50p95(r.raw).padEnd(22)} ${`${ratio.toFixed(2)}x`.padEnd(9)} ${p50p95(r.api).padEnd(22)}`,
      );
    }
    console.log(`\n  with facets (page 0; 4 facet counts beside the page and its count):`);
    console.log(
      `  ${'combination'.padEnd(66)} ${'search p50 / p95'.padEnd(24)} ${'raw SQL p50 / p95'.padEnd(24)} ratio p95`,
    );
    for (const r of results) {
      const ratio = percentile(r.facets, 95) / percentile(r.rawFacets, 95);
      console.log(
        `  ${r.name.padEnd(66)} ${p50p95(r.facets).padEnd(24)} ${p50p95(r.rawFacets).padEnd(24)} ${ratio.toFixed(2)}x`,
      );
    }

    console.log(
      `\n  Targets (page, facets: false): p95 < ${pageTarget} ms and < ${RATIO_TARGET}x raw SQL p95`,
    );
    const missed: typeof results = [];
    for (const r of results) {
      const p95 = percentile(r.page, 95);
      const ratio = p95 / percentile(r.raw, 95);
      const ok = p95 < pageTarget && ratio < RATIO_TARGET;
      if (!ok) missed.push(r);
      console.log(
        `  ${r.name.padEnd(66)} p95 ${fmt(p95).padStart(10)} ${met(p95 < pageTarget).padEnd(8)} ratio ${ratio.toFixed(2)}x ${met(ratio < RATIO_TARGET)}`,
      );
    }
    const facetWorst = Math.max(...results.map((r) => percentile(r.facets, 95)));
    console.log(
      `  with facets: worst p95 ${fmt(facetWorst)} (${met(facetWorst < pageTarget)} against the page's ${pageTarget} ms; no target of its own)`,
    );
    for (const r of missed) {
      console.log(`\n  ${r.name} (page): each query alone, median of 5:`);
      await explainSlowest(app.database, r.queries);
    }
    const slowFacet = [...results].sort(
      (a, b) => percentile(b.facets, 95) - percentile(a.facets, 95),
    )[0];
    if (slowFacet && percentile(slowFacet.facets, 95) >= pageTarget) {
      console.log(
        `\n  ${slowFacet.name} (with facets, the slowest): each query alone, median of 5:`,
      );
      await explainSlowest(app.database, slowFacet.facetQueries);
    }
  } finally {
    await app.close();
  }
}

// --- the seed import ------------------------------------------------------------------------

async function writeSeedFile(path: string, creators: number, games: number) {
  const out = createWriteStream(path);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  const languages = ['en', 'en', 'en', 'es', 'pt', 'de', 'fr', 'ja', 'ko', 'ru'];
  const countries = ['US', 'US', 'GB', 'DE', 'BR', 'FR', 'ES', 'JP', 'KR', 'CA'];
  for (let i = 1; i <= games; i++) {
    await write(
      `${JSON.stringify({
        type: 'game',
        igdbId: 500_000 + i,
        name: `Seeded Game ${i}`,
        firstReleaseDate: `20${String(10 + (i % 15))}-0${1 + (i % 9)}-1${i % 10}`,
        genreIds: [12, 31, 32].slice(0, 1 + (i % 3)),
        platformIds: [6, 167],
        popularity: 1000 / i,
      })}\n`,
    );
  }
  for (let i = 1; i <= creators; i++) {
    // One row in 10,000 is refused (per-row errors kept on the task).
    const bad = i % 10_000 === 0;
    const followers = Math.floor(Math.exp(7.6 + 2 * Math.sin(i * 12.9898) ** 2 * 2));
    await write(
      `${JSON.stringify({
        type: 'creator',
        platform: i % 2 === 0 ? 'twitch' : 'youtube',
        platformId: i % 2 === 0 ? String(20_000_000 + i) : `UCseed${i}`,
        handle: `seeded_${i}`,
        displayName: `Seeded Creator ${i}`,
        description: `Plays games, stream ${i}`,
        url: `https://example.test/seeded_${i}`,
        language: languages[i % 10],
        country: countries[(i * 7) % 10],
        followers: bad ? 'many' : followers,
        followers30dAgo: Math.floor(followers * 0.95),
        avgViewers: i % 2 === 0 ? Math.floor(followers / 200) : undefined,
        lastActiveAt: new Date(Date.now() - (i % 90) * 86_400_000).toISOString(),
      })}\n`,
    );
  }
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  );
}

async function importOnce(postgresUrl: string | null, creators: number, games: number) {
  return withDiscoveryDatabase(
    'bench-discovery-seed-',
    postgresUrl,
    async ({ db, database, dir }) => {
      const file = join(dir, 'seed.ndjson');
      await writeSeedFile(file, creators, games);
      gc();
      await new Promise((r) => setTimeout(r, 200));
      const before = process.memoryUsage.rss();
      const heapBefore = process.memoryUsage().heapUsed;
      let peak = before;
      let heapPeak = heapBefore;
      const sample = () => {
        const m = process.memoryUsage();
        peak = Math.max(peak, m.rss);
        heapPeak = Math.max(heapPeak, m.heapUsed);
      };
      const sampler = setInterval(sample, 100);
      const started = performance.now();
      const task = await importSeed({ db, log: silentLog }, { filePath: file });
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      sample();
      gc();
      const heapRetained = process.memoryUsage().heapUsed - heapBefore;
      const [stored] = (
        await database.sql.executeSql(`select (select count(*) from discovery.creators)::int as creators,
        (select count(*) from discovery.games)::int as games`)
      ).rows as [{ creators: number; games: number }];
      return {
        rows: creators + games,
        task,
        seconds,
        before,
        peak,
        heapBefore,
        heapPeak,
        heapRetained,
        stored,
      };
    },
  );
}

async function seedImportBench(postgresUrl: string | null) {
  const label = postgresUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nSeed import (importSeed, NDJSON, batches of 500), ${label}, each into a fresh database:`,
  );
  const runs = [];
  for (const [creators, games] of [
    [45_000, 5_000],
    [200_000, 20_000],
  ] as const) {
    const r = await importOnce(postgresUrl, creators, games);
    runs.push(r);
    console.log(
      `  ${`${thousands(creators)} creators + ${thousands(games)} games`.padEnd(30)} ${r.task.status}, ${thousands(r.stored.creators)} creators / ${thousands(r.stored.games)} games stored, ${r.task.errorRows} rows refused, in ${r.seconds.toFixed(1)} s = ${thousands(r.rows / r.seconds)} rows/s; RSS ${mb(r.before)} before, peak ${mb(r.peak)} (+${mb(r.peak - r.before)}); JS heap peak +${mb(r.heapPeak - r.heapBefore)}, retained after GC ${mb(r.heapRetained)}`,
    );
  }
  const [small, big] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const growth = big.peak - big.before - (small.peak - small.before);
  const heapGrowth = big.heapPeak - big.heapBefore - (small.heapPeak - small.heapBefore);
  console.log(
    `  memory: RSS peak growth ${mb(small.peak - small.before)} at ${thousands(small.rows)} rows vs ${mb(big.peak - big.before)} at ${thousands(big.rows)} rows (${(big.rows / small.rows).toFixed(1)}x the rows): ${growth < 64 * MB ? 'flat' : 'NOT flat'} (${growth >= 0 ? '+' : ''}${mb(growth)}); JS heap peak growth ${mb(small.heapPeak - small.heapBefore)} vs ${mb(big.heapPeak - big.heapBefore)}: ${heapGrowth < 32 * MB ? 'flat' : 'NOT flat'}; retained after GC ${mb(small.heapRetained)} vs ${mb(big.heapRetained)}: ${big.heapRetained < 16 * MB ? 'no leak' : 'LEAKS'}`,
  );
  if (!postgresUrl) {
    console.log(
      '  (PGlite runs in this process: its WebAssembly memory, which grows with the database and never shrinks, is in the RSS; the JS heap is the importer alone)',
    );
  }
}

// --- the Twitch snapshot -----------------------------------------------------------------------

async function helixBench(postgresUrl: string | null) {
  const label = postgresUrl ? 'PostgreSQL' : 'PGlite';
  const oauth = await startTwitchOAuthStandIn();
  const helix = await startHelixStandIn(oauth);
  try {
    await withDiscoveryDatabase('bench-discovery-helix-', postgresUrl, async ({ db }) => {
      const games = 100;
      const perGame = 100;
      for (let g = 0; g < games; g++) {
        helix.topGames.push({
          id: String(600_000 + g),
          name: `Top Game ${g}`,
          box_art_url: `https://static-cdn.jtvnw.net/ttv-boxart/${600_000 + g}-{width}x{height}.jpg`,
          // Every tenth game has no igdb_id on Twitch.
          igdb_id: g % 10 === 9 ? '' : String(700_000 + g),
        });
      }
      const first = new Date(Math.floor(Date.now() / 300_000) * 300_000 - 600_000);
      const startedAt = new Date(first.getTime() - 3_600_000).toISOString();
      const languages = ['en', 'en', 'es', 'de', 'pt', 'fr', 'ja', 'ko'];
      for (let g = 0; g < games; g++) {
        for (let s = 0; s < perGame; s++) {
          const user = g * perGame + s;
          helix.addStream({
            id: String(50_000_000 + user),
            userId: String(30_000_000 + user),
            login: `streamer${user}`,
            gameId: String(600_000 + g),
            viewers: Math.max(1, Math.floor(20_000 / (1 + s))),
            startedAt,
            language: languages[user % languages.length] ?? 'en',
          });
        }
      }
      const config = standInConfig({
        helix: helix.apiUrl,
        oauth: oauth.baseUrl,
        extra: { HELIX_TOP_GAME_PAGES: '1', HELIX_STREAM_PAGES_PER_GAME: '1' },
      });
      console.log(
        `\nTwitch snapshot (runHelixSnapshot), ${label}: ${games} top games x ${perGame} live streams against the Helix stand-in (the day's enrichment: ${config.helixFollowerChecksPerRun} creators a run)`,
      );
      for (const [name, at] of [
        ['first run (10,000 new creators)', first],
        ['next 5-minute slot (same streams)', new Date(first.getTime() + 300_000)],
      ] as const) {
        const callsBefore = helix.requests.length;
        const started = performance.now();
        const report = await runHelixSnapshot({ db, config, log: silentLog, now: () => at });
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `  ${name.padEnd(36)} ${seconds.toFixed(2)} s, ${helix.requests.length - callsBefore} Helix calls, written ${JSON.stringify(report.written)}${report.stoppedBy ? `, stopped by ${report.stoppedBy}` : ''}`,
        );
      }
    });
  } finally {
    await helix.close();
    await oauth.close();
  }
}

export async function runDiscoveryBench(postgresUrl: string | null) {
  const parts = { search: searchBench, seed: seedImportBench, helix: helixBench };
  for (const [name, run] of Object.entries(parts)) {
    if (PARTS.length === 0 || PARTS.includes(name)) await run(postgresUrl);
  }
}
