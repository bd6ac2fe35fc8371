import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { rows } from '../../db/sql-params.ts';

/**
 * A lease row in ingest_cursors (source 'lease') so that of several discovery instances only
 * one runs a job at a time. Not pg_advisory_lock: a session lock needs one connection held
 * for the whole run (a pool hands queries to any connection, and PGlite has one), while a
 * lease with an expiry survives a killed holder: it simply runs out.
 */
export async function takeJobLease(
  db: DiscoveryDb,
  job: string,
  ttlMs: number,
): Promise<string | null> {
  const holder = randomUUID();
  const [taken] = await rows<{ cursor: string }>(
    db,
    sql`insert into discovery.ingest_cursors (source, key, cursor, updated_at)
      values ('lease', ${job}, ${holder}, now() + make_interval(secs => ${ttlMs / 1000}::float8))
      on conflict (source, key) do update set cursor = excluded.cursor, updated_at = excluded.updated_at
        where ingest_cursors.updated_at < now()
      returning cursor`,
  );
  return taken?.cursor === holder ? holder : null;
}

export async function releaseJobLease(db: DiscoveryDb, job: string, holder: string): Promise<void> {
  await db.execute(sql`delete from discovery.ingest_cursors
    where source = 'lease' and key = ${job} and cursor = ${holder}`);
}

/** Extends a held lease (a long first IGDB pass outlives one interval); false when lost. */
export async function renewJobLease(
  db: DiscoveryDb,
  job: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const renewed = await rows<{ key: string }>(
    db,
    sql`update discovery.ingest_cursors set updated_at = now() + make_interval(secs => ${ttlMs / 1000}::float8)
      where source = 'lease' and key = ${job} and cursor = ${holder} returning key`,
  );
  return renewed.length > 0;
}
