import { ChannelType, type TaskRowResult, TaskType } from '@app/contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config, Db, JobQueue } from '../../platform/index.ts';
import {
  channels,
  createTask,
  defineJob,
  defineScheduledJob,
  findTask,
  finishTask,
  recordTaskProgress,
  startTask,
  transaction,
} from '../../platform/index.ts';
import { providersFor } from '../providers/providers.ts';
import { type RefreshOutcome, refreshChannel } from './refresh.ts';

const notFoundOnPlatform = 'Channel not found on the platform';
const notConfigured = 'Stats not configured';

/** How a channel's outcome counts on its task, and the message its row shows (if any). */
function taskEntryOf(
  outcome: RefreshOutcome,
):
  | { counted: 'updated'; message: null }
  | { counted: 'skipped' | 'failed'; message: string | null } {
  switch (outcome.kind) {
    case 'updated':
      return { counted: 'updated', message: null };
    case 'gone':
      return { counted: 'skipped', message: null };
    case 'not_configured':
      return { counted: 'skipped', message: notConfigured };
    case 'not_found':
      return { counted: 'failed', message: notFoundOnPlatform };
    case 'duplicate':
      return { counted: 'failed', message: outcome.message };
    case 'error':
      return { counted: 'failed', message: outcome.error.message };
  }
}

/**
 * Refreshes channels one by one, recording each outcome on the task when there is one.
 * A spent quota or refused credentials stop the run with the task failed and the reason
 * (the next run continues with the channels whose stats are oldest); other failures are
 * counted per channel and the run goes on. A deleted or finished task stops the run; a run
 * taken over after its worker stopped goes on after the channels the task already counts.
 */
export async function runChannelRefresh(
  ctx: { db: Db; config: Config; signal?: AbortSignal },
  channelIds: readonly number[],
  taskId: number | null,
): Promise<void> {
  let done = 0;
  if (taskId !== null) {
    const task = await findTask(ctx.db, taskId);
    if (!task || task.status === 'completed' || task.status === 'failed') return;
    await startTask(ctx.db, taskId);
    done = task.processed;
  }
  for (const channelId of channelIds.slice(done)) {
    // Another worker took the job over (this one lost its lease): it goes on from here.
    if (ctx.signal?.aborted) return;
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
    const entry = taskEntryOf(outcome);
    await recordTaskProgress(ctx.db, taskId, {
      processed: 1,
      counts: { [entry.counted]: 1 },
      results: entry.message === null ? [] : [result(entry.message, entry.counted)],
    });
    if (
      outcome.kind === 'error' &&
      (outcome.error.kind === 'quota' || outcome.error.kind === 'auth')
    ) {
      await finishTask(ctx.db, taskId, { status: 'failed', error: outcome.error.message });
      return;
    }
  }
  if (taskId !== null) await finishTask(ctx.db, taskId, { status: 'completed' });
}

/** Most channels one refresh job takes. */
export const CHANNELS_PER_REFRESH_JOB = 10_000;

/** Refresh the given channels (on add, on demand and on schedule with a task). */
export const refreshChannelsJob = defineJob({
  name: 'channels.refresh',
  schema: z.object({
    channelIds: z.array(z.number().int().positive()).max(CHANNELS_PER_REFRESH_JOB),
    taskId: z.number().int().positive().nullable().default(null),
  }),
  // A retry would spend quota twice; the schedule picks up what a failed run left.
  retryLimit: 0,
  task: ({ taskId }) => taskId,
  async handler({ channelIds, taskId }, { db, config, signal }) {
    await runChannelRefresh({ db, config, signal }, channelIds, taskId);
  },
});

/**
 * The schedule: channels of configured platforms whose stats are missing or older than
 * CHANNEL_REFRESH_MAX_AGE, oldest first, at most CHANNEL_REFRESH_BATCH, as one task.
 */
export const refreshStaleChannelsJob = defineScheduledJob(
  'channels.refresh-stale',
  refreshStaleChannels,
);

/**
 * Queues the scheduled refresh: a task and a channels.refresh job per CHANNELS_PER_REFRESH_JOB
 * stale channels (one with the default batch), so a worker that stops mid-refresh is taken
 * over on the same task. Answers the (first) task's id, or null when nothing is stale.
 */
export async function refreshStaleChannels(ctx: {
  db: Db;
  config: Config;
  jobs: JobQueue;
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
  const ids = stale.map((s) => s.id);
  return transaction(ctx.db, async (tx) => {
    const taskIds: number[] = [];
    for (let i = 0; i < ids.length; i += CHANNELS_PER_REFRESH_JOB) {
      const channelIds = ids.slice(i, i + CHANNELS_PER_REFRESH_JOB);
      const task = await createTask(tx, {
        type: TaskType.ChannelRefresh,
        name: 'Scheduled channel refresh',
        total: channelIds.length,
        createdBy: null,
      });
      await ctx.jobs.enqueue(tx, refreshChannelsJob, { channelIds, taskId: task.id });
      taskIds.push(task.id);
    }
    return taskIds[0] ?? null;
  });
}

/** Worker start: (re)install the cron schedule, or remove it when set to off. */
export async function scheduleChannelRefresh(jobs: JobQueue, config: Config): Promise<void> {
  if (config.channelRefresh.cron) {
    await jobs.schedule(refreshStaleChannelsJob, config.channelRefresh.cron, {});
  }
}
