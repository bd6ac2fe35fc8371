import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every stored object: proves a key was uploaded here, by whom and as what. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * May be removed once it is a day old and no key column points at it (an upload whose
     * form was never saved). False for images linked by URL from email HTML (sent emails
     * still show them) and for every upload made before the sweep existed.
     */
    sweepable: boolean('sweepable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_uploaded_by_idx').on(t.uploadedBy)],
);

export type FileRow = typeof files.$inferSelect;
