import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type Config, loadConfig } from '../src/platform/config.ts';

/**
 * The settings of a real start (startServer) in this process: a data dir of its own, removed
 * after the file's tests, loopback on a random port, cheap password hashing, no logs.
 * `settings` adds to them or overrides them.
 */
export function startConfig(dirPrefix: string, settings: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), dirPrefix));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '256',
    ...settings,
  });
}
