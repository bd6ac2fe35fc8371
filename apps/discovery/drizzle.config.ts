import { defineConfig } from 'drizzle-kit';

// The discovery service owns the `discovery` schema only: it may share a database with the
// main app (in-process mode), whose tables drizzle-kit must never see or touch.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  // The drift check (scripts/check-migrations.mjs) generates into a temporary copy.
  out: process.env.DRIZZLE_OUT ?? './drizzle',
  schemaFilter: ['discovery'],
  migrations: { schema: 'discovery', table: '__drizzle_migrations' },
});
