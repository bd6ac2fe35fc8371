import { setTimeout as sleep } from 'node:timers/promises';
import { messages, UserRole, UserStatus } from '@app/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectValidation } from '../../../test/expect-answer.ts';
import {
  createTestUser,
  editUser,
  getProfile,
  login,
  signedIn,
  uniqueEmail,
  updateProfile,
} from '../../../test/factories.ts';
import { withTamperedSignature } from '../../../test/tampered-token.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { users } from '../../platform/db/schema/index.ts';

const t = await createTestApp();

describe('POST /api/auth/login', () => {
  it('answers a HS256 token with sub, role and exp = now + TOKEN_TTL', async () => {
    const user = await createTestUser(t, { role: UserRole.Admin });
    const response = await login(t, user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    const claims = decodeJwt(accessToken);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.role).toBe(UserRole.Admin);
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThanOrEqual(now + 12 * 3600 - 5);
    expect(claims.exp).toBeLessThanOrEqual(now + 12 * 3600 + 5);
    expect(
      JSON.parse(Buffer.from(accessToken.split('.')[0] ?? '', 'base64url').toString()).alg,
    ).toBe('HS256');
  });

  it('stores argon2id hashes, never the password', async () => {
    const user = await createTestUser(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });

  it('refuses a wrong password with Invalid password on the password field', async () => {
    const user = await createTestUser(t);
    const response = await login(t, user.email, `${user.password}x`);
    expectValidation(response, messages.invalidPassword, { password: messages.invalidPassword });
  });

  it('answers an unknown email exactly like a wrong password (no account enumeration)', async () => {
    const user = await createTestUser(t);
    const wrong = await login(t, user.email, 'Wrong-password-1');
    const unknown = await login(t, uniqueEmail('nobody'), 'Wrong-password-1');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a malformed email with Invalid email', async () => {
    const response = await login(t, 'not-an-email', 'whatever1');
    expectValidation(response, messages.invalidEmail, { email: messages.invalidEmail });
  });

  it('answers Value is required for each missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expectValidation(response, messages.valueRequired, {
      email: messages.valueRequired,
      password: messages.valueRequired,
    });
  });

  it('tells a suspended user only after a correct password', async () => {
    const user = await createTestUser(t, { status: UserStatus.Suspended });
    const wrong = await login(t, user.email, 'Wrong-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.invalidPassword);
    const right = await login(t, user.email, user.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: 'FORBIDDEN', message: messages.accountSuspended });
  });
});

describe('authenticate', () => {
  it('accepts the bearer token and refuses none, garbage or a foreign signature with 401', async () => {
    const user = await signedIn(t);
    expect((await getProfile(t, user.headers)).response.statusCode).toBe(200);
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: user.token },
      { authorization: `Bearer ${withTamperedSignature(user.token)}` },
    ];
    for (const headers of cases) {
      const { response } = await getProfile(t, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: messages.unauthorized });
    }
  });

  it('stops an earlier token at once when its user is suspended', async () => {
    const admin = await signedIn(t, UserRole.Admin);
    const user = await signedIn(t);
    expect((await getProfile(t, user.headers)).response.statusCode).toBe(200);
    const suspend = await editUser(t, admin.headers, user.id, { status: UserStatus.Suspended });
    expect(suspend.statusCode).toBe(200);
    expect((await getProfile(t, user.headers)).response.statusCode).toBe(401);
    expect((await login(t, user.email, user.password)).statusCode).toBe(403);
  });

  it('never revives a token issued before a suspension when the user is reactivated', async () => {
    const admin = await signedIn(t, UserRole.Admin);
    const user = await signedIn(t);
    const setStatus = (status: UserStatus) => editUser(t, admin.headers, user.id, { status });
    expect((await setStatus(UserStatus.Suspended)).statusCode).toBe(200);
    expect((await setStatus(UserStatus.Active)).statusCode).toBe(200);
    expect((await getProfile(t, user.headers)).response.statusCode).toBe(401);
    const fresh = await login(t, user.email, user.password);
    expect(fresh.statusCode).toBe(200);
    const freshHeaders = { authorization: `Bearer ${fresh.json().accessToken}` };
    expect((await getProfile(t, freshHeaders)).response.statusCode).toBe(200);
  });

  it('stops tokens issued before a password change, whoever changed it', async () => {
    const admin = await signedIn(t, UserRole.Admin);
    const user = await signedIn(t);
    const ownChange = await updateProfile(t, user.headers, {
      currentPassword: user.password,
      newPassword: 'Changed-pass-1',
    });
    expect(ownChange.statusCode).toBe(200);
    expect((await getProfile(t, user.headers)).response.statusCode).toBe(401);

    const fresh = await login(t, user.email, 'Changed-pass-1');
    const freshHeaders = { authorization: `Bearer ${fresh.json().accessToken}` };
    expect((await getProfile(t, freshHeaders)).response.statusCode).toBe(200);
    const adminReset = await editUser(t, admin.headers, user.id, { password: 'Reset-by-admin-1' });
    expect(adminReset.statusCode).toBe(200);
    expect((await getProfile(t, freshHeaders)).response.statusCode).toBe(401);
    // Editing other fields leaves sessions alone.
    const renamed = await editUser(t, admin.headers, admin.id, { firstName: 'Still signed in' });
    expect(renamed.statusCode).toBe(200);
    expect((await getProfile(t, admin.headers)).response.statusCode).toBe(200);
  });

  it('stops a deleted user token', async () => {
    const admin = await signedIn(t, UserRole.Admin);
    const user = await signedIn(t);
    const removal = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: admin.headers,
      payload: { ids: [user.id] },
    });
    expect(removal.statusCode).toBe(200);
    expect((await getProfile(t, user.headers)).response.statusCode).toBe(401);
  });

  it('refuses a token after TOKEN_TTL', async () => {
    // A token's exp is in whole seconds (JWT), so a 1 s TTL can leave it valid for a few ms
    // only; 3 s leaves at least 2 s for a loaded machine to sign in and read the profile.
    const short = await createTestApp({ env: { TOKEN_TTL: '3s' }, database: t.database });
    const user = await signedIn(short);
    expect((await getProfile(short, user.headers)).response.statusCode).toBe(200);
    await sleep(3100);
    expect((await getProfile(short, user.headers)).response.statusCode).toBe(401);
  });

  it('moves lastActivityAt on an authenticated request, at most once a minute', async () => {
    const user = await signedIn(t);
    const first = (await getProfile(t, user.headers)).user;
    expect(first?.lastActivityAt).not.toBeNull();
    const second = (await getProfile(t, user.headers)).user;
    expect(second?.lastActivityAt).toBe(first?.lastActivityAt);
    const old = new Date(Date.now() - 5 * 60_000);
    await t.database.db.update(users).set({ lastActivityAt: old }).where(eq(users.id, user.id));
    const third = (await getProfile(t, user.headers)).user;
    expect(new Date(third?.lastActivityAt ?? 0).getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });
});

describe('login rate limit', async () => {
  const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' }, database: t.database });
  const attempt = (email: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password: 'Wrong-password-1' },
    });

  it('answers 429 after LOGIN_RATE_LIMIT attempts for one email, from any IP', async () => {
    const email = uniqueEmail('target');
    for (let i = 1; i <= 3; i++) expect((await attempt(email, `10.1.0.${i}`)).statusCode).toBe(400);
    const blocked = await attempt(email, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: messages.tooManyRequests,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(uniqueEmail('other'), '10.1.0.98')).statusCode).toBe(400);
  });

  it('answers 429 after LOGIN_RATE_LIMIT attempts from one IP, for any email', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(uniqueEmail(), '10.2.0.1')).statusCode).toBe(400);
    expect((await attempt(uniqueEmail(), '10.2.0.1')).statusCode).toBe(429);
    expect((await attempt(uniqueEmail(), '10.2.0.2')).statusCode).toBe(400);
  });

  it('counts a correct password too, so the limit cannot be reset by guessing right', async () => {
    const user = await createTestUser(limited);
    const ok = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.3.0.1',
        payload: { email: user.email, password: user.password },
      });
    for (let i = 0; i < 3; i++) expect((await ok()).statusCode).toBe(200);
    expect((await ok()).statusCode).toBe(429);
  });
});
