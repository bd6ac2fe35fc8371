// Operations benchmark (issue "Operations"), on the dashboard's installation: 100k creators with
// 150k channels (the influencers bench's seed) in 200 campaigns (the dashboard bench's seed).
// 1. Two real `--role=web` processes and one `--role=worker` on a fresh PostgreSQL database,
//    50 keep-alive clients round-robin over both for BENCH_SECONDS (30) on POST
//    /api/influencer/list and on POST /api/campaign/list: requests/s, p50, p99 and errors (must
//    be 0), against the embedded default as probed (PGlite, one connection: 191 and 204
//    requests/s, p99 535 and 485 ms) and as measured here on one embedded process.
// 2. `npm run move` of that embedded installation topped up to 1M redeem codes, to a fresh
//    PostgreSQL database: seconds, rows/s and the command's peak RSS.
// PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL), else the local default below.
// BENCH_SECONDS=5 for a quick run; BENCH_SKIP=postgres,embedded,move leaves parts out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../apps/server/src/platform/db/open-database.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { seedDashboard } from './dashboard.bench.ts';
import { seedInfluencers } from './influencers.bench.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { runChild } from './support/child-process.ts';
import { type LoadResult, postLoad } from './support/list-load.ts';
import type { MoveProcessResult } from './support/move-process.ts';
import {
  type BenchServerProcess,
  serverProcessEnv,
  startServerProcess,
} from './support/server-processes.ts';
import { percentile } from './support/stats.ts';

const DEFAULT_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Math.min(3, SECONDS / 5);
const CODES = Number(process.env.BENCH_MOVE_CODES ?? 1_000_000);
const CODE_BATCH = 100_000;
const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()));

const lists = [
  { name: 'influencer list', path: '/api/influencer/list', probed: { rps: 191, p99: 535 } },
  { name: 'campaign list', path: '/api/campaign/list', probed: { rps: 204, p99: 485 } },
] as const;
type ListName = (typeof lists)[number]['name'];
type Figures = { rps: number; p50: number; p99: number; errors: number };

/** The seeded installation: creators, channels, campaigns, history, posts, codes, one Admin. */
async function seedInstallation(database: Database) {
  const started = performance.now();
  await database.migrate();
  await seedInfluencers({ database });
  const counts = await seedDashboard({ database }, { creators: 'existing' });
  await seedAdmin({ database });
  return `100k creators, 200 campaigns, ${counts.rows} campaign rows, ${counts.transitions} transitions, ${counts.posts} posts, ${counts.codes} codes; seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function figuresOf(load: LoadResult): Figures {
  return {
    rps: load.ok / load.seconds,
    p50: percentile(load.latencies, 50),
    p99: percentile(load.latencies, 99),
    errors: load.errors,
  };
}

/** 50 clients on each list in turn, over the web processes at `urls`. */
async function loadLists(label: string, urls: string[]): Promise<Map<ListName, Figures>> {
  const token = await signIn({ url: urls[0] ?? '' });
  const measured = new Map<ListName, Figures>();
  console.log(
    `\n${label}: ${CLIENTS} keep-alive clients round-robin over ${urls.length} web process${urls.length > 1 ? 'es' : ''}, ${SECONDS} s per list (after ${WARMUP_SECONDS} s unmeasured)`,
  );
  for (const list of lists) {
    // One answer read whole first: the page is full and the total what the seed holds.
    const res = await fetch(new URL(list.path, urls[0]), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    const page = (await res.json()) as { items: unknown[]; total: number };
    if (res.status !== 200 || page.items.length === 0) {
      throw new Error(`${list.path} answered ${res.status}: ${JSON.stringify(page).slice(0, 300)}`);
    }
    const load = await postLoad({
      urls,
      path: list.path,
      body: {},
      token,
      clients: CLIENTS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    });
    const f = figuresOf(load);
    measured.set(list.name, f);
    console.log(
      `  ${`POST ${list.path}`.padEnd(26)} ${f.rps.toFixed(0).padStart(5)} requests/s  p50 ${ms(f.p50).padStart(9)}  p99 ${ms(f.p99).padStart(9)}  errors ${f.errors}${f.errors > 0 ? ` (MUST BE 0; first: ${load.firstError})` : ''}  (${load.ok + load.errors} requests, page of ${page.items.length}, total ${page.total})`,
    );
  }
  return measured;
}

function compare(name: string, f: Figures, base: { rps: number; p99: number }, against: string) {
  return `  ${name.padEnd(16)} vs ${against.padEnd(22)} requests/s ${(f.rps / base.rps).toFixed(2)}x (${f.rps.toFixed(0)} / ${base.rps.toFixed(0)}), p99 ${(f.p99 / base.p99).toFixed(2)}x (${f.p99.toFixed(0)} / ${base.p99.toFixed(0)} ms)`;
}

async function stopAll(processes: BenchServerProcess[]) {
  await Promise.all(processes.map((p) => p.stop()));
}

/** Two web processes and one worker on a fresh PostgreSQL database. */
async function postgresLoad(postgresUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'operations-bench-'));
  const { database, url, drop } = await openBenchDatabase(dataDir, postgresUrl);
  const processes: BenchServerProcess[] = [];
  try {
    try {
      console.log(`\n(PostgreSQL: ${await seedInstallation(database)})`);
    } finally {
      await database.close();
    }
    const env = serverProcessEnv(dataDir, url);
    for (const name of ['web 1', 'web 2']) {
      const port = String(await freePort());
      processes.push(await startServerProcess(name, { ...env, PORT: port }, ['--role=web']));
    }
    processes.push(await startServerProcess('worker', env, ['--role=worker']));
    const webUrls = processes.flatMap((p) => (p.url ? [p.url] : []));
    return await loadLists('PostgreSQL, 2 web + 1 worker processes', webUrls);
  } finally {
    await stopAll(processes);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One embedded process (web and worker) on the seeded PGlite installation in `dataDir`. */
async function embeddedLoad(dataDir: string) {
  const port = String(await freePort());
  const server = await startServerProcess('embedded', {
    ...serverProcessEnv(dataDir, null),
    PORT: port,
  });
  try {
    return await loadLists('Embedded PGlite, 1 process (web and worker)', [server.url ?? '']);
  } finally {
    await server.stop();
  }
}

/** Tops the installation's redeem codes up to CODES, in INSERT ... SELECT batches. */
async function topUpCodes(database: Database) {
  const run = (text: string) => database.sql.executeSql(text);
  const have = Number((await run('select count(*)::int as n from redeem_codes')).rows[0]?.n);
  for (let from = have + 1; from <= CODES; from += CODE_BATCH) {
    const to = Math.min(CODES, from + CODE_BATCH - 1);
    // Shaped as imported ones: an HMAC-SHA256 hash and an AES-GCM sealed text of that length.
    await run(`
      insert into redeem_codes (campaign_id, platform, code_hash, code_sealed, status, import_id)
      select 1 + g % 200, case when g % 4 = 0 then 'epic' else 'steam' end,
             sha256(('move-code-' || g)::bytea),
             'v1.' || encode(sha256(('iv' || g)::bytea) || sha256(('key' || g)::bytea), 'base64'),
             'available', 1 + g / 50000
      from generate_series(${from}, ${to}) g`);
  }
  const { rows } = await run(`select
    (select count(*) from influencers) as creators,
    (select count(*) from channels) as channels,
    (select count(*) from redeem_codes) as codes`);
  return rows[0] ?? {};
}

const runMove = (env: Record<string, string>, to: string) =>
  runChild<MoveProcessResult>(new URL('./support/move-process.ts', import.meta.url), {
    args: ['--to', to],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });

/** `npm run move` of the embedded installation in `dataDir`, topped up to CODES codes. */
async function moveBench(dataDir: string, postgresUrl: string) {
  const { database } = await openBenchDatabase(dataDir, null);
  const topUpStarted = performance.now();
  let counts: Record<string, unknown>;
  try {
    counts = await topUpCodes(database);
  } finally {
    await database.close();
  }
  const topUp = (performance.now() - topUpStarted) / 1000;
  const targetDir = mkdtempSync(join(tmpdir(), 'operations-move-'));
  const target = await openBenchDatabase(targetDir, postgresUrl);
  await target.database.close();
  try {
    const started = performance.now();
    const moved = await runMove({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, target.url ?? '');
    const wall = (performance.now() - started) / 1000;
    if (moved.code !== 0) throw new Error(`the move failed: ${moved.err.join('\n')}`);
    const rows = Number(/Moved (\d+) rows/.exec(moved.out[0] ?? '')?.[1] ?? Number.NaN);
    console.log(
      `\nnpm run move -- --to <fresh PostgreSQL database>: an embedded installation of ${Number(counts.creators).toLocaleString('en')} creators, ${Number(counts.channels).toLocaleString('en')} channels and ${Number(counts.codes).toLocaleString('en')} codes (codes topped up in ${topUp.toFixed(0)} s)`,
    );
    console.log(`  ${moved.out[0]}`);
    console.log(
      `  move ${moved.seconds.toFixed(1)} s (${wall.toFixed(1)} s with the process's start) = ${Math.round(rows / moved.seconds).toLocaleString('en')} rows/s; peak RSS ${(moved.maxRssKb / 1024).toFixed(0)} MB`,
    );
  } finally {
    await target.drop();
    rmSync(targetDir, { recursive: true, force: true });
  }
}

export async function runOperationsBench(postgresUrl: string | null) {
  const url = postgresUrl ?? DEFAULT_POSTGRES;
  const onPostgres = skipped.has('postgres') ? null : await postgresLoad(url);

  const embeddedDir = mkdtempSync(join(tmpdir(), 'operations-embedded-'));
  try {
    let onEmbedded: Map<ListName, Figures> | null = null;
    if (!skipped.has('embedded') || !skipped.has('move')) {
      const { database } = await openBenchDatabase(embeddedDir, null);
      try {
        console.log(`\n(PGlite: ${await seedInstallation(database)})`);
      } finally {
        await database.close();
      }
    }
    if (!skipped.has('embedded')) onEmbedded = await embeddedLoad(embeddedDir);

    if (onPostgres) {
      console.log('\nPostgreSQL with 2 web processes against the embedded default:');
      for (const list of lists) {
        const f = onPostgres.get(list.name);
        if (!f) continue;
        console.log(compare(list.name, f, list.probed, 'embedded as probed'));
        const here = onEmbedded?.get(list.name);
        if (here) console.log(compare(list.name, f, here, 'embedded in this run'));
      }
    }
    if (!skipped.has('move')) await moveBench(embeddedDir, url);
  } finally {
    rmSync(embeddedDir, { recursive: true, force: true });
  }
}
