import {
  CampaignInfluencerStatus,
  defaultRecipientStatuses,
  type EmailRecipientCount,
  type EmailRecipientFilter,
  ErrorCode,
  emailTemplateMessages,
} from '@app/contract';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import {
  type EmailDraft,
  influencerVariableColumns,
  inviteLinkOf,
  queueEmails,
  renderEmail,
  resolveCampaignSender,
} from '../../email/index.ts';
import type { AppContext, JobQueue, Tx } from '../../platform/index.ts';
import {
  AppError,
  type CampaignRow,
  campaignInfluencers,
  containsPattern,
  influencers,
  transaction,
} from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';
import { getCustomTemplate } from './templates.ts';

// Mailing a campaign's creators: who a filter reaches, and putting their rendered emails in
// the outbox (custom sends here; the workflow's emails through queueCampaignEmails too).

const ci = campaignInfluencers;

/** The statuses a send reaches: the chosen ones, else the default (never Rejected). */
function recipientStatuses(filter: EmailRecipientFilter) {
  return filter.statuses?.length ? filter.statuses : [...defaultRecipientStatuses];
}

/** The filter's creators whatever their status (the status narrows in recipientConditions). */
function filterConditions(campaignId: number, filter: EmailRecipientFilter): SQL[] {
  const conditions: SQL[] = [eq(ci.campaignId, campaignId)];
  if (filter.ids)
    conditions.push(filter.ids.length ? inArray(ci.influencerId, filter.ids) : sql`false`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`(${influencers.mediaName} ilike ${pattern} or ${influencers.name} ilike ${pattern} or ${influencers.email} ilike ${pattern})`,
    );
  }
  return conditions;
}

function recipientConditions(campaignId: number, filter: EmailRecipientFilter): SQL[] {
  return [...filterConditions(campaignId, filter), inArray(ci.status, recipientStatuses(filter))];
}

// Who gets no email, as every campaign email decides it (also the workflow's per-id answer).
export const unsubscribedSql = sql`exists (select 1 from email_unsubscribes u where u.email = lower(${influencers.email}))`;
export const hasEmailSql = sql`coalesce(trim(${influencers.email}), '') <> ''`;
/**
 * The creator's address bounced hard (a 5.x.x bounce came back for an email to it, issue 27):
 * a bulk send skips it (the partial index emails_hard_bounce_idx answers this).
 */
export const hardBouncedSql = sql`exists (select 1 from emails b where b.to_email = lower(trim(${influencers.email})) and b.state = 'bounced' and b.bounce_type = 'hard')`;

export async function countRecipients(
  ctx: Pick<AppContext, 'db'>,
  campaignId: number,
  filter: EmailRecipientFilter,
): Promise<EmailRecipientCount> {
  await loadCampaign(ctx.db, campaignId);
  const statuses = recipientStatuses(filter);
  const reached = inArray(ci.status, statuses);
  // Rejected creators the default statuses leave out (none when the team chose statuses).
  const leftOutRejected = filter.statuses?.length
    ? sql`false`
    : eq(ci.status, CampaignInfluencerStatus.Rejected);
  const [row] = await ctx.db
    .select({
      matched: sql<number>`count(*) filter (where ${reached})::int`,
      noEmail: sql<number>`count(*) filter (where ${reached} and not ${hasEmailSql})::int`,
      unsubscribed: sql<number>`count(*) filter (where ${reached} and ${hasEmailSql} and ${unsubscribedSql})::int`,
      bounced: sql<number>`count(*) filter (where ${reached} and ${hasEmailSql} and not ${unsubscribedSql} and ${hardBouncedSql})::int`,
      rejected: sql<number>`count(*) filter (where ${leftOutRejected})::int`,
    })
    .from(ci)
    .innerJoin(influencers, eq(influencers.id, ci.influencerId))
    .where(and(...filterConditions(campaignId, filter)));
  const matched = row?.matched ?? 0;
  const noEmail = row?.noEmail ?? 0;
  const unsubscribed = row?.unsubscribed ?? 0;
  const bounced = row?.bounced ?? 0;
  return {
    matched,
    recipients: matched - noEmail - unsubscribed - bounced,
    noEmail,
    unsubscribed,
    bounced,
    rejected: row?.rejected ?? 0,
    statuses,
  };
}

/**
 * Renders `content` for each creator and puts the emails in the outbox (in `tx`). Creators
 * without an address or unsubscribed get nothing. Without a sender account every email is
 * recorded as an error (so the Workflow tab shows why), unless `requireSender`, which
 * refuses with 400 instead.
 */
export async function queueCampaignEmails(
  ctx: Pick<AppContext, 'config'> & { jobs: JobQueue },
  tx: Tx,
  campaign: CampaignRow,
  options: {
    kind: string;
    content: { subject: string; body: string };
    where: SQL[];
    templateId?: number | null;
    templateName?: string | null;
    createdBy?: number | null;
    dedupe?: (row: { campaignInfluencerId: number; invitedAt: Date | null }) => string;
    requireSender?: boolean;
    /** A bulk send: addresses that bounced hard get nothing (countRecipients says how many). */
    skipHardBounced?: boolean;
  },
): Promise<{ id: number; influencerId: number | null }[]> {
  const sender = await resolveCampaignSender(tx, campaign);
  if (!sender && options.requireSender) {
    throw new AppError(ErrorCode.BadRequest, emailTemplateMessages.noSender);
  }
  const rows = await tx
    .select({
      campaignInfluencerId: ci.id,
      inviteToken: ci.inviteToken,
      invitedAt: ci.invitedAt,
      influencerId: influencers.id,
      ...influencerVariableColumns,
      email: influencers.email,
    })
    .from(ci)
    .innerJoin(influencers, eq(influencers.id, ci.influencerId))
    .where(
      and(
        ...options.where,
        hasEmailSql,
        sql`not ${unsubscribedSql}`,
        options.skipHardBounced ? sql`not ${hardBouncedSql}` : undefined,
        isNotNull(influencers.email),
      ),
    );
  const drafts: EmailDraft[] = rows.map((r) => {
    const rendered = renderEmail(options.content, {
      influencer: r,
      campaignName: campaign.name,
      inviteLink: inviteLinkOf(ctx, r.inviteToken),
    });
    return {
      campaignId: campaign.id,
      influencerId: r.influencerId,
      kind: options.kind,
      dedupeKey: options.dedupe?.(r) ?? null,
      templateId: options.templateId ?? null,
      templateName: options.templateName ?? null,
      mailerAccountId: sender?.account.id ?? null,
      fromEmail: sender?.fromEmail ?? '',
      fromName: sender?.fromName ?? null,
      replyTo: sender?.replyTo ?? null,
      toEmail: (r.email ?? '').trim(),
      toName: r.name ?? null,
      ...rendered,
      createdBy: options.createdBy ?? null,
      error: sender ? null : emailTemplateMessages.noSender,
    };
  });
  return queueEmails(tx, ctx.jobs, drafts);
}

/** Queues a custom template to the creators the filter reaches (400 when none). */
export async function sendCustomEmail(
  ctx: Pick<AppContext, 'db' | 'config' | 'jobs'>,
  actor: Actor,
  campaignId: number,
  tid: number,
  filter: EmailRecipientFilter,
) {
  const campaign = await loadCampaign(ctx.db, campaignId);
  const { template } = await getCustomTemplate(ctx.db, campaignId, tid);
  const counts = await countRecipients(ctx, campaignId, filter);
  if (counts.recipients === 0)
    throw new AppError(ErrorCode.BadRequest, emailTemplateMessages.noRecipients);
  const queued = await transaction(ctx.db, (tx) =>
    queueCampaignEmails(ctx, tx, campaign, {
      kind: 'custom',
      content: template,
      where: recipientConditions(campaignId, filter),
      templateId: template.id,
      templateName: template.name,
      createdBy: actor.id,
      requireSender: true,
      skipHardBounced: true,
    }),
  );
  return { ...counts, queued: queued.length };
}
