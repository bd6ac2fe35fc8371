// Live-capture pipeline benchmark (issue 14): 1,000 creators apply through the public submit
// endpoint (50 concurrent clients) to a campaign with autovalidate and autoinvite, against
// the YouTube stand-in and an SMTP sink in its own process. Every submission runs the whole
// pipeline: map (new influencer and channel), figures from the provider (quota counted), the
// channel-confirmation email, add to the workflow, reserve a key, the invite email. The lead
// magnet needs the channel proven (issue 26): each client puts its code in the stand-in's
// description as soon as submit answers it, then polls and presses Check now as the page does.
//
// The figure (PostgreSQL): the product's real path. A server process as `npm start` runs it
// (main.ts, web and worker roles, DATABASE_URL): the public endpoint enqueues the first step
// on pg-boss, the process's own workers run the steps (`live-capture.step`) and deliver the
// outbox (`email.deliver`). Prints the time until all 1,000 are 'added to workflow' with
// outcome 'invited' (target < 60 s), until every email is at the sink, and checks none lost
// and none doubled: 1,000 invited, 1,000 distinct keys reserved to 1,000 creators, each
// creator's two emails (confirmation, invite) exactly once at the sink, no Message-ID twice.
// Then where the time went: per queue, the wait in the queue and the run (pg-boss's own
// created/started/completed times of each job).
//
// The ratio: the same pipeline with its jobs run inline (in the request that enqueued them,
// after its transaction: bench-app's queue), PIPELINE_BENCH_INLINE_COUNT (200) submissions in
// the same run: the pipeline's own work without a queue, per submission. On PGlite only that
// inline run is measured (the embedded server keeps its database to itself).
//
// Email pacing: a sender account sends EMAIL_RATE_LIMIT emails/s (default 10) in total. At
// that default one account would need 2,000 / 10 = 200 s for the emails alone; the sink is a
// stand-in, so the bench raises it for its own server (PIPELINE_BENCH_EMAIL_RATE, 100000).
// PIPELINE_BENCH_COUNT (1000), PIPELINE_BENCH_SKIP=inline,server,pglite leave parts out.
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeEmailPools } from '../apps/server/src/email/delivery/deliver.ts';
import type { Database } from '../apps/server/src/platform/db/open-database.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import type { ApplyClientsInput, ApplyClientsResult } from './support/apply-clients.ts';
import { startBenchApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { runChild } from './support/child-process.ts';
import { serverProcessEnv, startServerProcess } from './support/server-processes.ts';
import { startYoutubeStandIn } from './support/youtube-stand-in.ts';

const SUBMISSIONS = Number(process.env.PIPELINE_BENCH_COUNT ?? 1000);
const INLINE_SUBMISSIONS = Number(process.env.PIPELINE_BENCH_INLINE_COUNT ?? 200);
const EMAIL_RATE = process.env.PIPELINE_BENCH_EMAIL_RATE ?? '100000';
const CLIENTS = 50;
const TARGET_SECONDS = 60;
const skipped = new Set((process.env.PIPELINE_BENCH_SKIP ?? '').split(',').map((s) => s.trim()));

type Row = Record<string, unknown>;
type Target = { url: string; database: Database };

/** The SMTP sink in its own process: its port, and every Message-ID and recipient it got. */
async function startSink() {
  const sink = fork(fileURLToPath(new URL('./support/smtp-sink.ts', import.meta.url)), [], {
    execArgv: [],
  });
  const received: string[] = [];
  const recipients: string[] = [];
  const port = await new Promise<number>((resolve) =>
    sink.on('message', (m: { port?: number; ids?: string[]; to?: string[] }) => {
      if (m.port) resolve(m.port);
      if (m.ids) received.push(...m.ids);
      if (m.to) recipients.push(...m.to);
    }),
  );
  return { port, received, recipients, close: () => sink.disconnect() };
}
type Sink = Awaited<ReturnType<typeof startSink>>;

const runClients = (input: ApplyClientsInput) =>
  runChild<ApplyClientsResult>(new URL('./support/apply-clients.ts', import.meta.url), { input });

async function all(target: Pick<Target, 'database'>, text: string, values: unknown[] = []) {
  const { rows } = await target.database.sql.executeSql(text, values);
  return rows as Row[];
}
async function one(target: Pick<Target, 'database'>, text: string, values: unknown[] = []) {
  return (await all(target, text, values))[0] ?? {};
}

async function api(target: Target, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${target.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Row>;
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number) {
  const start = performance.now();
  while (!(await check()) && performance.now() - start < ms) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Through the API as a manager would: the sender account, the campaign, its page, codes. */
async function setUp(target: Target, sinkPort: number, count: number, slug: string) {
  await seedAdmin(target);
  const token = await signIn(target);
  const admin = await one(target, `select id from users where email = 'admin@bench.example'`);
  await api(target, token, 'POST', '/mailer-auth', {
    email: 'team@bench.test',
    name: 'Bench Team',
    host: '127.0.0.1',
    port: sinkPort,
    username: 'bench',
    password: 'bench-pass-1',
  });
  const product = await one(target, `insert into products (title) values ('Game') returning id`);
  const campaign = await one(
    target,
    `insert into campaigns (name, product_id, type, ads, created_by, is_live_capture,
       redeem_code_platforms)
     values ('Pipeline bench', $1, 'free', '{"enabled":false}'::jsonb, $2, true, '{steam}')
     returning id`,
    [product.id, admin.id],
  );
  const campaignId = Number(campaign.id);
  await api(target, token, 'POST', `/lead-magnet/campaign/${campaignId}`, {
    type: 'hosted_page',
    slug,
    // Channel proof required (issue 26): each creator proves the channel by the code.
    settings: {
      autovalidate: true,
      autoinvite: true,
      minSubscribers: 1000,
      verification: 'channel',
    },
  });
  const codes = Array.from({ length: count }, (_, i) => `BENCH-${campaignId}-${i}`);
  await api(target, token, 'POST', '/redeem-code', { campaignId, platform: 'steam', codes });
  const creators = Array.from({ length: count }, (_, i) => ({
    email: `creator-${i}@creators.example`,
    channelUrl: `https://www.youtube.com/@benchcreator${i}`,
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  }));
  return { campaignId, creators };
}

const invitedSql = `select count(*) filter (where outcome = 'invited' and status = 'added to workflow')::int as invited,
    count(*) filter (where next_step is null)::int as at_rest
  from lead_magnet_submissions where campaign_id = $1`;

/** The checks: none lost, none doubled. Prints them; answers whether all hold. */
async function check(target: Target, sink: Sink, campaignId: number, count: number) {
  const outcomes = await all(
    target,
    `select status, coalesce(outcome, '-') as outcome, count(*)::int as n
     from lead_magnet_submissions where campaign_id = $1 group by 1, 2 order by 1, 2`,
    [campaignId],
  );
  const invited = Number(
    outcomes.find((r) => r.status === 'added to workflow' && r.outcome === 'invited')?.n ?? 0,
  );
  const keys = await one(
    target,
    `select count(*) filter (where status = 'reserved')::int as reserved,
       count(distinct id) filter (where status = 'reserved')::int as distinct_keys,
       count(distinct influencer_id) filter (where status = 'reserved')::int as holders
     from redeem_codes where campaign_id = $1`,
    [campaignId],
  );
  const emails = await one(
    target,
    `select count(*) filter (where kind = 'channel_confirmation')::int as confirmations,
       count(*) filter (where kind = 'invite')::int as invites,
       count(*) filter (where state <> 'delivered')::int as undelivered
     from emails where campaign_id = $1`,
    [campaignId],
  );
  const perCreator = new Map<string, number>();
  for (const to of sink.recipients) perCreator.set(to, (perCreator.get(to) ?? 0) + 1);
  const creatorsTwice = [...perCreator.entries()].filter(
    ([to, n]) => to.endsWith('@creators.example') && n === 2,
  ).length;
  const doubledIds = sink.received.length - new Set(sink.received).size;
  const ok =
    invited === count &&
    Number(keys.reserved) === count &&
    Number(keys.distinct_keys) === count &&
    Number(keys.holders) === count &&
    sink.received.length === 2 * count &&
    perCreator.size === count &&
    creatorsTwice === count &&
    doubledIds === 0;
  console.log(`  submissions ${JSON.stringify(outcomes)}`);
  console.log(
    `  ${invited} invited; keys: ${keys.reserved} reserved, ${keys.distinct_keys} distinct, to ${keys.holders} creators; outbox: ${emails.confirmations} confirmations + ${emails.invites} invites (${emails.undelivered} not delivered)`,
  );
  console.log(
    `  sink: ${sink.received.length} messages to ${perCreator.size} addresses, ${creatorsTwice} creators got exactly their 2 emails, Message-IDs doubled ${doubledIds}`,
  );
  console.log(`  none lost, none doubled: ${ok ? 'yes' : 'NO'}`);
  return ok;
}

/** CPU seconds (user + system) a child process has used so far, from /proc (Linux). */
function cpuSecondsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds the PostgreSQL backends of database `name` use from now on (Linux /proc, the
 * server on this machine): sampled every 0.5 s, so a backend that ends between samples
 * loses at most its last half second.
 */
function watchBackendCpu(name: string) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = (baseline: boolean) => {
    let pids: string[] = [];
    try {
      pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
    } catch {
      return;
    }
    for (const p of pids) {
      try {
        const cmdline = readFileSync(`/proc/${p}/cmdline`, 'utf8');
        if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${name} `)) continue;
        const cpu = cpuSecondsOf(Number(p));
        if (cpu === null) continue;
        if (!first.has(Number(p))) first.set(Number(p), baseline ? cpu : 0);
        last.set(Number(p), cpu);
      } catch {}
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 500);
  return {
    /** CPU seconds since the watch began. */
    stop(): number {
      clearInterval(timer);
      sample(false);
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - (first.get(pid) ?? 0);
      return total;
    },
  };
}

const load = () => `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;

/** The pipeline's settings: no per-IP limits (the clients are many creators), the stand-ins. */
const pipelineEnv = (youtubeBaseUrl: string) => ({
  PUBLIC_URL: 'http://bench.test',
  TRUST_PROXY: 'true',
  APPLY_SUBMIT_RATE_LIMIT: '1000000',
  APPLY_SUBMISSIONS_PER_HOUR: '1000000',
  // The clients poll their submission while proving the channel.
  INVITE_PAGE_RATE_LIMIT: '1000000',
  EMAIL_RATE_LIMIT: EMAIL_RATE,
  YOUTUBE_API_KEY: 'bench-key',
  YOUTUBE_API_BASE_URL: youtubeBaseUrl,
});

/** The pipeline with its jobs inline (bench-app): the work without a queue. s/submission. */
async function inlineRun(postgresUrl: string | null, count: number): Promise<number | null> {
  const youtube = await startYoutubeStandIn(50_000);
  const sink = await startSink();
  const app = await startBenchApp(postgresUrl, {
    env: pipelineEnv(youtube.baseUrl),
  });
  try {
    const { campaignId, creators } = await setUp(app, sink.port, count, 'pipeline-inline');
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { statuses } = await runClients({
      url: app.url,
      slug: 'pipeline-inline',
      creators,
      clients: CLIENTS,
      proveChannel: { descriptionUrl: youtube.descriptionUrl },
    });
    // Inline jobs: a submission's pipeline ran in its request. Resting = no step pending.
    await waitFor(async () => {
      const left = await one(app, invitedSql, [campaignId]);
      return Number(left.at_rest) === count;
    }, 300_000);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    await waitFor(() => sink.received.length >= 2 * count, 15_000);
    console.log(
      `\nInline jobs (no queue: each job runs in the request that enqueued it), ${count} submissions by ${CLIENTS} clients, ${app.label}`,
    );
    console.log(
      `  all at rest in ${seconds.toFixed(1)} s = ${(count / seconds).toFixed(1)} submissions/s, ${((seconds / count) * 1000).toFixed(1)} ms per submission; server CPU ${cpuSeconds.toFixed(1)} s (${((cpuSeconds / count) * 1000).toFixed(0)} ms per submission); answers ${JSON.stringify(statuses)}; YouTube calls ${youtube.calls()}; ${load()}`,
    );
    const ok = await check(app, sink, campaignId, count);
    return ok ? seconds / count : null;
  } finally {
    await app.close();
    closeEmailPools();
    sink.close();
    await youtube.close();
  }
}

/** The real path: a server process (web + worker) on PostgreSQL with its pg-boss workers. */
async function serverRun(postgresUrl: string, inlinePerSubmission: number | null) {
  const youtube = await startYoutubeStandIn(50_000);
  const sink = await startSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
  const { database, url, drop } = await openBenchDatabase(dataDir, postgresUrl);
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  try {
    await database.migrate();
    server = await startServerProcess('pipeline', {
      ...serverProcessEnv(dataDir, url),
      PORT: String(await freePort()),
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      ...pipelineEnv(youtube.baseUrl),
      // PIPELINE_BENCH_NODE_OPTIONS: the server's NODE_OPTIONS (an --import that profiles it).
      ...(process.env.PIPELINE_BENCH_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.PIPELINE_BENCH_NODE_OPTIONS }
        : {}),
      // DATABASE_POOL_SIZE: the server's pool, to compare sizes against the chains' concurrency.
      ...(process.env.DATABASE_POOL_SIZE
        ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
        : {}),
    });
    const target: Target = { url: server.url ?? '', database };
    const { campaignId, creators } = await setUp(target, sink.port, SUBMISSIONS, 'pipeline');
    const pid = server.child.pid;
    const cpuBefore = cpuSecondsOf(pid);
    const backends = watchBackendCpu(new URL(url ?? '').pathname.slice(1));
    const started = performance.now();
    const clients = await runClients({
      url: target.url,
      slug: 'pipeline',
      creators,
      clients: CLIENTS,
      proveChannel: { descriptionUrl: youtube.descriptionUrl },
    });
    let invitedSeconds = Number.NaN;
    await waitFor(async () => {
      const row = await one(target, invitedSql, [campaignId]);
      if (Number(row.at_rest) < SUBMISSIONS) return false;
      invitedSeconds = (performance.now() - started) / 1000;
      return true;
    }, 600_000);
    const cpuAtInvited = cpuSecondsOf(pid);
    const databaseCpu = backends.stop();
    await waitFor(() => sink.received.length >= 2 * SUBMISSIONS, 300_000);
    const emailSeconds = (performance.now() - started) / 1000;
    const cpu = cpuBefore !== null && cpuAtInvited !== null ? cpuAtInvited - cpuBefore : null;
    // Settle what the last deliveries record (the invite email's state) before the checks.
    await waitFor(async () => {
      const row = await one(
        target,
        `select count(*)::int as n from emails where campaign_id = $1 and state <> 'delivered'`,
        [campaignId],
      );
      return Number(row.n) === 0;
    }, 15_000);

    console.log(
      `\nThe product's path: one server process (main.ts, web + worker, pg-boss on PostgreSQL), ${SUBMISSIONS} submissions by ${CLIENTS} clients; EMAIL_RATE_LIMIT ${EMAIL_RATE}/s for the one sender account (bench setting)`,
    );
    console.log(
      `  submissions accepted in ${clients.seconds.toFixed(1)} s (${(SUBMISSIONS / clients.seconds).toFixed(0)}/s), answers ${JSON.stringify(clients.statuses)}`,
    );
    console.log(
      `  all ${SUBMISSIONS} invited (added to workflow, outcome invited) in ${invitedSeconds.toFixed(1)} s = ${(SUBMISSIONS / invitedSeconds).toFixed(1)} submissions/s (target < ${TARGET_SECONDS} s: ${invitedSeconds < TARGET_SECONDS ? 'met' : 'MISSED'}); every email at the sink in ${emailSeconds.toFixed(1)} s`,
    );
    const perSubmission = invitedSeconds / SUBMISSIONS;
    console.log(
      `  ${(perSubmission * 1000).toFixed(1)} ms per submission${inlinePerSubmission ? ` = ${(perSubmission / inlinePerSubmission).toFixed(2)}x the inline run's ${(inlinePerSubmission * 1000).toFixed(1)} ms` : ''}; server process CPU ${cpu === null ? '?' : `${cpu.toFixed(1)} s (${((cpu / SUBMISSIONS) * 1000).toFixed(0)} ms per submission, ${((cpu / invitedSeconds) * 100).toFixed(0)}% of one core)`}; its PostgreSQL backends' CPU ${databaseCpu.toFixed(1)} s (${((databaseCpu / SUBMISSIONS) * 1000).toFixed(0)} ms per submission); YouTube calls ${youtube.calls()}; ${load()}`,
    );
    await check(target, sink, campaignId, SUBMISSIONS);
    await printQueueProfile(target, started);
  } finally {
    await server?.stop().catch((error: unknown) => console.error(String(error)));
    closeEmailPools();
    sink.close();
    await youtube.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Where the time went, from pg-boss's own record of each job: per queue (and the step a
 * live-capture job started from: one job runs every step that is due), the
 * jobs, their wait in the queue (created -> started) and their run (started -> completed),
 * and when the last one completed after the clients started.
 */
async function printQueueProfile(target: Target, started: number) {
  const startedAt = Date.now() - (performance.now() - started);
  const rows = await all(
    target,
    `with j as (
       select name || coalesce(' from ' || (data->>'step'), '') as what, state, retry_count,
         extract(epoch from started_on - created_on) * 1000 as wait_ms,
         extract(epoch from completed_on - started_on) * 1000 as run_ms,
         extract(epoch from completed_on) * 1000 as done_ms
       from pgboss.job where name in ('live-capture.step', 'email.send-campaign-invite', 'email.deliver'))
     select what, count(*)::int as jobs, count(*) filter (where state <> 'completed')::int as not_completed,
       sum(retry_count)::int as retries,
       avg(wait_ms)::float8 as wait_avg,
       percentile_cont(0.95) within group (order by wait_ms)::float8 as wait_p95,
       avg(run_ms)::float8 as run_avg,
       percentile_cont(0.95) within group (order by run_ms)::float8 as run_p95,
       sum(run_ms)::float8 as run_sum, max(done_ms)::float8 as last_done
     from j group by what order by min(done_ms)`,
  );
  const f = (v: unknown) => Number(v).toFixed(0).padStart(6);
  console.log(
    '  jobs (pg-boss record)                  jobs  wait avg/p95 ms   run avg/p95 ms  run total s  last done at s',
  );
  for (const r of rows) {
    console.log(
      `  ${String(r.what).padEnd(38)} ${String(r.jobs).padStart(5)} ${f(r.wait_avg)} ${f(r.wait_p95)}   ${f(r.run_avg)} ${f(r.run_p95)}  ${(Number(r.run_sum) / 1000).toFixed(1).padStart(10)}  ${((Number(r.last_done) - startedAt) / 1000).toFixed(1).padStart(12)}${Number(r.not_completed) > 0 ? `  (${r.not_completed} not completed)` : ''}${Number(r.retries) > 0 ? `  (${r.retries} retries)` : ''}`,
    );
  }
}

export async function runLiveCapturePipelineBench(postgresUrl: string | null): Promise<void> {
  if (!postgresUrl && skipped.has('pglite')) return;
  const inline =
    INLINE_SUBMISSIONS > 0 && !skipped.has('inline')
      ? await inlineRun(postgresUrl, INLINE_SUBMISSIONS)
      : null;
  if (postgresUrl && SUBMISSIONS > 0 && !skipped.has('server'))
    await serverRun(postgresUrl, inline);
}
