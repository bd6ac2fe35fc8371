import { sql } from 'drizzle-orm';
import { rows } from '../db/sql-params.ts';
import { emptyReport, type IngestContext, type IngestReport } from './ingest-context.ts';
import { SEARCHED_TABLES, vacuumAnalyzeTables } from './shared/analyze-tables.ts';
import { writeCursor } from './shared/ingest-cursor.ts';

/**
 * Hourly: VACUUM (ANALYZE) of the searched tables where nothing else does it: PGlite runs no
 * autovacuum, and neither does a PostgreSQL server with it turned off. The ingest writes all
 * day (snapshots every few minutes, upserts leaving dead rows), so statistics taken at the
 * last import drift and the visibility map goes stale; where an autovacuum launcher runs,
 * this does nothing.
 */
export async function runStatisticsRefresh(ctx: IngestContext): Promise<IngestReport> {
  const report = emptyReport('maintenance');
  const [launcher] = await rows<{ running: boolean }>(
    ctx.db,
    sql`select exists (select 1 from pg_stat_activity
      where backend_type = 'autovacuum launcher') as running`,
  );
  if (launcher?.running) return report;
  await vacuumAnalyzeTables(ctx.db, SEARCHED_TABLES);
  await writeCursor(ctx.db, 'maintenance', 'statistics', { at: new Date().toISOString() });
  return report;
}
