import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { rows } from '../../db/sql-params.ts';
import { refreshTermGameCounts } from '../../search/list-terms.ts';
import { refreshRecentGames } from '../../search/refresh-recent-games.ts';
import type { IngestContext } from '../ingest-context.ts';
import { SEARCHED_TABLES, vacuumAnalyzeTables } from '../shared/analyze-tables.ts';
import { writeCursor } from '../shared/ingest-cursor.ts';
import { detectSeedFormat, readSeedRecords, type SeedFormat } from './read-seed-records.ts';
import {
  parseSeedRow,
  refusalText,
  type SeedCreator,
  type SeedGame,
  type SeedRefusal,
  type SeedRow,
  type SeedTerm,
} from './seed-rows.ts';
import { type NumberedPlayed, writeSeedPlayed } from './write-seed-played.ts';
import { writeSeedCreators, writeSeedGames, writeSeedTerms } from './write-seed-rows.ts';

/** How many row errors a task keeps in its answer (the count goes on; the file has them all). */
export const SEED_ERROR_LIMIT = 100;
/** Refused rows kept for the refused-rows file, and the longest text kept of one. */
export const SEED_REFUSED_KEPT = 100_000;
const REFUSED_LINE_KEPT_CHARS = 64 * 1024;
const DEFAULT_BATCH_SIZE = 500;

export type SeedRowError = { row: number; field: string | null; reason: string };

export type SeedImportTask = {
  id: number;
  /** done: every row read, the good ones imported and the bad ones refused (errorRows). */
  status: 'running' | 'done' | 'failed';
  fileKey: string;
  format: SeedFormat;
  processedRows: number;
  errorRows: number;
  errors: SeedRowError[];
  totalRows: number | null;
  /** Why the last run stopped, when not a row's fault: the task resumes from its last batch. */
  failure: string | null;
  csvHeader: string | null;
};

export type ImportSeedOptions = ({ taskId: number } | { filePath: string }) & {
  format?: SeedFormat;
  batchSize?: number;
  /** Called after each committed batch (progress; a test aborts here to simulate a kill). */
  onBatch?: (task: SeedImportTask) => void;
};

/** A run stopped by something that is not a row's fault (the database, the disk). */
export class SeedImportStopped extends Error {
  readonly taskId: number;
  readonly processedRows: number;
  constructor(taskId: number, processedRows: number, cause: string) {
    super(
      `Seed import ${taskId} stopped after row ${processedRows} (it resumes from there): ${cause}`,
    );
    this.name = 'SeedImportStopped';
    this.taskId = taskId;
    this.processedRows = processedRows;
  }
}

type TaskRow = {
  id: number;
  status: SeedImportTask['status'];
  file_key: string;
  format: SeedFormat;
  processed_rows: number;
  error_rows: number;
  errors: { row: number; field?: string | null; reason: string }[] | string;
  total_rows: number | null;
  failure: string | null;
  csv_header: string | null;
};

function toTask(r: TaskRow): SeedImportTask {
  // node-postgres parses jsonb; PGlite too, but be safe with text.
  const errors: Exclude<TaskRow['errors'], string> =
    typeof r.errors === 'string' ? JSON.parse(r.errors) : r.errors;
  return {
    id: Number(r.id),
    status: r.status,
    fileKey: r.file_key,
    format: r.format,
    processedRows: r.processed_rows,
    errorRows: r.error_rows,
    errors: errors.map((e) => ({
      row: e.row,
      field: e.field ?? null,
      reason: e.reason,
    })),
    totalRows: r.total_rows,
    failure: r.failure,
    csvHeader: r.csv_header,
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

/** A database error's text without the query or its values (they may hold anything). */
function cleanMessage(error: unknown): string {
  let e: unknown = error;
  // Drizzle wraps the driver's error (whose message is PostgreSQL's) with the query text.
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  const text = e instanceof Error ? e.message : String(e);
  return text.replaceAll('\u0000', '\\0').slice(0, 300);
}

/**
 * A row's fault at insert (a data exception, a constraint, a too-large value): the row is
 * refused and the others stored. Anything else (connection, disk, a bug) stops the run.
 */
function rowFault(error: unknown): SeedRefusal | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22|23)...$|^54000$/.test(code)) {
      const column = (e as { column?: unknown }).column;
      return {
        field: typeof column === 'string' ? column : null,
        message: `could not be stored: ${cleanMessage(e)}`,
      };
    }
  }
  return null;
}

type BatchRecord = {
  row: number;
  line: string;
  value: Record<string, unknown> | null;
  error: string | null;
};
type GoodRow = { row: number; value: SeedRow };
type Refused = { row: number; line: string } & SeedRefusal;

/** Writes rows in their dependency order; answers the played rows' refusals and creators. */
async function writeRows(db: DiscoveryDb, good: readonly GoodRow[]) {
  const of = <T extends SeedRow>(type: T['type']) =>
    good.flatMap((g) => (g.value.type === type ? [g.value as T] : []));
  await writeSeedTerms(db, of<SeedTerm>('term'));
  // Creators and games first: a played row may name one written by this very batch.
  await writeSeedGames(db, of<SeedGame>('game'));
  await writeSeedCreators(db, of<SeedCreator>('creator'));
  const played: NumberedPlayed[] = good.flatMap((g) =>
    g.value.type === 'played' ? [{ row: g.row, played: g.value }] : [],
  );
  return writeSeedPlayed(db, played);
}

/**
 * Imports a seed file of creators, games, terms and played rows (NDJSON or CSV, told apart by
 * content) as a task in import_tasks. The file is streamed in batches; each batch's rows, its
 * refused rows and the task's progress commit together, so a killed or stopped import resumes
 * after its last batch (`{ taskId }`) and rows are upserted, never duplicated. Every row is
 * checked before any insert (seed-rows.ts); a bad row, or one the database still refuses, is
 * skipped and reported with its row number, field and reason. A failure that is not a row's
 * fault leaves the task 'failed' with its reason and throws SeedImportStopped (no query text,
 * no row values). Afterwards the touched tables are analyzed. Returns the task as it ends
 * (done, or running when aborted).
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
    if (task.status === 'failed') {
      await db.execute(sql`update discovery.import_tasks set status = 'running', failure = null,
        updated_at = now() where id = ${task.id}`);
      task = { ...task, status: 'running', failure: null };
    }
  } else {
    task = await createSeedImportTask(db, options.filePath, options.format);
  }
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let seen = 0;
  let header: string | null = task.csvHeader;
  let batch: BatchRecord[] = [];
  let wrote = false;
  try {
    for await (const record of readSeedRecords(task.fileKey, task.format)) {
      if ('header' in record) {
        header = record.line;
        continue;
      }
      seen++;
      // Records up to processed_rows were committed by an earlier run.
      if (seen <= task.processedRows) continue;
      batch.push({
        row: record.row,
        line: record.line,
        value: 'value' in record ? record.value : null,
        error: 'error' in record ? record.error : null,
      });
      if (batch.length >= batchSize) {
        task = await commitBatch(db, task, batch, header);
        wrote = true;
        batch = [];
        options.onBatch?.(task);
        if (ctx.signal?.aborted) return task;
      }
    }
    if (batch.length > 0) {
      task = await commitBatch(db, task, batch, header);
      wrote = true;
    }
  } catch (error) {
    const reason = cleanMessage(error);
    await db
      .execute(
        sql`update discovery.import_tasks set status = 'failed', failure = ${reason},
          updated_at = now() where id = ${task.id}`,
      )
      .catch(() => {});
    ctx.log.warn('seed import stopped', { taskId: task.id, reason });
    throw new SeedImportStopped(task.id, task.processedRows, reason);
  }
  await db.execute(sql`update discovery.import_tasks set status = 'done', failure = null,
    total_rows = processed_rows, updated_at = now() where id = ${task.id}`);
  if (wrote) {
    await refreshTermGameCounts(db);
    // PGlite has no autovacuum: without statistics the planner guesses, and a term filter
    // took seconds where it takes milliseconds after ANALYZE (PostgreSQL's comes later); the
    // VACUUM part lets index-only scans skip the freshly written pages.
    await vacuumAnalyzeTables(db, SEARCHED_TABLES);
  }
  // /status shows the seed source's last run from here.
  await writeCursor(db, 'seed', 'import', { file: task.fileKey });
  ctx.log.info('seed import done', {
    taskId: task.id,
    rows: task.processedRows,
    refused: task.errorRows,
  });
  return loadTask(db, task.id);
}

async function commitBatch(
  db: DiscoveryDb,
  task: SeedImportTask,
  batch: readonly BatchRecord[],
  header: string | null,
): Promise<SeedImportTask> {
  const good: GoodRow[] = [];
  const refused: Refused[] = [];
  for (const record of batch) {
    if (record.value === null) {
      refused.push({
        row: record.row,
        line: record.line,
        field: null,
        message: record.error ?? 'unreadable',
      });
      continue;
    }
    const parsed = parseSeedRow(record.value);
    if ('row' in parsed) good.push({ row: record.row, value: parsed.row });
    else refused.push({ row: record.row, line: record.line, ...parsed });
  }
  const lineOf = new Map(batch.map((r) => [r.row, r.line]));
  const kept = await db.transaction(async (tx) => {
    let result: Awaited<ReturnType<typeof writeRows>>;
    try {
      result = await tx.transaction((sp) => writeRows(sp, good));
    } catch (error) {
      if (rowFault(error) === null) throw error;
      // One row the database refuses (a constraint): write the batch row by row, each in
      // its own savepoint, and refuse only the rows that fail.
      result = { errors: [], creatorIds: [] };
      const order = { term: 0, game: 1, creator: 2, played: 3 } as const;
      const inOrder = [...good].sort((a, b) => order[a.value.type] - order[b.value.type]);
      for (const one of inOrder) {
        try {
          const r = await tx.transaction((sp) => writeRows(sp, [one]));
          result.errors.push(...r.errors);
          result.creatorIds.push(...r.creatorIds);
        } catch (rowError) {
          const fault = rowFault(rowError);
          if (fault === null) throw rowError;
          refused.push({ row: one.row, line: lineOf.get(one.row) ?? '', ...fault });
        }
      }
    }
    // In the batch's transaction, so a resumed import never misses a committed batch's refresh.
    if (result.creatorIds.length > 0) {
      await refreshRecentGames(tx, [...new Set(result.creatorIds)]);
    }
    for (const e of result.errors) refused.push({ ...e, line: lineOf.get(e.row) ?? '' });
    refused.sort((a, b) => a.row - b.row);
    const room = Math.max(0, SEED_REFUSED_KEPT - task.errorRows);
    const stored = refused.slice(0, room).map((r) => ({
      row: r.row,
      field: r.field,
      reason: r.message,
      line: Buffer.from(r.line.slice(0, REFUSED_LINE_KEPT_CHARS), 'utf8').toString('base64'),
    }));
    if (stored.length > 0) {
      // base64 in jsonb: a refused row may hold a NUL, which neither text nor jsonb can.
      await tx.execute(sql`insert into discovery.import_refused_rows (task_id, "row", field, reason, line)
        select ${task.id}, r."row", r.field, r.reason, decode(r.line, 'base64')
        from jsonb_to_recordset(${JSON.stringify(stored)}::jsonb)
          as r("row" int, field text, reason text, line text)
        on conflict do nothing`);
    }
    const keptErrors = [
      ...task.errors,
      ...refused.map((r) => ({ row: r.row, field: r.field, reason: refusalText(r) })),
    ].slice(0, SEED_ERROR_LIMIT);
    // Only from the row this run started at: a second run of the same task (an operator
    // resuming while an old process still imports) rolls its batch back instead of counting
    // the same rows twice.
    const advanced = await rows<{ id: number }>(
      tx,
      sql`update discovery.import_tasks set
        processed_rows = processed_rows + ${batch.length}, error_rows = error_rows + ${refused.length},
        errors = ${JSON.stringify(keptErrors)}::jsonb, csv_header = ${header}, updated_at = now()
      where id = ${task.id} and processed_rows = ${task.processedRows}
      returning id`,
    );
    if (advanced.length === 0) {
      throw new Error('another run of this import moved it on; resume it once that run ends');
    }
    return keptErrors;
  });
  return {
    ...task,
    processedRows: task.processedRows + batch.length,
    errorRows: task.errorRows + refused.length,
    errors: kept,
    csvHeader: header,
  };
}
