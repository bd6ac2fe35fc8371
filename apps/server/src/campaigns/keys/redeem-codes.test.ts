import {
  CampaignInfluencerStatus,
  type RedeemCodeAlertsResponse,
  type RedeemCodeAuditResponse,
  type RedeemCodeFulfilment,
  type RedeemCodeListResponse,
  type RedeemCodeRequestStatsResponse,
  type RedeemCodeStatsResponse,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCampaign,
  createTestCampaign,
  workflowAction,
} from '../../../test/campaign-factories.ts';
import { signedIn } from '../../../test/factories.ts';
import { createTestInfluencer } from '../../../test/influencer-factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import {
  creatorsInCampaign,
  exportCodes,
  importJson,
  redeemCodeStats,
  steamKeys,
} from './testing.ts';

const t = await createTestApp({ env: { INVITE_PAGE_RATE_LIMIT: '100000' } });
const manager = await signedIn(t);
const headers = manager.headers;

async function post<T = unknown>(url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  return { response, body: response.json<T>() };
}
const stats = (campaignId: number) => redeemCodeStats(t, headers, campaignId);
const publicFulfil = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/invite/${token}/redeem-codes` });

/** Statuses of every code of a campaign, per holder. */
async function holders(campaignId: number) {
  const result = (await t.database.db.execute(sql`
    select influencer_id, status, count(*)::int as n from redeem_codes
    where campaign_id = ${campaignId} group by influencer_id, status
    order by influencer_id nulls first, status`)) as unknown as {
    rows: { influencer_id: number | null; status: string; n: number }[];
  };
  return result.rows.map((r) => ({
    ...r,
    influencer_id: r.influencer_id === null ? null : Number(r.influencer_id),
  }));
}

describe('platforms', () => {
  it('lists the eight platforms with labels, cacheable', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/redeem-code/platforms',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.json().items).toHaveLength(8);
    expect(response.json().items[5]).toEqual({ id: 'switch', label: 'Nintendo Switch' });
  });
});

describe('the workflow hooks', () => {
  it('approve in a free campaign reserves a bundle per platform; reject returns only never-shown codes', async () => {
    const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['steam', 'switch'] });
    await importJson(t, headers, campaign.id, 'steam', steamKeys(10));
    await importJson(t, headers, campaign.id, 'switch', steamKeys(1));
    await post('redeem-code/bundle-size', {
      campaignId: campaign.id,
      platform: 'steam',
      bundleSize: 2,
    });
    const [a, b] = [await createTestInfluencer(t), await createTestInfluencer(t)];
    await addToCampaign(t, headers, campaign.id, [a.id, b.id]);
    await workflowAction(t, headers, campaign.id, 'approve', { ids: [a.id, b.id] });
    const row = (s: RedeemCodeStatsResponse) =>
      s.platforms.map((p) => [p.platform, p.bundleSize, p.available, p.reserved, p.issued]);
    expect(row(await stats(campaign.id))).toEqual([
      ['steam', 2, 6, 4, 0],
      ['switch', 1, 0, 1, 0],
    ]);
    // a opens the invite page: their reserved codes become issued (shown).
    const fulfilled = await post<RedeemCodeFulfilment>('redeem-code/fulfill', {
      campaignId: campaign.id,
      influencerId: a.id,
    });
    expect(fulfilled.response.statusCode).toBe(200);
    expect(fulfilled.body.platforms.map((p) => [p.platform, p.codes.length, p.message])).toEqual([
      ['steam', 2, null],
      ['switch', 1, null],
    ]);
    await workflowAction(t, headers, campaign.id, 'reject', { ids: [a.id, b.id] });
    // a's issued codes stay a's forever; b's reserved (never shown) codes return.
    expect(row(await stats(campaign.id))).toEqual([
      ['steam', 2, 8, 0, 2],
      ['switch', 1, 0, 0, 1],
    ]);
    expect(await holders(campaign.id)).toEqual([
      { influencer_id: null, status: 'available', n: 8 },
      { influencer_id: a.id, status: 'issued', n: 3 },
    ]);
  });

  it('deleting a creator returns their reserved codes; merging moves their keys to the target', async () => {
    const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['gog'] });
    await importJson(t, headers, campaign.id, 'gog', steamKeys(4));
    const [gone, source, target] = [
      await createTestInfluencer(t),
      await createTestInfluencer(t),
      await createTestInfluencer(t),
    ];
    await addToCampaign(t, headers, campaign.id, [gone.id, source.id]);
    await workflowAction(t, headers, campaign.id, 'approve', { ids: [gone.id, source.id] });
    await post('redeem-code/fulfill', { campaignId: campaign.id, influencerId: source.id });
    expect((await stats(campaign.id)).totals).toMatchObject({
      available: 2,
      reserved: 1,
      issued: 1,
    });

    const removal = await post('influencer/delete', { ids: [gone.id] });
    expect(removal.response.statusCode).toBe(200);
    expect((await stats(campaign.id)).totals).toMatchObject({
      available: 3,
      reserved: 0,
      issued: 1,
    });

    const merge = await post('influencer/migrate', { id: source.id, targetId: target.id });
    expect(merge.response.statusCode).toBe(200);
    expect(await holders(campaign.id)).toEqual([
      { influencer_id: null, status: 'available', n: 3 },
      { influencer_id: target.id, status: 'issued', n: 1 },
    ]);
    const again = await post<RedeemCodeFulfilment>('redeem-code/fulfill', {
      campaignId: campaign.id,
      influencerId: target.id,
    });
    expect(again.body.platforms[0]?.codes).toHaveLength(1);
  });

  it('remove returns reserved codes; a paid campaign reserves nothing on approve', async () => {
    const free = await createTestCampaign(t, { redeemCodePlatforms: ['epic'] });
    await importJson(t, headers, free.id, 'epic', steamKeys(3));
    const c = await createTestInfluencer(t);
    await addToCampaign(t, headers, free.id, [c.id]);
    await workflowAction(t, headers, free.id, 'approve', { ids: [c.id] });
    expect((await stats(free.id)).totals).toMatchObject({ available: 2, reserved: 1 });
    await workflowAction(t, headers, free.id, 'delete', { ids: [c.id] });
    expect((await stats(free.id)).totals).toMatchObject({ available: 3, reserved: 0, issued: 0 });

    const paid = await createTestCampaign(t, {
      type: 'paid',
      redeemCodePlatforms: ['epic'],
      dealRevenueAmount: 100,
      dealPostCount: 1,
    });
    await importJson(t, headers, paid.id, 'epic', steamKeys(2));
    await addToCampaign(t, headers, paid.id, [c.id]);
    await workflowAction(t, headers, paid.id, 'approve', { ids: [c.id] });
    expect((await stats(paid.id)).totals).toMatchObject({ available: 2, reserved: 0 });
  });
});

describe('fulfil', () => {
  it('is idempotent: the same creator gets the same codes, on the invite page too', async () => {
    const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    const keys = steamKeys(5);
    await importJson(t, headers, campaign.id, 'steam', keys);
    const [creator] = await creatorsInCampaign(t, campaign.id, 1, CampaignInfluencerStatus.Invited);
    if (!creator) throw new Error('no creator');
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/public/invite/${creator.token}/redeem-codes`,
    });
    expect(before.json<RedeemCodeFulfilment>()).toEqual({
      platforms: [{ platform: 'steam', label: 'Steam', codes: [], bundleSize: 1, message: null }],
      canRequest: true,
    });
    const first = (await publicFulfil(creator.token)).json<RedeemCodeFulfilment>();
    const second = (await publicFulfil(creator.token)).json<RedeemCodeFulfilment>();
    const team = await post<RedeemCodeFulfilment>('redeem-code/fulfill', {
      campaignId: campaign.id,
      influencerId: creator.influencerId,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/public/invite/${creator.token}/redeem-codes`,
    });
    expect(first.platforms[0]?.codes).toEqual([keys[0]]);
    expect(second).toEqual(first);
    expect(team.body).toEqual(first);
    expect(again.json()).toEqual(first);
    expect((await stats(campaign.id)).totals).toMatchObject({ issued: 1, available: 4 });
    // Only one audit entry: repeats issue nothing new.
    const audit = await post<RedeemCodeAuditResponse>('redeem-code/audit', {
      campaignId: campaign.id,
      filters: { action: 'fulfil' },
    });
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({ count: 1, via: 'creator', actor: null });
  });

  it('answers "No codes left for <platform>", alerts the team and counts the waiting creator', async () => {
    const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['xbox'] });
    await importJson(t, headers, campaign.id, 'xbox', steamKeys(1));
    const [lucky, late] = await creatorsInCampaign(
      t,
      campaign.id,
      2,
      CampaignInfluencerStatus.Shortlisted,
    );
    if (!lucky || !late) throw new Error('no creators');
    expect((await publicFulfil(lucky.token)).json().platforms[0].codes).toHaveLength(1);
    const refused = await publicFulfil(late.token);
    expect(refused.statusCode).toBe(200);
    expect(refused.json<RedeemCodeFulfilment>().platforms).toEqual([
      {
        platform: 'xbox',
        label: 'Xbox',
        codes: [],
        bundleSize: 1,
        message: 'No codes left for Xbox',
      },
    ]);
    const alerts = await t.app.inject({ method: 'GET', url: '/api/redeem-code/alerts', headers });
    const mine = alerts
      .json<RedeemCodeAlertsResponse>()
      .items.filter((a) => a.campaignId === campaign.id);
    expect(mine).toEqual([
      expect.objectContaining({
        platform: 'xbox',
        waiting: 1,
        available: 0,
        message: 'No codes left for Xbox',
      }),
    ]);
    const requestStats = await post<RedeemCodeRequestStatsResponse>('redeem-code/request-stats', {
      campaignId: campaign.id,
    });
    expect(requestStats.body).toMatchObject({ requested: 2, fulfilled: 1, waiting: 1 });
    // New codes: the waiting creator gets one on the next press, and the alert clears.
    await importJson(t, headers, campaign.id, 'xbox', steamKeys(1));
    expect((await publicFulfil(late.token)).json().platforms[0]).toMatchObject({ message: null });
    const after = await t.app.inject({ method: 'GET', url: '/api/redeem-code/alerts', headers });
    expect(
      after.json<RedeemCodeAlertsResponse>().items.some((a) => a.campaignId === campaign.id),
    ).toBe(false);
  });

  it('hands nothing new to pending or rejected creators; an unknown token is 404', async () => {
    const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['gog'] });
    await importJson(t, headers, campaign.id, 'gog', steamKeys(2));
    const [pending] = await creatorsInCampaign(t, campaign.id, 1, CampaignInfluencerStatus.Pending);
    const response = (await publicFulfil(pending?.token ?? '')).json<RedeemCodeFulfilment>();
    expect(response.canRequest).toBe(false);
    expect(response.platforms[0]?.codes).toEqual([]);
    expect((await stats(campaign.id)).totals.available).toBe(2);
    expect((await publicFulfil('A'.repeat(22))).statusCode).toBe(404);
  });
});

describe('list, exports and transfer', () => {
  it('lists codes masked, filters, and finds an exact code by its hash', async () => {
    const campaign = await createTestCampaign(t);
    const keys = steamKeys(3);
    await importJson(t, headers, campaign.id, 'steam', keys);
    const list = await post<RedeemCodeListResponse>('redeem-code/list', {
      campaignId: campaign.id,
    });
    expect(list.body.total).toBe(3);
    expect(list.body.items[0]?.code).toBe(`${'•'.repeat(16)}${keys[0]?.slice(-4)}`);
    expect(JSON.stringify(list.body)).not.toContain(keys[0]);
    const found = await post<RedeemCodeListResponse>('redeem-code/list', {
      campaignId: campaign.id,
      search: keys[2],
    });
    expect(found.body.items.map((i) => i.id)).toEqual([list.body.items[2]?.id]);
    const none = await post<RedeemCodeListResponse>('redeem-code/list', {
      campaignId: campaign.id,
      filters: { status: 'issued' },
    });
    expect(none.body.total).toBe(0);
  });

  it('exports unused codes (and removes them), exports used codes, with their file names', async () => {
    const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    const keys = steamKeys(4);
    await importJson(t, headers, campaign.id, 'steam', keys);
    const [creator] = await creatorsInCampaign(t, campaign.id, 1, CampaignInfluencerStatus.Invited);
    await publicFulfil(creator?.token ?? '');
    const unused = await exportCodes(t, headers, 'unused', {
      campaignId: campaign.id,
      remove: true,
    });
    expect(unused.statusCode).toBe(200);
    expect(unused.headers['content-disposition']).toBe(
      'attachment; filename="unused-redeem-codes.txt"',
    );
    expect(unused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(unused.headers['x-redeem-code-count']).toBe('3');
    expect(unused.body).toBe(`${keys.slice(1).join('\n')}\n`);
    expect((await stats(campaign.id)).totals).toEqual({
      available: 0,
      reserved: 0,
      issued: 1,
      total: 1,
    });
    const used = await exportCodes(t, headers, 'used', { campaignId: campaign.id });
    expect(used.headers['content-disposition']).toBe(
      'attachment; filename="used-redeem-codes.txt"',
    );
    const lines = used.body.trimEnd().split('\n');
    expect(lines[0]).toBe('code\tplatform\tcreator\tissuedAt');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.split('\t').slice(0, 3)).toEqual([
      keys[0],
      'Steam',
      expect.stringMatching(/^creator-/),
    ]);
    // Export without remove leaves the pool as it was.
    await importJson(t, headers, campaign.id, 'steam', steamKeys(2));
    await exportCodes(t, headers, 'unused', { campaignId: campaign.id });
    expect((await stats(campaign.id)).totals.available).toBe(2);
  });

  it('transfers only available codes and answers the counts', async () => {
    const from = await createTestCampaign(t, { redeemCodePlatforms: ['steam', 'itch'] });
    const to = await createTestCampaign(t);
    await importJson(t, headers, from.id, 'steam', steamKeys(5));
    await importJson(t, headers, from.id, 'itch', steamKeys(2));
    const creators = await creatorsInCampaign(t, from.id, 1, CampaignInfluencerStatus.Invited);
    await publicFulfil(creators[0]?.token ?? '');
    const moved = await post('redeem-code/transfer-unused', {
      fromCampaignId: from.id,
      toCampaignId: to.id,
    });
    expect(moved.response.statusCode).toBe(200);
    expect(moved.body).toEqual({
      transferred: 5,
      platforms: [
        { platform: 'steam', transferred: 4 },
        { platform: 'itch', transferred: 1 },
      ],
    });
    expect((await stats(from.id)).totals).toEqual({
      available: 0,
      reserved: 0,
      issued: 2,
      total: 2,
    });
    expect((await stats(to.id)).platforms.map((p) => [p.platform, p.available])).toEqual([
      ['steam', 4],
      ['itch', 1],
    ]);
    const same = await post('redeem-code/transfer-unused', {
      fromCampaignId: to.id,
      toCampaignId: to.id,
    });
    expect(same.response.statusCode).toBe(400);
    expect(same.body).toMatchObject({ fields: { toCampaignId: 'Choose another campaign' } });
  });

  it('keeps an audit of imports, exports, transfers and fulfils with who and when', async () => {
    const from = await createTestCampaign(t);
    const to = await createTestCampaign(t);
    await importJson(t, headers, from.id, 'steam', steamKeys(3));
    await post('redeem-code/transfer-unused', { fromCampaignId: from.id, toCampaignId: to.id });
    await exportCodes(t, headers, 'used', { campaignId: from.id });
    const audit = await post<RedeemCodeAuditResponse>('redeem-code/audit', { campaignId: from.id });
    expect(audit.body.items.map((e) => [e.action, e.count, e.actor?.id])).toEqual([
      ['export-used', 0, manager.id],
      ['transfer', 3, manager.id],
      ['import', 3, manager.id],
    ]);
    expect(audit.body.items[1]?.details).toMatchObject({ toCampaignId: to.id });
    expect(audit.body.items[2]?.details).toMatchObject({ blank: 0, lines: 3 });
  });
});
