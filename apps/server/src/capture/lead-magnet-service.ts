import {
  type createLeadMagnetRequest,
  ErrorCode,
  type LeadMagnet,
  type updateLeadMagnetRequest,
} from '@app/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { loadCampaign, lockCampaign } from '../campaigns/index.ts';
import type { AppContext, DbOrTx, Tx } from '../platform/index.ts';
import {
  AppError,
  campaigns,
  insertedRow,
  isUniqueViolation,
  type LeadMagnetRow,
  leadMagnetSubmissions,
  leadMagnets,
  transaction,
} from '../platform/index.ts';
import { forgetAllowedOrigins } from './apply-cors.ts';
import { liveCaptureMessages as m } from './messages.ts';
import { toLeadMagnetDto } from './to-lead-magnet-dto.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type CreateInput = z.output<typeof createLeadMagnetRequest>;
/** Only the keys the client sent (the schema has no defaults), in `settings` too. */
export type UpdateInput = z.output<typeof updateLeadMagnetRequest>;

export const leadMagnetNotFound = () => new AppError(ErrorCode.NotFound, m.leadMagnetNotFound);
const slugTaken = () => new AppError(ErrorCode.Conflict, m.slugTaken, { slug: m.slugTaken });

async function submissionsCount(db: DbOrTx, leadMagnetId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leadMagnetSubmissions)
    .where(eq(leadMagnetSubmissions.leadMagnetId, leadMagnetId));
  return Number(row?.n ?? 0);
}

/** The campaign's lead magnet (404 when the campaign has none by that id). */
export async function loadLeadMagnet(
  db: DbOrTx,
  campaignId: number,
  leadMagnetId?: number,
): Promise<LeadMagnetRow | null> {
  const [row] = await db
    .select()
    .from(leadMagnets)
    .where(
      leadMagnetId === undefined
        ? eq(leadMagnets.campaignId, campaignId)
        : and(eq(leadMagnets.campaignId, campaignId), eq(leadMagnets.id, leadMagnetId)),
    );
  return row ?? null;
}

/** A write that may take a slug another lead magnet holds: 409 on the slug field. */
async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'lead_magnets_slug_unique')) throw slugTaken();
    if (isUniqueViolation(error, 'lead_magnets_campaign_id_unique')) {
      throw new AppError(ErrorCode.Conflict, m.alreadyHasLeadMagnet);
    }
    throw error;
  }
}

/**
 * POST /lead-magnet/campaign/{id}: the campaign's one lead magnet; turns the campaign's
 * live-capture flag on in the same transaction. 409 when it has one, or the slug is taken.
 */
export async function createLeadMagnet(
  ctx: Ctx,
  campaignId: number,
  input: CreateInput,
): Promise<LeadMagnet> {
  const { row, campaignName } = await withSlugCheck(() =>
    transaction(ctx.db, async (tx) => {
      const campaign = await lockCampaign(tx, campaignId, 'update');
      if (await loadLeadMagnet(tx, campaignId)) {
        throw new AppError(ErrorCode.Conflict, m.alreadyHasLeadMagnet);
      }
      const inserted = await insertedRow(
        tx
          .insert(leadMagnets)
          .values({
            campaignId,
            type: input.type,
            slug: input.slug,
            title: input.title,
            intro: input.intro,
            successMessage: input.successMessage,
            fields: input.fields,
            allowedOrigins: [...new Set(input.allowedOrigins)],
            ...input.settings,
          })
          .returning(),
      );
      if (!campaign.isLiveCapture) {
        await tx
          .update(campaigns)
          .set({ isLiveCapture: true, updatedAt: sql`now()` })
          .where(eq(campaigns.id, campaignId));
      }
      return { row: inserted, campaignName: campaign.name };
    }),
  );
  forgetAllowedOrigins(row.slug);
  return toLeadMagnetDto(ctx.config, row, campaignName, 0);
}

function changedColumns(input: UpdateInput): Partial<typeof leadMagnets.$inferInsert> {
  const out: Partial<typeof leadMagnets.$inferInsert> = {};
  if (input.type !== undefined) out.type = input.type;
  if (input.slug !== undefined) out.slug = input.slug;
  if (input.title !== undefined) out.title = input.title;
  if (input.intro !== undefined) out.intro = input.intro;
  if (input.successMessage !== undefined) out.successMessage = input.successMessage;
  if (input.fields !== undefined) out.fields = input.fields;
  if (input.allowedOrigins !== undefined) out.allowedOrigins = [...new Set(input.allowedOrigins)];
  const s = input.settings ?? {};
  if (s.autovalidate !== undefined) out.autovalidate = s.autovalidate;
  if (s.autoinvite !== undefined) out.autoinvite = s.autoinvite;
  if (s.minSubscribers !== undefined) out.minSubscribers = s.minSubscribers;
  if (s.verification !== undefined) out.verification = s.verification;
  return out;
}

/** POST /lead-magnet/campaign/{id}/{lid}: changes the keys sent, keeps the rest. */
export async function updateLeadMagnet(
  ctx: Ctx,
  campaignId: number,
  leadMagnetId: number,
  input: UpdateInput,
): Promise<LeadMagnet> {
  const { before, row, campaignName } = await withSlugCheck(() =>
    transaction(ctx.db, async (tx: Tx) => {
      const campaign = await loadCampaign(tx, campaignId);
      const [current] = await tx
        .select()
        .from(leadMagnets)
        .where(and(eq(leadMagnets.campaignId, campaignId), eq(leadMagnets.id, leadMagnetId)))
        .for('update');
      if (!current) throw leadMagnetNotFound();
      const changes = changedColumns(input);
      if (Object.keys(changes).length === 0) {
        return { before: current, row: current, campaignName: campaign.name };
      }
      const [updated] = await tx
        .update(leadMagnets)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(leadMagnets.id, leadMagnetId))
        .returning();
      if (!updated) throw leadMagnetNotFound();
      return { before: current, row: updated, campaignName: campaign.name };
    }),
  );
  forgetAllowedOrigins(before.slug);
  forgetAllowedOrigins(row.slug);
  return toLeadMagnetDto(ctx.config, row, campaignName, await submissionsCount(ctx.db, row.id));
}

/** GET /lead-magnet/campaign/{id}: null before the campaign has one; 404 for no campaign. */
export async function getCampaignLeadMagnet(
  ctx: Ctx,
  campaignId: number,
): Promise<{ leadMagnet: LeadMagnet | null }> {
  const campaign = await loadCampaign(ctx.db, campaignId);
  const row = await loadLeadMagnet(ctx.db, campaignId);
  if (!row) return { leadMagnet: null };
  return {
    leadMagnet: toLeadMagnetDto(
      ctx.config,
      row,
      campaign.name,
      await submissionsCount(ctx.db, row.id),
    ),
  };
}
