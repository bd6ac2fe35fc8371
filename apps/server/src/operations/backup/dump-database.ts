import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/index.ts';
import { rows } from '../../platform/index.ts';
import { type ArchiveManifest, tablePartEntry } from './archive-layout.ts';
import { sequenceNames, tableName, tablesInDependencyOrder } from './catalog.ts';

/** Rows fetched from the cursor at a time, and the size at which a part is written out. */
const FETCH_ROWS = 1000;
const PART_BYTES = 4 * 1024 * 1024;

export type WritePart = (entry: string, body: Buffer) => Promise<string>;

/**
 * Writes every table as JSON lines (`to_json(row)`, decoded by json_populate_recordset on
 * restore: the same on PGlite and PostgreSQL, no pg_dump), read through a cursor and written
 * in parts of about 4 MB, so no table is ever held in memory whole. One repeatable-read
 * transaction: the tables agree with each other even while the server keeps writing
 * (PostgreSQL; PGlite has one process, so there the server is stopped anyway).
 */
export async function dumpDatabase(
  db: Db,
  writePart: WritePart,
): Promise<Pick<ArchiveManifest, 'tables' | 'sequences'>> {
  return db.transaction(
    async (tx) => {
      const tables: ArchiveManifest['tables'] = [];
      for (const name of await tablesInDependencyOrder(tx)) {
        const parts: ArchiveManifest['tables'][number]['parts'] = [];
        let lines: string[] = [];
        let bytes = 0;
        let count = 0;
        const flush = async () => {
          if (lines.length === 0) return;
          const entry = tablePartEntry(name, parts.length + 1);
          const sha256 = await writePart(entry, Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
          parts.push({ entry, sha256 });
          lines = [];
          bytes = 0;
        };
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select to_json(t)::text as line from ${tableName(name)} t`,
        );
        for (;;) {
          const batch = await rows<{ line: string }>(
            tx,
            sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
          );
          if (batch.length === 0) break;
          for (const { line } of batch) {
            lines.push(line);
            bytes += line.length + 1;
          }
          count += batch.length;
          if (bytes >= PART_BYTES) await flush();
        }
        await flush();
        await tx.execute(sql`close backup_rows`);
        tables.push({ name, rows: count, parts });
      }
      const sequences: ArchiveManifest['sequences'] = [];
      for (const name of await sequenceNames(tx)) {
        const [state] = await rows<{ last_value: string | number; is_called: boolean }>(
          tx,
          sql`select last_value::text as last_value, is_called from ${tableName(name)}`,
        );
        if (state) {
          sequences.push({ name, lastValue: String(state.last_value), isCalled: state.is_called });
        }
      }
      return { tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
