// Live-capture pipeline benchmark (issue 14): 1,000 creators apply through the public submit
// endpoint (50 concurrent clients) to a campaign with autovalidate and autoinvite, against
// the YouTube stand-in and an SMTP sink in its own process. Every submission runs the whole
// pipeline: map (new influencer and channel), figures from the provider (quota counted), the
// channel-confirmation email, add to the workflow, reserve a key, the invite email. Prints
// the time until all rest (target < 60 s on PostgreSQL), and checks none lost (1,000
// invited, 1,000 keys reserved to 1,000 creators, 2,000 messages at the sink) and none
// doubled (no Message-ID twice, no code twice).
//
// Jobs run as bench-app runs them: inline, after the transaction that enqueued them, so the
// figure is the pipeline's own work. A second, smaller measurement runs the same pipeline on
// the real pg-boss queue with one worker, which shows the queue's pace per job.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  campaigns,
  leadMagnetSubmissions,
  leadMagnets,
  mailerAccounts,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { transaction } from '../apps/server/src/db/transaction.ts';
import { createBossQueue } from '../apps/server/src/jobs/boss-queue.ts';
import { jobRegistry } from '../apps/server/src/jobs/registry.ts';
import { closeEmailPools } from '../apps/server/src/modules/email-delivery/deliver.ts';
import { createStorage } from '../apps/server/src/modules/files/storage.ts';
import { channelIdentityOf } from '../apps/server/src/modules/live-capture/channel-key.ts';
import { startCapturePipeline } from '../apps/server/src/modules/live-capture/pipeline/index.ts';
import { secretBoxFor } from '../apps/server/src/modules/secret-box/secret-box.ts';
import type { ApplyClientsInput, ApplyClientsResult } from './support/apply-clients.ts';
import { type BenchApp, startBenchApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { startYoutubeStandIn } from './support/youtube-stand-in.ts';

const SUBMISSIONS = Number(process.env.PIPELINE_BENCH_COUNT ?? 1000);
const CLIENTS = 50;
/** Submissions of the pg-boss measurement (one worker: its pace, not a race). */
const BOSS_SUBMISSIONS = Number(process.env.PIPELINE_BENCH_BOSS_COUNT ?? 5);

type Row = Record<string, unknown>;

/** The SMTP sink in its own process: its port, and every Message-ID it received. */
async function startSink() {
  const sink = fork(fileURLToPath(new URL('./support/smtp-sink.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  const received: string[] = [];
  const port = await new Promise<number>((resolve) =>
    sink.on('message', (m: { port?: number; ids?: string[] }) => {
      if (m.port) resolve(m.port);
      if (m.ids) received.push(...m.ids);
    }),
  );
  return { port, received, close: () => sink.disconnect() };
}

function runClients(input: ApplyClientsInput): Promise<ApplyClientsResult> {
  const child = fork(fileURLToPath(new URL('./support/apply-clients.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  child.send(input);
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as ApplyClientsResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`apply clients exited with ${code}`)));
  });
}

async function one(app: Pick<BenchApp, 'database'>, text: string, values: unknown[] = []) {
  const { rows } = await app.database.sql.executeSql(text, values);
  return (rows[0] ?? {}) as Row;
}

async function api(app: BenchApp, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Row>;
}

/** Duplicated Message-IDs at the sink. */
const doubled = (ids: string[]) => ids.length - new Set(ids).size;

async function waitFor(check: () => boolean | Promise<boolean>, ms: number) {
  const start = performance.now();
  while (!(await check()) && performance.now() - start < ms) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function inlineRun(postgresUrl: string | null) {
  const youtube = await startYoutubeStandIn(50_000);
  const sink = await startSink();
  const app = await startBenchApp(postgresUrl, {
    env: {
      PUBLIC_URL: 'http://bench.test',
      TRUST_PROXY: 'true',
      APPLY_SUBMIT_RATE_LIMIT: '1000000',
      APPLY_SUBMISSIONS_PER_HOUR: '1000000',
      EMAIL_RATE_LIMIT: '100000',
      YOUTUBE_API_KEY: 'bench-key',
      YOUTUBE_API_BASE_URL: youtube.baseUrl,
    },
  });
  try {
    await seedAdmin(app);
    const token = await signIn(app);
    const admin = await one(app, `select id from users where email = 'admin@bench.example'`);
    await api(app, token, 'POST', '/mailer-auth', {
      email: 'team@bench.test',
      name: 'Bench Team',
      host: '127.0.0.1',
      port: sink.port,
      username: 'bench',
      password: 'bench-pass-1',
    });
    const product = await one(app, `insert into products (title) values ('Game') returning id`);
    const campaign = await one(
      app,
      `insert into campaigns (name, product_id, type, ads, created_by, is_live_capture,
         redeem_code_platforms)
       values ('Pipeline bench', $1, 'free', '{"enabled":false}'::jsonb, $2, true, '{steam}')
       returning id`,
      [product.id, admin.id],
    );
    const campaignId = Number(campaign.id);
    await api(app, token, 'POST', `/lead-magnet/campaign/${campaignId}`, {
      type: 'hosted_page',
      slug: 'pipeline-bench',
      settings: { autovalidate: true, autoinvite: true, minSubscribers: 1000 },
    });
    const codes = Array.from({ length: SUBMISSIONS }, (_, i) => `BENCH-${campaignId}-${i}`);
    await api(app, token, 'POST', '/redeem-code', { campaignId, platform: 'steam', codes });
    const creators = Array.from({ length: SUBMISSIONS }, (_, i) => ({
      email: `creator-${i}@creators.example`,
      channelUrl: `https://www.youtube.com/@benchcreator${i}`,
      ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    }));

    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { statuses, tokens } = await runClients({
      url: app.url,
      slug: 'pipeline-bench',
      creators,
      clients: CLIENTS,
    });
    // Inline jobs: a submission's pipeline ran in its request. Resting = no step pending.
    await waitFor(async () => {
      const left = await one(
        app,
        'select count(*)::int as n from lead_magnet_submissions where campaign_id = $1 and next_step is not null',
        [campaignId],
      );
      return Number(left.n) === 0;
    }, 120_000);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    await waitFor(() => sink.received.length >= 2 * SUBMISSIONS, 15_000);

    const outcomes = await app.database.sql.executeSql(
      `select coalesce(outcome, status) as outcome, count(*)::int as n
       from lead_magnet_submissions where campaign_id = $1 group by 1 order by 1`,
      [campaignId],
    );
    const keys = await one(
      app,
      `select count(*) filter (where status = 'reserved')::int as reserved,
         count(distinct influencer_id)::int as holders
       from redeem_codes where campaign_id = $1`,
      [campaignId],
    );
    const emails = await one(
      app,
      `select count(*) filter (where kind = 'channel_confirmation')::int as confirmations,
         count(*) filter (where kind = 'invite')::int as invites,
         count(*) filter (where state <> 'delivered')::int as undelivered
       from emails where campaign_id = $1`,
      [campaignId],
    );
    const invited = outcomes.rows.find((r) => r.outcome === 'invited');
    const ok =
      Number(invited?.n) === SUBMISSIONS &&
      Number(keys.reserved) === SUBMISSIONS &&
      Number(keys.holders) === SUBMISSIONS &&
      sink.received.length === 2 * SUBMISSIONS &&
      doubled(sink.received) === 0;
    console.log(
      `\nPipeline (autovalidate + autoinvite), ${SUBMISSIONS} submissions by ${CLIENTS} clients, inline jobs, ${app.label}`,
    );
    console.log(
      `  all at rest in ${seconds.toFixed(1)} s = ${(SUBMISSIONS / seconds).toFixed(0)} pipelines/s${postgresUrl ? `  (target < 60 s: ${seconds < 60 ? 'met' : 'MISSED'})` : ''}; server process CPU ${cpuSeconds.toFixed(1)} s (${((cpuSeconds / SUBMISSIONS) * 1000).toFixed(0)} ms per pipeline); load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    console.log(
      `  answers ${JSON.stringify(statuses)}, tokens ${tokens}; outcomes ${JSON.stringify(outcomes.rows)}`,
    );
    console.log(
      `  keys reserved ${keys.reserved} to ${keys.holders} creators; emails ${emails.confirmations} confirmations + ${emails.invites} invites (${emails.undelivered} undelivered); sink got ${sink.received.length}, doubled ${doubled(sink.received)}; YouTube calls ${youtube.calls()}`,
    );
    console.log(`  none lost, none doubled: ${ok ? 'yes' : 'NO'}`);
  } finally {
    await app.close();
    closeEmailPools();
    sink.close();
    await youtube.close();
  }
}

/** The same pipeline on pg-boss, one worker in this process: the time a few submissions take. */
async function bossRun(postgresUrl: string) {
  const youtube = await startYoutubeStandIn(50_000);
  const sink = await startSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
  const { database, drop } = await openBenchDatabase(dataDir, postgresUrl);
  try {
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://bench.test',
      EMAIL_RATE_LIMIT: '100000',
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      YOUTUBE_API_KEY: 'bench-key',
      YOUTUBE_API_BASE_URL: youtube.baseUrl,
    });
    const db = database.db;
    const [owner] = await db
      .insert(users)
      .values({ email: 'owner@bench.test', passwordHash: 'x', firstName: 'Owner', role: 2 })
      .returning();
    await db.insert(mailerAccounts).values({
      ownerId: owner?.id ?? 0,
      authType: 'smtp',
      email: 'team@bench.test',
      host: '127.0.0.1',
      port: sink.port,
      username: 'bench',
      passwordSealed: secretBoxFor(config).seal('bench-pass-1'),
    });
    const product = await database.sql.executeSql(
      `insert into products (title) values ('Game') returning id`,
    );
    const [campaign] = await db
      .insert(campaigns)
      .values({
        name: 'Boss bench',
        productId: Number(product.rows[0]?.id),
        type: 'free',
        isLiveCapture: true,
        createdBy: owner?.id ?? null,
        ads: {
          enabled: false,
          subscribersThreshold: null,
          title: null,
          description: null,
          ctaLabel: null,
          ctaUrl: null,
        },
      })
      .returning();
    const [leadMagnet] = await db
      .insert(leadMagnets)
      .values({
        campaignId: campaign?.id ?? 0,
        type: 'hosted_page',
        slug: 'boss-bench',
        autoinvite: true,
      })
      .returning();
    if (!leadMagnet) throw new Error('no lead magnet');
    const jobs = await createBossQueue({ executor: database.sql, registry: jobRegistry });
    await jobs.work({ db, storage: createStorage(config), log: pino({ level: 'silent' }), config });
    const started = performance.now();
    await transaction(db, async (tx) => {
      for (let i = 0; i < BOSS_SUBMISSIONS; i++) {
        const url = `https://www.youtube.com/@bosscreator${i}`;
        const identity = channelIdentityOf(url);
        const [row] = await tx
          .insert(leadMagnetSubmissions)
          .values({
            leadMagnetId: leadMagnet.id,
            campaignId: leadMagnet.campaignId,
            publicToken: `boss-token-${i}-${leadMagnet.id}`,
            email: `boss-${i}@creators.example`,
            channelUrl: url,
            channelType: identity?.type ?? null,
            channelKey: identity?.key ?? null,
            verificationCode: 'ABC234',
          })
          .returning({ id: leadMagnetSubmissions.id });
        await startCapturePipeline(tx, row?.id ?? 0, jobs);
      }
    });
    await waitFor(async () => {
      const { rows } = await database.sql.executeSql(
        `select count(*)::int as n from lead_magnet_submissions where lead_magnet_id = $1
           and (next_step is not null or outcome is null)`,
        [leadMagnet.id],
      );
      return Number(rows[0]?.n) === 0;
    }, 600_000);
    const seconds = (performance.now() - started) / 1000;
    await jobs.stop();
    const { rows } = await database.sql.executeSql(
      `select coalesce(outcome, status) as outcome, count(*)::int as n
       from lead_magnet_submissions where lead_magnet_id = $1 group by 1`,
      [leadMagnet.id],
    );
    console.log(
      `  on pg-boss (default polling, one worker): ${BOSS_SUBMISSIONS} submissions at rest in ${seconds.toFixed(1)} s = ${(seconds / BOSS_SUBMISSIONS).toFixed(2)} s each; outcomes ${JSON.stringify(rows)}`,
    );
  } finally {
    closeEmailPools();
    sink.close();
    await youtube.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runLiveCapturePipelineBench(postgresUrl: string | null): Promise<void> {
  if (SUBMISSIONS > 0) await inlineRun(postgresUrl);
  if (postgresUrl && BOSS_SUBMISSIONS > 0) await bossRun(postgresUrl);
}
