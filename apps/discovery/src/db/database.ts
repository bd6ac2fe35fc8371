import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rows } from './sql-params.ts';

/**
 * Any Drizzle PostgreSQL database, whatever its driver (node-postgres, PGlite) and whatever
 * relational schema it was opened with: the main server hands in its own `db` in-process.
 * The service only uses the query builder and `execute`, never `db.query`.
 */
export type DiscoveryDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export const DISCOVERY_MIGRATIONS_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/**
 * Applies the discovery migrations (schema `discovery`, its own migrations table there) to a
 * database, PGlite or PostgreSQL. The main server calls it at start in in-process mode; the
 * service's own process calls it before listening. Drizzle's migrator takes no lock, so two
 * processes starting at once could both apply a migration: this runs them in one transaction
 * under an advisory lock, and keeps Drizzle's table format (hash, created_at = folder millis).
 */
export async function migrateDiscovery(db: DiscoveryDb): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: DISCOVERY_MIGRATIONS_DIR });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists discovery`);
    await tx.execute(sql`create table if not exists discovery.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    const [last] = await rows<{ created_at: string | number | null }>(
      tx,
      sql`select max(created_at) as created_at from discovery.__drizzle_migrations`,
    );
    const appliedUntil = Number(last?.created_at ?? 0);
    for (const migration of migrations) {
      if (migration.folderMillis <= appliedUntil) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into discovery.__drizzle_migrations (hash, created_at)
        values (${migration.hash}, ${migration.folderMillis})`);
    }
  });
}

/** pg_advisory_xact_lock key of the discovery migrations (any fixed bigint; "disc" in hex). */
const MIGRATION_LOCK_KEY = 0x64697363;
