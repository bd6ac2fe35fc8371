import { configDefaults, defineConfig } from 'vitest/config';

// The suite always runs on PGlite; with TEST_DATABASE_URL it runs again on that PostgreSQL
// server, each test file in a database of its own (created and dropped by the file), so the
// exact-ids assertions never see another file's rows.
const postgresUrl = process.env.TEST_DATABASE_URL;

// Tests that never touch a database run once, in the PGlite project, rather than skipped.
const databaseIndependent = ['src/config.test.ts'];
// The service's own process needs PostgreSQL (PGlite serves one process): PostgreSQL project
// only, placed rather than skipped (CI refuses skipped tests).
const postgresOnly = ['**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          exclude: [...configDefaults.exclude, ...postgresOnly],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                exclude: [...configDefaults.exclude, ...databaseIndependent],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
