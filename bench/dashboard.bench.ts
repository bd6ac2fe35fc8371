// Dashboard benchmark (issue 7), on a fresh database with 100k creators in 200 campaigns:
// ~120k campaign rows, ~330k workflow transitions spread over 400 days, 24k published posts,
// 60k issued and 20k available keys. POST /api/dashboard over HTTP, p50/p95 per period, against
// the same four SQL statements run raw through the same driver (no HTTP, auth, validation or
// answer encoding; the same read-only transaction with JIT off), as ratios. The seed's history
// goes in as one INSERT, so the roll-up triggers (migration 0015) count it as the app would;
// each period's moves are checked against a recount from the history before timing.

import { sql } from 'drizzle-orm';
import { dashboardStatements } from '../apps/server/src/campaigns/dashboard/service.ts';
import {
  type DashboardResponse,
  STATS_PERIODS,
  type StatsPeriod,
} from '../packages/contract/src/index.ts';
import { type BenchApp, startBenchApp } from './support/bench-app.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { comparisonLine, timeRuns } from './support/stats.ts';

const CREATORS = 100_000;
const CAMPAIGNS = 200;

/**
 * With `creators: 'existing'` the campaigns take the database's first 100k creators and their
 * YouTube channels (the influencers bench's seed) instead of inserting their own.
 */
export async function seedDashboard(
  app: Pick<BenchApp, 'database'>,
  { creators = 'new' }: { creators?: 'new' | 'existing' } = {},
) {
  const run = (text: string) => app.database.sql.executeSql(text);
  await run(`insert into products (title) select 'Game ' || g from generate_series(1, 20) g`);
  await run(`
    insert into campaigns (name, product_id, type, status, redeem_code_platforms, ads, created_at)
    select 'Campaign ' || g, 1 + g % 20, case when g % 3 = 0 then 'paid' else 'free' end,
      case when g % 10 = 0 then 2 else 1 end,
      case when g % 4 = 0 then array['steam', 'epic'] else array['steam'] end,
      '{"enabled":false,"subscribersThreshold":null,"title":null,"description":null,"ctaLabel":null,"ctaUrl":null}'::jsonb,
      now() - g * interval '2 days'
    from generate_series(1, ${CAMPAIGNS}) g`);
  if (creators === 'new') {
    await run(`
      insert into influencers (media_name, email, status, source)
      select 'Creator ' || g, 'creator' || g || '@mail.example', 1, 1
      from generate_series(1, ${CREATORS}) g`);
  }
  // Each creator in one campaign, every fifth in a second one. Status by a hash of the id.
  await run(`
    insert into campaign_influencers (campaign_id, influencer_id, status, invite_token, invited_at)
    select c, i, s, 'tok-' || c || '-' || i,
      case when s <> 1 then now() - ((i * 7919) % 400) * interval '1 day' end
    from (
      select 1 + i % ${CAMPAIGNS} as c, i, (array[1,2,2,3,3,4,4,5,6,2])[1 + (i * 31) % 10] as s
      from generate_series(1, ${CREATORS}) i
      union all
      select 1 + (i * 7) % ${CAMPAIGNS}, i, (array[1,2,3,4,2])[1 + i % 5]
      from generate_series(5, ${CREATORS}, 5) i
      where 1 + (i * 7) % ${CAMPAIGNS} <> 1 + i % ${CAMPAIGNS}
    ) x`);
  // The history the statuses imply: add, then invite / approve / publish / reject / pay steps.
  await run(`
    insert into campaign_influencer_transitions (campaign_id, influencer_id, action, from_status, to_status, via, created_at)
    select ci.campaign_id, ci.influencer_id, step.action, step.from_status, step.to_status, 'team',
      now() - ((ci.influencer_id * 7919) % 400) * interval '1 day' + step.n * interval '1 day'
    from campaign_influencers ci
    cross join lateral (values
      (0, 'add', null::smallint, 1::smallint, 1),
      (1, 'invite', 1::smallint, 2::smallint, 2),
      (2, 'approve', 2::smallint, 3::smallint, 3),
      (3, 'publish', 3::smallint, 4::smallint, 4),
      (3, 'reject', 2::smallint, 5::smallint, 5),
      (4, 'pay', 4::smallint, 6::smallint, 6)
    ) as step(n, action, from_status, to_status, needs)
    where (step.needs = 1)
      or (step.needs = 2 and ci.status in (2, 3, 4, 5, 6))
      or (step.needs = 3 and ci.status in (3, 4, 6))
      or (step.needs = 4 and ci.status in (4, 6))
      or (step.needs = 5 and ci.status = 5)
      or (step.needs = 6 and ci.status = 6)
    order by 7`);
  if (creators === 'new') {
    await run(`
      insert into channels (influencer_id, type, url, lookup_key, handle, stats_status)
      select distinct ci.influencer_id, 1, 'https://www.youtube.com/@c' || ci.influencer_id,
        'handle:c' || ci.influencer_id, 'c' || ci.influencer_id, 'ok'
      from campaign_influencers ci where ci.status in (4, 6)`);
  }
  await run(`
    insert into campaign_posts (campaign_id, influencer_id, channel_id, type, external_id, url, views, likes, comments, published_at, status, source)
    select ci.campaign_id, ci.influencer_id, ch.id, 1, 'v' || ci.id, 'https://youtu.be/v' || ci.id,
      (ci.id * 7919) % 500000, (ci.id * 131) % 20000, (ci.id * 17) % 2000,
      now() - ((ci.influencer_id * 7919) % 400) * interval '1 day' + interval '3 days', 'published', 'team'
    from campaign_influencers ci join channels ch on ch.influencer_id = ci.influencer_id and ch.type = 1
    where ci.status in (4, 6)`);
  await run(`
    insert into redeem_codes (campaign_id, platform, code_hash, code_sealed, status, influencer_id, reserved_at, issued_at)
    select ci.campaign_id, 'steam', decode(md5('i' || ci.id), 'hex'), 'x', 'issued', ci.influencer_id,
      now() - ((ci.influencer_id * 7919) % 400) * interval '1 day' + interval '2 days',
      now() - ((ci.influencer_id * 7919) % 400) * interval '1 day' + interval '2 days'
    from campaign_influencers ci where ci.status in (3, 4, 6) limit 60000`);
  await run(`
    insert into redeem_codes (campaign_id, platform, code_hash, code_sealed, status)
    select 1 + g % ${CAMPAIGNS}, 'steam', decode(md5('a' || g), 'hex'), 'x', 'available'
    from generate_series(1, 20000) g where g % ${CAMPAIGNS} % 7 <> 0`);
  await run(`
    insert into redeem_code_requests (campaign_id, influencer_id, platform, fulfilled_at)
    select ci.campaign_id, ci.influencer_id, 'epic', case when ci.id % 3 = 0 then now() end
    from campaign_influencers ci join campaigns c on c.id = ci.campaign_id
    where 'epic' = any(c.redeem_code_platforms) and ci.status in (2, 3) and ci.id % 4 = 0`);
  for (const table of [
    'campaigns',
    'influencers',
    'campaign_influencers',
    'campaign_influencer_transitions',
    'campaign_posts',
    'redeem_codes',
    'redeem_code_requests',
    'workflow_daily_counts',
  ]) {
    await run(`vacuum analyze ${table}`);
  }
  const counts = await run(`select
    (select count(*) from campaign_influencers) as rows,
    (select count(*) from campaign_influencer_transitions) as transitions,
    (select count(*) from campaign_posts) as posts,
    (select count(*) from redeem_codes) as codes`);
  return counts.rows[0] as Record<string, unknown>;
}

/**
 * The KPI moves recounted from the history itself (a DISTINCT over the window's transitions,
 * what the dashboard ran before its roll-up): the answer must be the same.
 */
async function recountedMoves(app: BenchApp, period: StatsPeriod) {
  const { rows } = await app.database.sql.executeSql(`
    with b as (
      select ((now() at time zone 'UTC')::date - ${period - 1})::timestamp at time zone 'UTC' as start_at,
        ((now() at time zone 'UTC')::date - ${2 * period - 1})::timestamp at time zone 'UTC' as previous_at
    ),
    moves as (
      select distinct t.to_status, t.created_at >= b.start_at as current, t.campaign_id, t.influencer_id
      from b join campaign_influencer_transitions t
        on t.to_status in (2, 3, 4) and t.created_at >= b.previous_at
    )
    select to_status, current, count(*)::int as n from moves group by 1, 2`);
  const n = (status: number, current: boolean) =>
    Number(rows.find((r) => Number(r.to_status) === status && r.current === current)?.n ?? 0);
  return [2, 3, 4].flatMap((status) => [n(status, true), n(status, false)]);
}

async function checkAnswer(app: BenchApp, token: string, period: StatsPeriod) {
  const res = await fetch(`${app.url}/api/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ period }),
  });
  const { kpis: k } = (await res.json()) as DashboardResponse;
  const answered = [
    [k.invited, k.previous.invited],
    [k.approved, k.previous.approved],
    [k.published, k.previous.published],
  ].flat();
  const recounted = await recountedMoves(app, period);
  if (answered.join() !== recounted.join()) {
    throw new Error(`${period} days: moves ${answered} but the history has ${recounted}`);
  }
}

export async function runDashboardBench(postgresUrl: string | null) {
  const app = await startBenchApp(postgresUrl);
  try {
    const started = performance.now();
    await seedAdmin(app);
    const counts = await seedDashboard(app);
    const token = await signIn(app);
    console.log(
      `\nPOST /api/dashboard, ${app.label}: ${CREATORS / 1000}k creators, ${CAMPAIGNS} campaigns, ${counts.rows} campaign rows, ${counts.transitions} transitions, ${counts.posts} posts, ${counts.codes} codes (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; 50 runs each)`,
    );
    console.log(
      `  ${'period'.padEnd(10)} ${'API p50 / p95'.padEnd(24)} ${'raw SQL p50 / p95'.padEnd(24)} ratio p50 / p95`,
    );
    for (const period of STATS_PERIODS as readonly StatsPeriod[]) {
      await checkAnswer(app, token, period);
      const api = await timeRuns(
        async () => {
          const res = await fetch(`${app.url}/api/dashboard`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ period }),
          });
          if (res.status !== 200) throw new Error(`dashboard ${res.status}: ${await res.text()}`);
          await res.json();
        },
        50,
        5,
      );
      const statements = dashboardStatements(period);
      const raw = await timeRuns(
        async () =>
          app.database.db.transaction(async (tx) => {
            await tx.execute(sql`set local jit = off`);
            for (const statement of statements) await tx.execute(statement);
          }),
        50,
        5,
      );
      console.log(
        comparisonLine(`${period} days`, api, raw, { nameWidth: 10, figureWidth: 24 }).line,
      );
    }
  } finally {
    await app.close();
  }
}
