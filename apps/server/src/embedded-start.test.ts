import { describe, expect, it } from 'vitest';
import { startConfig } from '../test/start-config.ts';
import { startServer } from './server.ts';

// The real start on embedded defaults: PGlite on disk, migrations, pg-boss, a random port.
describe('startServer on embedded defaults', () => {
  const config = startConfig('server-start-');

  const signInAsAdmin = (server: { url: string | null }, password: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@localhost', password }),
    });

  it('prints the first Admin once, signs in over HTTP, and keeps the data across restarts', async () => {
    const printed: string[] = [];
    const first = await startServer(config, { announce: (m) => printed.push(m) });
    let password = '';
    try {
      expect(printed).toHaveLength(1);
      password = /password: (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
      const response = await signInAsAdmin(first, password);
      expect(response.status).toBe(200);
    } finally {
      await first.stop();
    }
    const second = await startServer(config, { announce: (m) => printed.push(m) });
    try {
      expect(printed).toHaveLength(1);
      const response = await signInAsAdmin(second, password);
      expect(response.status).toBe(200);
    } finally {
      await second.stop();
    }
    // Two real starts, the first creating and migrating a PGlite on disk: 42 s on CI's two
    // cores beside the other suites (a bound, not a wait).
  }, 120_000);
});
