import {
  type BulkResult,
  type Campaign,
  type CampaignListResponse,
  type CampaignUserListResponse,
  type campaignListRequest,
  campaignMessages,
  type campaignUserListRequest,
  type createCampaignRequest,
  lacksBrief,
  type updateCampaignRequest,
} from '@app/contract';
import { and, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import { addInfluencersToLists } from '../../crm/index.ts';
import type { AppContext, DbOrTx, Tx } from '../../platform/index.ts';
import {
  AppError,
  bulkResults,
  campaignInfluencers,
  campaigns,
  containsPattern,
  insertedRow,
  listPage,
  products,
  releaseStoredObjects,
  sentFields,
  transaction,
  updateChangedColumns,
  users,
} from '../../platform/index.ts';
import { campaignNotFound, lockCampaign } from './load-campaign.ts';
import { canDeleteCampaign } from './policy.ts';
import { assertStoredFile } from './stored-files.ts';
import {
  type CampaignJoined,
  campaignJoins,
  influencersCountSql,
  loadCampaignCounts,
  toCampaignDto,
  toCampaignListItem,
} from './to-campaign-dto.ts';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'jobs'>;
type CreateInput = z.output<typeof createCampaignRequest>;
type UpdateInput = Partial<z.output<typeof updateCampaignRequest>>;

const campaignsColumns = getTableColumns(campaigns);
/** The campaign's columns that hold a stored object's key. */
const storedFileColumns = ['imageKey', 'briefFileKey', 'instructionsFileKey'] as const;

function selectCampaigns(db: DbOrTx) {
  return db
    .select({ ...campaignsColumns, ...campaignJoins })
    .from(campaigns)
    .innerJoin(products, eq(products.id, campaigns.productId))
    .leftJoin(users, eq(users.id, campaigns.createdBy));
}

/** The campaign row (404 if none). */
async function findCampaign(db: DbOrTx, id: number): Promise<CampaignJoined> {
  const [row] = await selectCampaigns(db).where(eq(campaigns.id, id));
  if (!row) throw campaignNotFound();
  return row;
}

export async function getCampaign(ctx: Ctx, actor: Actor, id: number): Promise<Campaign> {
  const row = await findCampaign(ctx.db, id);
  const counts = await loadCampaignCounts(ctx.db, [id]);
  return toCampaignDto(row, counts.get(id), actor, ctx.storage);
}

async function assertProduct(tx: Tx, productId: number): Promise<void> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw AppError.field('productId', campaignMessages.productNotFound);
}

/** Checks the references of the fields being written (product, files, dates). */
async function checkFields(
  tx: Tx,
  input: UpdateInput,
  current: { startedAt: Date | null; finishedAt: Date | null } | null,
): Promise<void> {
  if (input.productId !== undefined) await assertProduct(tx, input.productId);
  if (input.image) await assertStoredFile(tx, input.image, 'image', 'image');
  if (input.briefFile) await assertStoredFile(tx, input.briefFile, 'document', 'briefFile');
  if (input.instructionsFile) {
    await assertStoredFile(tx, input.instructionsFile, 'document', 'instructionsFile');
  }
  const started =
    input.startedAt !== undefined
      ? input.startedAt && new Date(input.startedAt)
      : current?.startedAt;
  const finished =
    input.finishedAt !== undefined
      ? input.finishedAt && new Date(input.finishedAt)
      : current?.finishedAt;
  if (started && finished && finished.getTime() < started.getTime()) {
    throw AppError.field('finishedAt', campaignMessages.finishBeforeStart);
  }
}

function toColumns(input: UpdateInput): Partial<typeof campaigns.$inferInsert> {
  const out: Partial<typeof campaigns.$inferInsert> = sentFields(input, [
    'name',
    'productId',
    'type',
    'status',
    'brief',
    'briefFileLabel',
    'instructions',
    'instructionsFileLabel',
    'dealRevenueAmount',
    'dealPostCount',
    'replyToManagerEnabled',
    'sendPostSuggestions',
    'sendApprovedEmails',
    'sendRejectedEmails',
    'senderName',
    'senderEmail',
    'isLiveCapture',
    'inviteProof',
    'ads',
  ]);
  if (input.image !== undefined) out.imageKey = input.image;
  if (input.briefFile !== undefined) out.briefFileKey = input.briefFile;
  if (input.instructionsFile !== undefined) out.instructionsFileKey = input.instructionsFile;
  if (input.startedAt !== undefined) {
    out.startedAt = input.startedAt ? new Date(input.startedAt) : null;
  }
  if (input.finishedAt !== undefined) {
    out.finishedAt = input.finishedAt ? new Date(input.finishedAt) : null;
  }
  if (input.redeemCodePlatforms !== undefined) {
    out.redeemCodePlatforms = [...new Set(input.redeemCodePlatforms)];
  }
  return out;
}

export async function createCampaign(
  ctx: Ctx,
  actor: Actor,
  input: CreateInput,
): Promise<Campaign> {
  const id = await transaction(ctx.db, async (tx) => {
    await checkFields(tx, input, null);
    const row = await insertedRow(
      tx
        .insert(campaigns)
        .values({
          ...(toColumns(input) as typeof campaigns.$inferInsert),
          ads: input.ads,
          createdBy: actor.id,
        })
        .returning({ id: campaigns.id }),
    );
    return row.id;
  });
  return getCampaign(ctx, actor, id);
}

/** PUT /campaign/{id}: only the fields sent change. */
export async function updateCampaign(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: UpdateInput,
): Promise<Campaign> {
  await transaction(ctx.db, async (tx) => {
    const current = await lockCampaign(tx, id, 'update');
    await checkFields(tx, input, current);
    // A campaign keeps a brief (the contract refuses creating one without); campaigns from
    // before the rule may be edited otherwise without adding one.
    const briefEdited = input.brief !== undefined || input.briefFile !== undefined;
    const brief = input.brief !== undefined ? input.brief : current.brief;
    const briefFile = input.briefFile !== undefined ? input.briefFile : current.briefFileKey;
    if (briefEdited && lacksBrief({ brief, briefFile })) {
      throw AppError.field('brief', campaignMessages.briefRequired);
    }
    const changes = toColumns(input);
    await releaseStoredObjects(
      ctx.jobs,
      tx,
      storedFileColumns
        .filter((column) => changes[column] !== undefined && changes[column] !== current[column])
        .map((column) => current[column]),
    );
    await updateChangedColumns(tx, campaigns, id, changes);
  });
  return getCampaign(ctx, actor, id);
}

const sortColumns = {
  name: sql`lower(${campaigns.name})`,
  product: sql`lower(${products.title})`,
  type: sql`${campaigns.type}`,
  status: sql`${campaigns.status}`,
  startedAt: sql`${campaigns.startedAt}`,
  finishedAt: sql`${campaigns.finishedAt}`,
  influencersCount: influencersCountSql,
  createdAt: sql`${campaigns.createdAt}`,
  updatedAt: sql`${campaigns.updatedAt}`,
};

export async function listCampaigns(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof campaignListRequest>,
): Promise<CampaignListResponse> {
  const f = input.filters ?? {};
  const conditions: SQL[] = [];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      sql`(${campaigns.name} ilike ${pattern} or ${products.title} ilike ${pattern})`,
    );
  }
  if (f.isLiveCapture !== undefined) conditions.push(eq(campaigns.isLiveCapture, f.isLiveCapture));
  if (f.status !== undefined) conditions.push(eq(campaigns.status, f.status));
  if (f.type !== undefined) conditions.push(eq(campaigns.type, f.type));
  if (f.productId !== undefined) conditions.push(eq(campaigns.productId, f.productId));
  if (f.createdBy?.length) conditions.push(inArray(campaigns.createdBy, f.createdBy));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const sort = input.sort ?? { field: 'createdAt' as const, order: 'desc' as const };
  const { rows, total } = await listPage(
    selectCampaigns(ctx.db).where(where).$dynamic(),
    ctx.db
      .select({ n: count() })
      .from(campaigns)
      .innerJoin(products, eq(products.id, campaigns.productId))
      .where(where),
    { column: sortColumns[sort.field], id: campaigns.id, order: sort.order },
    input,
  );
  const counts = await loadCampaignCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toCampaignListItem(r, counts.get(r.id), actor, ctx.storage)),
    total,
  };
}

/** POST /campaign/user/list: team users who created campaigns, for the "created by" filter. */
export async function listCampaignUsers(
  ctx: Ctx,
  input: z.output<typeof campaignUserListRequest>,
): Promise<CampaignUserListResponse> {
  const name = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;
  const campaignsCount = sql<number>`count(${campaigns.id})::int`;
  const where = input.search
    ? sql`(${name} ilike ${containsPattern(input.search)} or ${users.email} ilike ${containsPattern(input.search)})`
    : undefined;
  const sort = input.sort ?? { field: 'name' as const, order: 'asc' as const };
  const sortColumn = sort.field === 'name' ? sql`lower(${name})` : campaignsCount;
  const { rows, total } = await listPage(
    ctx.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarKey: users.avatarKey,
        campaignsCount,
      })
      .from(users)
      .innerJoin(campaigns, eq(campaigns.createdBy, users.id))
      .where(where)
      .groupBy(users.id)
      .$dynamic(),
    ctx.db
      .select({ n: sql<number>`count(distinct ${users.id})::int` })
      .from(users)
      .innerJoin(campaigns, eq(campaigns.createdBy, users.id))
      .where(where),
    { column: sortColumn, id: users.id, order: sort.order },
    input,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName ?? ''}`.trim(),
      email: r.email,
      avatarUrl: r.avatarKey ? ctx.storage.url(r.avatarKey) : null,
      campaignsCount: Number(r.campaignsCount),
    })),
    total,
  };
}

/**
 * POST /campaign/delete. Admins delete any campaign; a Manager only their own: a call that
 * names someone else's campaign answers 403 and deletes nothing. Unknown ids: "Not found".
 * Influencers' campaign counts follow in the same transaction.
 */
export async function deleteCampaigns(
  ctx: Ctx,
  actor: Actor,
  ids: readonly number[],
): Promise<BulkResult> {
  const wanted = [...new Set(ids)];
  return transaction(ctx.db, async (tx) => {
    const rows = await tx
      .select({
        id: campaigns.id,
        createdBy: campaigns.createdBy,
        imageKey: campaigns.imageKey,
        briefFileKey: campaigns.briefFileKey,
        instructionsFileKey: campaigns.instructionsFileKey,
      })
      .from(campaigns)
      .where(inArray(campaigns.id, wanted))
      .for('update');
    if (rows.some((r) => !canDeleteCampaign(actor, r))) throw AppError.forbidden();
    const found = new Set(rows.map((r) => r.id));
    if (found.size > 0) {
      const list = [...found];
      await tx.execute(sql`
        update influencers i set campaigns_count = greatest(i.campaigns_count - x.n, 0)
        from (
          select influencer_id, count(*)::int as n from campaign_influencers
          where campaign_id in (${sql.join(
            list.map((id) => sql`${id}`),
            sql`, `,
          )})
          group by influencer_id
        ) x
        where i.id = x.influencer_id`);
      await tx.delete(campaigns).where(inArray(campaigns.id, list));
      await releaseStoredObjects(
        ctx.jobs,
        tx,
        rows.flatMap((r) => storedFileColumns.map((column) => r[column])),
      );
    }
    return bulkResults(wanted, found);
  });
}

/**
 * POST /campaign/lists: the influencers of campaigns `ids` join lists `listIds` (the lists
 * module's own add, so unknown lists answer 400 on listIds there). Per campaign id.
 */
export async function addCampaignCreatorsToLists(
  ctx: Ctx,
  input: { ids: number[]; listIds: number[] },
): Promise<BulkResult> {
  const ids = [...new Set(input.ids)];
  const existing = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(inArray(campaigns.id, ids));
  const present = new Set(existing.map((r) => r.id));
  const members = present.size
    ? await ctx.db
        .selectDistinct({ id: campaignInfluencers.influencerId })
        .from(campaignInfluencers)
        .where(inArray(campaignInfluencers.campaignId, [...present]))
    : [];
  await addInfluencersToLists(ctx, { ids: members.map((m) => m.id), listIds: input.listIds });
  return bulkResults(ids, present);
}
