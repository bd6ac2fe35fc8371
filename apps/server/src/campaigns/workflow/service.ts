import {
  type AddCampaignInfluencersResponse,
  type BulkResult,
  type CampaignType,
  campaignInfluencerStatusLabel,
  channelTypeLabel,
  type exportCampaignInfluencersRequest,
  type InfluencerCampaignsResponse,
  inviteEmailStateLabel,
  messages,
  type TransferCampaignInfluencersRequest,
  type transferCampaignInfluencersRequest,
  WORKFLOW_EXPORT_COLUMNS,
  type WorkflowActionResponse,
  type WorkflowHistoryResponse,
  type WorkflowListResponse,
  type WorkflowStats,
  type workflowListRequest,
  workflowMessages,
} from '@app/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import { assertInfluencer } from '../../crm/index.ts';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  campaignInfluencers,
  campaigns,
  listInfluencers,
  lists,
  publicOrigin,
  transaction,
} from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';
import { loadHistory } from './history.ts';
import {
  countWorkflowRows,
  selectWorkflowRows,
  toWorkflowItems,
  workflowFiltersInfluencers,
  workflowWhere,
} from './list.ts';
import type { TransitionAction } from './transitions.ts';
import {
  type ActionValues,
  addInfluencersToCampaign,
  applyWorkflowAction,
  type TransitionBy,
  toWorkflowCampaign,
  type WorkflowCampaign,
} from './workflow.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs'>;

/** The campaign as the workflow needs it, or 404 "Campaign not found". */
export async function workflowCampaign(db: DbOrTx, id: number): Promise<WorkflowCampaign> {
  return toWorkflowCampaign(await loadCampaign(db, id));
}

const team = (actor: Actor): TransitionBy => ({ via: 'team', actorId: actor.id });

export async function listWorkflow(
  ctx: Pick<AppContext, 'db' | 'config'>,
  campaignId: number,
  input: z.output<typeof workflowListRequest>,
): Promise<WorkflowListResponse> {
  const campaign = await workflowCampaign(ctx.db, campaignId);
  const where = workflowWhere(campaignId, input);
  const [items, total] = await Promise.all([
    workflowItems(ctx, campaign, where, input.sort, {
      limit: input.pageSize,
      offset: input.page * input.pageSize,
    }),
    countWorkflowRows(ctx.db, where, workflowFiltersInfluencers(input)),
  ]);
  return { items, total, campaignType: campaign.type };
}

/** A slice of the Workflow tab's rows (filtered by `where`, in the sort asked for) as items. */
async function workflowItems(
  ctx: Pick<AppContext, 'db' | 'config'>,
  campaign: WorkflowCampaign,
  where: SQL,
  sort: z.output<typeof workflowListRequest>['sort'],
  slice: { limit: number; offset: number },
) {
  const rows = await selectWorkflowRows(ctx.db, where, sort, slice);
  return toWorkflowItems(ctx.db, campaign.id, campaign.type, rows, publicOrigin(ctx.config));
}

/** POST .../invite, /approve, /reject, /pay, /delete: per influencer id. */
export async function runWorkflowAction(
  ctx: Ctx,
  actor: Actor,
  campaignId: number,
  action: TransitionAction,
  ids: readonly number[],
  values: ActionValues = {},
): Promise<WorkflowActionResponse> {
  return transaction(ctx.db, async (tx) => {
    const campaign = await workflowCampaign(tx, campaignId);
    const results = await applyWorkflowAction(ctx, tx, campaign, action, ids, team(actor), values);
    return { results };
  });
}

/** PUT /campaign/{id}/influencers: ids and/or a list's members join as Pending. */
export async function addCampaignInfluencers(
  ctx: Ctx,
  actor: Actor,
  campaignId: number,
  input: { ids?: number[] | undefined; listId?: number | undefined },
): Promise<AddCampaignInfluencersResponse> {
  if (!input.ids?.length && input.listId === undefined) {
    throw AppError.field('ids', workflowMessages.listOrIdsRequired);
  }
  return transaction(ctx.db, async (tx) => {
    await workflowCampaign(tx, campaignId);
    const ids = [...(input.ids ?? [])];
    if (input.listId !== undefined) {
      const [list] = await tx
        .select({ id: lists.id })
        .from(lists)
        .where(and(eq(lists.id, input.listId), eq(lists.kind, 'influencer')));
      if (!list) throw AppError.field('listId', messages.notFound);
      const members = await tx
        .select({ id: listInfluencers.influencerId })
        .from(listInfluencers)
        .where(eq(listInfluencers.listId, input.listId));
      ids.push(...members.map((m) => m.id));
    }
    return addInfluencersToCampaign(ctx, tx, campaignId, ids, team(actor));
  });
}

/**
 * PUT /campaign/{id}/influencers/transfer: the influencers join the target campaign as
 * Pending; 'move' also removes them here (through the workflow, so Paid rows stay and say
 * why). Per id: not in this campaign, already in the target, or the removal's refusal.
 */
export async function transferCampaignInfluencers(
  ctx: Ctx,
  actor: Actor,
  campaignId: number,
  input: z.output<typeof transferCampaignInfluencersRequest>,
): Promise<BulkResult> {
  if (input.targetCampaignId === campaignId) {
    throw AppError.field('targetCampaignId', workflowMessages.sameCampaign);
  }
  return transaction(ctx.db, async (tx) => {
    const source = await workflowCampaign(tx, campaignId);
    const [target] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, input.targetCampaignId));
    if (!target) throw AppError.field('targetCampaignId', messages.notFound);
    const ids = [...new Set(input.ids)];
    const members = await tx
      .select({ id: campaignInfluencers.influencerId, status: campaignInfluencers.status })
      .from(campaignInfluencers)
      .where(
        and(
          eq(campaignInfluencers.campaignId, campaignId),
          sql`${campaignInfluencers.influencerId} = any(${`{${ids.join(',')}}`}::int[])`,
        ),
      );
    const inSource = new Set(members.map((m) => m.id));
    const results = new Map<number, BulkResult['results'][number]>();
    for (const id of ids) {
      if (!inSource.has(id)) {
        results.set(id, { id, ok: false, message: messages.influencerNotInCampaign });
      }
    }
    let movable = ids.filter((id) => inSource.has(id));
    if (input.mode === 'move') {
      // Paid rows cannot leave: refuse them before copying anything.
      const paid = new Set(members.filter((m) => m.status === 6).map((m) => m.id));
      for (const id of movable) {
        if (paid.has(id)) {
          results.set(id, { id, ok: false, message: workflowMessages.paidCannotBeRemoved });
        }
      }
      movable = movable.filter((id) => !paid.has(id));
    }
    const added = await addInfluencersToCampaign(ctx, tx, target.id, movable, team(actor));
    for (const r of added.results) results.set(r.id, r);
    if (input.mode === 'move') {
      // Moved means gone from here, also when the target already had them.
      const leaving = movable.filter(
        (id) =>
          results.get(id)?.ok || results.get(id)?.message === workflowMessages.alreadyInCampaign,
      );
      const removed = await applyWorkflowAction(ctx, tx, source, 'remove', leaving, team(actor));
      for (const r of removed) if (!r.ok) results.set(r.id, r);
    }
    return { results: ids.map((id) => results.get(id) ?? { id, ok: true }) };
  });
}

/** GET /campaign/{id}/influencers/stats: rows per status. */
export async function workflowStats(
  ctx: Pick<AppContext, 'db'>,
  campaignId: number,
): Promise<WorkflowStats> {
  await workflowCampaign(ctx.db, campaignId);
  const rows = await ctx.db
    .select({ status: campaignInfluencers.status, n: sql<number>`count(*)::int` })
    .from(campaignInfluencers)
    .where(eq(campaignInfluencers.campaignId, campaignId))
    .groupBy(campaignInfluencers.status);
  const of = (status: number) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    pending: of(1),
    invited: of(2),
    shortlisted: of(3),
    published: of(4),
    rejected: of(5),
    paid: of(6),
  };
}

export async function workflowHistory(
  ctx: Pick<AppContext, 'db'>,
  campaignId: number,
  influencerId: number,
): Promise<WorkflowHistoryResponse> {
  await workflowCampaign(ctx.db, campaignId);
  return { items: await loadHistory(ctx.db, campaignId, influencerId) };
}

/** Most rows one export writes (a campaign's whole workflow at the benchmark's scale). */
export const WORKFLOW_EXPORT_MAX_ROWS = 50_000;

/** POST /campaign/{id}/influencers/export: the filtered rows as an .xlsx workbook. */
export async function exportWorkflow(
  ctx: Pick<AppContext, 'db' | 'config'>,
  campaignId: number,
  input: z.output<typeof exportCampaignInfluencersRequest>,
): Promise<Buffer> {
  const campaign = await workflowCampaign(ctx.db, campaignId);
  const items = await workflowItems(ctx, campaign, workflowWhere(campaignId, input), input.sort, {
    limit: WORKFLOW_EXPORT_MAX_ROWS,
    offset: 0,
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Influencers');
  sheet.addRow([...WORKFLOW_EXPORT_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  for (const item of items) {
    sheet.addRow([
      item.influencer.mediaName,
      item.influencer.name ?? '',
      item.influencer.email ?? '',
      item.influencer.country ?? '',
      item.influencer.channels.map((c) => `${channelTypeLabel[c.type]}: ${c.url}`).join('\n'),
      item.influencer.subscribersCount,
      campaignInfluencerStatusLabel(item.status, campaign.type),
      item.revenueAmount ?? '',
      item.postCount ?? '',
      item.postsCount,
      item.views,
      item.likes,
      item.comments,
      item.inviteEmail ? inviteEmailStateLabel[item.inviteEmail] : '',
      item.invitedAt ? new Date(item.invitedAt) : '',
      item.paidAt ? new Date(item.paidAt) : '',
      new Date(item.createdAt),
    ]);
  }
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET /influencer/{id}/campaigns (the influencer profile's Campaigns tab). */
export async function listCampaignsOfInfluencer(
  db: DbOrTx,
  influencerId: number,
): Promise<InfluencerCampaignsResponse> {
  await assertInfluencer(db, influencerId);
  const rows = await db
    .select({
      campaignId: campaigns.id,
      name: campaigns.name,
      type: campaigns.type,
      status: campaignInfluencers.status,
      revenueAmount: campaignInfluencers.revenueAmount,
      postCount: campaignInfluencers.postCount,
      createdAt: campaignInfluencers.createdAt,
      updatedAt: campaignInfluencers.updatedAt,
    })
    .from(campaignInfluencers)
    .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
    .where(eq(campaignInfluencers.influencerId, influencerId))
    .orderBy(desc(campaignInfluencers.createdAt), desc(campaignInfluencers.id));
  return {
    items: rows.map((r) => ({
      campaignId: r.campaignId,
      name: r.name,
      type: r.type as CampaignType,
      status: r.status,
      revenueAmount: r.revenueAmount === null ? null : Number(r.revenueAmount),
      postCount: r.postCount,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: rows.length,
  };
}

export type { TransferCampaignInfluencersRequest };
