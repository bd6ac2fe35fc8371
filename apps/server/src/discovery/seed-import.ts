import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DiscoverySeedTask, discoveryMessages, ErrorCode } from '@app/contract';
import {
  createSeedImportTask,
  findSeedImportTask,
  importSeed,
  refusedRowsFile,
  refusedRowsFileName,
  type SeedImportTask,
} from '@app/discovery';
import { z } from 'zod';
import type { AppContext, FileAnswer } from '../platform/index.ts';
import { AppError, defineJob, transaction } from '../platform/index.ts';

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
  failure: task.failure,
});

/** Runs (or resumes) a seed import; a retry after a crash continues after the last batch. */
export const importDiscoverySeedJob = defineJob({
  name: 'discovery.import-seed',
  schema: z.object({ taskId: z.number().int() }),
  retryLimit: 3,
  async handler({ taskId }, env) {
    let task: SeedImportTask;
    try {
      task = await importSeed(
        { db: env.db, log: env.log, ...(env.signal ? { signal: env.signal } : {}) },
        { taskId },
      );
    } catch (error) {
      // What the queue stores of a failure must hold no row value: a NUL in a stored error
      // ("\u0000 cannot be converted to text") failed the queue's own write and took the
      // process down. importSeed's SeedImportStopped says only where it stopped and why.
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(message.replaceAll('\u0000', '\\0').slice(0, 500));
    }
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

/** GET /discovery/seed/{id}/refused: the refused rows, in the dataset's format. */
export async function seedRefusedRows(
  ctx: Pick<AppContext, 'db'>,
  id: number,
): Promise<FileAnswer> {
  const task = await findSeedImportTask(ctx.db, id);
  if (!task) throw AppError.notFound();
  const fileName = refusedRowsFileName(task);
  return {
    body: Readable.from(refusedRowsFile(ctx.db, task)),
    fileName,
    headers: {
      'content-type': task.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson',
      'content-disposition': `attachment; filename="${fileName}"`,
      'x-content-type-options': 'nosniff',
    },
  };
}

/**
 * POST /discovery/seed/{id}/resume: a task that stopped (its retries spent) runs again from
 * its last committed batch; a running or finished one is answered as it is.
 */
export async function resumeSeedImport(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  id: number,
): Promise<DiscoverySeedTask> {
  return transaction(ctx.db, async (tx) => {
    const task = await findSeedImportTask(tx, id);
    if (!task) throw AppError.notFound();
    if (task.status !== 'failed') return toDto(task);
    await ctx.jobs.enqueue(tx, importDiscoverySeedJob, { taskId: task.id });
    return toDto(task);
  });
}
