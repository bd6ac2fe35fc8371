import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { startServer } from '../../server.ts';
import { createOrPromoteAdmin, ensureFirstAdmin } from './first-admin.ts';

describe('first Admin on a database with no users', async () => {
  // Each case needs an empty database of its own.
  const [withEnv, withoutEnv, forCli] = await Promise.all([
    createTestApp({ fresh: true }),
    createTestApp({ fresh: true }),
    createTestApp({ fresh: true }),
  ]);

  it('creates ADMIN_EMAIL / ADMIN_PASSWORD, who can sign in; not again on the next start', async () => {
    const t = withEnv;
    const announced: string[] = [];
    const deps = {
      db: t.database.db,
      passwords: t.ctx.passwords,
      admin: { email: 'boss@example.com', password: 'Boss-pass-1' },
      announce: (m: string) => announced.push(m),
    };
    expect(await ensureFirstAdmin(deps)).toEqual({ created: true, email: 'boss@example.com' });
    expect(announced.join()).not.toContain('Boss-pass-1');
    expect((await login(t, 'boss@example.com', 'Boss-pass-1')).statusCode).toBe(200);
    expect(
      await ensureFirstAdmin({ ...deps, admin: { email: 'x@example.com', password: 'Other-1x' } }),
    ).toEqual({
      created: false,
    });
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('without configuration creates admin@localhost with a random password printed once', async () => {
    const t = withoutEnv;
    const announced: string[] = [];
    const deps = {
      db: t.database.db,
      passwords: t.ctx.passwords,
      admin: null,
      announce: (m: string) => announced.push(m),
    };
    await ensureFirstAdmin(deps);
    expect(announced).toHaveLength(1);
    const password = /password: (\S+)/.exec(announced[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await login(t, 'admin@localhost', password)).statusCode).toBe(200);
    await ensureFirstAdmin(deps);
    expect(announced).toHaveLength(1);
  });

  it('create-admin promotes an existing user or creates a new Admin', async () => {
    const t = forCli;
    const deps = { db: t.database.db, passwords: t.ctx.passwords };
    expect(
      await createOrPromoteAdmin({ ...deps, email: 'new@example.com', password: 'New-admin-1' }),
    ).toBe('created');
    await t.database.db
      .update(users)
      .set({ role: UserRole.Manager, status: 2 })
      .where(eq(users.email, 'new@example.com'));
    expect(await createOrPromoteAdmin({ ...deps, email: 'new@example.com', password: null })).toBe(
      'promoted',
    );
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new@example.com'));
    expect(row).toMatchObject({ role: 1, status: 1 });
    expect((await login(t, 'new@example.com', 'New-admin-1')).statusCode).toBe(200);
    await expect(
      createOrPromoteAdmin({ ...deps, email: 'other@example.com', password: null }),
    ).rejects.toThrow('--password');
  });
});

// The real start on embedded defaults: PGlite on disk, migrations, pg-boss, a random port.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('startServer on embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '256',
  });

  it('prints the first Admin once, signs in over HTTP, and keeps the data across restarts', async () => {
    const printed: string[] = [];
    const first = await startServer(config, { announce: (m) => printed.push(m) });
    let password = '';
    try {
      expect(printed).toHaveLength(1);
      password = /password: (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
      const response = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@localhost', password }),
      });
      expect(response.status).toBe(200);
    } finally {
      await first.stop();
    }
    const second = await startServer(config, { announce: (m) => printed.push(m) });
    try {
      expect(printed).toHaveLength(1);
      const response = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@localhost', password }),
      });
      expect(response.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
