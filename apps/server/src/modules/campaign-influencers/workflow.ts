import { randomBytes } from 'node:crypto';
import {
  type BulkResult,
  CampaignInfluencerStatus,
  type CampaignType,
  EmailTemplateType,
  InviteEmailState,
  messages,
  WebhookEvent,
  workflowMessages,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { intArrayParam, plainTextArrayParam } from '../../db/array-params.ts';
import type { Tx } from '../../db/open-database.ts';
import { rows } from '../../db/rows.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { queueWebhookEvent } from '../webhooks/jobs.ts';
import { releaseKeysOnLeave, reserveKeysOnApprove } from './hooks.ts';
import { queueInviteEmails, queueWorkflowEmails, type WorkflowEmailType } from './jobs.ts';
import { checkTransition, type TransitionAction } from './transitions.ts';

/** Who made a transition: a team user, the creator (invite page), or a job. */
export type TransitionBy =
  | { via: 'team'; actorId: number }
  | { via: 'creator'; actorId: null }
  | { via: 'system'; actorId: null };

export type WorkflowCampaign = {
  id: number;
  type: CampaignType;
  dealRevenueAmount: number | null;
  dealPostCount: number | null;
  sendApprovedEmails: boolean;
  sendRejectedEmails: boolean;
};

export type WorkflowCtx = { jobs: JobQueue };

type Result = BulkResult['results'][number];

const webhookEventOf: Record<TransitionAction, WebhookEvent> = {
  invite: WebhookEvent.InfluencerInvited,
  approve: WebhookEvent.InfluencerApproved,
  reject: WebhookEvent.InfluencerRejected,
  publish: WebhookEvent.InfluencerPublished,
  pay: WebhookEvent.InfluencerPaid,
  remove: WebhookEvent.InfluencerRemoved,
};

/** 128 random bits, base64url (22 characters): the invite page's token. */
export function newInviteToken(): string {
  return randomBytes(16).toString('base64url');
}

export type ActionValues = { revenueAmount?: number | undefined; postCount?: number | undefined };

/**
 * Applies one workflow action to many influencers of one campaign, set-based, in the caller's
 * transaction: rows are locked, each id is checked against THE transition table
 * (checkTransition), the allowed ones move in one UPDATE (or DELETE for remove) that also
 * writes one history row each, and the side effects are queued (invite emails, webhooks).
 * Every id gets its own result; a refused id never stops the others.
 */
export async function applyWorkflowAction(
  ctx: WorkflowCtx,
  tx: Tx,
  campaign: WorkflowCampaign,
  action: TransitionAction,
  influencerIds: readonly number[],
  by: TransitionBy,
  values: ActionValues = {},
  options: { quietRefusals?: boolean } = {},
): Promise<Result[]> {
  const ids = [...new Set(influencerIds)];
  if (ids.length === 0) return [];
  const locked = await rows<{
    id: number;
    influencer_id: number;
    status: number;
    revenue_amount: string | null;
  }>(
    tx,
    sql`
    select id, influencer_id, status, revenue_amount from campaign_influencers
    where campaign_id = ${campaign.id} and influencer_id = any(${intArrayParam(ids)})
    order by id
    for update`,
  );
  const byInfluencer = new Map(locked.map((r) => [Number(r.influencer_id), r]));
  const results: Result[] = [];
  const moving: { rowId: number; influencerId: number; from: number }[] = [];
  const paid = campaign.type === 'paid';
  for (const id of ids) {
    const row = byInfluencer.get(id);
    if (!row) {
      results.push({ id, ok: false, message: messages.influencerNotInCampaign });
      continue;
    }
    const check = checkTransition(action, row.status as CampaignInfluencerStatus, campaign.type);
    if (!check.ok) {
      if (!options.quietRefusals) results.push({ id, ok: false, message: check.message });
      continue;
    }
    if (action === 'pay' && values.revenueAmount === undefined && row.revenue_amount === null) {
      results.push({ id, ok: false, message: workflowMessages.revenueAmountRequired });
      continue;
    }
    moving.push({ rowId: Number(row.id), influencerId: id, from: Number(row.status) });
    results.push({ id, ok: true });
  }
  if (moving.length === 0) return results;

  const rowIds = intArrayParam(moving.map((m) => m.rowId));
  const froms = sql`${`{${moving.map((m) => m.from).join(',')}}`}::smallint[]`;
  const actorId = by.actorId;
  if (action === 'remove') {
    await tx.execute(sql`
      with moved as (
        delete from campaign_influencers ci
        using unnest(${rowIds}, ${froms}) as f(id, from_status)
        where ci.id = f.id
        returning ci.campaign_id, ci.influencer_id, f.from_status
      )
      insert into campaign_influencer_transitions
        (campaign_id, influencer_id, action, from_status, to_status, actor_id, via)
      select campaign_id, influencer_id, 'remove', from_status, null, ${actorId}, ${by.via}
      from moved`);
    await tx.execute(sql`
      update influencers set campaigns_count = greatest(campaigns_count - 1, 0)
      where id = any(${intArrayParam(moving.map((m) => m.influencerId))})`);
  } else {
    const to = checkTarget(action);
    const set = setClause(action, campaign, paid, values);
    await tx.execute(sql`
      with moved as (
        update campaign_influencers ci set status = ${to}, updated_at = now()${set}
        from unnest(${rowIds}, ${froms}) as f(id, from_status)
        where ci.id = f.id
        returning ci.campaign_id, ci.influencer_id, f.from_status, ci.status, ci.revenue_amount
      )
      insert into campaign_influencer_transitions
        (campaign_id, influencer_id, action, from_status, to_status, actor_id, via, revenue_amount)
      select campaign_id, influencer_id, ${action}, from_status, status, ${actorId}, ${by.via},
        ${action === 'approve' || action === 'pay' ? sql`revenue_amount` : sql`null`}
      from moved`);
  }

  const movedIds = moving.map((m) => m.influencerId);
  if (action === 'approve' && campaign.type === 'free') {
    await reserveKeysOnApprove(tx, campaign, movedIds);
  }
  if (action === 'reject' || action === 'remove') {
    await releaseKeysOnLeave(tx, campaign.id, movedIds);
  }
  if (action === 'invite') await queueInviteEmails(ctx.jobs, tx, campaign.id, movedIds);
  const notice = workflowEmailOf(action, campaign);
  if (notice) {
    await queueWorkflowEmails(ctx.jobs, tx, {
      campaignId: campaign.id,
      type: notice,
      influencerIds: movedIds,
      occasion: `${Date.now()}`,
    });
  }
  await queueWebhookEvent(ctx.jobs, tx, campaign.id, webhookEventOf[action], {
    action,
    influencerIds: movedIds,
    ...(action === 'approve' || action === 'pay' ? values : {}),
  });
  return results;
}

/** The email a transition sends, when the campaign's settings ask for it. */
function workflowEmailOf(
  action: TransitionAction,
  campaign: WorkflowCampaign,
): WorkflowEmailType | null {
  if (action === 'approve' && campaign.sendApprovedEmails) return EmailTemplateType.Approved;
  if (action === 'reject' && campaign.sendRejectedEmails) return EmailTemplateType.Rejected;
  return null;
}

function checkTarget(action: Exclude<TransitionAction, 'remove'>): number {
  const target = {
    invite: CampaignInfluencerStatus.Invited,
    approve: CampaignInfluencerStatus.Shortlisted,
    reject: CampaignInfluencerStatus.Rejected,
    publish: CampaignInfluencerStatus.Published,
    pay: CampaignInfluencerStatus.Paid,
  } as const;
  return target[action];
}

function setClause(
  action: TransitionAction,
  campaign: WorkflowCampaign,
  paid: boolean,
  values: ActionValues,
) {
  switch (action) {
    case 'invite':
      return sql`, invite_email = ${InviteEmailState.Queued}, invited_at = now()`;
    case 'approve': {
      if (!paid) return sql``;
      const revenue = values.revenueAmount ?? campaign.dealRevenueAmount;
      const posts = values.postCount ?? campaign.dealPostCount;
      return sql`, revenue_amount = ${revenue}, post_count = ${posts}`;
    }
    case 'pay':
      return sql`, revenue_amount = coalesce(${values.revenueAmount ?? null}::numeric, ci.revenue_amount), paid_at = now()`;
    default:
      return sql``;
  }
}

/**
 * Adds influencers as Pending (set-based: one INSERT for any number of ids, tokens made
 * here), with an 'add' history row each. Unknown influencers and ones already in the
 * campaign answer per id. Keeps influencers.campaigns_count.
 */
export async function addInfluencersToCampaign(
  ctx: WorkflowCtx,
  tx: Tx,
  campaignId: number,
  influencerIds: readonly number[],
  by: TransitionBy,
): Promise<{ results: Result[]; added: number }> {
  const ids = [...new Set(influencerIds)];
  if (ids.length === 0) return { results: [], added: 0 };
  const tokens = ids.map(() => newInviteToken());
  const [row] = await rows<{ existing: number[] | null; added: number[] | null }>(
    tx,
    sql`
    with candidates as (
      select x.id, x.token from unnest(${intArrayParam(ids)}, ${plainTextArrayParam(tokens)}) as x(id, token)
      join influencers i on i.id = x.id
    ), added as (
      insert into campaign_influencers (campaign_id, influencer_id, invite_token)
      select ${campaignId}, id, token from candidates
      on conflict (campaign_id, influencer_id) do nothing
      returning influencer_id
    ), history as (
      insert into campaign_influencer_transitions
        (campaign_id, influencer_id, action, from_status, to_status, actor_id, via)
      select ${campaignId}, influencer_id, 'add', null, 1, ${by.actorId}, ${by.via} from added
    ), counted as (
      update influencers set campaigns_count = campaigns_count + 1
      where id in (select influencer_id from added)
    )
    select (select array_agg(id) from candidates) as existing,
      (select array_agg(influencer_id) from added) as added`,
  );
  const existing = new Set((row?.existing ?? []).map(Number));
  const added = new Set((row?.added ?? []).map(Number));
  if (added.size > 0) {
    await queueWebhookEvent(ctx.jobs, tx, campaignId, WebhookEvent.InfluencerAdded, {
      action: 'add',
      influencerIds: [...added],
    });
  }
  return {
    added: added.size,
    results: ids.map((id) => {
      if (added.has(id)) return { id, ok: true };
      if (!existing.has(id)) return { id, ok: false, message: workflowMessages.influencerNotFound };
      return { id, ok: false, message: workflowMessages.alreadyInCampaign };
    }),
  };
}
