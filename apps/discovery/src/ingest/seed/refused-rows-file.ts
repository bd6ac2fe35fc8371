import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { rows } from '../../db/sql-params.ts';
import type { SeedImportTask } from './import-seed.ts';
import { csvCell } from './read-seed-records.ts';
import { refusalText } from './seed-rows.ts';

const PAGE = 1000;

/** The refused-rows file's name for a task: its format's extension. */
export function refusedRowsFileName(task: Pick<SeedImportTask, 'id' | 'format'>): string {
  return `refused-rows-${task.id}.${task.format === 'csv' ? 'csv' : 'ndjson'}`;
}

export type RefusedRow = { row: number; field: string | null; reason: string; line: string };

/** A task's refused rows in row order, read a page at a time. */
export async function* refusedRows(db: DiscoveryDb, taskId: number): AsyncGenerator<RefusedRow> {
  let after = 0;
  for (;;) {
    const page = await rows<{
      row: number;
      field: string | null;
      reason: string;
      line: Uint8Array;
    }>(
      db,
      sql`select "row", field, reason, line from discovery.import_refused_rows
        where task_id = ${taskId} and "row" > ${after} order by "row" limit ${PAGE}`,
    );
    for (const r of page) {
      yield {
        row: r.row,
        field: r.field,
        reason: r.reason,
        line: Buffer.from(r.line).toString('utf8'),
      };
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]?.row ?? after;
  }
}

/**
 * A task's refused rows as a file of the dataset's own format, in row order, each as it was
 * in the file with its row number and reason in front: NDJSON objects gain `refusedRow` and
 * `refusedReason` (a line that was not a JSON object comes as `line`), CSV records gain two
 * first columns. The import ignores fields it does not know, so the fixed file imports as is.
 */
export async function* refusedRowsFile(
  db: DiscoveryDb,
  task: Pick<SeedImportTask, 'id' | 'format' | 'csvHeader'>,
): AsyncGenerator<string> {
  const csv = task.format === 'csv';
  if (csv) yield `refusedRow,refusedReason${task.csvHeader ? `,${task.csvHeader}` : ''}\r\n`;
  for await (const r of refusedRows(db, task.id)) {
    const reason = refusalText({ field: r.field, message: r.reason });
    if (csv) {
      yield `${r.row},${csvCell(reason)}${r.line ? `,${r.line}` : ''}\r\n`;
      continue;
    }
    let value: unknown = null;
    try {
      value = JSON.parse(r.line);
    } catch {}
    const fields =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? value
        : { line: r.line };
    yield `${JSON.stringify({ refusedRow: r.row, refusedReason: reason, ...fields })}\n`;
  }
}
