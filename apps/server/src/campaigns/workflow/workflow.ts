import { randomBytes } from 'node:crypto';
import {
  CampaignInfluencerStatus,
  type CampaignType,
  EmailTemplateType,
  ErrorCode,
  InviteEmailState,
  messages,
  WebhookEvent,
  type WorkflowActionResponse,
  type WorkflowEmailOutcome,
  type WorkflowPreview,
  workflowMessages,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { resolveCampaignSender } from '../../email/index.ts';
import type { CampaignRow, DbOrTx, JobContext, JobQueue, Tx } from '../../platform/index.ts';
import { AppError, intArrayParam, plainTextArrayParam, rows } from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';
import { hardBouncedSql, hasEmailSql, unsubscribedSql } from '../emails/campaign-mailing.ts';
import { queueWebhookEvent } from '../webhooks/jobs.ts';
import { releaseKeysOnLeave, reserveKeysOnApprove } from './hooks.ts';
import { queueInviteEmails, queueInvitesNow, queueWorkflowEmails } from './jobs.ts';
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

export type WorkflowCtx = {
  jobs: JobQueue;
  /**
   * Render the invite emails in the action's own transaction rather than in a job: for an
   * invite of one creator by a job (the live-capture pipeline), where a second job would only
   * add its cost. The team's invites, up to thousands at once, keep their job.
   */
  inviteEmailsNow?: Pick<JobContext, 'config'>;
};

/** The campaign row as the workflow reads it. */
export function toWorkflowCampaign(row: CampaignRow): WorkflowCampaign {
  return {
    id: row.id,
    type: row.type as CampaignType,
    dealRevenueAmount: row.dealRevenueAmount === null ? null : Number(row.dealRevenueAmount),
    dealPostCount: row.dealPostCount,
    sendApprovedEmails: row.sendApprovedEmails,
    sendRejectedEmails: row.sendRejectedEmails,
  };
}

type Result = WorkflowActionResponse['results'][number];
/** The emails a step itself sends (the invite, approved, rejected). */
type StepEmailType = NonNullable<WorkflowPreview['email']>['type'];

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

export type ActionValues = {
  revenueAmount?: number | undefined;
  postCount?: number | undefined;
  /** Invite: Rejected creators answer workflowMessages.rejectedLeftOut (the team's bulk invite). */
  leaveOutRejected?: boolean | undefined;
  /** Pay: why creators are paid before their agreed posts are published (required then). */
  reason?: string | undefined;
};

/** A creator's campaign row as a step judges it: status, agreed amount, reachable by email. */
export type WorkflowRow = {
  id: number;
  influencer_id: number;
  status: number;
  revenue_amount: string | null;
  has_address: boolean;
  unsubscribed: boolean;
  address_bounced: boolean;
  media_name: string;
  /** The agreed number of posts (the deal), null when none was agreed. */
  post_count: number | null;
  /** Published posts. */
  posts_count: number;
};

/** The rows of `ids` in the campaign, locked for the step when `lock`. */
export async function workflowRows(
  db: DbOrTx,
  campaignId: number,
  ids: readonly number[],
  lock: boolean,
): Promise<WorkflowRow[]> {
  return rows<WorkflowRow>(
    db,
    sql`
    select ci.id, ci.influencer_id, ci.status, ci.revenue_amount, ci.post_count, ci.posts_count,
      influencers.media_name,
      ${hasEmailSql} as has_address, ${unsubscribedSql} as unsubscribed,
      ${hardBouncedSql} as address_bounced
    from campaign_influencers ci join influencers on influencers.id = ci.influencer_id
    where ci.campaign_id = ${campaignId} and ci.influencer_id = any(${intArrayParam(ids)})
    order by ci.id
    ${lock ? sql`for update of ci` : sql``}`,
  );
}

/**
 * Whether `action` moves this creator of the campaign, and if not why: 'status' (the
 * transition table) or 'deal' (pay with no amount typed and no deal to pay).
 */
export function judgeRow(
  action: TransitionAction,
  campaign: WorkflowCampaign,
  row: WorkflowRow,
  values: ActionValues,
): { ok: true } | { ok: false; reason: 'status' | 'deal'; message: string } {
  const check = checkTransition(action, row.status as CampaignInfluencerStatus, campaign.type);
  if (!check.ok) return { ok: false, reason: 'status', message: check.message };
  if (
    action === 'invite' &&
    values.leaveOutRejected &&
    Number(row.status) === CampaignInfluencerStatus.Rejected
  ) {
    return { ok: false, reason: 'status', message: workflowMessages.rejectedLeftOut };
  }
  if (action === 'pay' && values.revenueAmount === undefined && dealToPay(campaign, row) === null) {
    return { ok: false, reason: 'deal', message: workflowMessages.noDealToPay };
  }
  return { ok: true };
}

/** What pay without a typed amount pays: the creator's agreed deal, else the paid campaign's. */
export function dealToPay(
  campaign: WorkflowCampaign,
  row: Pick<WorkflowRow, 'revenue_amount'>,
): { amount: number; from: 'agreed' | 'campaign' } | null {
  if (row.revenue_amount !== null) return { amount: Number(row.revenue_amount), from: 'agreed' };
  if (campaign.type === 'paid' && campaign.dealRevenueAmount !== null) {
    return { amount: campaign.dealRevenueAmount, from: 'campaign' };
  }
  return null;
}

/** The agreed posts not yet published (null when all are, or none were agreed). */
export function postsMissingOf(
  row: Pick<WorkflowRow, 'post_count' | 'posts_count'>,
): { agreed: number; published: number } | null {
  if (row.post_count === null) return null;
  const agreed = Number(row.post_count);
  const published = Number(row.posts_count);
  return published < agreed ? { agreed, published } : null;
}

/**
 * Pay before the agreed posts are published needs a reason (issue 31): 400 naming the
 * creators and their posts (the first 10), and no one is paid.
 */
function requirePayReason(rows: WorkflowRow[], reason: string | undefined) {
  if (reason?.trim()) return;
  const missing = rows.flatMap((row) => {
    const posts = postsMissingOf(row);
    return posts ? [`${row.media_name} (${posts.published} of ${posts.agreed} published)`] : [];
  });
  if (!missing.length) return;
  const named = missing.slice(0, 10).join(', ') + (missing.length > 10 ? ', …' : '');
  throw new AppError(ErrorCode.Validation, workflowMessages.postsMissing(named), {
    reason: workflowMessages.payReasonRequired,
  });
}

/** Whether a creator gets the step's email, and why not. */
export function emailOutcomeOf(row: WorkflowRow, hasSender: boolean): WorkflowEmailOutcome {
  if (!row.has_address) return 'no_address';
  if (row.unsubscribed) return 'unsubscribed';
  if (row.address_bounced) return 'address_bounced';
  return hasSender ? 'queued' : 'no_sender';
}

/**
 * The deal a paid campaign's approval records: the amounts given, else the campaign's; 400
 * (and no one approved) when either is still missing, so no approved creator lacks a deal.
 */
function approvalDeal(campaign: WorkflowCampaign, values: ActionValues) {
  const revenueAmount = values.revenueAmount ?? campaign.dealRevenueAmount;
  const postCount = values.postCount ?? campaign.dealPostCount;
  if (revenueAmount === null || postCount === null) {
    throw new AppError(ErrorCode.Validation, workflowMessages.dealRequired, {
      ...(revenueAmount === null ? { revenueAmount: workflowMessages.dealRevenueRequired } : {}),
      ...(postCount === null ? { postCount: workflowMessages.dealPostCountRequired } : {}),
    });
  }
  return { revenueAmount, postCount };
}

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
  const paid = campaign.type === 'paid';
  const deal = action === 'approve' && paid ? approvalDeal(campaign, values) : null;
  const locked = await workflowRows(tx, campaign.id, ids, true);
  const byInfluencer = new Map(locked.map((r) => [Number(r.influencer_id), r]));
  const emailType = workflowEmailOf(action, campaign);
  const sender = emailType
    ? await resolveCampaignSender(tx, await loadCampaign(tx, campaign.id))
    : null;
  const results: Result[] = [];
  const moving: {
    rowId: number;
    influencerId: number;
    from: number;
    email: boolean;
    row: WorkflowRow;
  }[] = [];
  for (const id of ids) {
    const row = byInfluencer.get(id);
    if (!row) {
      results.push({ id, ok: false, message: messages.influencerNotInCampaign });
      continue;
    }
    const judged = judgeRow(action, campaign, row, values);
    if (!judged.ok) {
      const quiet = options.quietRefusals && judged.reason === 'status';
      if (!quiet) results.push({ id, ok: false, message: judged.message });
      continue;
    }
    const email = emailType ? emailOutcomeOf(row, sender !== null) : null;
    moving.push({
      rowId: Number(row.id),
      influencerId: id,
      from: Number(row.status),
      email: email === 'queued' || email === 'no_sender',
      row,
    });
    results.push(email ? { id, ok: true, email } : { id, ok: true });
  }
  if (moving.length === 0) return results;
  if (action === 'pay')
    requirePayReason(
      moving.map((m) => m.row),
      values.reason,
    );
  // The reason stays with the payments it explains (the creators with posts missing).
  const noted =
    action === 'pay' && values.reason?.trim()
      ? moving.filter((m) => postsMissingOf(m.row)).map((m) => m.influencerId)
      : [];

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
    const unreachable = moving.filter((m) => !m.email).map((m) => m.rowId);
    const set = setClause(action, campaign, values, deal, unreachable);
    await tx.execute(sql`
      with moved as (
        update campaign_influencers ci set status = ${to}, updated_at = now()${set}
        from unnest(${rowIds}, ${froms}) as f(id, from_status)
        where ci.id = f.id
        returning ci.campaign_id, ci.influencer_id, f.from_status, ci.status, ci.revenue_amount
      )
      insert into campaign_influencer_transitions
        (campaign_id, influencer_id, action, from_status, to_status, actor_id, via, revenue_amount,
         note)
      select campaign_id, influencer_id, ${action}, from_status, status, ${actorId}, ${by.via},
        ${action === 'approve' || action === 'pay' ? sql`revenue_amount` : sql`null`},
        case when influencer_id = any(${intArrayParam(noted)}) then ${values.reason?.trim() ?? null}::text end
      from moved`);
  }

  const movedIds = moving.map((m) => m.influencerId);
  if (action === 'approve' && campaign.type === 'free') {
    await reserveKeysOnApprove(tx, campaign, movedIds);
  }
  if (action === 'reject' || action === 'remove') {
    await releaseKeysOnLeave(tx, campaign.id, movedIds);
  }
  // Emails only for creators one can reach; the others were told apart above.
  const emailed = moving.filter((m) => m.email).map((m) => m.influencerId);
  if (emailType === EmailTemplateType.Invite && emailed.length) {
    if (ctx.inviteEmailsNow) {
      await queueInvitesNow({ ...ctx.inviteEmailsNow, jobs: ctx.jobs }, tx, campaign.id, emailed);
    } else {
      await queueInviteEmails(ctx.jobs, tx, campaign.id, emailed);
    }
  } else if (emailType && emailType !== EmailTemplateType.Invite && emailed.length) {
    await queueWorkflowEmails(ctx.jobs, tx, {
      campaignId: campaign.id,
      type: emailType,
      influencerIds: emailed,
      occasion: `${Date.now()}`,
    });
  }
  await queueWebhookEvent(ctx.jobs, tx, campaign.id, webhookEventOf[action], {
    action,
    influencerIds: movedIds,
    ...(action === 'approve' || action === 'pay' ? (deal ?? values) : {}),
  });
  return results;
}

/** The email a transition sends: the invite, and the others when the campaign's settings ask. */
export function workflowEmailOf(
  action: TransitionAction,
  campaign: WorkflowCampaign,
): StepEmailType | null {
  if (action === 'invite') return EmailTemplateType.Invite;
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

/** `unreachable`: rows the step sends no email (no address, unsubscribed, bounced hard). */
function setClause(
  action: TransitionAction,
  campaign: WorkflowCampaign,
  values: ActionValues,
  deal: { revenueAmount: number; postCount: number } | null,
  unreachable: number[],
) {
  switch (action) {
    case 'invite':
      // Invited without an email: 'none' at once, never 'queued' (nothing will be sent).
      return sql`, invite_email = case when ci.id = any(${intArrayParam(unreachable)})
        then ${InviteEmailState.None} else ${InviteEmailState.Queued} end, invited_at = now()`;
    case 'approve':
      return deal
        ? sql`, revenue_amount = ${deal.revenueAmount}, post_count = ${deal.postCount}`
        : sql``;
    case 'pay': {
      // The same rule as dealToPay: typed amount, else the agreed deal, else the paid campaign's.
      const campaignDeal = campaign.type === 'paid' ? campaign.dealRevenueAmount : null;
      return sql`, revenue_amount = coalesce(${values.revenueAmount ?? null}::numeric, ci.revenue_amount, ${campaignDeal}::numeric), paid_at = now()`;
    }
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
