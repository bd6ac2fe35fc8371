import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { messages } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  defineJob,
  finishTask,
  recordTaskProgress,
  startTask,
  tasks,
  transaction,
} from '../../../platform/index.ts';
import { importBatch } from './import-batch.ts';
import { mapHeaders } from './map-rows.ts';

export type ImportPayload = { headers: string[]; rows: Array<{ row: number; cells: string[] }> };

/** Rows per transaction: progress is visible per batch and a crash loses at most one. */
export const IMPORT_BATCH_ROWS = 500;

/** Rows of one import from which influencers and channels are analyzed after it. */
const ANALYZE_AFTER_ROWS = 1000;

/**
 * Works through an import task's rows in batches, each in its own transaction with the
 * task's progress, yielding to the event loop between batches. Resumes after the last
 * committed batch (after a retry or a takeover: a batch commits only where the task's
 * progress still is, so two runs never import one batch twice); stops when the task is
 * deleted or another worker took the job over.
 */
export const importInfluencersJob = defineJob({
  name: 'influencers.import',
  schema: z.object({ taskId: z.number().int().positive() }),
  retryLimit: 2,
  task: ({ taskId }) => taskId,
  async handler({ taskId }, { db, config, log, jobs, signal }) {
    const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!task || task.status === 'completed' || task.status === 'failed') return;
    const payload = task.payload as ImportPayload | null;
    if (!payload) {
      await finishTask(db, taskId, { status: 'failed', error: messages.noItemsToImport });
      return;
    }
    await startTask(db, taskId);
    const columns = mapHeaders(payload.headers);
    try {
      for (let offset = task.processed; offset < payload.rows.length; offset += IMPORT_BATCH_ROWS) {
        if (signal?.aborted) return;
        const batch = payload.rows.slice(offset, offset + IMPORT_BATCH_ROWS);
        const stillThere = await transaction(db, async (tx) => {
          const [locked] = await tx
            .select({ id: tasks.id, processed: tasks.processed })
            .from(tasks)
            .where(eq(tasks.id, taskId))
            .for('update');
          if (!locked || locked.processed !== offset) return false;
          const outcome = await importBatch({ db, jobs, config }, tx, batch, columns);
          await recordTaskProgress(tx, taskId, { processed: batch.length, ...outcome });
          return true;
        });
        if (!stillThere) return;
        await yieldToEventLoop();
      }
      await finishTask(db, taskId, { status: 'completed' });
      // The planner's statistics after a bulk import (PGlite has no autovacuum); a failure
      // here changes nothing imported.
      if (payload.rows.length >= ANALYZE_AFTER_ROWS) {
        await db.execute(sql`analyze influencers, channels`).catch((error: unknown) => {
          log.warn({ err: error, taskId }, 'analyze after the influencer import failed');
        });
      }
    } catch (error) {
      log.error({ err: error, taskId }, 'influencer import failed');
      await finishTask(db, taskId, { status: 'failed', error: messages.somethingGoesWrong });
    }
  },
});
