import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserRole } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { CommandIo } from '../src/operations/backup/command-io.ts';
import { loadConfig } from '../src/platform/config.ts';
import {
  type Database,
  databaseOptionsFromConfig,
  openDatabase,
} from '../src/platform/db/open-database.ts';
import { rows } from '../src/platform/db/rows.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres-databases.ts';
import { dbKind } from './test-database.ts';

/**
 * A whole installation as the commands see it: a data dir and, on PostgreSQL, a database of
 * its own (created empty, not migrated). Its configuration is an environment, like a real
 * process's; `remove` deletes both.
 */
export type Installation = {
  dataDir: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
};

/**
 * `settings` add to its environment (e.g. files in an S3 bucket); `kind` overrides the run's
 * database (an embedded installation in the PostgreSQL project).
 */
export async function newInstallation(
  settings: Record<string, string> = {},
  kind: 'pglite' | 'postgres' = dbKind,
): Promise<Installation> {
  const dataDir = mkdtempSync(join(tmpdir(), 'installation-'));
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const url = kind === 'postgres' ? await createPostgresDatabase(baseUrl) : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '256',
    ...(url ? { DATABASE_URL: url } : {}),
    ...settings,
  };
  return {
    dataDir,
    env,
    open: () => openDatabase(databaseOptionsFromConfig(loadConfig(env))),
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (url) await dropPostgresDatabase(baseUrl, url);
    },
  };
}

/**
 * An installation holding one user: its database brought to a schema by `prepare` (every
 * migration unless told otherwise), the user added, the database closed again.
 */
export async function withOneUser(
  target: Installation,
  user: { email: string; firstName: string; role: UserRole },
  prepare: (database: Database) => Promise<void> = (database) => database.migrate(),
): Promise<void> {
  const database = await target.open();
  try {
    await prepare(database);
    await database.db.insert(users).values({ ...user, passwordHash: 'x' });
  } finally {
    await database.close();
  }
}

/** A command's io on an installation's environment, keeping what it printed. */
export function commandIo(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    env: { ...env, INIT_CWD: env.DATA_DIR },
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
  };
  return { io, out, err };
}

/** Every row of a table, each as its JSON text, sorted: equal lists mean equal tables. */
export async function tableRows(db: Database['db'], table: string): Promise<string[]> {
  const found = await rows<{ line: string }>(
    db,
    sql`select to_json(t)::text as line from ${sql.identifier('public')}.${sql.identifier(table)} t`,
  );
  return found.map((r) => r.line).sort();
}

/** The application's tables (schema public), by name. */
export async function publicTables(db: Database['db']): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
  );
  return found.map((r) => r.name);
}

/**
 * The in-process discovery index's rows (schema discovery), per table, sorted; its own
 * migrations record left out (a restore writes it anew); none when the schema is not there.
 */
export async function discoveryContents(db: Database['db']): Promise<Record<string, string[]>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_class
        where relnamespace = to_regnamespace('discovery') and relkind in ('r', 'p')
          and relname <> '__drizzle_migrations' order by relname`,
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await rows<{ line: string }>(
      db,
      sql`select to_json(t)::text as line from ${sql.identifier('discovery')}.${sql.identifier(name)} t`,
    );
    contents[name] = found.map((r) => r.line).sort();
  }
  return contents;
}
