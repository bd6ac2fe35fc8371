import { UserRole } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../platform/db/schema/index.ts';
import { createOrPromoteAdmin, ensureFirstAdmin } from './first-admin.ts';

/** What ensureFirstAdmin needs from an app, and the lines it announces. */
function firstAdminDeps(t: TestApp, admin: { email: string; password: string } | null) {
  const announced: string[] = [];
  const deps = {
    db: t.database.db,
    passwords: t.ctx.passwords,
    admin,
    announce: (m: string) => announced.push(m),
  };
  return { announced, deps };
}

describe('first Admin on a database with no users', async () => {
  // Each case needs an empty database of its own. One after another: a PGlite loading holds
  // the thread, and with three at once on a loaded machine another app's plugin missed
  // Fastify's 10 s start bound ("Plugin did not start in time: '@fastify/swagger-ui'").
  const withEnv = await createTestApp({ fresh: true });
  const withoutEnv = await createTestApp({ fresh: true });
  const forCli = await createTestApp({ fresh: true });

  it('creates ADMIN_EMAIL / ADMIN_PASSWORD, who can sign in; not again on the next start', async () => {
    const t = withEnv;
    const { announced, deps } = firstAdminDeps(t, {
      email: 'boss@example.com',
      password: 'Boss-pass-1',
    });
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
    const { announced, deps } = firstAdminDeps(t, null);
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
