import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, setNullRef } from './columns.ts';
import { users } from './users.ts';

/** Every stored object: proves a key was uploaded here, by whom and as what. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: setNullRef('uploaded_by', () => users.id),
    /**
     * May be removed once it is a day old and no key column points at it (an upload whose
     * form was never saved). False for images linked by URL from email HTML (sent emails
     * still show them) and for every upload made before the sweep existed.
     */
    sweepable: boolean('sweepable').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploaded_by_idx').on(t.uploadedBy)],
);

export type FileRow = typeof files.$inferSelect;
