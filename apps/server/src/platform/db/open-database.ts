import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { markSerialDatabase } from './foreground.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: what read helpers accept. */
export type DbOrTx = Db | Tx;

/** Raw SQL runner with positional parameters ($1...), used by pg-boss. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Serial executor on the same database, for pg-boss's `db` option. */
  sql: SqlExecutor;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

// PGlite must be opened with the same extensions every time; there is one place that opens it.
// pg_trgm: trigram indexes for the influencer search (migration 0002 creates it).
const PGLITE_EXTENSIONS = { pg_trgm };

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  /**
   * dataDir null: in memory (tests). `template`: a dumped data dir to start from, so a test
   * file skips initdb and the migrations (a migrated copy loads in a third of the time).
   */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob };

export function databaseOptionsFromConfig(config: {
  databaseUrl: string | null;
  databasePoolSize: number;
  dataDir: string;
}): OpenDatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, max: config.databasePoolSize }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      // JIT compiling costs more than it saves on this app's short queries: 56 of 208 ms of
      // the discovery bench's slowest count (apps/discovery/src/db/open-postgres.ts too).
      options: '-c jit=off',
    });
    // An idle client's network error must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      sql: {
        async executeSql(text, values) {
          const result = await pool.query(text, values);
          // A multi-statement text answers an array of results; pg-boss reads the last.
          const last = Array.isArray(result) ? result[result.length - 1] : result;
          return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
        },
      },
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite({ client, schema });
  // One query at a time: background work steps aside for requests (foreground.ts).
  markSerialDatabase(db);
  return {
    db,
    kind: 'pglite',
    sql: serialPgliteExecutor(client),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/**
 * pg-boss's `db` adapter for PGlite: one call at a time, in order. Texts with parameters run
 * as one prepared statement; texts without (pg-boss's schema plans are several statements)
 * run through exec, answering the last statement's rows.
 */
export function serialPgliteExecutor(client: PGlite): SqlExecutor {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    executeSql(text, values) {
      const run = async () => {
        if (values && values.length > 0) {
          const result = await client.query<Record<string, unknown>>(text, values);
          return { rows: result.rows };
        }
        const results = await client.exec(text);
        return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
      };
      const next = tail.then(run, run);
      tail = next.catch(() => {});
      return next;
    },
  };
}

/**
 * A migrated, empty in-memory database dumped as a tarball: the tests' `template`.
 * `alsoMigrate` runs after the app's migrations (the tests' in-process discovery schema).
 */
export async function migratedPgliteDump(
  alsoMigrate: (db: Db) => Promise<void> = async () => {},
): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    await alsoMigrate(db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
