import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: col.serialId(),
    // Stored lower-cased (the contract's email field lower-cases); the check keeps it so.
    email: col.text('email').notNull().unique('users_email_unique'),
    passwordHash: col.text('password_hash').notNull(),
    /** Bumped with every new password; tokens carry it, so older tokens stop working. */
    tokenVersion: col.integer('token_version').notNull().default(0),
    firstName: col.text('first_name').notNull(),
    lastName: col.text('last_name'),
    phoneNumber: col.text('phone_number'),
    /** UserRole: 1 Admin, 2 Manager. */
    role: col.smallint('role').notNull(),
    /** UserStatus: 1 Active, 2 Suspended. */
    status: col.smallint('status').notNull().default(1),
    avatarKey: col.text('avatar_key'),
    lastActivityAt: col.timestamptz('last_activity_at'),
    ...col.timestamps(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in (1, 2)`),
    check('users_status_valid', sql`${t.status} in (1, 2)`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
