import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';

/**
 * Sets a creator's followers and keeps the day's count (UTC), from which followers_30d_ago
 * is the newest count at least 30 days old and growth_30d the change since, as a fraction.
 */
export async function recordFollowers(
  db: DiscoveryDb,
  creatorId: number,
  followers: number,
  at: Date,
): Promise<void> {
  const day = at.toISOString().slice(0, 10);
  await db.execute(sql`insert into discovery.creator_follower_days (creator_id, day, followers)
    values (${creatorId}, ${day}, ${followers})
    on conflict (creator_id, day) do update set followers = excluded.followers`);
  await db.execute(sql`update discovery.creators c set followers = ${followers},
      followers_30d_ago = coalesce(old.followers, c.followers_30d_ago),
      growth_30d = case when coalesce(old.followers, c.followers_30d_ago) > 0
        then ((${followers}::float8 - coalesce(old.followers, c.followers_30d_ago)) /
              coalesce(old.followers, c.followers_30d_ago))::real end
    from (select (select d.followers from discovery.creator_follower_days d
                  where d.creator_id = ${creatorId} and d.day <= ${day}::date - 30
                  order by d.day desc limit 1) as followers) old
    where c.id = ${creatorId}`);
}
