import {
  bigint,
  bigserial,
  integer,
  type PgColumn,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Every column builder the schema files use: Drizzle's column types, re-exported, and the
// builders several tables share. The schema files take them as one namespace
// (`import * as col from './columns.ts'`, then `col.text('name')`, `col.serialId()`), so a
// new column never edits a file's import list. Function declarations (hoisted), so the
// schema files' import cycles through foreign keys never meet an uninitialised binding.

export {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** `timestamp with time zone`: every point in time the schema stores. */
export function timestamptz<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true });
}

/** The usual `id serial primary key`. */
export function serialId() {
  return serial('id').primaryKey();
}

/** `id bigserial primary key`, for tables that may outgrow a 32-bit id (read as a JS number). */
export function bigSerialId() {
  return bigserial('id', { mode: 'number' }).primaryKey();
}

/** `created_at`, set by the database when the row is inserted. */
export function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

/** `updated_at`, defaulting to the insert time (the services set it on every change). */
export function updatedAt() {
  return timestamptz('updated_at').notNull().defaultNow();
}

/** `created_at` and `updated_at`, spread where both close the column list. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}

/** A required foreign key to the row this one belongs to: deleting that row deletes this one. */
export function cascadeRef<TName extends string>(name: TName, target: () => PgColumn) {
  return integer(name).notNull().references(target, { onDelete: 'cascade' });
}

/** cascadeRef to a bigserial id (read as a JS number). */
export function bigCascadeRef<TName extends string>(name: TName, target: () => PgColumn) {
  return bigint(name, { mode: 'number' }).notNull().references(target, { onDelete: 'cascade' });
}

/** An optional foreign key (an author, a template used) that becomes null when its row goes. */
export function setNullRef<TName extends string>(name: TName, target: () => PgColumn) {
  return integer(name).references(target, { onDelete: 'set null' });
}

/**
 * The stats a provider refreshes on a row (a channel, a campaign post): ChannelStatsStatus
 * (contract), why the last refresh failed, and when the stats were last read.
 */
export function providerStats() {
  return {
    statsStatus: text('stats_status').notNull().default('pending'),
    statsError: text('stats_error'),
    refreshedAt: timestamptz('refreshed_at'),
  };
}
