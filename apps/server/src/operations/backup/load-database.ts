import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { migrateDiscovery } from '@app/discovery';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/index.ts';
import { BOSS_SCHEMA, rows } from '../../platform/index.ts';
import type { ArchiveManifest, ArchiveVersion } from './archive-layout.ts';
import { catalogTables, regclassText, tableName } from './catalog.ts';
import { applyMigrationsInTransaction, type KnownMigration } from './migrations.ts';

/** Rows inserted per statement (sent as one JSON parameter). */
const INSERT_ROWS = 1000;

/** Application tables that hold at least one row: a restore refuses those without --force. */
export async function tablesWithRows(db: DbOrTx): Promise<string[]> {
  const filled: string[] = [];
  for (const name of await catalogTables(db)) {
    if (name === 'discovery.__drizzle_migrations') continue;
    const [row] = await rows<{ filled: boolean }>(
      db,
      sql`select exists (select 1 from ${tableName(name)}) as filled`,
    );
    if (row?.filled) filled.push(name);
  }
  return filled;
}

/**
 * One transaction, so a failure anywhere leaves the database as it was: drop the
 * application's schemas (public, Drizzle's record, pg-boss's queue, the discovery index),
 * rebuild the schema as it was when the archive was written (its migrations; discovery's at
 * this install's latest), load the rows in the archive's
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
    await tx.execute(sql`drop schema if exists discovery cascade`);
    await tx.execute(sql`create schema public`);
    const atBackup = migrations.filter((m) => m.folderMillis <= archive.version.migration.when);
    await applyMigrationsInTransaction(tx, atBackup);
    // The discovery index's schema is this install's (its migrations are not versioned in the
    // archive): a table part inserts the columns it holds, so columns added since take their
    // defaults. An archive without discovery tables restores an empty index.
    await migrateDiscovery(tx);
    for (const table of archive.manifest.tables) {
      await tx.execute(sql`alter table ${tableName(table.name)} disable trigger user`);
      let loaded = 0;
      for (const part of table.parts) {
        loaded += await loadPart(tx, table.name, join(archive.dir, part.entry));
      }
      await tx.execute(sql`alter table ${tableName(table.name)} enable trigger user`);
      if (loaded !== table.rows) {
        throw new Error(`${table.name}: ${loaded} rows read, the manifest says ${table.rows}`);
      }
    }
    for (const sequence of archive.manifest.sequences) {
      await tx.execute(
        sql`select setval(${regclassText(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    }
    await applyMigrationsInTransaction(tx, migrations);
  });
}

/** Streams a part's lines into the table, INSERT_ROWS at a time. */
async function loadPart(tx: Tx, table: string, file: string): Promise<number> {
  let batch: string[] = [];
  let count = 0;
  let columns: ReturnType<typeof sql.join> | null = null;
  const insert = async () => {
    if (batch.length === 0) return;
    // The columns the rows hold (every line of a table has the same keys: to_json(row)).
    columns ??= sql.join(
      Object.keys(JSON.parse(batch[0] ?? '{}') as Record<string, unknown>).map((c) =>
        sql.identifier(c),
      ),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${tableName(table)} (${columns}) select ${columns} from json_populate_recordset(null::${tableName(table)}, ${`[${batch.join(',')}]`}::json)`,
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
