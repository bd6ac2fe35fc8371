import type { ChannelPost, ChannelType } from '@app/contract';

/** What a provider knows about a channel; null fields are unknown to the platform. */
export type ChannelStats = {
  externalId: string;
  handle: string | null;
  title: string | null;
  description: string | null;
  avatarUrl: string | null;
  url: string;
  subscribers: number | null;
  views: number | null;
  videos: number | null;
  country: string | null;
  language: string | null;
  lastUploadAt: Date | null;
  /** When the channel was opened on the platform (live capture's young-channel flag). */
  openedAt?: Date | null;
};

/** How a stored channel is looked up: by its platform id once known, else by its link. */
export type ChannelLookup =
  | { by: 'id'; value: string }
  | { by: 'handle' | 'custom' | 'user' | 'video' | 'login'; value: string };

export type StatsProvider = {
  type: ChannelType;
  /** False without keys: channels are kept and marked "stats not configured". */
  configured: boolean;
  /** null: the platform has no such channel (deleted, renamed, or a video that is gone). */
  fetchChannel(lookup: ChannelLookup): Promise<ChannelStats | null>;
  /** A video (post) by its platform id; null when it does not exist. */
  fetchPost(postId: string): Promise<ChannelPost | null>;
  /**
   * Many videos by platform id, in as few calls as the platform allows (YouTube: 50 ids a
   * call, Twitch: 100), keyed by id; an id missing from the answer does not exist.
   */
  fetchPosts(postIds: readonly string[]): Promise<Map<string, ChannelPost>>;
  /**
   * The channel's most recent uploads (YouTube: the uploads playlist, then videos.list for
   * tags and numbers; Twitch: videos by user), newest first. For the campaigns' suggested
   * posts. `channelExternalId` is the platform's channel (user) id.
   */
  fetchRecentPosts(channelExternalId: string, limit: number): Promise<RecentPost[]>;
};

/** A recent upload, with the tags the platform gives (YouTube only). */
export type RecentPost = ChannelPost & { tags: string[] };

export const toInt = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};

export const toDate = (value: unknown): Date | null => {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
