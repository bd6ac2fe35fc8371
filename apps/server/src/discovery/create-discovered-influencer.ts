import {
  ChannelStatsStatus,
  ChannelType,
  type DiscoveryCreator,
  InfluencerSource,
  type ParsedChannelUrl,
} from '@app/contract';
import { newChannelValues, refreshChannelsJob, refreshInfluencerAggregates } from '../crm/index.ts';
import type { AppContext } from '../platform/index.ts';
import {
  channels,
  influencers,
  insertedRow,
  isUniqueViolation,
  transaction,
} from '../platform/index.ts';
import { channelIdentityOf, normalizedHandle } from './channel-identity.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config'>;

/** The channel link a creator names, as the channels module's own values are built from. */
function linkOf(creator: DiscoveryCreator): ParsedChannelUrl {
  const handle = normalizedHandle(creator.handle);
  if (creator.platform === ChannelType.Twitch) {
    const login = handle ?? creator.platformId;
    return {
      type: ChannelType.Twitch,
      kind: 'login',
      value: login,
      url: `https://www.twitch.tv/${login}`,
    };
  }
  return {
    type: ChannelType.Youtube,
    kind: 'channelId',
    value: creator.platformId,
    url: `https://www.youtube.com/channel/${creator.platformId}`,
  };
}

/**
 * A new influencer (source Discovery) with the creator's channel, its stats copied from the
 * index, in one transaction; the channel's stats then refresh from the platform as any new
 * channel's do. The channel's lookup key is the resolved 'id:…' (unique per platform), so two
 * calls adding one creator at once cannot both succeed: the loser answers null (its
 * influencer rolled back) and the caller links the winner's.
 */
export async function createDiscoveredInfluencer(
  ctx: Ctx,
  creator: DiscoveryCreator,
): Promise<number | null> {
  const identity = channelIdentityOf(creator);
  try {
    return await transaction(ctx.db, async (tx) => {
      const row = await insertedRow(
        tx
          .insert(influencers)
          .values({
            mediaName: creator.displayName,
            country: creator.country,
            language: creator.language,
            source: InfluencerSource.Discovery,
          })
          .returning({ id: influencers.id }),
      );
      const base = newChannelValues(ctx, row.id, linkOf(creator));
      const channel = await insertedRow(
        tx
          .insert(channels)
          .values({
            ...base,
            url: creator.url ?? base.url,
            lookupKey: identity.idKey,
            externalId: identity.externalId,
            handle: normalizedHandle(creator.handle),
            title: creator.displayName,
            avatarUrl: creator.avatarUrl,
            subscribers: creator.followers,
            country: creator.country,
            language: creator.language,
          })
          .returning({ id: channels.id, statsStatus: channels.statsStatus }),
      );
      if (channel.statsStatus === ChannelStatsStatus.Pending) {
        await ctx.jobs.enqueue(tx, refreshChannelsJob, { channelIds: [channel.id], taskId: null });
      }
      await refreshInfluencerAggregates(tx, [row.id]);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'channels_type_lookup_key_unique')) return null;
    throw error;
  }
}
