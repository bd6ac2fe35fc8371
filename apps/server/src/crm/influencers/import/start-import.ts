import { ErrorCode, influencerMessages, messages, type Task, TaskType } from '@app/contract';
import type { Actor } from '../../../core/index.ts';
import type { AppContext } from '../../../platform/index.ts';
import { AppError, createTask, getTask, transaction } from '../../../platform/index.ts';
import { type ImportPayload, importInfluencersJob } from './import-job.ts';
import { mapHeaders } from './map-rows.ts';
import { readSheet } from './read-spreadsheet.ts';

/**
 * POST /influencer/import: checks and reads the file now (so a bad file creates nothing and
 * says why), then one task imports its rows in the background. Answers the task.
 */
export async function startInfluencerImport(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  actor: Actor,
  file: { bytes: Buffer; fileName: string },
): Promise<Task> {
  const sheet = await readSheet(file.bytes, ctx.config.import.maxRows);
  const columns = mapHeaders(sheet.headers);
  if (sheet.headers.length === 0 || sheet.rows.length === 0) {
    throw new AppError(ErrorCode.BadRequest, messages.noItemsToImport, {
      file: messages.noItemsToImport,
    });
  }
  if (![...columns.values()].includes('urls')) {
    throw new AppError(ErrorCode.BadRequest, influencerMessages.noUrlColumn, {
      file: influencerMessages.noUrlColumn,
    });
  }
  const payload: ImportPayload = { headers: sheet.headers, rows: sheet.rows };
  const taskId = await transaction(ctx.db, async (tx) => {
    const task = await createTask(tx, {
      type: TaskType.InfluencerImport,
      name: file.fileName.slice(0, 200) || 'import.xlsx',
      total: sheet.rows.length,
      createdBy: actor.id,
      payload,
    });
    await ctx.jobs.enqueue(tx, importInfluencersJob, { taskId: task.id });
    return task.id;
  });
  return getTask(ctx.db, taskId);
}
