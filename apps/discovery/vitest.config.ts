import { defineConfig } from 'vitest/config';
import { databaseProjects } from '../../scripts/vitest-database-projects.ts';

// On PostgreSQL each test file works in a database of its own (created and dropped by the
// file), so the exact-ids assertions never see another file's rows.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databaseProjects({
      databaseIndependent: ['src/config.test.ts'],
      // The service's own process needs PostgreSQL.
      postgresOnly: ['**/*.postgres.test.ts'],
    }),
  },
});
