import { defineConfig } from 'vitest/config';
import { databaseProjects } from '../../scripts/vitest-database-projects.ts';

// On PostgreSQL each test file works in a database of its own (created and dropped by the
// file), so the exact-ids assertions never see another file's rows.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share their worker's module cache, as the server suite's do: importing the service
    // again for each file took a third of the suite's time. What modules keep (the Twitch
    // token cache, provider pacing) is per process in production too; each file starts its
    // own stand-ins and database, and the suite passes isolated as well.
    isolate: false,
    projects: databaseProjects({
      databaseIndependent: ['src/config.test.ts'],
      // The service's own process needs PostgreSQL.
      postgresOnly: ['**/*.postgres.test.ts'],
      // A migrated database to load each PGlite test file's from (test/test-database.ts).
      globalSetup: { pglite: './test/pglite-global-setup.ts' },
    }),
  },
});
