import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { rows } from '../../db/sql-params.ts';

/** A source's saved position (JSON text in ingest_cursors.cursor), null before the first run. */
export async function readCursor<T>(
  db: DiscoveryDb,
  source: string,
  key: string,
): Promise<T | null> {
  const [row] = await rows<{ cursor: string | null }>(
    db,
    sql`select cursor from discovery.ingest_cursors where source = ${source} and key = ${key}`,
  );
  return row?.cursor ? (JSON.parse(row.cursor) as T) : null;
}

/** Saves a position; updated_at is what /status shows as the source's last run. */
export async function writeCursor(
  db: DiscoveryDb,
  source: string,
  key: string,
  value: unknown,
): Promise<void> {
  await db.execute(sql`insert into discovery.ingest_cursors (source, key, cursor, updated_at)
    values (${source}, ${key}, ${JSON.stringify(value)}, now())
    on conflict (source, key) do update set cursor = excluded.cursor, updated_at = now()`);
}
