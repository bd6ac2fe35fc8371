import {
  messages,
  type PublicInvite,
  CampaignInfluencerStatus as S,
  type WorkflowHistoryResponse,
  type WorkflowListResponse,
  type WorkflowStats,
  workflowAllowedFrom,
  workflowMessages,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  addToCampaign,
  campaignInfluencerRow,
  createTestCampaign,
  setCampaignInfluencerRow,
  workflowAction,
} from '../../../test/campaign-factories.ts';
import { asAdmin, signedIn } from '../../../test/factories.ts';
import {
  createTestInfluencer,
  createTestInfluencerIds,
  createTestList,
} from '../../../test/influencer-factories.ts';
import { createTestApp, silentLog, type TestApp } from '../../../test/test-app.ts';
import {
  campaignInfluencers,
  campaignInfluencerTransitions,
  campaigns,
  influencers,
  type UserRow,
  users,
} from '../../platform/db/schema/index.ts';
import type { JobDefinition } from '../../platform/jobs/define-job.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { sendCampaignInviteJob } from './jobs.ts';
import { runWorkflowAction } from './service.ts';

const t: TestApp = await createTestApp();

type Status = (typeof S)[keyof typeof S];
const ALL: Status[] = [S.Pending, S.Invited, S.Shortlisted, S.Published, S.Rejected, S.Paid];

/** A campaign with one influencer in each given status (set straight in the database). */
async function campaignWith(statuses: Status[], type: 'free' | 'paid' = 'paid') {
  const me = await signedIn(t);
  const campaign = await createTestCampaign(t, {
    type,
    createdBy: me.id,
    dealRevenueAmount: 100,
    dealPostCount: 2,
  });
  const ids = await createTestInfluencerIds(t, statuses.length);
  await addToCampaign(t, me.headers, campaign.id, ids);
  for (const [i, status] of statuses.entries()) {
    await setCampaignInfluencerRow(t, campaign.id, ids[i] as number, {
      status,
      revenueAmount: status === S.Shortlisted || status === S.Published ? 50 : null,
    });
  }
  return { me, campaign, ids };
}

const statusOf = (campaignId: number, influencerId: number) =>
  campaignInfluencerRow(t, campaignId, influencerId);

const actions = [
  ['invite', 'invite', S.Invited],
  ['approve', 'approve', S.Shortlisted],
  ['reject', 'reject', S.Rejected],
  ['pay', 'pay', S.Paid],
  ['delete', 'remove', null],
] as const;

describe('the transition table, every action from every status', () => {
  for (const [path, action, to] of actions) {
    it(`${action}: allowed from ${workflowAllowedFrom[action].join(', ')}, refused from the rest`, async () => {
      const { me, campaign, ids } = await campaignWith(ALL);
      // Invite reaches Rejected creators only when asked to (a bulk invite leaves them out).
      const body =
        action === 'pay'
          ? { ids, revenueAmount: 75 }
          : action === 'invite'
            ? { ids, includeRejected: true }
            : { ids };
      const results = await workflowAction(t, me.headers, campaign.id, path, body);
      for (const [i, from] of ALL.entries()) {
        const id = ids[i] as number;
        const allowed = (workflowAllowedFrom[action] as readonly number[]).includes(from);
        const result = results.find((r) => r.id === id);
        expect(result?.ok, `${action} from ${from}`).toBe(allowed);
        const row = await statusOf(campaign.id, id);
        if (allowed) {
          if (to === null) expect(row).toBeNull();
          else expect(row?.status).toBe(to);
        } else {
          expect(row?.status).toBe(from);
          if (action === 'pay')
            expect(result?.message).toBe(messages.campaignInfluencerStatusForPay);
          else if (action === 'remove')
            expect(result?.message).toBe(workflowMessages.paidCannotBeRemoved);
          else expect(result?.message).toMatch(/^Cannot /);
        }
      }
    });
  }

  it('answers "Influencer is not in current campaign" per id, and the others still move', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending]);
    const stranger = await createTestInfluencer(t);
    const results = await workflowAction(t, me.headers, campaign.id, 'invite', {
      ids: [stranger.id, ids[0], 999_999_999],
    });
    expect(results).toEqual([
      { id: stranger.id, ok: false, message: messages.influencerNotInCampaign },
      { id: ids[0], ok: true, email: 'no_address' },
      { id: 999_999_999, ok: false, message: messages.influencerNotInCampaign },
    ]);
    expect((await statusOf(campaign.id, ids[0] as number))?.status).toBe(S.Invited);
  });
});

describe('effects of the actions', () => {
  it('invite keeps a 128-bit token; creators without an address are invited without an email', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending, S.Rejected]);
    const results = await workflowAction(t, me.headers, campaign.id, 'invite', {
      ids,
      includeRejected: true,
    });
    expect(results).toEqual(ids.map((id) => ({ id, ok: true, email: 'no_address' })));
    for (const id of ids) {
      const row = await statusOf(campaign.id, id);
      // No address: 'none' at once (never 'queued', and no email job to fail later).
      expect(row?.inviteEmail).toBe('none');
      expect(row?.invitedAt).toBeInstanceOf(Date);
      expect(Buffer.from(row?.inviteToken ?? '', 'base64url')).toHaveLength(16);
    }
    const tokens = new Set(
      (await Promise.all(ids.map((id) => statusOf(campaign.id, id)))).map((r) => r?.inviteToken),
    );
    expect(tokens.size).toBe(2);
  });

  it('approve in a paid campaign stores the deal, or the campaign default', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending, S.Invited]);
    await workflowAction(t, me.headers, campaign.id, 'approve', {
      ids: [ids[0]],
      revenueAmount: 250.5,
      postCount: 3,
    });
    await workflowAction(t, me.headers, campaign.id, 'approve', { ids: [ids[1]] });
    expect(await statusOf(campaign.id, ids[0] as number)).toMatchObject({
      status: S.Shortlisted,
      revenueAmount: 250.5,
      postCount: 3,
    });
    expect(await statusOf(campaign.id, ids[1] as number)).toMatchObject({
      status: S.Shortlisted,
      revenueAmount: 100,
      postCount: 2,
    });
  });

  it('approve in a paid campaign without a deal anywhere answers 400 on the missing fields and approves no one', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t, {
      type: 'paid',
      createdBy: me.id,
      dealRevenueAmount: null,
      dealPostCount: 3,
    });
    const creator = await createTestInfluencer(t);
    await addToCampaign(t, me.headers, campaign.id, [creator.id]);
    const approve = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign.id}/influencers/approve`,
        headers: me.headers,
        payload: { ids: [creator.id], ...payload },
      });

    const refused = await approve({});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: workflowMessages.dealRequired,
      fields: { revenueAmount: workflowMessages.dealRevenueRequired },
    });
    expect(refused.json().fields).not.toHaveProperty('postCount');
    expect(await statusOf(campaign.id, creator.id)).toMatchObject({ status: S.Pending });

    // The amount typed, the post count from the campaign's deal.
    const approved = await approve({ revenueAmount: 400 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(campaign.id, creator.id)).toMatchObject({
      status: S.Shortlisted,
      revenueAmount: 400,
      postCount: 3,
    });
  });

  it('approve in a free campaign needs no deal and records none', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending], 'free');
    await t.database.db
      .update(campaigns)
      .set({ dealRevenueAmount: null, dealPostCount: null })
      .where(eq(campaigns.id, campaign.id));
    const results = await workflowAction(t, me.headers, campaign.id, 'approve', { ids });
    expect(results).toEqual([{ id: ids[0], ok: true, email: 'no_address' }]);
    expect(await statusOf(campaign.id, ids[0] as number)).toMatchObject({
      status: S.Shortlisted,
      revenueAmount: null,
      postCount: null,
    });
  });

  it('pay without an amount pays the agreed deal, else the paid campaign deal; with neither it says so', async () => {
    const { me, campaign, ids } = await campaignWith([S.Shortlisted, S.Published]);
    // Published straight from Invited: never approved, so no deal of their own.
    await t.database.db
      .update(campaignInfluencers)
      .set({ revenueAmount: null })
      .where(eq(campaignInfluencers.influencerId, ids[1] as number));
    const results = await workflowAction(t, me.headers, campaign.id, 'pay', { ids });
    expect(results).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: true },
    ]);
    const paid = await statusOf(campaign.id, ids[0] as number);
    expect(paid).toMatchObject({ status: S.Paid, revenueAmount: 50 });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(await statusOf(campaign.id, ids[1] as number)).toMatchObject({
      status: S.Paid,
      revenueAmount: 100,
    });

    const free = await campaignWith([S.Published], 'free');
    await t.database.db
      .update(campaignInfluencers)
      .set({ revenueAmount: null })
      .where(eq(campaignInfluencers.campaignId, free.campaign.id));
    expect(
      await workflowAction(t, free.me.headers, free.campaign.id, 'pay', { ids: free.ids }),
    ).toEqual([{ id: free.ids[0], ok: false, message: workflowMessages.noDealToPay }]);
    expect(
      await workflowAction(t, free.me.headers, free.campaign.id, 'pay', {
        ids: free.ids,
        revenueAmount: 20,
      }),
    ).toEqual([{ id: free.ids[0], ok: true }]);
  });

  it('records every transition: who, when, from, to (also after a removal)', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending]);
    const id = ids[0] as number;
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids });
    await workflowAction(t, me.headers, campaign.id, 'approve', { ids, revenueAmount: 10 });
    // No agreed post is published yet: paying takes a reason (issue 31).
    await workflowAction(t, me.headers, campaign.id, 'pay', {
      ids,
      revenueAmount: 12,
      reason: 'Paid up front',
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/campaign/${campaign.id}/influencers/${id}/history`,
      headers: me.headers,
    });
    const items = history.json<WorkflowHistoryResponse>().items;
    expect(items.map((i) => [i.action, i.fromStatus, i.toStatus, i.revenueAmount])).toEqual([
      ['pay', S.Shortlisted, S.Paid, 12],
      ['approve', S.Invited, S.Shortlisted, 10],
      ['invite', S.Pending, S.Invited, null],
      ['add', null, S.Pending, null],
    ]);
    expect(items.every((i) => i.actor?.id === me.id && i.via === 'team')).toBe(true);

    const {
      campaign: other,
      ids: [gone],
      me: them,
    } = await campaignWith([S.Rejected]);
    await workflowAction(t, them.headers, other.id, 'delete', { ids: [gone] });
    const rows = await t.database.db
      .select()
      .from(campaignInfluencerTransitions)
      .where(
        and(
          eq(campaignInfluencerTransitions.campaignId, other.id),
          eq(campaignInfluencerTransitions.action, 'remove'),
        ),
      );
    expect(rows).toMatchObject([{ fromStatus: S.Rejected, toStatus: null, actorId: them.id }]);
  });

  it('keeps influencers.campaigns_count on add and remove', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending]);
    const id = ids[0] as number;
    const count = async () =>
      (await t.database.db.select().from(influencers).where(eq(influencers.id, id)))[0]
        ?.campaignsCount;
    expect(await count()).toBe(1);
    const second = await createTestCampaign(t);
    await addToCampaign(t, me.headers, second.id, [id]);
    expect(await count()).toBe(2);
    await workflowAction(t, me.headers, campaign.id, 'delete', { ids });
    expect(await count()).toBe(1);
    const tab = await t.app.inject({
      method: 'GET',
      url: `/api/influencer/${id}/campaigns`,
      headers: me.headers,
    });
    expect(tab.json().items).toMatchObject([{ campaignId: second.id, status: S.Pending }]);
  });
});

describe('adding and transferring', () => {
  it('adds ids and a list, per id: already there, unknown', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    const [a, b, c] = [
      await createTestInfluencer(t),
      await createTestInfluencer(t),
      await createTestInfluencer(t),
    ];
    const list = await createTestList(t, undefined, [b.id, c.id]);
    const first = await addToCampaign(t, me.headers, campaign.id, [a.id]);
    expect(first.results).toEqual([{ id: a.id, ok: true }]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/campaign/${campaign.id}/influencers`,
      headers: me.headers,
      payload: { ids: [a.id, 999_999_998], listId: list.id },
    });
    const body = response.json();
    expect(body.added).toBe(2);
    expect(body.results).toEqual(
      expect.arrayContaining([
        { id: a.id, ok: false, message: workflowMessages.alreadyInCampaign },
        { id: 999_999_998, ok: false, message: workflowMessages.influencerNotFound },
        { id: b.id, ok: true },
        { id: c.id, ok: true },
      ]),
    );
  });

  it('copies by default; move removes here but keeps Paid rows', async () => {
    const { me, campaign, ids } = await campaignWith([S.Invited, S.Paid, S.Pending]);
    const target = await createTestCampaign(t);
    const copy = await t.app.inject({
      method: 'PUT',
      url: `/api/campaign/${campaign.id}/influencers/transfer`,
      headers: me.headers,
      payload: { ids: [ids[0]], targetCampaignId: target.id },
    });
    expect(copy.json().results).toEqual([{ id: ids[0], ok: true }]);
    expect((await statusOf(campaign.id, ids[0] as number))?.status).toBe(S.Invited);
    expect((await statusOf(target.id, ids[0] as number))?.status).toBe(S.Pending);

    const stranger = await createTestInfluencer(t);
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/campaign/${campaign.id}/influencers/transfer`,
      headers: me.headers,
      payload: { ids: [ids[1], ids[2], stranger.id], targetCampaignId: target.id, mode: 'move' },
    });
    expect(move.json().results).toEqual([
      { id: ids[1], ok: false, message: workflowMessages.paidCannotBeRemoved },
      { id: ids[2], ok: true },
      { id: stranger.id, ok: false, message: messages.influencerNotInCampaign },
    ]);
    expect(await statusOf(campaign.id, ids[2] as number)).toBeNull();
    expect((await statusOf(target.id, ids[2] as number))?.status).toBe(S.Pending);
    expect((await statusOf(campaign.id, ids[1] as number))?.status).toBe(S.Paid);
  });
});

describe('the Workflow tab', () => {
  it('lists with labels by campaign type, filters, sorts and pages on the server', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending, S.Shortlisted, S.Published]);
    const list = async (payload: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/campaign/${campaign.id}/influencers/list`,
          headers: me.headers,
          payload,
        })
      ).json<WorkflowListResponse>();
    const all = await list({ sort: { field: 'status', order: 'asc' } });
    expect(all.total).toBe(3);
    expect(all.campaignType).toBe('paid');
    expect(all.items.map((i) => i.statusLabel)).toEqual(['Pending', 'Approved', 'Completed']);
    expect(all.items[0]?.id).toBe(ids[0]);
    expect(all.items[0]?.lastTransition?.action).toBe('add');
    const filtered = await list({
      filters: { status: [S.Shortlisted, S.Published] },
      pageSize: 1,
      page: 1,
      sort: { field: 'status', order: 'desc' },
    });
    expect(filtered.total).toBe(2);
    expect(filtered.items.map((i) => i.id)).toEqual([ids[1]]);

    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/campaign/${campaign.id}/influencers/stats`,
      headers: me.headers,
    });
    expect(stats.json<WorkflowStats>()).toEqual({
      total: 3,
      pending: 1,
      invited: 0,
      shortlisted: 1,
      published: 1,
      rejected: 0,
      paid: 0,
    });
  });

  it('carries the invite link once invited, and the link opens the public invite page', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending, S.Pending]);
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids: [ids[0]] });
    const list = (
      await t.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign.id}/influencers/list`,
        headers: me.headers,
        payload: { sort: { field: 'createdAt', order: 'asc' } },
      })
    ).json<WorkflowListResponse>();
    const [invited, pending] = list.items;
    const token = (await statusOf(campaign.id, ids[0] as number))?.inviteToken;
    // PUBLIC_URL unset: the address the request came in on (inject's Host is localhost:80).
    expect(invited?.inviteUrl).toBe(`http://localhost/invite/${token}`);
    expect(pending?.id).toBe(ids[1]);
    expect(pending?.inviteUrl).toBeNull();
    const path = new URL(invited?.inviteUrl ?? '').pathname;
    expect(path).toBe(`/invite/${token}`);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api${path.replace('/invite/', '/public/invite/')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json<PublicInvite>().campaign.name).toBe(campaign.name);
  });

  it('exports influencers.xlsx with the filtered rows', async () => {
    const { me, campaign, ids } = await campaignWith([S.Pending, S.Shortlisted]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/influencers/export`,
      headers: me.headers,
      payload: { filters: { status: [S.Shortlisted] } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="influencers.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    const [row] = await t.database.db
      .select()
      .from(influencers)
      .where(eq(influencers.id, ids[1] as number));
    expect(sheet?.getRow(2).getCell(1).value).toBe(row?.mediaName);
    expect(sheet?.getRow(2).getCell(7).value).toBe('Approved');
    expect(sheet?.getRow(2).getCell(8).value).toBe(50);
  });

  // Its speed is measured by `npm run bench -- campaigns`, not asserted here (a loaded CI box
  // would make a timed test flaky).
  it('invites 5,000 in one call, every email queued (none lost), then settled', async () => {
    const admin = await asAdmin(t);
    const campaign = await createTestCampaign(t, { type: 'paid' });
    const values = Array.from({ length: 5000 }, (_, i) => ({
      mediaName: `bulk-${campaign.id}-${i}`,
      email: `bulk-${campaign.id}-${i}@creators.test`,
    }));
    const rows = await t.database.db
      .insert(influencers)
      .values(values)
      .returning({ id: influencers.id });
    const ids = rows.map((r) => r.id);
    await addToCampaign(t, admin.headers, campaign.id, ids);
    // The call itself, with a queue that keeps the jobs (as pg-boss does) instead of running
    // them inside the request like the tests' inline queue.
    const kept: { job: JobDefinition; data: unknown }[] = [];
    const keeping: JobQueue = {
      ...t.ctx.jobs,
      async enqueue(_tx, job, data) {
        kept.push({ job: job as JobDefinition, data });
      },
    };
    const [actor] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    const { results } = await runWorkflowAction(
      { db: t.database.db, jobs: keeping },
      actor as UserRow,
      campaign.id,
      'invite',
      ids,
    );
    // No sender account: the emails are recorded as failed, each id says so.
    expect(results.filter((r) => r.ok && r.email === 'no_sender')).toHaveLength(5000);
    const invites = kept.filter((k) => k.job === sendCampaignInviteJob);
    expect(invites).toHaveLength(5);
    const queuedIds = invites.flatMap((k) => (k.data as { influencerIds: number[] }).influencerIds);
    expect(new Set(queuedIds).size).toBe(5000);
    expect([...queuedIds].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

    // The jobs then run: no sender here, so every invite is settled (failed), none lost.
    for (const { job, data } of invites) {
      await job.handler(job.schema.parse(data), {
        db: t.database.db,
        storage: t.ctx.storage,
        config: t.config,
        log: silentLog,
        jobs: t.ctx.jobs,
      });
    }
    const settled = await t.database.db
      .select({ id: campaignInfluencers.id })
      .from(campaignInfluencers)
      .where(
        and(
          eq(campaignInfluencers.campaignId, campaign.id),
          eq(campaignInfluencers.inviteEmail, 'failed'),
        ),
      );
    expect(settled).toHaveLength(5000);
  }, 120_000);
});
