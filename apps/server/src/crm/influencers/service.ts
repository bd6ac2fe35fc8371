import {
  type BulkResult,
  type CreateInfluencerRequest,
  type createInfluencerRequest,
  type InfluencerDetail,
  InfluencerSource,
  influencerMessages,
  messages,
  type UpdateInfluencerRequest,
  type updateInfluencerRequest,
} from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, Tx } from '../../platform/index.ts';
import {
  AppError,
  channels,
  deleteByIds,
  type InfluencerRow,
  influencers,
  insertedRow,
  listInfluencers,
  lists,
  sentFields,
  transaction,
  updateChangedColumns,
} from '../../platform/index.ts';
import { refreshInfluencerAggregates } from '../channels/aggregates.ts';
import { insertChannel, parseUrlOrThrow, withChannelCheck } from '../channels/service.ts';
import { influencersDeleting, influencersMerged, influencersMerging } from './lifecycle-hooks.ts';
import { loadInfluencerDetail } from './to-influencer-dto.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config'>;

export async function getInfluencer(
  ctx: Pick<AppContext, 'db'>,
  id: number,
): Promise<InfluencerDetail> {
  return loadInfluencerDetail(ctx.db, id);
}

/** "Ana Lopez" from first and last name when no full name is given. */
export function fullNameOf(input: {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) {
  if (input.name) return input.name;
  const joined = [input.firstName, input.lastName].filter(Boolean).join(' ');
  return joined || null;
}

/**
 * POST /influencer: a new influencer (source Manual) with the channel the link names. The
 * media name defaults to the link's handle or login (replaced by the channel title when the
 * first refresh finds one).
 */
export async function createInfluencer(
  ctx: Ctx,
  input: z.output<typeof createInfluencerRequest>,
): Promise<InfluencerDetail> {
  const parsed = parseUrlOrThrow(input.url);
  return withChannelCheck(async () => {
    const id = await transaction(ctx.db, async (tx) => {
      const row = await insertedRow(
        tx
          .insert(influencers)
          .values({
            mediaName: input.mediaName ?? parsed.value,
            name: fullNameOf(input),
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            country: input.country,
            language: input.language,
            tags: dedupe(input.tags),
            audiences: dedupe(input.audiences),
            status: input.status,
            source: InfluencerSource.Manual,
            notes: input.notes,
            rating: input.rating,
          })
          .returning({ id: influencers.id }),
      );
      await insertChannel(ctx, tx, row.id, parsed);
      return row.id;
    });
    return loadInfluencerDetail(ctx.db, id);
  });
}

export function dedupe(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const key = v.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

async function lockInfluencer(tx: Tx, id: number): Promise<InfluencerRow> {
  const [row] = await tx.select().from(influencers).where(eq(influencers.id, id)).for('update');
  if (!row) throw AppError.notFound();
  return row;
}

/** Replaces the influencer's lists; unknown list ids answer 400 on listIds. */
export async function setInfluencerLists(tx: Tx, influencerId: number, listIds: readonly number[]) {
  const unique = [...new Set(listIds)];
  if (unique.length > 0) {
    const found = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(and(inArray(lists.id, unique), eq(lists.kind, 'influencer')));
    if (found.length !== unique.length) throw AppError.field('listIds', messages.notFound);
  }
  await tx.delete(listInfluencers).where(eq(listInfluencers.influencerId, influencerId));
  if (unique.length > 0) {
    await tx.insert(listInfluencers).values(unique.map((listId) => ({ listId, influencerId })));
  }
}

/** PUT /influencer/{id}: changes only the fields sent. */
export async function updateInfluencer(
  ctx: Ctx,
  id: number,
  input: Partial<z.output<typeof updateInfluencerRequest>>,
): Promise<InfluencerDetail> {
  await transaction(ctx.db, async (tx) => {
    const current = await lockInfluencer(tx, id);
    const changes: Partial<typeof influencers.$inferInsert> = sentFields(input, [
      'mediaName',
      'name',
      'firstName',
      'lastName',
      'email',
      'country',
      'language',
      'notes',
      'rating',
      'status',
    ]);
    if (input.tags !== undefined) changes.tags = dedupe(input.tags);
    if (input.audiences !== undefined) changes.audiences = dedupe(input.audiences);
    await updateChangedColumns(tx, influencers, current.id, changes);
    if (input.listIds !== undefined) await setInfluencerLists(tx, id, input.listIds);
    await refreshInfluencerAggregates(tx, [id]);
  });
  return loadInfluencerDetail(ctx.db, id);
}

/** POST /influencer/delete: channels and list memberships go with the influencer. */
export async function deleteInfluencers(ctx: Ctx, ids: readonly number[]): Promise<BulkResult> {
  return transaction(ctx.db, async (tx) => {
    await influencersDeleting(tx, ids);
    return deleteByIds(tx, influencers, ids);
  });
}

const NOTE_SEPARATOR = '\n\n---\n\n';

/** The fields a merge fills, unites or appends. */
export type MergeableField =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'country'
  | 'language'
  | 'tags'
  | 'audiences'
  | 'notes'
  | 'rating';
export type MergeableFields = Pick<InfluencerRow, MergeableField>;

/** Fills the target's empty fields from the source, unions tags, appends notes. */
export function mergedFields(target: MergeableFields, source: MergeableFields): MergeableFields {
  const notes =
    target.notes && source.notes && target.notes !== source.notes
      ? `${target.notes}${NOTE_SEPARATOR}${source.notes}`
      : (target.notes ?? source.notes);
  return {
    name: target.name ?? source.name,
    firstName: target.firstName ?? source.firstName,
    lastName: target.lastName ?? source.lastName,
    email: target.email ?? source.email,
    country: target.country ?? source.country,
    language: target.language ?? source.language,
    tags: dedupe([...target.tags, ...source.tags]),
    audiences: dedupe([...target.audiences, ...source.audiences]),
    notes,
    rating: target.rating ?? source.rating,
  };
}

/**
 * POST /influencer/migrate: merge influencer `id` into `targetId`; nothing is lost. Channels
 * and list memberships move, notes are appended, tags and audiences united, the target's
 * empty fields filled; then the source is deleted. The areas that keep rows of an influencer
 * (campaigns, keys) move theirs through the lifecycle hooks, in this transaction.
 */
export async function migrateInfluencer(
  ctx: Ctx,
  input: { id: number; targetId: number },
): Promise<InfluencerDetail> {
  if (input.id === input.targetId) {
    throw AppError.field('targetId', influencerMessages.mergeIntoItself);
  }
  await transaction(ctx.db, async (tx) => {
    // Lock in id order so two opposite merges cannot deadlock.
    const [first, second] = [input.id, input.targetId].sort((a, b) => a - b) as [number, number];
    const locked = new Map([
      [first, await lockInfluencer(tx, first)],
      [second, await lockInfluencer(tx, second)],
    ]);
    const source = locked.get(input.id) as InfluencerRow;
    const target = locked.get(input.targetId) as InfluencerRow;
    await tx
      .update(channels)
      .set({ influencerId: target.id, updatedAt: sql`now()` })
      .where(eq(channels.influencerId, source.id));
    await tx.execute(sql`
      insert into list_influencers (list_id, influencer_id, created_at)
      select list_id, ${target.id}, created_at from list_influencers where influencer_id = ${source.id}
      on conflict do nothing`);
    const merge = { sourceId: source.id, targetId: target.id };
    await influencersMerging(tx, merge);
    await tx
      .update(influencers)
      .set({
        ...mergedFields(target, source),
        campaignsCount: sql`${influencers.campaignsCount} + ${source.campaignsCount}`,
        lastActivityAt: sql`greatest(${influencers.lastActivityAt}, ${source.lastActivityAt})`,
        updatedAt: sql`now()`,
      })
      .where(eq(influencers.id, target.id));
    await tx.delete(influencers).where(eq(influencers.id, source.id));
    await influencersMerged(tx, merge);
    await refreshInfluencerAggregates(tx, [target.id]);
  });
  return loadInfluencerDetail(ctx.db, input.targetId);
}

export type { CreateInfluencerRequest, UpdateInfluencerRequest };
