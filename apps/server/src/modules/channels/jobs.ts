import { ChannelType, type TaskRowResult, TaskType } from '@app/contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open-database.ts';
import { channels } from '../../db/schema/index.ts';
import { transaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { providersFor } from '../providers/providers.ts';
import {
  createTask,
  findTask,
  finishTask,
  recordTaskProgress,
  startTask,
} from '../tasks/service.ts';
import { refreshChannel } from './refresh.ts';

const notFoundOnPlatform = 'Channel not found on the platform';
const notConfigured = 'Stats not configured';

/**
 * Refreshes channels one by one, recording each outcome on the task when there is one.
 * A spent quota or refused credentials stop the run with the task failed and the reason
 * (the next run continues with the channels whose stats are oldest); other failures are
 * counted per channel and the run goes on. A deleted task stops the run.
 */
export async function runChannelRefresh(
  ctx: { db: Db; config: Config },
  channelIds: readonly number[],
  taskId: number | null,
): Promise<void> {
  if (taskId !== null) {
    if (!(await findTask(ctx.db, taskId))) return;
    await startTask(ctx.db, taskId);
  }
  for (const channelId of channelIds) {
    if (taskId !== null && !(await findTask(ctx.db, taskId))) return;
    const outcome = await refreshChannel(ctx, channelId);
    if (taskId === null) continue;
    const [row] = await ctx.db
      .select({ influencerId: channels.influencerId, url: channels.url })
      .from(channels)
      .where(eq(channels.id, channelId));
    const result = (message: string, outcomeName: TaskRowResult['outcome']): TaskRowResult => ({
      row: null,
      outcome: outcomeName,
      influencerId: row?.influencerId ?? null,
      message: `${row?.url ?? `Channel #${channelId}`}: ${message}`,
    });
    switch (outcome.kind) {
      case 'updated':
        await recordTaskProgress(ctx.db, taskId, {
          processed: 1,
          counts: { updated: 1 },
          results: [],
        });
        break;
      case 'gone':
        await recordTaskProgress(ctx.db, taskId, {
          processed: 1,
          counts: { skipped: 1 },
          results: [],
        });
        break;
      case 'not_configured':
        await recordTaskProgress(ctx.db, taskId, {
          processed: 1,
          counts: { skipped: 1 },
          results: [result(notConfigured, 'skipped')],
        });
        break;
      case 'not_found':
        await recordTaskProgress(ctx.db, taskId, {
          processed: 1,
          counts: { failed: 1 },
          results: [result(notFoundOnPlatform, 'failed')],
        });
        break;
      case 'duplicate':
        await recordTaskProgress(ctx.db, taskId, {
          processed: 1,
          counts: { failed: 1 },
          results: [result(outcome.message, 'failed')],
        });
        break;
      case 'error':
        await recordTaskProgress(ctx.db, taskId, {
          processed: 1,
          counts: { failed: 1 },
          results: [result(outcome.error.message, 'failed')],
        });
        if (outcome.error.kind === 'quota' || outcome.error.kind === 'auth') {
          await finishTask(ctx.db, taskId, { status: 'failed', error: outcome.error.message });
          return;
        }
        break;
    }
  }
  if (taskId !== null) await finishTask(ctx.db, taskId, { status: 'completed' });
}

/** Refresh the given channels (on add, on demand with a task). */
export const refreshChannelsJob = defineJob({
  name: 'channels.refresh',
  schema: z.object({
    channelIds: z.array(z.number().int().positive()).max(10_000),
    taskId: z.number().int().positive().nullable().default(null),
  }),
  // A retry would spend quota twice; the schedule picks up what a failed run left.
  retryLimit: 0,
  async handler({ channelIds, taskId }, { db, config }) {
    await runChannelRefresh({ db, config }, channelIds, taskId);
  },
});

/**
 * The schedule: channels of configured platforms whose stats are missing or older than
 * CHANNEL_REFRESH_MAX_AGE, oldest first, at most CHANNEL_REFRESH_BATCH, as one task.
 */
export const refreshStaleChannelsJob = defineJob({
  name: 'channels.refresh-stale',
  schema: z.object({}),
  retryLimit: 0,
  async handler(_data, { db, config }) {
    await refreshStaleChannels({ db, config });
  },
});

export async function refreshStaleChannels(ctx: {
  db: Db;
  config: Config;
}): Promise<number | null> {
  const providers = providersFor(ctx.config, ctx.db);
  const types = [ChannelType.Youtube, ChannelType.Twitch].filter((t) => providers[t].configured);
  if (types.length === 0) return null;
  const cutoff = sql`now() - make_interval(secs => ${ctx.config.channelRefresh.maxAgeSeconds})`;
  const stale = await ctx.db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        inArray(channels.type, types),
        or(isNull(channels.refreshedAt), lt(channels.refreshedAt, cutoff)),
      ),
    )
    .orderBy(sql`${channels.refreshedAt} asc nulls first`, asc(channels.id))
    .limit(ctx.config.channelRefresh.batch);
  if (stale.length === 0) return null;
  const task = await transaction(ctx.db, (tx) =>
    createTask(tx, {
      type: TaskType.ChannelRefresh,
      name: 'Scheduled channel refresh',
      total: stale.length,
      createdBy: null,
    }),
  );
  await runChannelRefresh(
    ctx,
    stale.map((s) => s.id),
    task.id,
  );
  return task.id;
}

/** Worker start: (re)install the cron schedule, or remove it when set to off. */
export async function scheduleChannelRefresh(jobs: JobQueue, config: Config): Promise<void> {
  if (config.channelRefresh.cron) {
    await jobs.schedule(refreshStaleChannelsJob, config.channelRefresh.cron, {});
  }
}
