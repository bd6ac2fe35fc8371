import { randomUUID } from 'node:crypto';
import { type User, UserRole, UserStatus } from '@app/contract';
import { insertedRow } from '../src/platform/db/inserted-row.ts';
import { users } from '../src/platform/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID()}@test.example`;

export type TestUser = { id: number; email: string; password: string };

/** A fresh user row (unique email), created straight in the database. */
export async function createTestUser(
  t: TestApp,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string | null;
    role: UserRole;
    status: UserStatus;
  }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? `Pw-${randomUUID()}-1`;
  const row = await insertedRow(
    t.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await t.ctx.passwords.hash(password),
        firstName: overrides.firstName ?? 'Test',
        lastName: overrides.lastName === undefined ? 'User' : overrides.lastName,
        role: overrides.role ?? UserRole.Manager,
        status: overrides.status ?? UserStatus.Active,
      })
      .returning(),
  );
  return { id: row.id, email, password };
}

export async function login(t: TestApp, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** A user of the role, signed in through the API: its id, credentials and bearer header. */
export async function signedIn(
  t: TestApp,
  role: UserRole = UserRole.Manager,
  overrides: Parameters<typeof createTestUser>[1] = {},
) {
  const user = await createTestUser(t, { role, ...overrides });
  const response = await login(t, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { accessToken } = response.json<{ accessToken: string }>();
  return { ...user, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

export const asAdmin = (t: TestApp) => signedIn(t, UserRole.Admin);

export async function getProfile(t: TestApp, headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
  return { response, user: response.statusCode === 200 ? response.json<User>() : null };
}

/** PUT /user/{id}: an Admin edits a user (only the fields sent change). */
export function editUser(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  id: number,
  changes: object,
) {
  return t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers, payload: changes });
}

/** PUT /user: the signed-in user edits their own profile (only the fields sent change). */
export function updateProfile(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  changes: object,
) {
  return t.app.inject({ method: 'PUT', url: '/api/user', headers, payload: changes });
}
