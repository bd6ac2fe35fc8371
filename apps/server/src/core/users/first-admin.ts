import { randomBytes } from 'node:crypto';
import { UserRole, UserStatus } from '@app/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Db, PasswordHasher } from '../../platform/index.ts';
import { users } from '../../platform/index.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';
// Arbitrary constant: serialises concurrent first starts on one database.
const FIRST_ADMIN_LOCK = 4_242_001;

export function randomPassword(): string {
  // 18 random bytes -> 24 characters; the suffix keeps the contract's letter+digit rule.
  return `${randomBytes(18).toString('base64url')}a1`;
}

/**
 * On a start with no users at all, creates the first Admin: ADMIN_EMAIL/ADMIN_PASSWORD, or
 * admin@localhost with a random password handed to `announce` (printed once, never stored
 * in clear). Does nothing once any user exists.
 */
export async function ensureFirstAdmin(deps: {
  db: Db;
  passwords: PasswordHasher;
  admin: { email: string; password: string } | null;
  announce: (message: string) => void;
}): Promise<{ created: false } | { created: true; email: string }> {
  const email = deps.admin?.email ?? DEFAULT_ADMIN_EMAIL;
  const password = deps.admin?.password ?? randomPassword();
  const passwordHash = await deps.passwords.hash(password);
  const created = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    await tx.insert(users).values({
      email,
      passwordHash,
      firstName: 'Admin',
      role: UserRole.Admin,
      status: UserStatus.Active,
    });
    return true;
  });
  if (!created) return { created: false };
  deps.announce(
    deps.admin
      ? `Created the first Admin ${email} (password from ADMIN_PASSWORD).`
      : `Created the first Admin.\n\n  email:    ${email}\n  password: ${password}\n\nThis password is shown once. Sign in and change it on the Profile page.\n`,
  );
  return { created: true, email };
}

/** create-admin: a new Admin, or an existing user made an active Admin (password reset if given). */
export async function createOrPromoteAdmin(deps: {
  db: Db;
  passwords: PasswordHasher;
  email: string;
  password: string | null;
}): Promise<'created' | 'promoted'> {
  const [existing] = await deps.db.select().from(users).where(eq(users.email, deps.email));
  if (existing) {
    await deps.db
      .update(users)
      .set({
        role: UserRole.Admin,
        status: UserStatus.Active,
        updatedAt: sql`now()`,
        ...(deps.password ? { passwordHash: await deps.passwords.hash(deps.password) } : {}),
      })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  if (!deps.password) throw new Error('A new Admin needs --password');
  await deps.db.insert(users).values({
    email: deps.email,
    passwordHash: await deps.passwords.hash(deps.password),
    firstName: 'Admin',
    role: UserRole.Admin,
    status: UserStatus.Active,
  });
  return 'created';
}
