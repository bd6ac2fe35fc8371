import {
  type DashboardResponse,
  CampaignInfluencerStatus as S,
  STATS_PERIODS,
  UserRole,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCampaign,
  createTestCampaign,
  postRowsOf,
  workflowAction,
} from '../../../test/campaign-factories.ts';
import { signedIn } from '../../../test/factories.ts';
import {
  createTestInfluencer,
  createTestInfluencerIds,
} from '../../../test/influencer-factories.ts';
import { requestOk } from '../../../test/request-ok.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DbOrTx } from '../../platform/db/open-database.ts';
import { rows } from '../../platform/db/rows.ts';
import {
  campaignInfluencers,
  campaignInfluencerTransitions,
  campaignPosts,
} from '../../platform/db/schema/index.ts';
import { applyWorkflowAction } from '../workflow/workflow.ts';

// The dashboard counts the whole workspace, so each app here has a database of its own.

const DAY = 86_400_000;
const todayUtc = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate(),
);
/** Noon (UTC) of the day `n` days before today: inside exactly the periods longer than n. */
const dayAt = (n: number) => new Date(todayUtc - n * DAY + 12 * 3_600_000);
const dateOf = (n: number) => new Date(todayUtc - n * DAY).toISOString().slice(0, 10);

const dashboard = (t: TestApp, headers: Record<string, string>, period: number) =>
  requestOk<DashboardResponse>(t, 'POST', '/api/dashboard', headers, { period });

let codeNumber = 0;
async function insertCode(
  t: TestApp,
  campaignId: number,
  platform: string,
  state: { status: 'available' | 'reserved' | 'issued'; influencerId?: number; at?: Date },
) {
  codeNumber += 1;
  const at = state.at ?? new Date();
  await t.database.db.execute(sql`
    insert into redeem_codes (campaign_id, platform, code_hash, code_sealed, status, influencer_id,
      reserved_at, issued_at)
    values (${campaignId}, ${platform}, decode(md5(${`code-${campaignId}-${codeNumber}-${Math.random()}`}), 'hex'),
      'sealed', ${state.status}, ${state.influencerId ?? null},
      ${state.status === 'available' ? null : at.toISOString()}::timestamptz,
      ${state.status === 'issued' ? at.toISOString() : null}::timestamptz)`);
}

async function inCampaign(t: TestApp, campaignId: number, influencerId: number, status: number) {
  await t.database.db.insert(campaignInfluencers).values({
    campaignId,
    influencerId,
    status,
    inviteToken: `tok-${campaignId}-${influencerId}-${Math.random().toString(36).slice(2)}`,
  });
}

/** What the workflow keeps on the row: invited_at is the latest invite transition's time. */
async function syncInvitedAt(t: TestApp) {
  await t.database.db.execute(sql`
    update campaign_influencers ci set invited_at = (
      select max(t.created_at) from campaign_influencer_transitions t
      where t.campaign_id = ci.campaign_id and t.influencer_id = ci.influencer_id and t.to_status = 2)`);
}

describe('POST /api/dashboard on a seeded workspace (known answers per period)', async () => {
  const t = await createTestApp({ fresh: true });
  const me = await signedIn(t, UserRole.Manager, { firstName: 'Mia', lastName: 'Lane' });
  const a = await createTestCampaign(t, { name: 'Alpha', redeemCodePlatforms: ['steam', 'epic'] });
  const b = await createTestCampaign(t, { name: 'Beta', type: 'paid' });
  const c = await createTestCampaign(t, {
    name: 'Closed one',
    status: 2,
    redeemCodePlatforms: ['gog'],
  });
  const inf: Record<string, Awaited<ReturnType<typeof createTestInfluencer>>> = {};
  for (const name of ['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7']) {
    inf[name] = await createTestInfluencer(t, { mediaName: `Creator ${name}` });
  }
  const id = (name: string) => inf[name]?.id as number;

  // Rows as they stand now.
  await inCampaign(t, a.id, id('i1'), S.Shortlisted);
  await inCampaign(t, a.id, id('i2'), S.Invited);
  await inCampaign(t, a.id, id('i3'), S.Published);
  await inCampaign(t, a.id, id('i4'), S.Invited);
  await inCampaign(t, b.id, id('i1'), S.Published);
  await inCampaign(t, b.id, id('i5'), S.Shortlisted);
  await inCampaign(t, b.id, id('i6'), S.Invited);
  await inCampaign(t, c.id, id('i7'), S.Invited);

  // The history, oldest first (so id order is time order): [campaign, creator, to, days ago].
  const moves: [number, string, number, number][] = [
    [b.id, 'i6', S.Invited, 400],
    [b.id, 'i5', S.Invited, 200],
    [b.id, 'i5', S.Shortlisted, 100],
    [b.id, 'i1', S.Invited, 40],
    [b.id, 'i1', S.Shortlisted, 35],
    [b.id, 'i1', S.Published, 30],
    [a.id, 'i4', S.Invited, 20],
    [a.id, 'i3', S.Invited, 10],
    [a.id, 'i3', S.Shortlisted, 9],
    [a.id, 'i3', S.Published, 8],
    [a.id, 'i2', S.Invited, 5],
    [a.id, 'i2', S.Rejected, 4],
    [a.id, 'i2', S.Invited, 3],
    [a.id, 'i1', S.Invited, 2],
    [a.id, 'i1', S.Shortlisted, 1],
    [c.id, 'i7', S.Invited, 1],
  ];
  const actionOf: Record<number, string> = {
    [S.Invited]: 'invite',
    [S.Shortlisted]: 'approve',
    [S.Published]: 'publish',
    [S.Rejected]: 'reject',
  };
  for (const [campaignId, name, toStatus, ago] of moves) {
    await t.database.db.insert(campaignInfluencerTransitions).values({
      campaignId,
      influencerId: id(name),
      action: actionOf[toStatus] ?? 'invite',
      fromStatus: null,
      toStatus,
      actorId: me.id,
      via: 'team',
      createdAt: dayAt(ago),
    });
  }
  await syncInvitedAt(t);

  // Keys: issued 0, 3, 10, 100 and 500 days ago; a reserved one never counts. Steam still has
  // codes; Alpha's Epic pool is dry while i1 (approved, no Epic code) and i2 (asked) wait.
  await insertCode(t, a.id, 'steam', { status: 'issued', influencerId: id('i1'), at: dayAt(0) });
  await insertCode(t, a.id, 'steam', { status: 'issued', influencerId: id('i2'), at: dayAt(3) });
  await insertCode(t, a.id, 'steam', { status: 'issued', influencerId: id('i3'), at: dayAt(10) });
  await insertCode(t, b.id, 'steam', { status: 'issued', influencerId: id('i5'), at: dayAt(100) });
  await insertCode(t, b.id, 'steam', { status: 'issued', influencerId: id('i6'), at: dayAt(500) });
  await insertCode(t, a.id, 'steam', { status: 'reserved', influencerId: id('i4'), at: dayAt(1) });
  await insertCode(t, a.id, 'steam', { status: 'available' });
  await insertCode(t, a.id, 'steam', { status: 'available' });
  await t.database.db.execute(sql`
    insert into redeem_code_requests (campaign_id, influencer_id, platform, first_requested_at, last_requested_at, fulfilled_at)
    values (${a.id}, ${id('i2')}, 'epic', ${dayAt(2).toISOString()}::timestamptz, ${dayAt(2).toISOString()}::timestamptz, null),
      (${a.id}, ${id('i3')}, 'epic', ${dayAt(9).toISOString()}::timestamptz, ${dayAt(9).toISOString()}::timestamptz, now())`);

  // Published posts 0, 2 (no numbers yet), 3, 10, 40, 200 and 400 days ago; a suggested one
  // and a skipped one never count.
  const post = postRowsOf({
    campaignId: a.id,
    influencerId: id('i3'),
    channelId: inf.i3?.channels[0]?.id as number,
  });
  await t.database.db
    .insert(campaignPosts)
    .values([
      post(dayAt(0), 1000, 100, 10),
      post(dayAt(2), null, null, null),
      post(dayAt(3), 500, 50, 5),
      post(dayAt(10), 2000, 20, 2),
      post(dayAt(40), 4000, 40, 4),
      post(dayAt(200), 8000, 80, 8),
      post(dayAt(400), 9999, 99, 9),
      post(dayAt(1), 77_777, 7, 7, 'suggested'),
      post(dayAt(1), 55_555, 5, 5, 'skipped'),
    ]);

  const expected = {
    7: { kpis: [3, 1, 0, 2], previous: [1, 1, 1, 1], posts: [3, 1500, 150, 15] },
    14: { kpis: [4, 2, 1, 3], previous: [1, 0, 0, 0], posts: [4, 3500, 170, 17] },
    30: { kpis: [5, 2, 1, 3], previous: [1, 1, 1, 0], posts: [4, 3500, 170, 17] },
    90: { kpis: [6, 3, 2, 3], previous: [0, 1, 0, 1], posts: [5, 7500, 210, 21] },
    365: { kpis: [7, 4, 2, 4], previous: [1, 0, 0, 1], posts: [6, 15_500, 290, 29] },
  } as const;

  it.each(STATS_PERIODS.map((period) => ({ period })))(
    'answers the known figures for $period days',
    async ({ period }) => {
      const d = await dashboard(t, me.headers, period);
      const want = expected[period];
      expect(d.period).toBe(period);
      expect(d.from).toBe(dateOf(period - 1));
      expect(d.to).toBe(dateOf(0));
      expect(d.workspace).toEqual({ campaigns: 3, influencers: 7, products: 3 });
      const { activeCampaigns, invited, approved, published, keysIssued, previous } = d.kpis;
      expect(activeCampaigns).toBe(2);
      expect([invited, approved, published, keysIssued]).toEqual(want.kpis);
      expect([
        previous.invited,
        previous.approved,
        previous.published,
        previous.keysIssued,
      ]).toEqual(want.previous);
      const totals = d.engagement.totals;
      expect([totals.posts, totals.views, totals.likes, totals.comments]).toEqual(want.posts);
      const sum = d.engagement.series.reduce((s, p) => s + p.views, 0);
      expect(sum).toBe(want.posts[1]);
    },
  );

  it('switching the period changes the figures and the series granularity', async () => {
    const week = await dashboard(t, me.headers, 7);
    const year = await dashboard(t, me.headers, 365);
    expect(week.engagement.bucket).toBe('day');
    expect(week.engagement.series.map((p) => p.from)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dateOf));
    expect(week.engagement.series.map((p) => [p.posts, p.views])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 500],
      [1, 0],
      [0, 0],
      [1, 1000],
    ]);
    const quarter = await dashboard(t, me.headers, 90);
    expect(quarter.engagement.series).toHaveLength(90);
    expect(quarter.engagement.series.find((p) => p.from === dateOf(40))?.views).toBe(4000);

    expect(year.engagement.bucket).toBe('month');
    const months = year.engagement.series;
    // 365 days cover 12 or 13 calendar months; the first starts on the period's first day.
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect(months.length).toBeLessThanOrEqual(13);
    expect(months[0]?.from).toBe(dateOf(364));
    expect(months.at(-1)?.to).toBe(dateOf(0));
    for (const [i, m] of months.entries()) {
      if (i > 0) expect(m.from.slice(8)).toBe('01');
      expect(m.from.slice(0, 7)).toBe(m.to.slice(0, 7));
    }
    const monthOf = (ago: number) =>
      months.find((m) => m.from.slice(0, 7) === dateOf(ago).slice(0, 7));
    expect(monthOf(200)?.views).toBe(8000);
    expect(months.reduce((s, m) => s + m.posts, 0)).toBe(6);
  });

  it('lists what needs attention in active campaigns only', async () => {
    const d = await dashboard(t, me.headers, 30);
    expect(d.attention.total).toBe(3);
    expect(d.attention.items.map((i) => [i.reason, i.campaign.name, i.platform, i.count])).toEqual([
      ['empty-key-pool', 'Alpha', 'epic', 2],
      ['unanswered-invites', 'Alpha', null, 1],
      ['unanswered-invites', 'Beta', null, 1],
    ]);
    expect(d.attention.items[0]?.platformLabel).toBe('Epic Games Store');
    expect(d.attention.items[0]?.since).toBe(dayAt(2).toISOString());
    expect(d.attention.items[1]?.since).toBe(dayAt(20).toISOString());
    expect(d.attention.items[2]?.since).toBe(dayAt(400).toISOString());
    expect(d.attention.items[2]?.campaign).toEqual({ id: b.id, name: 'Beta', type: 'paid' });
  });

  it('shows the last 10 transitions, newest first, with who, creator, campaign, from and to', async () => {
    const d = await dashboard(t, me.headers, 7);
    expect(d.activity).toHaveLength(10);
    expect(d.activity.map((x) => [x.campaign.name, x.influencer.mediaName, x.toStatus])).toEqual([
      ['Closed one', 'Creator i7', S.Invited],
      ['Alpha', 'Creator i1', S.Shortlisted],
      ['Alpha', 'Creator i1', S.Invited],
      ['Alpha', 'Creator i2', S.Invited],
      ['Alpha', 'Creator i2', S.Rejected],
      ['Alpha', 'Creator i2', S.Invited],
      ['Alpha', 'Creator i3', S.Published],
      ['Alpha', 'Creator i3', S.Shortlisted],
      ['Alpha', 'Creator i3', S.Invited],
      ['Alpha', 'Creator i4', S.Invited],
    ]);
    expect(d.activity[1]).toMatchObject({
      action: 'approve',
      actor: { id: me.id, name: 'Mia Lane' },
      via: 'team',
      createdAt: dayAt(1).toISOString(),
      influencer: { id: id('i1') },
      campaign: { id: a.id, type: 'free' },
    });
  });

  it('refuses a period outside 7, 14, 30, 90 and 365 days', async () => {
    for (const period of [0, 8, 31, 366, '30']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dashboard',
        headers: me.headers,
        payload: { period },
      });
      expect(response.statusCode).toBe(400);
    }
    const fallback = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard',
      headers: me.headers,
      payload: {},
    });
    expect(fallback.json<DashboardResponse>().period).toBe(30);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/dashboard', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/dashboard: an empty workspace, then the attention rules', async () => {
  const t = await createTestApp({ fresh: true });
  const admin = await signedIn(t, UserRole.Admin);

  it('answers zeros, empty buckets and no lists on a fresh install', async () => {
    const d = await dashboard(t, admin.headers, 14);
    expect(d.workspace).toEqual({ campaigns: 0, influencers: 0, products: 0 });
    expect(d.kpis).toEqual({
      activeCampaigns: 0,
      invited: 0,
      approved: 0,
      published: 0,
      keysIssued: 0,
      previous: { invited: 0, approved: 0, published: 0, keysIssued: 0 },
    });
    expect(d.engagement.series).toHaveLength(14);
    expect(d.engagement.series.every((p) => p.posts === 0 && p.views === 0)).toBe(true);
    expect(d.attention).toEqual({ items: [], total: 0 });
    expect(d.activity).toEqual([]);
  });

  it('flags dry pools while creators wait, and invites unanswered for more than 7 days', async () => {
    const campaign = await createTestCampaign(t, {
      name: 'Delta',
      redeemCodePlatforms: ['steam', 'gog'],
    });
    const [d1, d2, d3, d4, d5, d6, d7, d8] = await createTestInfluencerIds(t, 8);
    const now = Date.now();
    const invite = async (influencerId: number, at: Date) =>
      t.database.db.insert(campaignInfluencerTransitions).values({
        campaignId: campaign.id,
        influencerId,
        action: 'invite',
        fromStatus: S.Pending,
        toStatus: S.Invited,
        via: 'team',
        createdAt: at,
      });
    await inCampaign(t, campaign.id, d1, S.Shortlisted); // no code at all: needs GOG
    await inCampaign(t, campaign.id, d2, S.Shortlisted); // holds a GOG code: fine
    await inCampaign(t, campaign.id, d3, S.Invited); // asked for GOG, still waiting
    await inCampaign(t, campaign.id, d4, S.Rejected); // asked, but left the workflow
    await inCampaign(t, campaign.id, d5, S.Invited);
    await inCampaign(t, campaign.id, d6, S.Invited);
    await inCampaign(t, campaign.id, d7, S.Invited);
    await inCampaign(t, campaign.id, d8, S.Shortlisted);
    await insertCode(t, campaign.id, 'steam', { status: 'available' });
    await insertCode(t, campaign.id, 'steam', { status: 'reserved', influencerId: d1 });
    await insertCode(t, campaign.id, 'gog', { status: 'issued', influencerId: d2 });
    await insertCode(t, campaign.id, 'steam', { status: 'reserved', influencerId: d8 });
    await insertCode(t, campaign.id, 'gog', { status: 'reserved', influencerId: d8 });
    const requestedAt = new Date(now - 3 * 3_600_000);
    await t.database.db.execute(sql`
      insert into redeem_code_requests (campaign_id, influencer_id, platform, first_requested_at, last_requested_at)
      values (${campaign.id}, ${d3}, 'gog', ${requestedAt.toISOString()}::timestamptz, now()),
        (${campaign.id}, ${d4}, 'gog', now(), now())`);
    const lateInvite = new Date(now - 7 * DAY - 60_000);
    await invite(d5, lateInvite); // 7 days and a minute: unanswered
    await invite(d6, new Date(now - 7 * DAY + 60_000)); // a minute short of 7 days: not yet
    await invite(d7, new Date(now - 10 * DAY)); // invited long ago, but invited again yesterday
    await invite(d7, new Date(now - DAY));
    await invite(d8, new Date(now - 10 * DAY)); // approved since: answered
    await syncInvitedAt(t);

    const first = await dashboard(t, admin.headers, 7);
    expect(first.attention.items.map((i) => [i.reason, i.platform, i.count, i.since])).toEqual([
      ['empty-key-pool', 'gog', 2, requestedAt.toISOString()],
      ['unanswered-invites', null, 1, lateInvite.toISOString()],
    ]);
    expect(first.attention.items[0]?.campaign.name).toBe('Delta');

    // A new GOG code ends the pool alert; d6's invite crossing 7 days adds it to the count.
    await insertCode(t, campaign.id, 'gog', { status: 'available' });
    await t.database.db.execute(sql`
      update campaign_influencer_transitions set created_at = now() - interval '7 days 1 minute'
      where campaign_id = ${campaign.id} and influencer_id = ${d6}`);
    await syncInvitedAt(t);
    const second = await dashboard(t, admin.headers, 7);
    expect(second.attention.items.map((i) => [i.reason, i.count])).toEqual([
      ['unanswered-invites', 2],
    ]);

    // A closed campaign needs nothing.
    await t.database.db.execute(sql`update campaigns set status = 2 where id = ${campaign.id}`);
    const closed = await dashboard(t, admin.headers, 7);
    expect(closed.attention).toEqual({ items: [], total: 0 });
    expect(closed.kpis.activeCampaigns).toBe(0);
  });
});

describe('workflow_daily_counts: the roll-up the KPIs count moves from', async () => {
  const t = await createTestApp({ fresh: true });
  const me = await signedIn(t, UserRole.Manager);
  const campaign = await createTestCampaign(t, { name: 'Rolled' });
  const other = await createTestCampaign(t, { name: 'Deleted later' });
  const ids = await createTestInfluencerIds(t, 6);
  const [c1, c2, c3, c4, c5, c6] = ids;

  type Count = { day: string; to_status: number; previous_day: string; moves: number };
  /** The roll-up as read: its stripes summed (keys a change brought back to zero left out). */
  const stored = (db: DbOrTx = t.database.db) =>
    rows<Count>(
      db,
      sql`select day::text, to_status, previous_day::text, sum(moves)::int as moves
        from workflow_daily_counts group by 1, 2, 3 having sum(moves) <> 0 order by 1, 2, 3`,
    );
  /** The same figures recounted from the history (migration 0015's backfill). */
  const recounted = () =>
    rows<Count>(
      t.database.db,
      sql`select (created_at at time zone 'UTC')::date::text as day, to_status,
          coalesce((previous_at at time zone 'UTC')::date, '-infinity')::text as previous_day,
          count(*)::int as moves
        from (
          select to_status, created_at, lag(created_at) over (
              partition by campaign_id, influencer_id, to_status order by created_at, id) as previous_at
          from campaign_influencer_transitions where to_status is not null
        ) m
        group by 1, 2, 3 order by 1, 2, 3`,
    );
  const insertMove = (campaignId: number, influencerId: number, toStatus: number, at: Date) =>
    t.database.db.insert(campaignInfluencerTransitions).values({
      campaignId,
      influencerId,
      action: 'invite',
      toStatus,
      via: 'team',
      createdAt: at,
    });

  it('equals a recount of the history after every kind of change', async () => {
    await addToCampaign(t, me.headers, campaign.id, ids);
    await addToCampaign(t, me.headers, other.id, [c1, c2]);
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids: [c1, c2, c3, c4] });
    expect(await stored()).toEqual(await recounted());

    // Invited again the same day: the row still counts once.
    await workflowAction(t, me.headers, campaign.id, 'reject', { ids: [c1] });
    await workflowAction(t, me.headers, campaign.id, 'invite', {
      ids: [c1],
      includeRejected: true,
    });
    await workflowAction(t, me.headers, campaign.id, 'approve', { ids: [c2, c5] });
    expect(await stored()).toEqual(await recounted());
    const week = await dashboard(t, me.headers, 7);
    expect([week.kpis.invited, week.kpis.approved]).toEqual([4, 2]);

    // Moves written out of time order (an earlier one after a later one), and one in the past.
    await insertMove(campaign.id, c3, S.Invited, dayAt(2));
    await insertMove(campaign.id, c6, S.Invited, dayAt(20));
    await insertMove(campaign.id, c6, S.Invited, dayAt(40));
    expect(await stored()).toEqual(await recounted());
    const month = await dashboard(t, me.headers, 30);
    expect([month.kpis.invited, month.kpis.previous.invited]).toEqual([5, 1]);

    // A merge moves c4's history to c3; a moved creator's history goes with the edit.
    const merge = await t.app.inject({
      method: 'POST',
      url: '/api/influencer/migrate',
      headers: me.headers,
      payload: { id: c4, targetId: c3 },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    await t.database.db.execute(sql`
      update campaign_influencer_transitions set created_at = created_at - interval '9 days'
      where influencer_id = ${c6}`);
    expect(await stored()).toEqual(await recounted());

    // Deleting a creator or a campaign deletes their history (cascades), and the counts follow.
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/influencer/delete',
      headers: me.headers,
      payload: { ids: [c5] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.database.db.execute(sql`delete from campaigns where id = ${other.id}`);
    expect(await stored()).toEqual(await recounted());
    expect((await dashboard(t, me.headers, 30)).kpis.invited).toBe(4);
  });

  // PostgreSQL only: PGlite has one connection, so two transactions are never open at once.
  if (t.database.kind === 'postgres') {
    it('two transactions moving creators into one status on one day do not wait for each other', async () => {
      const [a, b] = await createTestInfluencerIds(t, 2);
      const move = (tx: DbOrTx, influencerId: number) =>
        tx.execute(sql`insert into campaign_influencer_transitions
          (campaign_id, influencer_id, action, from_status, to_status, via)
          values (${campaign.id}, ${influencerId}, 'invite', 1, 2, 'system')`);
      const stripeOf = async (tx: DbOrTx) =>
        (await rows<{ stripe: number }>(tx, sql`select pg_backend_pid() % 16 as stripe`))[0]
          ?.stripe;
      const opened: Promise<unknown>[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Each open transaction holds its own connection; the first two on different stripes
      // (pid mod 16) are the pair: the second moves while the first holds its move.
      const stripes = new Map<number, DbOrTx>();
      let pair: [DbOrTx, DbOrTx] | null = null;
      let ready = () => {};
      const found = new Promise<void>((resolve) => {
        ready = resolve;
      });
      // As many as the test pool's connections (a fifth would wait for one of them).
      for (let i = 0; i < 4 && !pair; i++) {
        opened.push(
          t.database.db.transaction(async (tx) => {
            const stripe = (await stripeOf(tx)) ?? -1;
            if (!pair && !stripes.has(stripe)) {
              const other = [...stripes.values()][0];
              stripes.set(stripe, tx);
              if (other) {
                pair = [other, tx];
                ready();
              }
            }
            await held;
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      try {
        await Promise.race([
          found,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('four connections on one stripe')), 5000),
          ),
        ]);
        const [first, second] = pair as unknown as [DbOrTx, DbOrTx];
        await move(first, a);
        await second.execute(sql`set local lock_timeout = '2s'`);
        // With one row per key this waits for the first transaction's commit and times out.
        await expect(move(second, b)).resolves.toBeDefined();
      } finally {
        release();
        await Promise.all(opened);
      }
      expect(await stored()).toEqual(await recounted());
    });
  }

  it('a transaction that rolls back leaves the counts as they were', async () => {
    const before = await stored();
    expect(before.length).toBeGreaterThan(0);
    const workflow = {
      id: campaign.id,
      type: 'free' as const,
      dealRevenueAmount: null,
      dealPostCount: null,
      sendApprovedEmails: false,
      sendRejectedEmails: false,
    };
    const failed = t.database.db.transaction(async (tx) => {
      const moved = await applyWorkflowAction(t.ctx, tx, workflow, 'reject', [c1, c2, c3], {
        via: 'team',
        actorId: me.id,
      });
      expect(moved.every((r) => r.ok)).toBe(true);
      // Inside the transaction the counts already hold the moves...
      expect(await stored(tx)).not.toEqual(before);
      throw new Error('something later failed');
    });
    await expect(failed).rejects.toThrow('something later failed');
    // ...and they went with it.
    expect(await stored()).toEqual(before);
    expect(await stored()).toEqual(await recounted());
  });
});
