import {
  ChannelStatsStatus,
  InfluencerSource,
  type ParsedChannelUrl,
  type TaskRowResult,
} from '@app/contract';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/open-database.ts';
import {
  channels,
  type InfluencerRow,
  influencers,
  type TaskCounts,
} from '../../../db/schema/index.ts';
import { refreshInfluencerAggregates } from '../../channels/aggregates.ts';
import { refreshChannelsJob } from '../../channels/jobs.ts';
import { lookupKeyOf } from '../../channels/parse-channel-url.ts';
import { newChannelValues } from '../../channels/service.ts';
import { dedupe, fullNameOf, mergedFields } from '../service.ts';
import { type ImportField, type ImportRow, mapRow } from './map-rows.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config'>;

/** The identities a link is known by (see sameChannelCondition). */
function identities(parsed: ParsedChannelUrl): string[] {
  const ids = [`${parsed.type}|key|${lookupKeyOf(parsed)}`];
  if (parsed.kind === 'handle' || parsed.kind === 'login')
    ids.push(`${parsed.type}|handle|${parsed.value}`);
  if (parsed.kind === 'channelId') ids.push(`${parsed.type}|id|${parsed.value}`);
  return ids;
}

type Target = { kind: 'existing'; id: number } | { kind: 'new'; index: number };

type NewInfluencer = { first: ImportRow; merged: ImportRow[]; channels: ParsedChannelUrl[] };

export type BatchOutcome = { counts: Partial<TaskCounts>; results: TaskRowResult[] };

/**
 * Imports one batch of sheet rows in the caller's transaction. Rows whose channel is already
 * known (stored, or earlier in the file) merge into that influencer: new channels added,
 * empty fields filled, tags united, notes appended. Other valid rows create influencers
 * (source Import). Invalid rows are skipped with the reason. New channels are queued for a
 * stats refresh in the same transaction.
 */
export async function importBatch(
  ctx: Ctx,
  tx: Tx,
  sheetRows: ReadonlyArray<{ row: number; cells: string[] }>,
  columns: Map<number, ImportField>,
): Promise<BatchOutcome> {
  const results: TaskRowResult[] = [];
  const counts = { created: 0, merged: 0, skipped: 0 };
  const valid: ImportRow[] = [];
  for (const { row, cells } of sheetRows) {
    const mapped = mapRow(row, cells, columns);
    if (mapped.ok) valid.push(mapped.value);
    else {
      counts.skipped++;
      results.push({ row, outcome: 'skipped', influencerId: null, message: mapped.message });
    }
  }

  // Every stored channel any row names, in three indexed lookups.
  const all = valid.flatMap((r) => r.channels);
  const known = new Map<string, Target>();
  if (all.length > 0) {
    const keys = [...new Set(all.map(lookupKeyOf))];
    const handles = [
      ...new Set(all.filter((c) => c.kind === 'handle' || c.kind === 'login').map((c) => c.value)),
    ];
    const externalIds = [...new Set(all.filter((c) => c.kind === 'channelId').map((c) => c.value))];
    const stored = await tx
      .select({
        type: channels.type,
        lookupKey: channels.lookupKey,
        handle: channels.handle,
        externalId: channels.externalId,
        influencerId: channels.influencerId,
      })
      .from(channels)
      .where(
        or(
          inArray(channels.lookupKey, keys),
          handles.length ? inArray(channels.handle, handles) : undefined,
          externalIds.length ? inArray(channels.externalId, externalIds) : undefined,
        ),
      );
    for (const c of stored) {
      const target: Target = { kind: 'existing', id: c.influencerId };
      known.set(`${c.type}|key|${c.lookupKey}`, target);
      if (c.handle) known.set(`${c.type}|handle|${c.handle}`, target);
      if (c.externalId) known.set(`${c.type}|id|${c.externalId}`, target);
    }
  }

  const created: NewInfluencer[] = [];
  const mergesIntoExisting = new Map<number, { rows: ImportRow[]; channels: ParsedChannelUrl[] }>();
  const mergedRows: Array<{ row: ImportRow; target: Target; url: string }> = [];
  for (const row of valid) {
    let target: Target | undefined;
    let via = '';
    for (const c of row.channels) {
      target = identities(c)
        .map((id) => known.get(id))
        .find((t) => t !== undefined);
      if (target) {
        via = c.url;
        break;
      }
    }
    const fresh = row.channels.filter((c) => !identities(c).some((id) => known.has(id)));
    if (!target) {
      target = { kind: 'new', index: created.length };
      created.push({ first: row, merged: [], channels: fresh });
    } else if (target.kind === 'new') {
      const entry = created[target.index] as NewInfluencer;
      entry.merged.push(row);
      entry.channels.push(...fresh);
      mergedRows.push({ row, target, url: via });
    } else {
      const entry = mergesIntoExisting.get(target.id) ?? { rows: [], channels: [] };
      entry.rows.push(row);
      entry.channels.push(...fresh);
      mergesIntoExisting.set(target.id, entry);
      mergedRows.push({ row, target, url: via });
    }
    for (const c of fresh) for (const id of identities(c)) known.set(id, target);
  }

  // New influencers in one insert (RETURNING answers in VALUES order).
  const newIds: number[] = [];
  if (created.length > 0) {
    const values = created.map(({ first, merged }) => {
      let fields = {
        mediaName: first.mediaName,
        name: fullNameOf(first),
        firstName: first.firstName,
        lastName: first.lastName,
        email: first.email,
        country: first.country,
        language: first.language,
        tags: dedupe(first.tags),
        audiences: dedupe(first.audiences),
        notes: first.notes,
        rating: first.rating,
      };
      for (const other of merged) {
        fields = {
          ...fields,
          ...mergedFields(fields as unknown as InfluencerRow, {
            ...other,
            name: fullNameOf(other),
          }),
        } as typeof fields;
      }
      return { ...fields, source: InfluencerSource.Import };
    });
    const inserted = await tx.insert(influencers).values(values).returning({ id: influencers.id });
    newIds.push(...inserted.map((r) => r.id));
  }
  const idOf = (target: Target) =>
    target.kind === 'existing' ? target.id : (newIds[target.index] as number);

  // Merges into stored influencers: fill, unite, append.
  if (mergesIntoExisting.size > 0) {
    const rows = await tx
      .select()
      .from(influencers)
      .where(inArray(influencers.id, [...mergesIntoExisting.keys()]))
      .for('update');
    for (const current of rows) {
      let merged: InfluencerRow = current;
      for (const other of mergesIntoExisting.get(current.id)?.rows ?? []) {
        merged = {
          ...merged,
          ...mergedFields(merged, { ...other, name: fullNameOf(other) }),
        } as InfluencerRow;
      }
      const {
        name,
        firstName,
        lastName,
        email,
        country,
        language,
        tags,
        audiences,
        notes,
        rating,
      } = merged;
      await tx
        .update(influencers)
        .set({
          name,
          firstName,
          lastName,
          email,
          country,
          language,
          tags,
          audiences,
          notes,
          rating,
          updatedAt: sql`now()`,
        })
        .where(eq(influencers.id, current.id));
    }
  }

  const channelValues = [
    ...created.flatMap((entry, index) =>
      entry.channels.map((c) => newChannelValues(ctx, newIds[index] as number, c)),
    ),
    ...[...mergesIntoExisting].flatMap(([id, entry]) =>
      entry.channels.map((c) => newChannelValues(ctx, id, c)),
    ),
  ];
  if (channelValues.length > 0) {
    const insertedChannels = await tx
      .insert(channels)
      .values(channelValues)
      .onConflictDoNothing()
      .returning({ id: channels.id, statsStatus: channels.statsStatus });
    const pending = insertedChannels.filter((c) => c.statsStatus === ChannelStatsStatus.Pending);
    if (pending.length > 0) {
      await ctx.jobs.enqueue(tx, refreshChannelsJob, {
        channelIds: pending.map((c) => c.id),
        taskId: null,
      });
    }
  }
  await refreshInfluencerAggregates(tx, [...newIds, ...mergesIntoExisting.keys()]);

  counts.created = created.length;
  counts.merged = mergedRows.length;
  for (const { row, target, url } of mergedRows) {
    const id = idOf(target);
    results.push({
      row: row.row,
      outcome: 'merged',
      influencerId: id,
      message: `Merged into influencer #${id} by channel ${url}`,
    });
  }
  results.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { counts, results };
}
