import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/open-database.ts';
import { rows } from '../../db/rows.ts';
import { BOSS_SCHEMA } from '../../jobs/boss-sql.ts';
import type { ArchiveManifest, ArchiveVersion } from './archive-layout.ts';
import { publicName } from './catalog.ts';
import { applyMigrationsInTransaction, type KnownMigration } from './migrations.ts';

/** Rows inserted per statement (sent as one JSON parameter). */
const INSERT_ROWS = 1000;

/** Application tables that hold at least one row: a restore refuses those without --force. */
export async function tablesWithRows(db: DbOrTx): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
          and not relispartition order by relname`,
  );
  const filled: string[] = [];
  for (const { name } of tables) {
    const [row] = await rows<{ filled: boolean }>(
      db,
      sql`select exists (select 1 from ${publicName(name)}) as filled`,
    );
    if (row?.filled) filled.push(name);
  }
  return filled;
}

/**
 * One transaction, so a failure anywhere leaves the database as it was: drop the
 * application's schemas (public, Drizzle's record, pg-boss's queue), rebuild the schema as
 * it was when the archive was written (its migrations), load the rows in the archive's
 * order, set the sequences, then run this install's newer migrations over the restored data.
 * User triggers are off while a table loads: workflow_daily_counts is restored as a table, so
 * the transitions' triggers must not count the restored transitions again. Foreign keys stay
 * checked (parents load first).
 */
export async function loadDatabase(
  db: Db,
  archive: {
    dir: string;
    manifest: Pick<ArchiveManifest, 'tables' | 'sequences'>;
    version: ArchiveVersion;
  },
  migrations: readonly KnownMigration[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists ${sql.identifier(BOSS_SCHEMA)} cascade`);
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`drop schema if exists public cascade`);
    await tx.execute(sql`create schema public`);
    const atBackup = migrations.filter((m) => m.folderMillis <= archive.version.migration.when);
    await applyMigrationsInTransaction(tx, atBackup);
    for (const table of archive.manifest.tables) {
      await tx.execute(sql`alter table ${publicName(table.name)} disable trigger user`);
      let loaded = 0;
      for (const part of table.parts) {
        loaded += await loadPart(tx, table.name, join(archive.dir, part.entry));
      }
      await tx.execute(sql`alter table ${publicName(table.name)} enable trigger user`);
      if (loaded !== table.rows) {
        throw new Error(`${table.name}: ${loaded} rows read, the manifest says ${table.rows}`);
      }
    }
    for (const sequence of archive.manifest.sequences) {
      await tx.execute(
        sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    }
    await applyMigrationsInTransaction(tx, migrations);
  });
}

/** Streams a part's lines into the table, INSERT_ROWS at a time. */
async function loadPart(tx: Tx, table: string, file: string): Promise<number> {
  let batch: string[] = [];
  let count = 0;
  const insert = async () => {
    if (batch.length === 0) return;
    await tx.execute(
      sql`insert into ${publicName(table)} select * from json_populate_recordset(null::${publicName(table)}, ${`[${batch.join(',')}]`}::json)`,
    );
    count += batch.length;
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await insert();
  }
  await insert();
  return count;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
