import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { freePort } from './free-port.ts';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres-databases.ts';
import { dbKind } from './test-database.ts';

/**
 * The environment of a real server process started by a supervisor test: its own data dir,
 * port and (on PostgreSQL) database, removed when the test ends (call it inside a test: an
 * afterAll registered there does not run).
 */
export async function serverEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'supervisor-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const databaseUrl = dbKind === 'postgres' ? await createPostgresDatabase(baseUrl) : null;
  if (databaseUrl) onTestFinished(() => dropPostgresDatabase(baseUrl, databaseUrl));
  return {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    ARGON2_MEMORY_KIB: '256',
    WEB_DIST: join(dataDir, 'no-web-dist'),
    SHUTDOWN_TIMEOUT: '10s',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

export const pidOf = (match: RegExpMatchArray) => Number(match[1]);
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The pattern seen `times` times in the output. */
export const seen = (pattern: string, times: number) =>
  new RegExp(`(?:${pattern}[\\s\\S]*){${times}}`);
