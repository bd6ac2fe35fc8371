import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/index.ts';
import { rows } from '../../platform/index.ts';
import { tableName, tablesInDependencyOrder } from '../backup/catalog.ts';

export type TableDigest = { name: string; rows: number; checksum: string };

/**
 * Each application table's row count and a checksum of its rows (md5 of the sorted md5s of
 * `to_json(row)`: independent of row order and storage, equal on PGlite and PostgreSQL for the
 * same data). Times are written in UTC so two servers' time zones cannot differ. The tables
 * a backup leaves out (job leases) are left out here too.
 */
export async function tableDigests(db: Db): Promise<TableDigest[]> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`);
      const digests: TableDigest[] = [];
      for (const name of await tablesInDependencyOrder(tx)) {
        const [row] = await rows<{ rows: number; checksum: string }>(
          tx,
          sql`select count(*)::int as rows,
                md5(coalesce(string_agg(h, '' order by h), '')) as checksum
              from (select md5(to_json(t)::text) as h from ${tableName(name)} t) hashed`,
        );
        digests.push({ name, rows: row?.rows ?? 0, checksum: row?.checksum ?? '' });
      }
      return digests;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The tables whose count or checksum differ between two digests. A table one side lacks
 * counts as empty there: the discovery schema exists only where discovery ran in-process (the
 * load creates it empty), and no rows is no rows either way.
 */
export function differingTables(a: TableDigest[], b: TableDigest[]): string[] {
  const key = (d: TableDigest | undefined) =>
    d && d.rows > 0 ? `${d.rows}:${d.checksum}` : 'empty';
  const mine = new Map(a.map((d) => [d.name, d]));
  const other = new Map(b.map((d) => [d.name, d]));
  const names = new Set([...mine.keys(), ...other.keys()]);
  return [...names].filter((name) => key(mine.get(name)) !== key(other.get(name)));
}
