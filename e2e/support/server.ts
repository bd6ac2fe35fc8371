import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/test/free-port.ts';

export const repoRoot = join(import.meta.dirname, '..', '..');

export type RunningServer = { url: string; stop: () => Promise<void> };

// A bound, not a wait: the server usually answers within seconds, but it starts beside the
// server suite and the other workspaces' tests on two cores, and took over 60 s there once.
const START_LIMIT_MS = 180_000;

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/user`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer within ${START_LIMIT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the real server (built web app, fresh PGlite data dir, in-process workers)
 * on a free port. Extra env overrides the defaults, e.g. a short TOKEN_TTL.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  let log = '';
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the limit itself is covered by the server suite.
      LOGIN_RATE_LIMIT: '1000',
      // Every test signs in at least once (the API client, the UI): a light hash, as in the
      // server suite; the production cost is the server suite's to check.
      ARGON2_MEMORY_KIB: '256',
      // The SMTP stand-in listens on loopback, which the outbound guard refuses.
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => log);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first Admin the e2e server is started with (test-only credentials). */
export const adminCredentials = { email: 'admin@e2e.test', password: 'E2e-admin-pass-1' };
