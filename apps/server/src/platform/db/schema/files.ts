import { index, pgTable } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';
import { users } from './users.ts';

/** Every stored object: proves a key was uploaded here, by whom and as what. */
export const files = pgTable(
  'files',
  {
    key: col.text('key').primaryKey(),
    contentType: col.text('content_type').notNull(),
    sizeBytes: col.integer('size_bytes').notNull(),
    uploadedBy: col.setNullRef('uploaded_by', () => users.id),
    /**
     * May be removed once it is a day old and no key column points at it (an upload whose
     * form was never saved). False for images linked by URL from email HTML (sent emails
     * still show them) and for every upload made before the sweep existed.
     */
    sweepable: col.boolean('sweepable').notNull().default(true),
    createdAt: col.createdAt(),
  },
  (t) => [index('files_uploaded_by_idx').on(t.uploadedBy)],
);

export type FileRow = typeof files.$inferSelect;
