import type {
  EmailStatStatus,
  EmailStatsListResponse,
  EmailStatsTotals,
  InfluencerEmailsResponse,
  SentEmail,
  SentEmailDetail,
} from '@app/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messageIdOf } from '../../email/index.ts';
import type { AppContext } from '../../platform/index.ts';
import {
  AppError,
  campaigns,
  containsPattern,
  type EmailRow,
  emails,
  influencers,
  isoTimestamp,
  rows,
} from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** One email's stat status (contract: email-stats.ts). */
const statusSql = sql<EmailStatStatus>`case
  when ${emails.state} in ('error', 'skipped') then 'error'
  when ${emails.state} = 'bounced' then 'bounced'
  when ${emails.clickedAt} is not null then 'clicked'
  when ${emails.openedAt} is not null then 'opened'
  when ${emails.state} = 'delivered' then 'delivered'
  else 'sent' end`;

export function statusOf(row: Pick<EmailRow, 'state' | 'clickedAt' | 'openedAt'>): EmailStatStatus {
  if (row.state === 'error' || row.state === 'skipped') return 'error';
  if (row.state === 'bounced') return 'bounced';
  if (row.clickedAt) return 'clicked';
  if (row.openedAt) return 'opened';
  return row.state === 'delivered' ? 'delivered' : 'sent';
}

const totalsColumns = {
  sent: sql<number>`count(*)::int`,
  queued: sql<number>`count(*) filter (where ${emails.state} in ('queued', 'sending', 'finalizing'))::int`,
  delivered: sql<number>`count(*) filter (where ${emails.state} = 'delivered')::int`,
  opened: sql<number>`count(*) filter (where ${emails.openedAt} is not null)::int`,
  clicked: sql<number>`count(*) filter (where ${emails.clickedAt} is not null)::int`,
  error: sql<number>`count(*) filter (where ${emails.state} in ('error', 'skipped'))::int`,
  bounced: sql<number>`count(*) filter (where ${emails.state} = 'bounced')::int`,
  not_opened: sql<number>`count(*) filter (where ${emails.state} = 'delivered' and ${emails.openedAt} is null)::int`,
};

export async function campaignEmailTotals(
  ctx: Ctx,
  campaignId: number,
  kind?: string,
): Promise<EmailStatsTotals> {
  await loadCampaign(ctx.db, campaignId);
  const [row] = await ctx.db
    .select(totalsColumns)
    .from(emails)
    .where(and(eq(emails.campaignId, campaignId), kind ? eq(emails.kind, kind) : undefined));
  return (
    row ?? {
      sent: 0,
      queued: 0,
      delivered: 0,
      opened: 0,
      clicked: 0,
      error: 0,
      bounced: 0,
      not_opened: 0,
    }
  );
}

/** Per creator: counts of their emails in the campaign and the latest one's status. */
export async function campaignEmailStatsList(
  ctx: Ctx,
  campaignId: number,
  input: z.output<typeof import('@app/contract').emailStatsListRequest>,
): Promise<EmailStatsListResponse> {
  await loadCampaign(ctx.db, campaignId);
  const kind = input.filters?.kind;
  const conditions: SQL[] = [sql`true`];
  if (input.search) {
    const p = containsPattern(input.search);
    conditions.push(sql`(i.media_name ilike ${p} or i.email ilike ${p})`);
  }
  const last = input.filters?.lastStatus;
  if (last === 'not_opened')
    conditions.push(sql`g.last_state = 'delivered' and g.last_opened is null`);
  else if (last) conditions.push(sql`g.last_status = ${last}`);
  const order = input.sort?.order === 'asc' ? sql`asc` : sql`desc`;
  const sortColumn = {
    mediaName: sql`lower(i.media_name)`,
    lastSentAt: sql`g.last_created`,
    sent: sql`g.sent`,
    opened: sql`g.opened`,
    clicked: sql`g.clicked`,
  }[input.sort?.field ?? 'lastSentAt'];
  const creators = await rows<Record<string, unknown>>(
    ctx.db,
    sql`
    with g as (
      select e.influencer_id,
        count(*)::int as sent,
        count(*) filter (where e.state = 'delivered')::int as delivered,
        count(*) filter (where e.opened_at is not null)::int as opened,
        count(*) filter (where e.clicked_at is not null)::int as clicked,
        count(*) filter (where e.state in ('error', 'skipped'))::int as error,
        count(*) filter (where e.state = 'bounced')::int as bounced,
        (array_agg(e.id order by e.id desc))[1] as last_id,
        max(e.created_at) as last_created,
        (array_agg(e.state order by e.id desc))[1] as last_state,
        (array_agg(e.opened_at order by e.id desc))[1] as last_opened,
        (array_agg(case
          when e.state in ('error', 'skipped') then 'error'
          when e.state = 'bounced' then 'bounced'
          when e.clicked_at is not null then 'clicked'
          when e.opened_at is not null then 'opened'
          when e.state = 'delivered' then 'delivered'
          else 'sent' end order by e.id desc))[1] as last_status
      from emails e
      where e.campaign_id = ${campaignId} and e.influencer_id is not null
        ${kind ? sql`and e.kind = ${kind}` : sql``}
      group by e.influencer_id
    )
    select g.*, i.media_name, i.email as influencer_email, ci.status as ci_status,
      le.subject as last_subject, le.kind as last_kind, le.delivered_at as last_delivered,
      le.error as last_error,
      exists (select 1 from email_unsubscribes u where u.email = lower(i.email)) as unsubscribed,
      count(*) over ()::int as total
    from g
    join influencers i on i.id = g.influencer_id
    join emails le on le.id = g.last_id
    left join campaign_influencers ci on ci.campaign_id = ${campaignId} and ci.influencer_id = g.influencer_id
    where ${and(...conditions)}
    order by ${sortColumn} ${order} nulls last, g.influencer_id desc
    limit ${input.pageSize} offset ${input.page * input.pageSize}`,
  );
  return {
    total: Number(creators[0]?.total ?? 0),
    items: creators.map((r) => ({
      influencer: {
        id: Number(r.influencer_id),
        mediaName: String(r.media_name),
        email: (r.influencer_email as string | null) ?? null,
      },
      status: r.ci_status === null || r.ci_status === undefined ? null : (Number(r.ci_status) as 1),
      sent: Number(r.sent),
      delivered: Number(r.delivered),
      opened: Number(r.opened),
      clicked: Number(r.clicked),
      error: Number(r.error),
      bounced: Number(r.bounced),
      lastStatus: r.last_status as EmailStatStatus,
      lastSubject: String(r.last_subject),
      lastKind: r.last_kind as 'custom',
      lastSentAt: isoTimestamp(r.last_delivered),
      lastError: (r.last_error as string | null) ?? null,
      unsubscribed: Boolean(r.unsubscribed),
    })),
  };
}

type EmailWithCampaign = { email: EmailRow; campaignName: string | null };

function toSentEmail(row: EmailWithCampaign): SentEmail {
  const e = row.email;
  return {
    id: e.id,
    campaign:
      e.campaignId !== null && row.campaignName !== null
        ? { id: e.campaignId, name: row.campaignName }
        : null,
    kind: e.kind as 'custom',
    templateName: e.templateName,
    subject: e.subject,
    from: e.fromName ? `${e.fromName} <${e.fromEmail}>` : e.fromEmail,
    to: e.toEmail,
    state: e.state === 'finalizing' ? 'sending' : (e.state as SentEmail['state']),
    status: statusOf(e),
    error: e.error,
    createdAt: e.createdAt.toISOString(),
    deliveredAt: e.deliveredAt?.toISOString() ?? null,
    openedAt: e.openedAt?.toISOString() ?? null,
    clickedAt: e.clickedAt?.toISOString() ?? null,
    opens: e.opens,
    clicks: e.clicks,
  };
}

/** The influencer profile's Email tab. */
export async function influencerEmails(
  ctx: Ctx,
  influencerId: number,
  input: z.output<typeof import('@app/contract').influencerEmailsRequest>,
): Promise<InfluencerEmailsResponse> {
  const [influencer] = await ctx.db
    .select({ email: influencers.email })
    .from(influencers)
    .where(eq(influencers.id, influencerId));
  if (!influencer) throw AppError.notFound();
  const where = and(
    eq(emails.influencerId, influencerId),
    input.filters?.state ? eq(emails.state, input.filters.state) : undefined,
  );
  const page = await ctx.db
    .select({
      email: emails,
      campaignName: campaigns.name,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(emails)
    .leftJoin(campaigns, eq(campaigns.id, emails.campaignId))
    .where(where)
    .orderBy(input.sort?.order === 'asc' ? emails.id : desc(emails.id))
    .limit(input.pageSize)
    .offset(input.page * input.pageSize);
  const [unsub] = influencer.email
    ? await rows<{ x: number }>(
        ctx.db,
        sql`select 1 as x from email_unsubscribes where email = lower(${influencer.email})`,
      )
    : [];
  const [hardBounce] = influencer.email
    ? await rows<{ error: string | null; bounced_at: string | Date }>(
        ctx.db,
        sql`select error, bounced_at from emails
            where to_email = lower(trim(${influencer.email})) and state = 'bounced'
              and bounce_type = 'hard'
            order by bounced_at desc limit 1`,
      )
    : [];
  return {
    items: page.map(toSentEmail),
    total: page[0]?.total ?? 0,
    unsubscribed: unsub !== undefined,
    hardBounce: hardBounce
      ? { reason: hardBounce.error, at: new Date(hardBounce.bounced_at).toISOString() }
      : null,
  };
}

export async function getSentEmail(ctx: Ctx, id: number): Promise<SentEmailDetail> {
  const [row] = await ctx.db
    .select({ email: emails, campaignName: campaigns.name })
    .from(emails)
    .leftJoin(campaigns, eq(campaigns.id, emails.campaignId))
    .where(eq(emails.id, id));
  if (!row) throw AppError.notFound();
  return {
    ...toSentEmail(row),
    replyTo: row.email.replyTo,
    html: row.email.html,
    text: row.email.text,
    messageId: messageIdOf(ctx.config, row.email),
  };
}

export { statusSql };
