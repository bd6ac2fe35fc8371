import type { UserRow } from '../db/schema/index.ts';

/** The signed-in user a request acts as (core/auth loads it on every request). */
export type Actor = UserRow;
