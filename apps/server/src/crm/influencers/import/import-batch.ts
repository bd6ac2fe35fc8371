import {
  ChannelStatsStatus,
  InfluencerSource,
  type ParsedChannelUrl,
  type TaskRowResult,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppContext, TaskCounts, Tx } from '../../../platform/index.ts';
import { rows } from '../../../platform/index.ts';
import {
  jsonParam,
  newInfluencerAggregates,
  refreshInfluencerAggregates,
} from '../../channels/aggregates.ts';
import { refreshChannelsJob } from '../../channels/jobs.ts';
import { lookupKeyOf } from '../../channels/parse-channel-url.ts';
import { newChannelValues } from '../../channels/service.ts';
import { dedupe, fullNameOf, type MergeableFields, mergedFields } from '../service.ts';
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

type ChannelRecord = {
  influencerId: number;
  type: number;
  url: string;
  lookupKey: string;
  externalId: string | null;
  handle: string | null;
  statsStatus: string;
};

type NewInfluencer = { first: ImportRow; merged: ImportRow[]; channels: ParsedChannelUrl[] };

export type BatchOutcome = { counts: Partial<TaskCounts>; results: TaskRowResult[] };

const fieldsOf = (row: ImportRow): MergeableFields => ({
  name: fullNameOf(row),
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  country: row.country,
  language: row.language,
  tags: dedupe(row.tags),
  audiences: dedupe(row.audiences),
  notes: row.notes,
  rating: row.rating,
});

/**
 * Every stored channel any of the links names, in one statement: each identity joins its
 * own (type, column) index, so 500 rows cost index probes, never a scan of channels.
 */
async function findStoredChannels(tx: Tx, links: readonly ParsedChannelUrl[]) {
  const wanted = new Map<
    string,
    { type: number; column: 'key' | 'handle' | 'id'; value: string }
  >();
  for (const c of links) {
    const add = (column: 'key' | 'handle' | 'id', value: string) =>
      wanted.set(`${c.type}|${column}|${value}`, { type: c.type, column, value });
    add('key', lookupKeyOf(c));
    if (c.kind === 'handle' || c.kind === 'login') add('handle', c.value);
    if (c.kind === 'channelId') add('id', c.value);
  }
  if (wanted.size === 0) return [];
  return rows<{
    type: number;
    lookup_key: string;
    handle: string | null;
    external_id: string | null;
    influencer_id: number;
  }>(
    tx,
    sql`
    with w as (
      select * from jsonb_to_recordset(${jsonParam([...wanted.values()])})
        as w(type smallint, "column" text, value text)
    )
    select c.type, c.lookup_key, c.handle, c.external_id, c.influencer_id
      from w join channels c on c.type = w.type and c.lookup_key = w.value
     where w."column" = 'key'
    union
    select c.type, c.lookup_key, c.handle, c.external_id, c.influencer_id
      from w join channels c on c.type = w.type and c.handle = w.value
     where w."column" = 'handle'
    union
    select c.type, c.lookup_key, c.handle, c.external_id, c.influencer_id
      from w join channels c on c.type = w.type and c.external_id = w.value
     where w."column" = 'id'`,
  );
}

/**
 * Imports one batch of sheet rows in the caller's transaction, set-based: one lookup of the
 * stored channels, one insert of the new influencers (their list columns computed up front,
 * so each row is written once), one update of the stored influencers rows merge into, one
 * insert of the channels, one refresh job for them all. Rows whose channel is already known
 * (stored, or earlier in the file) merge into that influencer: new channels added, empty
 * fields filled, tags united, notes appended. Other valid rows create influencers (source
 * Import). Invalid rows are skipped with the reason.
 *
 * Rows travel as one jsonb parameter (jsonb_to_recordset) rather than a VALUES list: a
 * 500-row VALUES of ~8,000 bound parameters cost ten times as much to send and plan.
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

  const known = new Map<string, Target>();
  for (const c of await findStoredChannels(
    tx,
    valid.flatMap((r) => r.channels),
  )) {
    const target: Target = { kind: 'existing', id: Number(c.influencer_id) };
    known.set(`${c.type}|key|${c.lookup_key}`, target);
    if (c.handle) known.set(`${c.type}|handle|${c.handle}`, target);
    if (c.external_id) known.set(`${c.type}|id|${c.external_id}`, target);
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

  const channelRows: ChannelRecord[] = [];
  const channelRecord = (influencerId: number, c: ParsedChannelUrl): ChannelRecord => {
    const values = newChannelValues(ctx, influencerId, c);
    return {
      influencerId,
      type: values.type,
      url: values.url,
      lookupKey: values.lookupKey,
      externalId: values.externalId ?? null,
      handle: values.handle ?? null,
      statsStatus: values.statsStatus ?? ChannelStatsStatus.Pending,
    };
  };

  // New influencers: ids drawn first, so nothing depends on the order RETURNING answers in.
  const newIds: number[] = [];
  if (created.length > 0) {
    const drawn = await rows<{ id: number }>(
      tx,
      sql`
      select nextval(pg_get_serial_sequence('influencers', 'id'))::int as id
      from generate_series(1, ${created.length})`,
    );
    newIds.push(...drawn.map((r) => Number(r.id)));
    const records = created.map((entry, index) => {
      let fields = fieldsOf(entry.first);
      for (const other of entry.merged)
        fields = { ...fields, ...mergedFields(fields, fieldsOf(other)) };
      const id = newIds[index] as number;
      for (const c of entry.channels) channelRows.push(channelRecord(id, c));
      const channelsOfRow = channelRows.slice(channelRows.length - entry.channels.length);
      const aggregates = newInfluencerAggregates(
        { mediaName: entry.first.mediaName, ...fields },
        channelsOfRow,
      );
      return { id, mediaName: entry.first.mediaName, ...fields, ...aggregates };
    });
    await tx.execute(sql`
      insert into influencers (id, media_name, name, first_name, last_name, email, country,
                               language, tags, audiences, notes, rating, source, channels_count,
                               channel_types, search_text)
      select r.id, r."mediaName", r.name, r."firstName", r."lastName", r.email, r.country,
             r.language, r.tags, r.audiences, r.notes, r.rating, ${InfluencerSource.Import},
             r."channelsCount", r."channelTypes", lower(r."searchTextSource")
        from jsonb_to_recordset(${jsonParam(records)}) as r(
          id int, "mediaName" text, name text, "firstName" text, "lastName" text, email text,
          country text, language text, tags text[], audiences text[], notes text,
          rating smallint, "channelsCount" int, "channelTypes" smallint[],
          "searchTextSource" text)`);
  }
  const idOf = (target: Target) =>
    target.kind === 'existing' ? target.id : (newIds[target.index] as number);
  // The media names merged rows are reported under (a person reads "Merged into Anna Plays",
  // not an id): stored influencers' from the update below, new ones' from their first row.
  const mediaNames = new Map<number, string>(
    created.map((entry, index) => [newIds[index] as number, entry.first.mediaName]),
  );

  // Merges into stored influencers: fill, unite, append; one update for them all.
  if (mergesIntoExisting.size > 0) {
    const ids = [...mergesIntoExisting.keys()].sort((a, b) => a - b);
    const current = await rows<MergeableFields & { id: number; mediaName: string }>(
      tx,
      sql`
      select id, media_name as "mediaName", name, first_name as "firstName",
             last_name as "lastName", email, country, language, tags, audiences, notes, rating
        from influencers where id in (select jsonb_array_elements_text(${jsonParam(ids)})::int)
       order by id
         for update`,
    );
    const updates = current.map(({ id, mediaName, ...stored }) => {
      mediaNames.set(Number(id), mediaName);
      let fields: MergeableFields = stored;
      for (const other of mergesIntoExisting.get(Number(id))?.rows ?? []) {
        fields = { ...fields, ...mergedFields(fields, fieldsOf(other)) };
      }
      return { id: Number(id), ...fields };
    });
    await tx.execute(sql`
      update influencers i set
        name = r.name, first_name = r."firstName", last_name = r."lastName", email = r.email,
        country = r.country, language = r.language, tags = r.tags, audiences = r.audiences,
        notes = r.notes, rating = r.rating, updated_at = now()
      from jsonb_to_recordset(${jsonParam(updates)}) as r(
        id int, name text, "firstName" text, "lastName" text, email text, country text,
        language text, tags text[], audiences text[], notes text, rating smallint)
      where i.id = r.id`);
    for (const [id, entry] of mergesIntoExisting) {
      for (const c of entry.channels) channelRows.push(channelRecord(id, c));
    }
  }

  // Every channel in one insert. A channel stored meanwhile by another transaction is left
  // out (ON CONFLICT), and its influencer's precomputed list columns are recomputed.
  const refreshAggregatesOf = new Set<number>(mergesIntoExisting.keys());
  if (channelRows.length > 0) {
    const inserted = await rows<{ id: number; influencer_id: number; stats_status: string }>(
      tx,
      sql`
      insert into channels (influencer_id, type, url, lookup_key, external_id, handle,
                            stats_status)
      select r."influencerId", r.type, r.url, r."lookupKey", r."externalId", r.handle,
             r."statsStatus"
        from jsonb_to_recordset(${jsonParam(channelRows)}) as r(
          "influencerId" int, type smallint, url text, "lookupKey" text, "externalId" text,
          handle text, "statsStatus" text)
      on conflict do nothing
      returning id, influencer_id, stats_status`,
    );
    if (inserted.length !== channelRows.length) {
      const stored = new Map<number, number>();
      for (const r of inserted) {
        const id = Number(r.influencer_id);
        stored.set(id, (stored.get(id) ?? 0) + 1);
      }
      const wanted = new Map<number, number>();
      for (const r of channelRows)
        wanted.set(r.influencerId, (wanted.get(r.influencerId) ?? 0) + 1);
      for (const [id, n] of wanted) if ((stored.get(id) ?? 0) !== n) refreshAggregatesOf.add(id);
    }
    const pending = inserted.filter((c) => c.stats_status === ChannelStatsStatus.Pending);
    if (pending.length > 0) {
      await ctx.jobs.enqueue(tx, refreshChannelsJob, {
        channelIds: pending.map((c) => Number(c.id)),
        taskId: null,
      });
    }
  }
  await refreshInfluencerAggregates(tx, [...refreshAggregatesOf]);

  counts.created = created.length;
  counts.merged = mergedRows.length;
  for (const { row, target, url } of mergedRows) {
    const id = idOf(target);
    results.push({
      row: row.row,
      outcome: 'merged',
      influencerId: id,
      message: `Merged into ${mediaNames.get(id) ?? 'an existing creator'}: same channel ${url}`,
    });
  }
  results.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { counts, results };
}
