import { ChannelStatsStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { channels } from '../../platform/index.ts';
import type { ChannelStats } from '../providers/channel-stats.ts';

/**
 * The channel's columns a platform's answer fills, its stats marked fresh: for a channel
 * refreshed now and for one created with the answer in hand. The lookup key becomes the
 * platform id (unique per platform); `handle` is kept when the platform names none.
 */
export function freshStatsColumns(stats: ChannelStats, handle: string | null) {
  return {
    lookupKey: `id:${stats.externalId}`,
    externalId: stats.externalId,
    handle: stats.handle ?? handle,
    url: stats.url,
    title: stats.title,
    description: stats.description,
    avatarUrl: stats.avatarUrl,
    subscribers: stats.subscribers,
    views: stats.views,
    videos: stats.videos,
    country: stats.country,
    language: stats.language,
    lastUploadAt: stats.lastUploadAt,
    openedAt: stats.openedAt ?? null,
    refreshedAt: sql`now()`,
    statsStatus: ChannelStatsStatus.Ok,
  } satisfies PgUpdateSetSource<typeof channels>;
}
