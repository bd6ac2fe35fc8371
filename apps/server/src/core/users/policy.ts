import { UserRole, UserStatus } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/index.ts';
import { users } from '../../platform/index.ts';

export const teamRules = {
  selfDelete: 'You cannot delete your own account',
  selfSuspend: 'You cannot suspend your own account',
  selfDemote: 'You cannot change your own role',
  lastAdmin: 'At least one active Admin must remain',
} as const;

/**
 * Locks every active Admin row (in id order, so concurrent callers queue instead of
 * deadlocking) and answers their ids. Two Admins demoting each other at once therefore
 * see each other's committed change, and one of them is refused.
 */
export async function lockActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, UserRole.Admin), eq(users.status, UserStatus.Active)))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** Does at least one active Admin remain when `leaving` stop being active Admins? */
export function adminsRemain(
  activeAdminIds: readonly number[],
  leaving: readonly number[],
): boolean {
  return activeAdminIds.some((id) => !leaving.includes(id));
}
