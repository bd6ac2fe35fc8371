import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiscoveryRequestError } from '../src/client/discovery-client.ts';
import { createHttpDiscoveryClient } from '../src/client/http-client.ts';
import { createPostgresDatabase } from './test-database.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const TOKEN = randomBytes(24).toString('hex');

const postgres = await createPostgresDatabase();
afterAll(() => postgres.drop());

/**
 * Starts an entry point as Node itself, in one process (no wrapper between the test and the
 * server, so SIGTERM reaches the server itself); answers it and the URL it printed.
 */
async function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: postgres.url,
      DISCOVERY_TOKEN: TOKEN,
      HOST: '127.0.0.1',
      DISCOVERY_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = /Discovery service is running at (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += String(chunk);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  return { child, url: printed };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

describe('the service as its own process', () => {
  for (const [name, args] of [
    ['apps/discovery/src/main.ts', ['apps/discovery/src/main.ts']],
    [
      "the main server's entry with --role=discovery",
      ['apps/server/src/main.ts', '--role=discovery'],
    ],
  ] as const) {
    it(`${name}: migrates, answers with the token only, stops on SIGTERM`, async () => {
      const { child, url: serviceUrl } = await start([...args]);
      try {
        const status = await createHttpDiscoveryClient({ url: serviceUrl, token: TOKEN }).status();
        expect(status.counts).toEqual({ creators: 0, games: 0, terms: 0, creatorGames: 0 });
        expect(status.sources.find((s) => s.source === 'seed')?.enabled).toBe(true);
        const refused = await createHttpDiscoveryClient({ url: serviceUrl, token: 'wrong' })
          .status()
          .catch((error: unknown) => error);
        expect((refused as DiscoveryRequestError).status).toBe(401);
      } finally {
        expect(await stop(child)).toBe(0);
      }
      // A cold start compiles the whole server: on a busy 2-core CI machine that took 30 s.
    }, 120_000);
  }
});
