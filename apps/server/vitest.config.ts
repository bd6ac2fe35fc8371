import { defineConfig } from 'vitest/config';

// The suite always runs on PGlite; with TEST_DATABASE_URL it runs again on that PostgreSQL
// server, in a database created for the run and dropped afterwards.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DB_KIND: 'pglite' } } },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: ['./test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
