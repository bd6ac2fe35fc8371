import {
  CampaignInfluencerStatus,
  type CampaignType,
  campaignInfluencerStatusLabel,
  EmailTemplateType,
  InviteEmailState,
  type WorkflowItem,
  type WorkflowSortField,
  type WorkflowTransition,
  workflowItem,
  type workflowListRequest,
} from '@app/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toChannelSummary } from '../../crm/index.ts';
import type { DbOrTx } from '../../platform/index.ts';
import {
  type CampaignInfluencerRow,
  campaignInfluencers,
  campaignReplies,
  channels,
  containsPattern,
  type InfluencerRow,
  influencers,
  intArrayParam,
  orderByColumn,
  rows as sqlRows,
} from '../../platform/index.ts';
import { loadLastTransitions } from './history.ts';

type ListInput = z.output<typeof workflowListRequest>;
const ci = campaignInfluencers;

const sortColumns: Record<WorkflowSortField, SQL> = {
  // As the CRM sorts it, so influencers' (media_name, id) index serves the walk.
  mediaName: sql`${influencers.mediaName}`,
  status: sql`${ci.status}`,
  subscribersCount: sql`${influencers.subscribersCount}`,
  revenueAmount: sql`${ci.revenueAmount}`,
  postCount: sql`${ci.postCount}`,
  postsCount: sql`${ci.postsCount}`,
  views: sql`${ci.views}`,
  invitedAt: sql`${ci.invitedAt}`,
  createdAt: sql`${ci.createdAt}`,
  updatedAt: sql`${ci.updatedAt}`,
};

/** Sorts on the influencer's own columns break ties by its id (their indexes end in id). */
const influencerSorts: ReadonlySet<WorkflowSortField> = new Set(['mediaName', 'subscribersCount']);

/** Whether the WHERE reads influencers' columns (otherwise the total needs no join). */
export function workflowFiltersInfluencers(input: Pick<ListInput, 'search' | 'filters'>): boolean {
  return Boolean(input.search) || Boolean(input.filters?.channelType?.length);
}

/** The WHERE of the Workflow tab (and of its export). */
export function workflowWhere(
  campaignId: number,
  input: Pick<ListInput, 'search' | 'filters'> & { ids?: number[] | undefined },
): SQL {
  const f = input.filters ?? {};
  const conditions: SQL[] = [eq(ci.campaignId, campaignId)];
  if (input.search) {
    conditions.push(
      sql`${influencers.searchText} ilike ${containsPattern(input.search.toLowerCase())}`,
    );
  }
  if (f.status?.length) conditions.push(inArray(ci.status, f.status));
  if (f.channelType?.length) {
    conditions.push(
      sql`${influencers.channelTypes} && ${`{${f.channelType.join(',')}}`}::smallint[]`,
    );
  }
  if (f.inviteEmail !== undefined) conditions.push(eq(ci.inviteEmail, f.inviteEmail));
  if (f.hasSuggestedPosts !== undefined) {
    conditions.push(
      f.hasSuggestedPosts ? sql`${ci.suggestedPostsCount} > 0` : sql`${ci.suggestedPostsCount} = 0`,
    );
  }
  if (input.ids?.length) conditions.push(inArray(ci.influencerId, input.ids));
  return and(...conditions) as SQL;
}

export type WorkflowRow = { ci: CampaignInfluencerRow; influencer: InfluencerRow };

/** The page query, unexecuted (the benchmark runs its SQL raw). */
export function workflowRowsQuery(
  db: DbOrTx,
  where: SQL,
  sort: ListInput['sort'],
  page: { limit: number; offset: number },
) {
  const s = sort ?? { field: 'createdAt' as const, order: 'desc' as const };
  return db
    .select({ ci, influencer: influencers })
    .from(ci)
    .innerJoin(influencers, eq(influencers.id, ci.influencerId))
    .where(where)
    .orderBy(
      ...orderByColumn(
        sortColumns[s.field],
        influencerSorts.has(s.field) ? influencers.id : ci.id,
        s.order,
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** One page (or, with no limit, every row up to `limit`) of the Workflow tab. */
export async function selectWorkflowRows(
  db: DbOrTx,
  where: SQL,
  sort: ListInput['sort'],
  page: { limit: number; offset: number },
): Promise<WorkflowRow[]> {
  return workflowRowsQuery(db, where, sort, page);
}

/**
 * The total's query, unexecuted. Every row has its influencer (foreign key), so without a
 * search or channel filter the count reads campaign_influencers' indexes alone.
 */
export function workflowCountQuery(db: DbOrTx, where: SQL, joinInfluencers: boolean) {
  const rows = db.select({ n: count() }).from(ci);
  return (
    joinInfluencers ? rows.innerJoin(influencers, eq(influencers.id, ci.influencerId)) : rows
  ).where(where);
}

export async function countWorkflowRows(
  db: DbOrTx,
  where: SQL,
  joinInfluencers: boolean,
): Promise<number> {
  const [row] = await workflowCountQuery(db, where, joinInfluencers);
  return row?.n ?? 0;
}

/** The public invite page of a row; null while Pending, when the page does not exist yet. */
export function workflowInviteUrl(
  publicUrl: string,
  row: Pick<CampaignInfluencerRow, 'status' | 'inviteToken'>,
): string | null {
  if (row.status === CampaignInfluencerStatus.Pending) return null;
  return `${publicUrl}/invite/${row.inviteToken}`;
}

/** Rows -> contract items: channels and the last transition of the page in two queries. */
export async function toWorkflowItems(
  db: DbOrTx,
  campaignId: number,
  campaignType: CampaignType,
  rows: WorkflowRow[],
  publicUrl: string,
): Promise<WorkflowItem[]> {
  const influencerIds = rows.map((r) => r.influencer.id);
  // Why an invite failed or bounced: the reason on the creator's latest invite email.
  const unsent = rows
    .filter(
      (r) =>
        r.ci.inviteEmail === InviteEmailState.Failed ||
        r.ci.inviteEmail === InviteEmailState.Bounced,
    )
    .map((r) => r.influencer.id);
  const [channelRows, last, replies, inviteErrors] = await Promise.all([
    influencerIds.length
      ? db
          .select()
          .from(channels)
          .where(inArray(channels.influencerId, influencerIds))
          .orderBy(asc(channels.id))
      : Promise.resolve([]),
    loadLastTransitions(db, campaignId, influencerIds),
    influencerIds.length
      ? db
          .select({
            influencerId: campaignReplies.influencerId,
            at: campaignReplies.lastRepliedAt,
          })
          .from(campaignReplies)
          .where(
            and(
              eq(campaignReplies.campaignId, campaignId),
              inArray(campaignReplies.influencerId, influencerIds),
            ),
          )
      : Promise.resolve([]),
    unsent.length
      ? sqlRows<{ influencer_id: number; error: string | null }>(
          db,
          sql`select distinct on (influencer_id) influencer_id, error from emails
              where campaign_id = ${campaignId} and kind = ${EmailTemplateType.Invite}
                and influencer_id = any(${intArrayParam(unsent)})
              order by influencer_id, id desc`,
        )
      : Promise.resolve([]),
  ]);
  const inviteError = new Map(inviteErrors.map((r) => [Number(r.influencer_id), r.error]));
  const repliedAt = new Map(replies.map((r) => [r.influencerId, r.at.toISOString()]));
  const channelsOf = new Map<number, ReturnType<typeof toChannelSummary>[]>();
  for (const c of channelRows) {
    const list = channelsOf.get(c.influencerId) ?? [];
    list.push(toChannelSummary(c));
    channelsOf.set(c.influencerId, list);
  }
  return rows.map(({ ci: row, influencer }) =>
    workflowItem.parse({
      id: influencer.id,
      campaignInfluencerId: row.id,
      influencer: {
        id: influencer.id,
        mediaName: influencer.mediaName,
        name: influencer.name,
        email: influencer.email,
        country: influencer.country,
        subscribersCount: influencer.subscribersCount,
        channels: channelsOf.get(influencer.id) ?? [],
      },
      status: row.status,
      statusLabel: campaignInfluencerStatusLabel(row.status as 1, campaignType),
      revenueAmount: row.revenueAmount === null ? null : Number(row.revenueAmount),
      postCount: row.postCount,
      inviteEmail: row.inviteEmail,
      inviteEmailError: inviteError.get(influencer.id) ?? null,
      repliedAt: repliedAt.get(influencer.id) ?? null,
      inviteUrl: workflowInviteUrl(publicUrl, row),
      invitedAt: row.invitedAt?.toISOString() ?? null,
      paidAt: row.paidAt?.toISOString() ?? null,
      postsCount: row.postsCount,
      suggestedPostsCount: row.suggestedPostsCount,
      views: row.views,
      likes: row.likes,
      comments: row.comments,
      lastTransition: (last.get(influencer.id) ?? null) satisfies WorkflowTransition | null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
}
