import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { rows } from '../../db/sql-params.ts';
import { refreshRecentGames } from '../../search/refresh-recent-games.ts';
import type { IngestContext } from '../ingest-context.ts';
import { writeCursor } from '../shared/ingest-cursor.ts';
import { detectSeedFormat, readSeedRecords, type SeedFormat } from './read-seed-records.ts';
import { parseSeedRow, type SeedCreator, type SeedGame } from './seed-rows.ts';
import { type NumberedPlayed, writeSeedPlayed } from './write-seed-played.ts';
import { writeSeedCreators, writeSeedGames } from './write-seed-rows.ts';

/** How many row errors a task keeps (the count goes on). */
export const SEED_ERROR_LIMIT = 100;
const DEFAULT_BATCH_SIZE = 500;

export type SeedImportTask = {
  id: number;
  status: 'running' | 'done' | 'failed';
  fileKey: string;
  format: SeedFormat;
  processedRows: number;
  errorRows: number;
  errors: { row: number; reason: string }[];
  totalRows: number | null;
};

export type ImportSeedOptions = ({ taskId: number } | { filePath: string }) & {
  format?: SeedFormat;
  batchSize?: number;
  /** Called after each committed batch (progress; a test aborts here to simulate a kill). */
  onBatch?: (task: SeedImportTask) => void;
};

type TaskRow = {
  id: number;
  status: SeedImportTask['status'];
  file_key: string;
  format: SeedFormat;
  processed_rows: number;
  error_rows: number;
  errors: { row: number; reason: string }[] | string;
  total_rows: number | null;
};

function toTask(r: TaskRow): SeedImportTask {
  return {
    id: Number(r.id),
    status: r.status,
    fileKey: r.file_key,
    format: r.format,
    processedRows: r.processed_rows,
    errorRows: r.error_rows,
    // node-postgres parses jsonb; PGlite too, but be safe with text.
    errors: typeof r.errors === 'string' ? JSON.parse(r.errors) : r.errors,
    totalRows: r.total_rows,
  };
}

/** The seed import task, or null when there is none with that id. */
export async function findSeedImportTask(
  db: DiscoveryDb,
  id: number,
): Promise<SeedImportTask | null> {
  const [row] = await rows<TaskRow>(
    db,
    sql`select * from discovery.import_tasks where id = ${id} and kind = 'seed'`,
  );
  return row ? toTask(row) : null;
}

async function loadTask(db: DiscoveryDb, id: number): Promise<SeedImportTask> {
  const task = await findSeedImportTask(db, id);
  if (!task) throw new Error(`No seed import task ${id}`);
  return task;
}

/**
 * A task for a seed file (its format told by content), to run later with `{ taskId }`: an
 * upload answers with its task at once and a job imports it.
 */
export async function createSeedImportTask(
  db: DiscoveryDb,
  file: string,
  format?: SeedFormat,
): Promise<SeedImportTask> {
  const filePath = resolve(file);
  const [created] = await rows<TaskRow>(
    db,
    sql`insert into discovery.import_tasks (kind, status, file_key, format)
      values ('seed', 'running', ${filePath}, ${format ?? (await detectSeedFormat(filePath))})
      returning *`,
  );
  if (!created) throw new Error('The import task was not created');
  return toTask(created);
}

/**
 * Imports a seed file of creators, games and played rows (a creator played a game; NDJSON or
 * CSV, told apart by content) as a task in import_tasks. The file is streamed in batches; each
 * batch's rows (creators and games before played rows) and the task's progress
 * (processed_rows, errors) commit together, so a killed import resumes after the last batch
 * (`{ taskId }`) and rows are upserted, never duplicated. Bad rows are skipped and reported
 * with their row number. Returns the task as it ends (done, or running when aborted).
 */
export async function importSeed(
  ctx: Pick<IngestContext, 'db' | 'signal' | 'log'>,
  options: ImportSeedOptions,
): Promise<SeedImportTask> {
  const { db } = ctx;
  let task: SeedImportTask;
  if ('taskId' in options) {
    task = await loadTask(db, options.taskId);
    if (task.status === 'done') return task;
  } else {
    task = await createSeedImportTask(db, options.filePath, options.format);
  }
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let seen = 0;
  let batch: { row: number; value: Record<string, unknown> | null; error: string | null }[] = [];
  try {
    for await (const record of readSeedRecords(task.fileKey, task.format)) {
      seen++;
      // Records up to processed_rows were committed by an earlier run.
      if (seen <= task.processedRows) continue;
      batch.push(
        'error' in record
          ? { row: record.row, value: null, error: record.error }
          : { row: record.row, value: record.value, error: null },
      );
      if (batch.length >= batchSize) {
        task = await commitBatch(db, task, batch);
        batch = [];
        options.onBatch?.(task);
        if (ctx.signal?.aborted) return task;
      }
    }
    if (batch.length > 0) task = await commitBatch(db, task, batch);
  } catch (error) {
    await db.execute(
      sql`update discovery.import_tasks set status = 'failed', updated_at = now() where id = ${task.id}`,
    );
    throw error;
  }
  await db.execute(sql`update discovery.import_tasks set status = 'done', total_rows = processed_rows,
    updated_at = now() where id = ${task.id}`);
  // /status shows the seed source's last run from here.
  await writeCursor(db, 'seed', 'import', { file: task.fileKey });
  ctx.log.info('seed import done', {
    taskId: task.id,
    rows: task.processedRows,
    errors: task.errorRows,
  });
  return loadTask(db, task.id);
}

async function commitBatch(
  db: DiscoveryDb,
  task: SeedImportTask,
  batch: readonly { row: number; value: Record<string, unknown> | null; error: string | null }[],
): Promise<SeedImportTask> {
  const creators: SeedCreator[] = [];
  const games: SeedGame[] = [];
  const played: NumberedPlayed[] = [];
  const errors: { row: number; reason: string }[] = [];
  for (const record of batch) {
    if (record.value === null) {
      errors.push({ row: record.row, reason: record.error ?? 'unreadable' });
      continue;
    }
    const parsed = parseSeedRow(record.value);
    if ('reason' in parsed) errors.push({ row: record.row, reason: parsed.reason });
    else if (parsed.row.type === 'creator') creators.push(parsed.row);
    else if (parsed.row.type === 'game') games.push(parsed.row);
    else played.push({ row: record.row, played: parsed.row });
  }
  const kept = await db.transaction(async (tx) => {
    // Creators and games first: a played row may name one written by this very batch.
    await writeSeedGames(tx, games);
    await writeSeedCreators(tx, creators);
    const result = await writeSeedPlayed(tx, played);
    // In the batch's transaction, so a resumed import never misses a committed batch's refresh.
    if (result.creatorIds.length > 0) await refreshRecentGames(tx, result.creatorIds);
    errors.push(...result.errors);
    errors.sort((a, b) => a.row - b.row);
    const keptErrors = [...task.errors, ...errors].slice(0, SEED_ERROR_LIMIT);
    await tx.execute(sql`update discovery.import_tasks set
        processed_rows = processed_rows + ${batch.length}, error_rows = error_rows + ${errors.length},
        errors = ${JSON.stringify(keptErrors)}::jsonb, updated_at = now()
      where id = ${task.id}`);
    return keptErrors;
  });
  return {
    ...task,
    processedRows: task.processedRows + batch.length,
    errorRows: task.errorRows + errors.length,
    errors: kept,
  };
}
