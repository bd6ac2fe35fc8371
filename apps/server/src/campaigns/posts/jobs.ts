import {
  type ChannelPost,
  ChannelStatsStatus,
  type ChannelType,
  EmailTemplateType,
  PostStatus,
} from '@app/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RecentPost } from '../../crm/index.ts';
import { ProviderError, providersFor } from '../../crm/index.ts';
import type { Config, Db, JobQueue } from '../../platform/index.ts';
import {
  campaignInfluencers,
  campaignPosts,
  campaigns,
  channels,
  defineJob,
  products,
  transaction,
} from '../../platform/index.ts';
import { queueWorkflowEmails } from '../workflow/jobs.ts';
import { refreshPostTotals } from './totals.ts';

/** Published posts one scheduled refresh takes (least recently refreshed first). */
export const POST_REFRESH_BATCH = 500;
/** Posts whose numbers are asked for in one platform call (YouTube's videos.list limit). */
const POSTS_PER_FETCH = 50;

/** Uploads read per channel by the suggestions scan. */
export const RECENT_UPLOADS = 20;

type Env = { db: Db; config: Config };

/**
 * Refreshes views, likes, comments (and title, thumbnail) of published posts from the
 * platforms. Without keys a post keeps its numbers and says 'not_configured'; a quota or
 * platform error stops that platform for this run and is recorded on the post.
 */
export async function refreshPostStats(env: Env, postIds?: readonly number[]): Promise<number> {
  const rows = await env.db
    .select()
    .from(campaignPosts)
    .where(
      postIds
        ? inArray(campaignPosts.id, [...postIds])
        : eq(campaignPosts.status, PostStatus.Published),
    )
    .orderBy(sql`${campaignPosts.refreshedAt} asc nulls first`, asc(campaignPosts.id))
    .limit(postIds ? postIds.length : POST_REFRESH_BATCH);
  const providers = providersFor(env.config, env.db);
  const touched = new Map<number, Set<number>>();
  let refreshed = 0;
  const byPlatform = new Map<ChannelType, typeof rows>();
  for (const post of rows) {
    const type = post.type as ChannelType;
    const same = byPlatform.get(type);
    if (same) same.push(post);
    else byPlatform.set(type, [post]);
  }
  for (const [type, posts] of byPlatform) {
    const provider = providers[type];
    if (!provider.configured) {
      await env.db
        .update(campaignPosts)
        .set({ statsStatus: ChannelStatsStatus.NotConfigured, statsError: null })
        .where(
          inArray(
            campaignPosts.id,
            posts.map((p) => p.id),
          ),
        );
      continue;
    }
    // One platform call per chunk (YouTube counts one quota unit for up to 50 videos); a
    // quota or platform error stops this platform for the run and is recorded on the chunk.
    for (let i = 0; i < posts.length; i += POSTS_PER_FETCH) {
      const chunk = posts.slice(i, i + POSTS_PER_FETCH);
      let found: Map<string, ChannelPost>;
      try {
        found = await provider.fetchPosts(chunk.map((p) => p.externalId));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        await env.db
          .update(campaignPosts)
          .set({ statsStatus: ChannelStatsStatus.Error, statsError: error.message })
          .where(
            inArray(
              campaignPosts.id,
              chunk.map((p) => p.id),
            ),
          );
        break;
      }
      for (const post of chunk) {
        const current = found.get(post.externalId);
        await env.db
          .update(campaignPosts)
          .set(
            current
              ? {
                  title: current.title,
                  thumbnailUrl: current.thumbnailUrl,
                  views: current.views,
                  likes: current.likes,
                  comments: current.comments,
                  publishedAt: current.publishedAt
                    ? new Date(current.publishedAt)
                    : post.publishedAt,
                  statsStatus: ChannelStatsStatus.Ok,
                  statsError: null,
                  refreshedAt: sql`now()`,
                }
              : { statsStatus: ChannelStatsStatus.NotFound, refreshedAt: sql`now()` },
          )
          .where(eq(campaignPosts.id, post.id));
        refreshed++;
        const set = touched.get(post.campaignId) ?? new Set();
        set.add(post.influencerId);
        touched.set(post.campaignId, set);
      }
    }
  }
  for (const [campaignId, influencerIds] of touched) {
    await refreshPostTotals(env.db, campaignId, [...influencerIds]);
  }
  return refreshed;
}

export const refreshPostStatsJob = defineJob({
  name: 'posts.refresh-stats',
  schema: z.object({ postIds: z.array(z.number().int()).max(1000).nullable().default(null) }),
  async handler({ postIds }, env) {
    await refreshPostStats(env, postIds ?? undefined);
  },
});

/** Whole words of the product title, case-insensitively, in the title, tags or description. */
export function matchesProduct(post: RecentPost, productTitle: string): boolean {
  const needle = productTitle.trim().toLowerCase();
  if (!needle) return false;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu');
  return [post.title, post.description ?? '', ...post.tags].some((text) => pattern.test(text));
}

/**
 * Suggested posts: for every Active campaign, the recent uploads of its Invited, Shortlisted
 * and Published influencers' channels that match the product become 'suggested' (a video
 * already known to the campaign, in any status, is left alone). Answers how many were added.
 */
export async function scanSuggestedPosts(
  env: Env & { jobs: JobQueue },
  campaignId?: number,
): Promise<number> {
  // One post-suggestion email per creator per scan, however many of their uploads matched.
  const occasion = `scan-${Date.now()}`;
  const targets = await env.db
    .select({
      campaignId: campaigns.id,
      sendPostSuggestions: campaigns.sendPostSuggestions,
      productTitle: products.title,
      influencerId: channels.influencerId,
      channelId: channels.id,
      type: channels.type,
      externalId: channels.externalId,
    })
    .from(campaigns)
    .innerJoin(products, eq(products.id, campaigns.productId))
    .innerJoin(campaignInfluencers, eq(campaignInfluencers.campaignId, campaigns.id))
    .innerJoin(channels, eq(channels.influencerId, campaignInfluencers.influencerId))
    .where(
      and(
        eq(campaigns.status, 1),
        inArray(campaignInfluencers.status, [2, 3, 4]),
        isNotNull(channels.externalId),
        campaignId === undefined ? undefined : eq(campaigns.id, campaignId),
      ),
    )
    .orderBy(asc(channels.id));
  const providers = providersFor(env.config, env.db);
  const stopped = new Set<number>();
  const uploads = new Map<number, RecentPost[]>();
  let added = 0;
  for (const target of targets) {
    const provider = providers[target.type as ChannelType];
    if (!provider.configured || stopped.has(target.type) || !target.externalId) continue;
    let recent = uploads.get(target.channelId);
    if (!recent) {
      try {
        recent = await provider.fetchRecentPosts(target.externalId, RECENT_UPLOADS);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.kind === 'quota' || error.kind === 'auth') stopped.add(target.type);
        continue;
      }
      uploads.set(target.channelId, recent);
    }
    const matching = recent.filter((post) => matchesProduct(post, target.productTitle));
    if (matching.length === 0) continue;
    const inserted = await transaction(env.db, async (tx) => {
      const added = await tx
        .insert(campaignPosts)
        .values(
          matching.map((post) => ({
            campaignId: target.campaignId,
            influencerId: target.influencerId,
            channelId: target.channelId,
            type: target.type,
            externalId: post.externalId,
            url: post.url,
            title: post.title,
            thumbnailUrl: post.thumbnailUrl,
            views: post.views,
            likes: post.likes,
            comments: post.comments,
            publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
            status: 'suggested',
            source: 'suggestion',
            statsStatus: ChannelStatsStatus.Ok,
            refreshedAt: new Date(),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: campaignPosts.id });
      if (added.length > 0 && target.sendPostSuggestions) {
        await queueWorkflowEmails(env.jobs, tx, {
          campaignId: target.campaignId,
          type: EmailTemplateType.PostSuggestion,
          influencerIds: [target.influencerId],
          occasion,
        });
      }
      return added;
    });
    if (inserted.length > 0) {
      added += inserted.length;
      await refreshPostTotals(env.db, target.campaignId, [target.influencerId]);
    }
  }
  return added;
}

export const scanSuggestedPostsJob = defineJob({
  name: 'posts.scan-suggestions',
  schema: z.object({ campaignId: z.number().int().nullable().default(null) }),
  async handler({ campaignId }, env) {
    await scanSuggestedPosts(env, campaignId ?? undefined);
  },
});

export async function schedulePostJobs(jobs: JobQueue, config: Config): Promise<void> {
  if (config.campaigns.postStatsCron) {
    await jobs.schedule(refreshPostStatsJob, config.campaigns.postStatsCron, { postIds: null });
  }
  if (config.campaigns.postSuggestionsCron) {
    await jobs.schedule(scanSuggestedPostsJob, config.campaigns.postSuggestionsCron, {
      campaignId: null,
    });
  }
}
