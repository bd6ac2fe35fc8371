import { type Channel, type ChannelSummary, channel } from '@app/contract';
import type { ChannelRow } from '../../platform/index.ts';

export function toChannelDto(row: ChannelRow): Channel {
  return channel.parse({
    id: row.id,
    influencerId: row.influencerId,
    type: row.type,
    url: row.url,
    externalId: row.externalId,
    handle: row.handle,
    title: row.title,
    description: row.description,
    avatarUrl: row.avatarUrl,
    subscribers: row.subscribers,
    views: row.views,
    videos: row.videos,
    country: row.country,
    language: row.language,
    lastUploadAt: row.lastUploadAt?.toISOString() ?? null,
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    statsStatus: row.statsStatus,
    statsError: row.statsError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

export function toChannelSummary(row: ChannelRow): ChannelSummary {
  const { id, type, url, handle, title, avatarUrl, subscribers, statsStatus } = toChannelDto(row);
  return { id, type, url, handle, title, avatarUrl, subscribers, statsStatus };
}
