import {
  type BulkResult,
  type Channel,
  type ChannelPost,
  ChannelStatsStatus,
  type ChannelType,
  channelTypeLabel,
  ErrorCode,
  messages,
  type ParsedChannelUrl,
  type RefreshChannelsResponse,
  TaskType,
} from '@app/contract';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import type { AppContext, DbOrTx, Tx } from '../../platform/index.ts';
import {
  AppError,
  type ChannelRow,
  channels,
  createTask,
  deleteByIds,
  influencers,
  transaction,
  withUniqueCheck,
} from '../../platform/index.ts';
import { assertInfluencer } from '../influencers/assert-influencer.ts';
import { ProviderError } from '../providers/provider-error.ts';
import { providersFor } from '../providers/providers.ts';
import { refreshInfluencerAggregates } from './aggregates.ts';
import { refreshChannelsJob } from './jobs.ts';
import { lookupKeyOf, parseChannelUrl } from './parse-channel-url.ts';
import { refreshChannel } from './refresh.ts';
import { toChannelDto } from './to-channel-dto.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config'>;

const channelExists = () =>
  new AppError(ErrorCode.Conflict, messages.channelAlreadyExists, {
    url: messages.channelAlreadyExists,
  });

/** Runs a write that adds channels: a link already taken answers "Channel already exists". */
export const withChannelCheck = <T>(write: () => Promise<T>) =>
  withUniqueCheck('channels_type_lookup_key_unique', channelExists, write);

/** Parses a link or answers the SPEC's message on the url field. */
export function parseUrlOrThrow(url: string): ParsedChannelUrl {
  const parsed = parseChannelUrl(url);
  if (!parsed.ok) throw AppError.field('url', parsed.message);
  return parsed.channel;
}

/**
 * Conditions that find a stored channel a parsed link names: its lookup key, or (once a
 * refresh resolved it) its channel id or handle/login.
 */
export function sameChannelCondition(parsed: ParsedChannelUrl): SQL {
  const matches: (SQL | undefined)[] = [eq(channels.lookupKey, lookupKeyOf(parsed))];
  if (parsed.kind === 'channelId') matches.push(eq(channels.externalId, parsed.value));
  if (parsed.kind === 'handle' || parsed.kind === 'login') {
    matches.push(eq(channels.handle, parsed.value));
  }
  return and(eq(channels.type, parsed.type), or(...matches)) as SQL;
}

export async function findExistingChannel(
  db: DbOrTx,
  parsed: ParsedChannelUrl,
): Promise<ChannelRow | null> {
  const [row] = await db.select().from(channels).where(sameChannelCondition(parsed)).limit(1);
  return row ?? null;
}

/** The values of a new channel row from a link; stats pending or not configured. */
export function newChannelValues(
  ctx: Pick<AppContext, 'config' | 'db'>,
  influencerId: number,
  parsed: ParsedChannelUrl,
): typeof channels.$inferInsert {
  const configured = providersFor(ctx.config, ctx.db)[parsed.type].configured;
  return {
    influencerId,
    type: parsed.type,
    url: parsed.url,
    lookupKey: lookupKeyOf(parsed),
    externalId: parsed.kind === 'channelId' ? parsed.value : null,
    handle: parsed.kind === 'handle' || parsed.kind === 'login' ? parsed.value : null,
    statsStatus: configured ? ChannelStatsStatus.Pending : ChannelStatsStatus.NotConfigured,
  };
}

/**
 * Inserts a channel and refreshes its influencer's list columns (aggregates.ts); a concurrent
 * insert of the same channel answers "Channel already exists".
 */
export async function insertChannel(
  ctx: Ctx,
  tx: Tx,
  influencerId: number,
  parsed: ParsedChannelUrl,
): Promise<ChannelRow> {
  if (await findExistingChannel(tx, parsed)) throw channelExists();
  const [row] = await tx
    .insert(channels)
    .values(newChannelValues(ctx, influencerId, parsed))
    .onConflictDoNothing()
    .returning();
  if (!row) throw channelExists();
  if (row.statsStatus === ChannelStatsStatus.Pending) {
    await ctx.jobs.enqueue(tx, refreshChannelsJob, { channelIds: [row.id], taskId: null });
  }
  await refreshInfluencerAggregates(tx, [influencerId]);
  return row;
}

async function findOwnChannel(db: DbOrTx, influencerId: number, channelId: number) {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.id, channelId), eq(channels.influencerId, influencerId)));
  if (!row) throw new AppError(ErrorCode.NotFound, messages.influencerChannelNotFound);
  return row;
}

/** POST /influencer/{id}/channel: add a channel by link; its stats refresh in the background. */
export async function addChannel(ctx: Ctx, influencerId: number, url: string): Promise<Channel> {
  const parsed = parseUrlOrThrow(url);
  return withChannelCheck(async () => {
    const row = await transaction(ctx.db, async (tx) => {
      await assertInfluencer(tx, influencerId);
      return insertChannel(ctx, tx, influencerId, parsed);
    });
    const [fresh] = await ctx.db.select().from(channels).where(eq(channels.id, row.id));
    return toChannelDto(fresh ?? row);
  });
}

/** POST /influencer/{id}/channel/delete: per id; ids of other influencers are "not found". */
export async function deleteChannels(
  ctx: Ctx,
  influencerId: number,
  ids: readonly number[],
): Promise<BulkResult> {
  return transaction(ctx.db, async (tx) => {
    await assertInfluencer(tx, influencerId);
    const result = await deleteByIds(tx, channels, ids, {
      scope: eq(channels.influencerId, influencerId),
      missing: messages.influencerChannelNotFound,
    });
    await refreshInfluencerAggregates(tx, [influencerId]);
    return result;
  });
}

/**
 * POST /influencer/{id}/channel/{channelId}/stats: refresh this channel now and answer it.
 * A refresh that fails still answers the channel, its statsStatus and statsError saying why.
 */
export async function refreshChannelNow(
  ctx: Ctx,
  influencerId: number,
  channelId: number,
): Promise<Channel> {
  await findOwnChannel(ctx.db, influencerId, channelId);
  await refreshChannel(ctx, channelId);
  return toChannelDto(await findOwnChannel(ctx.db, influencerId, channelId));
}

/** GET /influencer/{id}/channel/update: a channel-refresh task for every channel. */
export async function queueInfluencerRefresh(
  ctx: Ctx,
  actor: Actor,
  influencerId: number,
): Promise<RefreshChannelsResponse> {
  return transaction(ctx.db, async (tx) => {
    const [influencer] = await tx
      .select({ mediaName: influencers.mediaName })
      .from(influencers)
      .where(eq(influencers.id, influencerId));
    if (!influencer) throw AppError.notFound();
    const ids = (
      await tx
        .select({ id: channels.id })
        .from(channels)
        .where(eq(channels.influencerId, influencerId))
        .orderBy(asc(channels.id))
    ).map((r) => r.id);
    const task = await createTask(tx, {
      type: TaskType.ChannelRefresh,
      name: influencer.mediaName,
      total: ids.length,
      createdBy: actor.id,
    });
    await ctx.jobs.enqueue(tx, refreshChannelsJob, { channelIds: ids, taskId: task.id });
    return { taskId: task.id };
  });
}

/**
 * GET /influencer/external/channel/{type}/{postId}/post: a video (YouTube video id, Twitch
 * video id) read from the platform. Missing: "Influencer channel post not found".
 */
export async function getChannelPost(
  ctx: Pick<AppContext, 'db' | 'config'>,
  type: ChannelType,
  postId: string,
): Promise<ChannelPost> {
  const provider = providersFor(ctx.config, ctx.db)[type];
  if (!provider.configured) {
    throw new AppError(ErrorCode.BadRequest, `${channelTypeLabel[type]} stats are not configured`);
  }
  let post: ChannelPost | null;
  try {
    post = await provider.fetchPost(postId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new AppError(
      error.kind === 'quota' ? ErrorCode.TooManyRequests : ErrorCode.BadRequest,
      error.message,
    );
  }
  if (!post) throw new AppError(ErrorCode.NotFound, messages.influencerChannelPostNotFound);
  return post;
}
