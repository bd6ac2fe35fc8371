import { randomBytes } from 'node:crypto';
import {
  type BulkResult,
  type CreateWebhookResponse,
  type createWebhookRequest,
  type updateWebhookRequest,
  type Webhook,
  type WebhookListResponse,
  webhook,
} from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  assertOutboundUrl,
  type CampaignWebhookRow,
  campaignWebhooks,
  deleteByIds,
  insertedRow,
  OutboundAddressError,
  secretBoxFor,
  transaction,
} from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** A webhook may not point at this installation's own network (see net/outbound-guard). */
async function assertReachableUrl(ctx: Ctx, url: string): Promise<void> {
  try {
    await assertOutboundUrl(url, ctx.config.outboundAllowlist);
  } catch (error) {
    if (error instanceof OutboundAddressError) throw AppError.field('url', error.message);
    throw error;
  }
}

function toWebhookDto(row: CampaignWebhookRow): Webhook {
  return webhook.parse({
    id: row.id,
    campaignId: row.campaignId,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    hasSecret: row.secretSealed.length > 0,
    lastDeliveryAt: row.lastDeliveryAt?.toISOString() ?? null,
    lastDeliveryStatus: row.lastDeliveryStatus,
    lastDeliveryError: row.lastDeliveryError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

async function findWebhook(db: DbOrTx, campaignId: number, id: number) {
  const [row] = await db
    .select()
    .from(campaignWebhooks)
    .where(and(eq(campaignWebhooks.id, id), eq(campaignWebhooks.campaignId, campaignId)));
  if (!row) throw AppError.notFound();
  return row;
}

export async function listWebhooks(ctx: Ctx, campaignId: number): Promise<WebhookListResponse> {
  await loadCampaign(ctx.db, campaignId);
  const rows = await ctx.db
    .select()
    .from(campaignWebhooks)
    .where(eq(campaignWebhooks.campaignId, campaignId))
    .orderBy(asc(campaignWebhooks.id));
  return { items: rows.map(toWebhookDto), total: rows.length };
}

/** The secret is sealed at rest; a generated one is answered once, here, and never again. */
export async function createWebhook(
  ctx: Ctx,
  campaignId: number,
  input: z.output<typeof createWebhookRequest>,
): Promise<CreateWebhookResponse> {
  await loadCampaign(ctx.db, campaignId);
  await assertReachableUrl(ctx, input.url);
  const secret = input.secret ?? `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await insertedRow(
    ctx.db
      .insert(campaignWebhooks)
      .values({
        campaignId,
        url: input.url,
        events: [...new Set(input.events)],
        enabled: input.enabled,
        secretSealed: secretBoxFor(ctx.config).seal(secret),
      })
      .returning(),
  );
  return { ...toWebhookDto(row), ...(input.secret ? {} : { secret }) };
}

export async function updateWebhook(
  ctx: Ctx,
  campaignId: number,
  id: number,
  input: z.output<typeof updateWebhookRequest>,
): Promise<Webhook> {
  if (input.url !== undefined) await assertReachableUrl(ctx, input.url);
  return transaction(ctx.db, async (tx) => {
    await loadCampaign(tx, campaignId);
    await findWebhook(tx, campaignId, id);
    const changes: Partial<typeof campaignWebhooks.$inferInsert> = {};
    if (input.url !== undefined) changes.url = input.url;
    if (input.events !== undefined) changes.events = [...new Set(input.events)];
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.secret !== undefined)
      changes.secretSealed = secretBoxFor(ctx.config).seal(input.secret);
    const [row] = await tx
      .update(campaignWebhooks)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(campaignWebhooks.id, id))
      .returning();
    if (!row) throw AppError.notFound();
    return toWebhookDto(row);
  });
}

export async function deleteWebhooks(
  ctx: Ctx,
  campaignId: number,
  ids: readonly number[],
): Promise<BulkResult> {
  return deleteByIds(ctx.db, campaignWebhooks, ids, {
    scope: eq(campaignWebhooks.campaignId, campaignId),
  });
}
