import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: process.env.DRIZZLE_SCHEMA ?? './src/platform/db/schema/index.ts',
  out: process.env.DRIZZLE_OUT ?? './drizzle',
});
