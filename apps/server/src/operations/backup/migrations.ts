import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type { DbOrTx } from '../../platform/index.ts';
import { MIGRATIONS_DIR, rows, type Tx } from '../../platform/index.ts';

/** A migration this install knows: the journal's entry and its statements (Drizzle's reader). */
export type KnownMigration = MigrationMeta & { tag: string; index: number };

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/** The committed migrations, in order, as Drizzle's migrator would apply them. */
export function knownMigrations(): KnownMigration[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const metas = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  return metas.map((meta, i) => {
    const entry = journal.entries[i];
    if (!entry || entry.when !== meta.folderMillis) throw new Error('drizzle journal unreadable');
    return { ...meta, tag: entry.tag, index: entry.idx };
  });
}

/**
 * The last migration applied to a database, by Drizzle's own record (created_at is the
 * journal's `when`); null when none was applied.
 */
export async function lastAppliedMigration(db: DbOrTx): Promise<number | null> {
  const [table] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return null;
  const [last] = await rows<{ created_at: string | number | null }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return last?.created_at == null ? null : Number(last.created_at);
}

/**
 * Applies migrations inside the caller's transaction, recording them exactly as Drizzle's
 * migrator does (same table, hash and created_at), so the server's `migrate()` later sees
 * them as applied. Drizzle's own migrator opens its own transaction; the restore needs the
 * schema, the rows and the forward migrations in one, so that a failure leaves nothing.
 */
export async function applyMigrationsInTransaction(
  tx: Tx,
  migrations: readonly KnownMigration[],
): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const last = await lastAppliedMigration(tx);
  for (const migration of migrations) {
    if (last !== null && migration.folderMillis <= last) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** The version written in archives: the server package's. */
export function appVersion(): string {
  const file = join(MIGRATIONS_DIR, '../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
