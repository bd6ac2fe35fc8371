import { type User, user } from '@app/contract';
import type { Storage, UserRow } from '../../platform/index.ts';

/** A row never leaves the server: it is shaped and parsed through the contract's `user`. */
export function toUserDto(row: UserRow, storage: Pick<Storage, 'url'>): User {
  const lastName = row.lastName ?? '';
  return user.parse({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName,
    name: `${row.firstName} ${lastName}`.trim(),
    phoneNumber: row.phoneNumber,
    role: row.role,
    status: row.status,
    avatarUrl: row.avatarKey ? storage.url(row.avatarKey) : null,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
