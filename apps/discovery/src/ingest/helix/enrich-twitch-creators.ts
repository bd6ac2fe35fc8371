import {
  type HelixChannel,
  type HelixUser,
  helixChannels,
  helixFollowers,
  helixUsers,
} from '@app/contract/providers';
import { sql } from 'drizzle-orm';
import { countWritten, type IngestContext, type IngestReport } from '../ingest-context.ts';
import { recordFollowers } from '../shared/record-followers.ts';
import { refreshDueCreators } from '../shared/refresh-due-creators.ts';
import { helixGet } from './helix-get.ts';

/**
 * Once a day per Twitch creator (those without today's follower count, the most recently active
 * first, up to config.helixFollowerChecksPerRun): profile from /users and language from
 * /channels, 100 ids a call, and the follower total. A user /users no longer returns was
 * deleted: deleted_at.
 */
export async function enrichTwitchCreators(
  ctx: IngestContext,
  report: IngestReport,
): Promise<void> {
  await refreshDueCreators<{ user: HelixUser; channel: HelixChannel | undefined }>(ctx, report, {
    platform: 2,
    orderBy: sql`order by c.last_active_at desc nulls last, c.id
      limit ${ctx.config.helixFollowerChecksPerRun}`,
    perCall: 100,
    lookUp: async (group) => {
      const ids = (name: string) => group.map((c): [string, string] => [name, c.platform_id]);
      const users = await helixGet(ctx, report, 'users', ids('id'), helixUsers);
      const channels = await helixGet(
        ctx,
        report,
        'channels',
        ids('broadcaster_id'),
        helixChannels,
      );
      const channelById = new Map(channels.data.map((c) => [c.broadcaster_id, c]));
      return new Map(
        users.data.map((user) => [user.id, { user, channel: channelById.get(user.id) }]),
      );
    },
    refresh: async (creator, { user, channel }, at) => {
      const language = /^[a-z]{2}$/i.test(channel?.broadcaster_language ?? '')
        ? channel?.broadcaster_language.toLowerCase()
        : null;
      await ctx.db.execute(sql`update discovery.creators set handle = ${user.login},
          display_name = ${user.display_name}, description = ${user.description || null},
          avatar_url = ${user.profile_image_url || null}, language = coalesce(${language ?? null}, language),
          search_text = ${`${user.login} ${user.display_name}`.toLowerCase()}, updated_at = now()
        where id = ${creator.id} and (handle, display_name, description, avatar_url, language) is distinct from
          (${user.login}, ${user.display_name}, ${user.description || null}, ${user.profile_image_url || null},
           coalesce(${language ?? null}, language))`);
      // An app token gets only `total` (the list needs moderator:read:followers): enough.
      const followers = await helixGet(
        ctx,
        report,
        'channels/followers',
        [
          ['broadcaster_id', creator.platform_id],
          ['first', '1'],
        ],
        helixFollowers,
      );
      await recordFollowers(ctx.db, creator.id, followers.total, at);
      countWritten(report, 'enrichedCreators', 1);
    },
  });
}
