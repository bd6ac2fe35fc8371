import {
  type BulkResult,
  type CampaignPost,
  type ChannelPost,
  ChannelStatsStatus,
  campaignPost,
  channelTypeLabel,
  ErrorCode,
  messages,
  type PostListResponse,
  type PostSource,
  PostStatus,
  type postListRequest,
  WebhookEvent,
} from '@app/contract';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import { ProviderError, providersFor } from '../../crm/index.ts';
import type { AppContext, DbOrTx, Tx } from '../../platform/index.ts';
import {
  AppError,
  type CampaignPostRow,
  type ChannelRow,
  campaignInfluencers,
  campaignPosts,
  channels,
  containsPattern,
  influencers,
  listPage,
  transaction,
} from '../../platform/index.ts';
import { queueWebhookEvent } from '../webhooks/jobs.ts';
import { workflowCampaign } from '../workflow/service.ts';
import { applyWorkflowAction, type TransitionBy } from '../workflow/workflow.ts';
import { type ParsedPostUrl, parsePostUrl } from './parse-post-url.ts';
import { refreshPostTotals } from './totals.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config'>;

export const postMessages = {
  onlySuggested: 'Only suggested posts can be published or skipped',
  notConfigured: (platform: string) =>
    `${platform} stats are not configured: the video's channel cannot be checked`,
} as const;

type PostWithNames = {
  post: CampaignPostRow;
  mediaName: string;
  channelTitle: string | null;
  channelUrl: string;
};

export function toPostDto(row: PostWithNames): CampaignPost {
  const p = row.post;
  return campaignPost.parse({
    id: p.id,
    campaignId: p.campaignId,
    influencer: { id: p.influencerId, mediaName: row.mediaName },
    channel: { id: p.channelId, type: p.type, title: row.channelTitle, url: row.channelUrl },
    type: p.type,
    externalId: p.externalId,
    url: p.url,
    title: p.title,
    thumbnailUrl: p.thumbnailUrl,
    views: p.views,
    likes: p.likes,
    comments: p.comments,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    status: p.status,
    source: p.source,
    statsStatus: p.statsStatus,
    statsError: p.statsError,
    refreshedAt: p.refreshedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  });
}

function selectPosts(db: DbOrTx) {
  return db
    .select({
      post: campaignPosts,
      mediaName: influencers.mediaName,
      channelTitle: channels.title,
      channelUrl: channels.url,
    })
    .from(campaignPosts)
    .innerJoin(influencers, eq(influencers.id, campaignPosts.influencerId))
    .innerJoin(channels, eq(channels.id, campaignPosts.channelId));
}

async function loadPost(db: DbOrTx, id: number): Promise<CampaignPost> {
  const [row] = await selectPosts(db).where(eq(campaignPosts.id, id));
  if (!row) throw AppError.notFound();
  return toPostDto(row);
}

/** The platform's answer for the video, or null when its stats are not configured. */
async function fetchVideo(ctx: Ctx, parsed: ParsedPostUrl): Promise<ChannelPost | null> {
  const provider = providersFor(ctx.config, ctx.db)[parsed.type];
  if (!provider.configured) return null;
  let post: ChannelPost | null;
  try {
    post = await provider.fetchPost(parsed.videoId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new AppError(
      error.kind === 'quota' ? ErrorCode.TooManyRequests : ErrorCode.BadRequest,
      error.message,
    );
  }
  if (!post) throw AppError.field('url', messages.influencerChannelPostNotFound);
  return post;
}

/**
 * The campaign influencer's channel that published the video. With stats configured: the
 * channel whose platform id is the video's channel. Without (the creator's own submission
 * only): the creator's channel of that platform. Else "Influencer channel not found".
 */
async function findPostChannel(
  tx: Tx,
  campaignId: number,
  parsed: ParsedPostUrl,
  video: ChannelPost | null,
  onlyInfluencerId: number | null,
): Promise<ChannelRow> {
  const conditions: SQL[] = [
    eq(campaignInfluencers.campaignId, campaignId),
    eq(channels.type, parsed.type),
  ];
  if (video) conditions.push(eq(channels.externalId, video.channel.externalId));
  if (onlyInfluencerId !== null) conditions.push(eq(channels.influencerId, onlyInfluencerId));
  const [row] = await tx
    .select({ channel: channels })
    .from(channels)
    .innerJoin(campaignInfluencers, eq(campaignInfluencers.influencerId, channels.influencerId))
    .where(and(...conditions))
    .orderBy(channels.id)
    .limit(1);
  if (!row) throw AppError.field('url', messages.influencerChannelNotFound);
  return row.channel;
}

/**
 * POST /campaign/{id}/posts (team) and the invite page's submission (creator): stores the
 * video as published (a suggestion of the same video becomes published), moves the
 * influencer Invited/Shortlisted -> Published, and queues the post.published webhook.
 */
export async function addCampaignPost(
  ctx: Ctx,
  campaignId: number,
  url: string,
  by: TransitionBy,
  onlyInfluencerId: number | null = null,
): Promise<CampaignPost> {
  const parsed = parsePostUrl(url);
  const campaign = await workflowCampaign(ctx.db, campaignId);
  const video = await fetchVideo(ctx, parsed);
  if (!video && onlyInfluencerId === null) {
    throw new AppError(
      ErrorCode.BadRequest,
      postMessages.notConfigured(channelTypeLabel[parsed.type]),
    );
  }
  const source: PostSource = by.via === 'creator' ? 'creator' : 'team';
  const id = await transaction(ctx.db, async (tx) => {
    const channel = await findPostChannel(tx, campaignId, parsed, video, onlyInfluencerId);
    const values = {
      campaignId,
      influencerId: channel.influencerId,
      channelId: channel.id,
      type: parsed.type,
      externalId: video?.externalId ?? parsed.videoId,
      url: video?.url ?? url.trim(),
      title: video?.title ?? null,
      thumbnailUrl: video?.thumbnailUrl ?? null,
      views: video?.views ?? null,
      likes: video?.likes ?? null,
      comments: video?.comments ?? null,
      publishedAt: video?.publishedAt ? new Date(video.publishedAt) : null,
      status: PostStatus.Published,
      source,
      statsStatus: video ? ChannelStatsStatus.Ok : ChannelStatsStatus.NotConfigured,
      refreshedAt: video ? new Date() : null,
    };
    const [row] = await tx
      .insert(campaignPosts)
      .values(values)
      .onConflictDoUpdate({
        target: [campaignPosts.campaignId, campaignPosts.type, campaignPosts.externalId],
        set: { status: PostStatus.Published, updatedAt: sql`now()` },
      })
      .returning({ id: campaignPosts.id });
    if (!row) throw new Error('upsert returned no row');
    await publishInfluencers(ctx, tx, campaign, [channel.influencerId], by, [row.id]);
    return row.id;
  });
  return loadPost(ctx.db, id);
}

/** After posts were published: the influencers move to Published where the table allows. */
async function publishInfluencers(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  campaign: Awaited<ReturnType<typeof workflowCampaign>>,
  influencerIds: number[],
  by: TransitionBy,
  postIds: number[],
): Promise<void> {
  await applyWorkflowAction(
    ctx,
    tx,
    campaign,
    'publish',
    influencerIds,
    by,
    {},
    {
      quietRefusals: true,
    },
  );
  await refreshPostTotals(tx, campaign.id, influencerIds);
  await queueWebhookEvent(ctx.jobs, tx, campaign.id, WebhookEvent.PostPublished, {
    postIds,
    influencerIds: [...new Set(influencerIds)],
  });
}

const sortColumns = {
  publishedAt: sql`${campaignPosts.publishedAt}`,
  views: sql`${campaignPosts.views}`,
  likes: sql`${campaignPosts.likes}`,
  comments: sql`${campaignPosts.comments}`,
  title: sql`lower(${campaignPosts.title})`,
  mediaName: sql`lower(${influencers.mediaName})`,
  createdAt: sql`${campaignPosts.createdAt}`,
};

export async function listCampaignPosts(
  ctx: Pick<AppContext, 'db'>,
  campaignId: number,
  input: z.output<typeof postListRequest>,
): Promise<PostListResponse> {
  await workflowCampaign(ctx.db, campaignId);
  const f = input.filters ?? {};
  const conditions: SQL[] = [eq(campaignPosts.campaignId, campaignId)];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      sql`(${campaignPosts.title} ilike ${pattern} or ${influencers.mediaName} ilike ${pattern})`,
    );
  }
  if (f.status?.length) conditions.push(inArray(campaignPosts.status, f.status));
  if (f.influencerId !== undefined) conditions.push(eq(campaignPosts.influencerId, f.influencerId));
  if (f.channelType?.length) conditions.push(inArray(campaignPosts.type, f.channelType));
  const where = and(...conditions);
  const sort = input.sort ?? { field: 'publishedAt' as const, order: 'desc' as const };
  const { rows, total } = await listPage(
    selectPosts(ctx.db).where(where).$dynamic(),
    ctx.db
      .select({ n: count() })
      .from(campaignPosts)
      .innerJoin(influencers, eq(influencers.id, campaignPosts.influencerId))
      .where(where),
    { column: sortColumns[sort.field], id: campaignPosts.id, order: sort.order },
    input,
  );
  return { items: rows.map(toPostDto), total };
}

/** POST /posts/publish and /posts/skip: suggested posts only; per post id. */
export async function decideSuggestedPosts(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  actor: Actor,
  campaignId: number,
  ids: readonly number[],
  decision: 'publish' | 'skip',
): Promise<BulkResult> {
  const wanted = [...new Set(ids)];
  return transaction(ctx.db, async (tx) => {
    const campaign = await workflowCampaign(tx, campaignId);
    const rows = await tx
      .select({
        id: campaignPosts.id,
        status: campaignPosts.status,
        influencerId: campaignPosts.influencerId,
      })
      .from(campaignPosts)
      .where(and(eq(campaignPosts.campaignId, campaignId), inArray(campaignPosts.id, wanted)))
      .for('update');
    const found = new Map(rows.map((r) => [r.id, r]));
    const chosen = rows.filter((r) => r.status === PostStatus.Suggested);
    if (chosen.length > 0) {
      await tx
        .update(campaignPosts)
        .set({
          status: decision === 'publish' ? PostStatus.Published : PostStatus.Skipped,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            campaignPosts.id,
            chosen.map((r) => r.id),
          ),
        );
      const influencerIds = chosen.map((r) => r.influencerId);
      if (decision === 'publish') {
        await publishInfluencers(
          ctx,
          tx,
          campaign,
          influencerIds,
          { via: 'team', actorId: actor.id },
          chosen.map((r) => r.id),
        );
      } else {
        await refreshPostTotals(tx, campaignId, influencerIds);
      }
    }
    return {
      results: wanted.map((id) => {
        const row = found.get(id);
        if (!row) return { id, ok: false, message: messages.notFound };
        if (row.status !== PostStatus.Suggested) {
          return { id, ok: false, message: postMessages.onlySuggested };
        }
        return { id, ok: true };
      }),
    };
  });
}
