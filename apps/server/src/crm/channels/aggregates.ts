import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';

/** array[...]::int[] of the ids (Drizzle expands a bare JS array into a list). */
export function intArray(ids: readonly number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

/** A value as a jsonb parameter: one bound text, whatever its size (see importBatch). */
export function jsonParam(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/**
 * The list columns of a new influencer whose channels are all new (no stats, no title yet),
 * computed before the insert so the row is written once: what refreshInfluencerAggregates
 * would store, except that search_text still wants SQL's lower() (applied at the insert, so
 * both paths lower-case alike). A test checks the two agree.
 */
export function newInfluencerAggregates(
  fields: {
    mediaName: string;
    name: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  },
  newChannels: ReadonlyArray<{ type: number; handle: string | null; url: string }>,
): { channelsCount: number; channelTypes: number[]; searchTextSource: string } {
  // concat_ws skips nulls; '@' || null is null.
  const channelText = newChannels
    .map((c) => [c.handle !== null ? `@${c.handle}` : null, c.url].filter((p) => p !== null))
    .map((parts) => parts.join(' '))
    .join(' ');
  const parts = [
    fields.mediaName,
    fields.name,
    fields.firstName,
    fields.lastName,
    fields.email,
    newChannels.length > 0 ? channelText : null,
  ];
  return {
    channelsCount: newChannels.length,
    channelTypes: [...new Set(newChannels.map((c) => c.type))].sort((a, b) => a - b),
    searchTextSource: parts.filter((p): p is string => p !== null && p !== undefined).join(' '),
  };
}

/**
 * Recomputes the list columns of influencers from their own fields and their channels:
 * subscribers_count, channels_count, channel_types and search_text. Called in the same
 * transaction as any change to an influencer or its channels.
 */
export async function refreshInfluencerAggregates(
  db: DbOrTx,
  influencerIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(influencerIds)];
  if (ids.length === 0) return;
  await db.execute(sql`
    update influencers i set
      subscribers_count = a.subscribers,
      channels_count = a.channels,
      channel_types = a.types,
      search_text = lower(concat_ws(' ', i.media_name, i.name, i.first_name, i.last_name, i.email, a.text))
    from (
      select x.id,
        coalesce(sum(c.subscribers), 0)::bigint as subscribers,
        count(c.id)::int as channels,
        coalesce(array_agg(distinct c.type) filter (where c.type is not null), '{}')::smallint[] as types,
        string_agg(concat_ws(' ', '@' || c.handle, c.title, c.url), ' ') as text
      from unnest(${intArray(ids)}) as x(id)
      left join channels c on c.influencer_id = x.id
      group by x.id
    ) a
    where i.id = a.id`);
}
