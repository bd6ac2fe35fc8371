import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/open-database.ts';

/** array[...]::int[] of the ids (Drizzle expands a bare JS array into a list). */
export function intArray(ids: readonly number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
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
