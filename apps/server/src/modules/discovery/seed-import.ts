import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DiscoverySeedTask, discoveryMessages, ErrorCode } from '@app/contract';
import {
  createSeedImportTask,
  findSeedImportTask,
  importSeed,
  type SeedImportTask,
} from '@app/discovery';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { defineJob } from '../../jobs/define-job.ts';

// A licensed dataset reaches an embedded installation through the app (the CLI needs
// PostgreSQL, which an embedded installation does not have): the upload is streamed to a file
// under DATA_DIR, a task is created at once, and a job imports it batch by batch (resumable,
// per-row errors: apps/discovery's importSeed).

/** Largest dataset accepted through the app. */
export const SEED_MAX_BYTES = 2 * 1024 * 1024 * 1024;

const toDto = (task: SeedImportTask): DiscoverySeedTask => ({
  id: task.id,
  status: task.status,
  format: task.format,
  processedRows: task.processedRows,
  errorRows: task.errorRows,
  errors: task.errors,
  totalRows: task.totalRows,
});

/** Runs (or resumes) a seed import; a retry after a crash continues after the last batch. */
export const importDiscoverySeedJob = defineJob({
  name: 'discovery.import-seed',
  schema: z.object({ taskId: z.number().int() }),
  retryLimit: 3,
  async handler({ taskId }, env) {
    const task = await importSeed(
      { db: env.db, log: env.log, ...(env.signal ? { signal: env.signal } : {}) },
      { taskId },
    );
    // Imported: the copy under DATA_DIR is no longer needed.
    if (task.status === 'done') await rm(task.fileKey, { force: true });
  },
});

/** The file's first bytes must be text (NDJSON or CSV), not a binary or a zip. */
async function assertText(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
    if (bytesRead === 0 || head.includes(0) || text.includes('\uFFFD')) {
      throw new AppError(ErrorCode.UnsupportedMediaType, discoveryMessages.seedNotText, {
        file: discoveryMessages.seedNotText,
      });
    }
  } finally {
    await handle.close();
  }
}

/** POST /discovery/seed: stores the upload, creates its task, queues the import. */
export async function startSeedImport(
  ctx: Pick<AppContext, 'config' | 'db' | 'jobs'>,
  file: Readable,
): Promise<DiscoverySeedTask> {
  if (ctx.config.discovery) {
    file.resume();
    throw AppError.field('file', discoveryMessages.seedRemote);
  }
  const dir = join(ctx.config.dataDir, 'discovery-seeds');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.seed`);
  try {
    await pipeline(file, createWriteStream(path, { flags: 'wx' }));
    await assertText(path);
    return await transaction(ctx.db, async (tx) => {
      const task = await createSeedImportTask(tx, path);
      await ctx.jobs.enqueue(tx, importDiscoverySeedJob, { taskId: task.id });
      return toDto(task);
    });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

/** GET /discovery/seed/{id}. */
export async function seedTask(ctx: Pick<AppContext, 'db'>, id: number) {
  const task = await findSeedImportTask(ctx.db, id);
  if (!task) throw AppError.notFound();
  return toDto(task);
}
