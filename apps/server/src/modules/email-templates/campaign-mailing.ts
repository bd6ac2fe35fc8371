import {
  type EmailRecipientCount,
  type EmailRecipientFilter,
  ErrorCode,
  emailTemplateMessages,
} from '@app/contract';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Tx } from '../../db/open-database.ts';
import { type CampaignRow, campaignInfluencers, influencers } from '../../db/schema/index.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Actor } from '../auth/authenticate.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';
import { type EmailDraft, queueEmails } from '../email-delivery/outbox.ts';
import { resolveCampaignSender } from '../email-delivery/sender.ts';
import { inviteLinkOf, renderEmail } from './render.ts';
import { getCustomTemplate } from './templates.ts';

// Mailing a campaign's creators: who a filter reaches, and putting their rendered emails in
// the outbox (custom sends here; the workflow's emails through queueCampaignEmails too).

const ci = campaignInfluencers;

function recipientConditions(campaignId: number, filter: EmailRecipientFilter): SQL[] {
  const conditions: SQL[] = [eq(ci.campaignId, campaignId)];
  if (filter.statuses?.length) conditions.push(inArray(ci.status, filter.statuses));
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

// Who gets no email, as every campaign email decides it (also the workflow's per-id answer).
export const unsubscribedSql = sql`exists (select 1 from email_unsubscribes u where u.email = lower(${influencers.email}))`;
export const hasEmailSql = sql`coalesce(trim(${influencers.email}), '') <> ''`;

export async function countRecipients(
  ctx: Pick<AppContext, 'db'>,
  campaignId: number,
  filter: EmailRecipientFilter,
): Promise<EmailRecipientCount> {
  await loadCampaign(ctx.db, campaignId);
  const [row] = await ctx.db
    .select({
      matched: sql<number>`count(*)::int`,
      noEmail: sql<number>`count(*) filter (where not ${hasEmailSql})::int`,
      unsubscribed: sql<number>`count(*) filter (where ${hasEmailSql} and ${unsubscribedSql})::int`,
    })
    .from(ci)
    .innerJoin(influencers, eq(influencers.id, ci.influencerId))
    .where(and(...recipientConditions(campaignId, filter)));
  const matched = row?.matched ?? 0;
  const noEmail = row?.noEmail ?? 0;
  const unsubscribed = row?.unsubscribed ?? 0;
  return { matched, recipients: matched - noEmail - unsubscribed, noEmail, unsubscribed };
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
      mediaName: influencers.mediaName,
      name: influencers.name,
      firstName: influencers.firstName,
      lastName: influencers.lastName,
      email: influencers.email,
    })
    .from(ci)
    .innerJoin(influencers, eq(influencers.id, ci.influencerId))
    .where(
      and(...options.where, hasEmailSql, sql`not ${unsubscribedSql}`, isNotNull(influencers.email)),
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
    }),
  );
  return { ...counts, queued: queued.length };
}
