import { randomUUID } from 'node:crypto';
import { messages, type User, type UserListResponse, UserRole, UserStatus } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRefusedFields, expectValidation } from '../../../test/expect-answer.ts';
import {
  asAdmin,
  createTestUser,
  editUser,
  getProfile,
  login,
  signedIn,
  updateProfile,
} from '../../../test/factories.ts';
import { requestOk } from '../../../test/request-ok.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { users } from '../../platform/db/schema/index.ts';
import { teamRules } from './policy.ts';
import { deleteUsers, updateUser } from './service.ts';

const t = await createTestApp();

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('own profile: GET/PUT /api/user', () => {
  it('answers the contract user, never the row', async () => {
    const me = await signedIn(t);
    const { response, user } = await getProfile(t, me.headers);
    expect(response.statusCode).toBe(200);
    expect(user).toMatchObject({
      id: me.id,
      email: me.email,
      name: 'Test User',
      role: 2,
      status: 1,
    });
    expect(Object.keys(user ?? {}).sort()).toEqual(
      [
        'avatarUrl',
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastActivityAt',
        'lastName',
        'name',
        'phoneNumber',
        'role',
        'status',
        'updatedAt',
      ].sort(),
    );
    expect(response.body).not.toContain('password');
  });

  it('changes only the fields sent, and ignores unknown ones (a Manager cannot make itself Admin)', async () => {
    const me = await signedIn(t);
    const response = await updateProfile(t, me.headers, {
      firstName: 'Renamed',
      role: 1,
      status: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Renamed',
      lastName: 'User',
      name: 'Renamed User',
      role: UserRole.Manager,
      status: UserStatus.Active,
    });
    const cleared = await updateProfile(t, me.headers, { lastName: '', phoneNumber: '+1 555' });
    expect(cleared.json()).toMatchObject({ lastName: '', name: 'Renamed', phoneNumber: '+1 555' });
  });

  it('changes the password only with the right current password', async () => {
    const me = await signedIn(t);
    const missing = await updateProfile(t, me.headers, { newPassword: 'Brand-new-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: messages.valueRequired });

    const wrong = await updateProfile(t, me.headers, {
      currentPassword: 'Wrong-1',
      newPassword: 'Brand-new-1',
    });
    expectValidation(wrong, messages.invalidPassword, {
      currentPassword: messages.invalidPassword,
    });
    expect((await login(t, me.email, 'Brand-new-1')).statusCode).toBe(400);

    const weak = await updateProfile(t, me.headers, {
      currentPassword: me.password,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ newPassword: messages.invalidPassword });

    const ok = await updateProfile(t, me.headers, {
      currentPassword: me.password,
      newPassword: 'Brand-new-1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(t, me.email, 'Brand-new-1')).statusCode).toBe(200);
    expect((await login(t, me.email, me.password)).statusCode).toBe(400);
  });

  it('refuses an email another user has, and lower-cases a new one', async () => {
    const me = await signedIn(t);
    const other = await createTestUser(t);
    const taken = await updateProfile(t, me.headers, { email: other.email.toUpperCase() });
    expectValidation(taken, messages.emailAlreadyExists, { email: messages.emailAlreadyExists });
    const fresh = `Me-${randomUUID()}@Test.Example`;
    const changed = await updateProfile(t, me.headers, { email: fresh });
    expect(changed.json().email).toBe(fresh.toLowerCase());
    expect((await login(t, fresh, me.password)).statusCode).toBe(200);
  });
});

describe('team management is Admin only', () => {
  it('answers 403 to a Manager on every team route', async () => {
    const manager = await signedIn(t);
    const other = await createTestUser(t);
    const calls = [
      { method: 'POST', url: '/api/user/list', payload: {} },
      { method: 'GET', url: `/api/user/${other.id}` },
      {
        method: 'POST',
        url: '/api/user',
        payload: { email: 'x@y.z', firstName: 'X', role: 2, password: 'Passw0rd' },
      },
      { method: 'PUT', url: `/api/user/${other.id}`, payload: { status: 2 } },
      { method: 'POST', url: '/api/user/delete', payload: { ids: [other.id] } },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: manager.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: messages.forbidden });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.status).toBe(UserStatus.Active);
  });
});

describe('POST /api/user (create) and PUT/GET /api/user/{id}', () => {
  it('creates a user who can then sign in, and reads it back', async () => {
    const admin = await asAdmin(t);
    const email = `New-${randomUUID()}@test.example`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: admin.headers,
      payload: {
        email,
        firstName: 'Nina',
        lastName: 'Novak',
        role: 2,
        password: 'Start-pass-1',
        extra: 'x',
      },
    });
    expect(created.statusCode).toBe(200);
    const body = created.json<User>();
    expect(body).toMatchObject({
      email: email.toLowerCase(),
      name: 'Nina Novak',
      role: 2,
      status: 1,
    });
    expect((await login(t, email, 'Start-pass-1')).statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/user/${body.id}`,
      headers: admin.headers,
    });
    expect(read.json()).toEqual(body);
  });

  it('answers Email already exists as a 400 on the email field (form mapping)', async () => {
    const admin = await asAdmin(t);
    const existing = await createTestUser(t);
    const response = await post('/api/user', admin.headers, {
      email: existing.email,
      firstName: 'Dup',
      role: 2,
      password: 'Start-pass-1',
    });
    expectValidation(response, messages.emailAlreadyExists, { email: messages.emailAlreadyExists });
  });

  it('validates the create form with the contract messages', async () => {
    const admin = await asAdmin(t);
    const response = await post('/api/user', admin.headers, {
      email: 'bad',
      firstName: '  ',
      role: 3,
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      email: messages.invalidEmail,
      firstName: messages.valueRequired,
      password: messages.invalidPassword,
    });
    expect(response.json().fields.role).toBeDefined();
  });

  it('edits role, status and password of another user, keeping fields not sent', async () => {
    const admin = await asAdmin(t);
    const target = await createTestUser(t, { firstName: 'Keep', lastName: 'Me' });
    const response = await editUser(t, admin.headers, target.id, {
      role: UserRole.Admin,
      password: 'Reset-pass-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 1, name: 'Keep Me' });
    expect((await login(t, target.email, 'Reset-pass-1')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const admin = await asAdmin(t);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/user/999999999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/abc', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('refuses an Admin suspending or demoting themselves', async () => {
    const admin = await asAdmin(t);
    const suspend = await editUser(t, admin.headers, admin.id, { status: 2 });
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json()).toMatchObject({
      message: teamRules.selfSuspend,
      fields: { status: teamRules.selfSuspend },
    });
    const demote = await editUser(t, admin.headers, admin.id, { role: 2 });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toMatchObject({
      message: teamRules.selfDemote,
      fields: { role: teamRules.selfDemote },
    });
    expect((await getProfile(t, admin.headers)).user).toMatchObject({ role: 1, status: 1 });
  });
});

describe('POST /api/user/delete', () => {
  it('deletes the given users and reports unknown ids without failing the others', async () => {
    const admin = await asAdmin(t);
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const response = await post('/api/user/delete', admin.headers, {
      ids: [a.id, b.id, 999999998],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { id: a.id, ok: true },
        { id: b.id, ok: true },
        { id: 999999998, ok: false, message: messages.notFound },
      ],
    });
    expect((await login(t, a.email, a.password)).statusCode).toBe(400);
  });

  it('refuses deleting oneself with Error deleting user, deleting nobody', async () => {
    const admin = await asAdmin(t);
    const other = await createTestUser(t);
    const response = await post('/api/user/delete', admin.headers, { ids: [other.id, admin.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: messages.errorDeletingUser,
      fields: { ids: teamRules.selfDelete },
    });
    expect((await login(t, other.email, other.password)).statusCode).toBe(200);
  });

  it('requires ids', async () => {
    const admin = await asAdmin(t);
    const response = await post('/api/user/delete', admin.headers, { ids: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ ids: messages.valueRequired });
  });
});

describe('the last active Admin', async () => {
  // An empty database of its own: exactly two Admins, A and B.
  const fresh = await createTestApp({ fresh: true });
  const a = await asAdmin(fresh);
  const b = await asAdmin(fresh);
  const actorRow = async (id: number) => {
    const [row] = await fresh.database.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('missing');
    return row;
  };

  it('can never be demoted, suspended or deleted, even by an Admin whose session predates their own demotion', async () => {
    const staleB = await actorRow(b.id);
    const demoteB = await editUser(fresh, a.headers, b.id, { role: 2 });
    expect(demoteB.statusCode).toBe(200);
    // B's request was authenticated as Admin just before A's change committed.
    await expect(updateUser(fresh.ctx, staleB, a.id, { role: 2 })).rejects.toMatchObject({
      message: teamRules.lastAdmin,
      fields: { role: teamRules.lastAdmin },
    });
    await expect(updateUser(fresh.ctx, staleB, a.id, { status: 2 })).rejects.toMatchObject({
      message: teamRules.lastAdmin,
    });
    await expect(deleteUsers(fresh.ctx, staleB, [a.id])).rejects.toMatchObject({
      message: messages.errorDeletingUser,
      fields: { ids: teamRules.lastAdmin },
    });
    expect(await actorRow(a.id)).toMatchObject({ role: 1, status: 1 });
    // Restore B for the next test.
    await editUser(fresh, a.headers, b.id, { role: 1 });
  });

  it('survives two Admins demoting each other at the same time', async () => {
    const [one, two] = await Promise.all([
      editUser(fresh, a.headers, b.id, { role: 2 }),
      editUser(fresh, b.headers, a.id, { role: 2 }),
    ]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([400, 403]).toContain(codes[1]);
    const admins = (await fresh.database.db.select().from(users)).filter(
      (u) => u.role === UserRole.Admin && u.status === UserStatus.Active,
    );
    expect(admins).toHaveLength(1);
  });
});

describe('POST /api/user/list', async () => {
  const admin = await asAdmin(t);
  // A tag only this test's users carry, so answers are known on a shared database.
  const tag = `t${randomUUID().slice(0, 8)}`;
  const people = [
    { firstName: 'Alice', lastName: `Zed ${tag}`, role: UserRole.Admin, status: UserStatus.Active },
    {
      firstName: 'Bob',
      lastName: `Young ${tag}`,
      role: UserRole.Manager,
      status: UserStatus.Active,
    },
    {
      firstName: 'Carol',
      lastName: `Xu ${tag}`,
      role: UserRole.Manager,
      status: UserStatus.Suspended,
    },
    { firstName: 'Dan', lastName: `Wu ${tag}`, role: UserRole.Manager, status: UserStatus.Active },
    {
      firstName: 'Eve',
      lastName: `Vo ${tag}_x`,
      role: UserRole.Admin,
      status: UserStatus.Suspended,
    },
  ];
  for (const p of people) await createTestUser(t, p);
  const list = (body: object) =>
    requestOk<UserListResponse>(t, 'POST', '/api/user/list', admin.headers, body);
  const firstNames = (r: UserListResponse) => r.items.map((u) => u.firstName);

  it('searches name case-insensitively and pages with a total', async () => {
    const page0 = await list({
      search: tag.toUpperCase(),
      pageSize: 2,
      page: 0,
      sort: { field: 'name', order: 'asc' },
    });
    expect(page0.total).toBe(5);
    expect(firstNames(page0)).toEqual(['Alice', 'Bob']);
    const page2 = await list({
      search: tag,
      pageSize: 2,
      page: 2,
      sort: { field: 'name', order: 'asc' },
    });
    expect(firstNames(page2)).toEqual(['Eve']);
  });

  it('searches email and full name', async () => {
    const mailTag = `m${randomUUID().slice(0, 8)}`;
    await createTestUser(t, { email: `${mailTag}-box@test.example`, firstName: 'Mailonly' });
    expect(firstNames(await list({ search: `${mailTag.toUpperCase()}-BOX@` }))).toEqual([
      'Mailonly',
    ]);
    expect(firstNames(await list({ search: `bob young ${tag}` }))).toEqual(['Bob']);
  });

  it('treats % and _ in the search as text', async () => {
    expect(firstNames(await list({ search: `${tag}_x` }))).toEqual(['Eve']);
    expect((await list({ search: `${tag.slice(0, 4)}%${tag.slice(5)}` })).total).toBe(0);
    expect((await list({ search: `${tag}_` })).total).toBe(1);
  });

  it('filters by role and status', async () => {
    expect(
      firstNames(
        await list({ search: tag, filters: { role: 1 }, sort: { field: 'name', order: 'asc' } }),
      ),
    ).toEqual(['Alice', 'Eve']);
    expect(
      firstNames(
        await list({ search: tag, filters: { status: 2 }, sort: { field: 'name', order: 'asc' } }),
      ),
    ).toEqual(['Carol', 'Eve']);
    expect(
      firstNames(
        await list({
          search: tag,
          filters: { role: 2, status: 1 },
          sort: { field: 'name', order: 'desc' },
        }),
      ),
    ).toEqual(['Dan', 'Bob']);
  });

  it('sorts on every sortable field', async () => {
    const by = async (field: string, order: 'asc' | 'desc') =>
      firstNames(await list({ search: tag, sort: { field, order } }));
    expect(await by('name', 'desc')).toEqual(['Eve', 'Dan', 'Carol', 'Bob', 'Alice']);
    // Emails are random; their order is the order of the stored emails.
    const emails = (await list({ search: tag, sort: { field: 'email', order: 'asc' } })).items.map(
      (u) => u.email,
    );
    expect(emails).toEqual([...emails].sort());
    // Ties break on id in the sort's direction: creation order here.
    expect(await by('role', 'asc')).toEqual(['Alice', 'Eve', 'Bob', 'Carol', 'Dan']);
    expect(await by('status', 'desc')).toEqual(['Eve', 'Carol', 'Dan', 'Bob', 'Alice']);
    expect(await by('createdAt', 'asc')).toEqual(['Alice', 'Bob', 'Carol', 'Dan', 'Eve']);
    expect(await by('createdAt', 'desc')).toEqual(['Eve', 'Dan', 'Carol', 'Bob', 'Alice']);
    // Nobody has signed in: lastActivityAt is null for all, ordered by id.
    expect(await by('lastActivityAt', 'asc')).toEqual(['Alice', 'Bob', 'Carol', 'Dan', 'Eve']);
  });

  it('refuses an unknown sort field and a page size over the maximum', async () => {
    const bad = await post('/api/user/list', admin.headers, {
      sort: { field: 'passwordHash' },
      pageSize: 1000,
    });
    expectRefusedFields(bad, ['pageSize', 'sort.field']);
  });
});
