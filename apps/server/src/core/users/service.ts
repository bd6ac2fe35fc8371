import {
  type CreateUserRequest,
  type DeleteUsersResponse,
  ErrorCode,
  messages,
  type UpdateProfileRequest,
  type UpdateUserRequest,
  type User,
  type UserListRequest,
  type UserListResponse,
  UserRole,
  UserStatus,
  type userListRequest,
} from '@app/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, Tx } from '../../platform/index.ts';
import {
  AppError,
  containsPattern,
  files,
  insertedRow,
  isUniqueViolation,
  releaseStoredObjects,
  sentFields,
  transaction,
  type UserRow,
  users,
} from '../../platform/index.ts';
import type { Actor } from '../auth/authenticate.ts';
import { adminsRemain, lockActiveAdmins, teamRules } from './policy.ts';
import { toUserDto } from './to-user-dto.ts';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'passwords'>;

const emailTaken = () => AppError.field('email', messages.emailAlreadyExists);

/** Runs a write; a unique violation on the email becomes the 'Email already exists' field error. */
async function withEmailCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    throw error;
  }
}

async function assertEmailFree(tx: Tx, email: string, exceptId: number | null): Promise<void> {
  const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (other && other.id !== exceptId) throw emailTaken();
}

type UserChanges = Partial<typeof users.$inferInsert>;

/**
 * What the own profile and the admin edit change alike. It runs before their other checks, so
 * a taken email is the error answered even when another field is refused too.
 */
async function contactChanges(
  tx: Tx,
  current: UserRow,
  input: Partial<Pick<UpdateUserRequest, 'email' | 'firstName' | 'lastName' | 'phoneNumber'>>,
): Promise<UserChanges> {
  const changes: UserChanges = sentFields(input, ['firstName', 'lastName', 'phoneNumber']);
  if (input.email !== undefined && input.email !== current.email) {
    await assertEmailFree(tx, input.email, current.id);
    changes.email = input.email;
  }
  return changes;
}

async function findUserForUpdate(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw AppError.notFound();
  return row;
}

export async function getUser(ctx: Pick<AppContext, 'db' | 'storage'>, id: number): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw AppError.notFound();
  return toUserDto(row, ctx.storage);
}

export async function updateProfile(
  ctx: Ctx,
  actor: Actor,
  input: Partial<UpdateProfileRequest>,
): Promise<User> {
  const row = await withEmailCheck(() =>
    transaction(ctx.db, async (tx) => {
      const current = await findUserForUpdate(tx, actor.id);
      const changes = await contactChanges(tx, current, input);
      if (input.newPassword !== undefined) {
        const ok =
          input.currentPassword !== undefined &&
          (await ctx.passwords.verify(current.passwordHash, input.currentPassword));
        if (!ok) throw AppError.field('currentPassword', messages.invalidPassword);
        changes.passwordHash = await ctx.passwords.hash(input.newPassword);
        changes.tokenVersion = current.tokenVersion + 1;
      }
      if (input.avatarS3key !== undefined && input.avatarS3key !== current.avatarKey) {
        if (input.avatarS3key !== null) await assertOwnImage(tx, actor.id, input.avatarS3key);
        changes.avatarKey = input.avatarS3key;
        await releaseStoredObjects(ctx.jobs, tx, [current.avatarKey]);
      }
      return saveChanges(tx, current, changes);
    }),
  );
  return toUserDto(row, ctx.storage);
}

/** An avatar must be an image this user uploaded here. */
async function assertOwnImage(tx: Tx, userId: number, key: string): Promise<void> {
  const [file] = await tx.select().from(files).where(eq(files.key, key));
  if (!file || file.uploadedBy !== userId || !file.contentType.startsWith('image/')) {
    throw AppError.field('avatarS3key', messages.notFound);
  }
}

async function saveChanges(tx: Tx, current: UserRow, changes: UserChanges): Promise<UserRow> {
  if (Object.keys(changes).length === 0) return current;
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, current.id))
    .returning();
  if (!row) throw AppError.notFound();
  return row;
}

export async function createUser(ctx: Ctx, input: CreateUserRequest): Promise<User> {
  const passwordHash = await ctx.passwords.hash(input.password);
  const row = await withEmailCheck(() =>
    transaction(ctx.db, async (tx) => {
      await assertEmailFree(tx, input.email, null);
      return insertedRow(
        tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: input.phoneNumber,
            role: input.role,
            status: UserStatus.Active,
          })
          .returning(),
      );
    }),
  );
  return toUserDto(row, ctx.storage);
}

/** Admin edit of a team member, with the self and last-Admin rules. */
export async function updateUser(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: Partial<UpdateUserRequest>,
): Promise<User> {
  const passwordHash = input.password ? await ctx.passwords.hash(input.password) : undefined;
  const row = await withEmailCheck(() =>
    transaction(ctx.db, async (tx) => {
      const activeAdmins = await lockActiveAdmins(tx);
      const current = await findUserForUpdate(tx, id);
      const changes = await contactChanges(tx, current, input);
      if (passwordHash) {
        changes.passwordHash = passwordHash;
        changes.tokenVersion = current.tokenVersion + 1;
      }
      if (input.role !== undefined && input.role !== current.role) {
        if (current.id === actor.id) throw AppError.field('role', teamRules.selfDemote);
        changes.role = input.role;
      }
      if (input.status !== undefined && input.status !== current.status) {
        if (current.id === actor.id) throw AppError.field('status', teamRules.selfSuspend);
        changes.status = input.status;
        // Suspension ends every session for good: reactivating later must not revive them.
        if (input.status === UserStatus.Suspended) changes.tokenVersion = current.tokenVersion + 1;
      }
      const stillActiveAdmin =
        (changes.role ?? current.role) === UserRole.Admin &&
        (changes.status ?? current.status) === UserStatus.Active;
      if (activeAdmins.includes(current.id) && !stillActiveAdmin) {
        if (!adminsRemain(activeAdmins, [current.id])) {
          throw AppError.field(changes.role !== undefined ? 'role' : 'status', teamRules.lastAdmin);
        }
      }
      return saveChanges(tx, current, changes);
    }),
  );
  return toUserDto(row, ctx.storage);
}

/**
 * Deletes the given users together or not at all. Ids that do not exist are reported as
 * not found; deleting oneself or the last active Admin refuses the whole call with
 * 'Error deleting user' and the reason in fields.ids.
 */
export async function deleteUsers(
  ctx: Ctx,
  actor: Actor,
  ids: readonly number[],
): Promise<DeleteUsersResponse> {
  const unique = [...new Set(ids)];
  const refuse = (reason: string) =>
    new AppError(ErrorCode.BadRequest, messages.errorDeletingUser, { ids: reason });
  if (unique.includes(actor.id)) throw refuse(teamRules.selfDelete);
  return transaction(ctx.db, async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    if (!adminsRemain(activeAdmins, unique)) throw refuse(teamRules.lastAdmin);
    const deleted = await tx
      .delete(users)
      .where(inArray(users.id, unique))
      .returning({ id: users.id, avatarKey: users.avatarKey });
    for (const row of deleted) {
      await releaseStoredObjects(ctx.jobs, tx, [row.avatarKey]);
    }
    const gone = new Set(deleted.map((r) => r.id));
    return {
      results: unique.map((id) =>
        gone.has(id) ? { id, ok: true } : { id, ok: false, message: messages.notFound },
      ),
    };
  });
}

type ListInput = z.output<typeof userListRequest>;

const fullName = sql`lower(concat_ws(' ', ${users.firstName}, ${users.lastName}))`;

const sortColumns: Record<NonNullable<ListInput['sort']>['field'], SQL | typeof users.email> = {
  name: fullName,
  email: users.email,
  role: sql`${users.role}`,
  status: sql`${users.status}`,
  createdAt: sql`${users.createdAt}`,
  lastActivityAt: sql`${users.lastActivityAt}`,
};

/** Server paging, one sort column (then id for a stable order), search, role/status filters. */
export async function listUsers(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  input: ListInput,
): Promise<UserListResponse> {
  const conditions: SQL[] = [];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(sql`(${fullName} ilike ${pattern} or ${users.email} ilike ${pattern})`);
  }
  if (input.filters?.role !== undefined) conditions.push(eq(users.role, input.filters.role));
  if (input.filters?.status !== undefined) conditions.push(eq(users.status, input.filters.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const sort = input.sort ?? { field: 'name', order: 'asc' as const };
  const column = sortColumns[sort.field];
  const direction = sort.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const tieBreak = sort.order === 'desc' ? desc(users.id) : asc(users.id);

  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`${column} ${direction}`, tieBreak)
      .limit(input.pageSize)
      .offset(input.page * input.pageSize),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => toUserDto(row, ctx.storage)),
    total: totalRow?.total ?? 0,
  };
}

export type { UserListRequest };
