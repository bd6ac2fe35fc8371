import { configDefaults, defineConfig } from 'vitest/config';

// The suite always runs on PGlite; with TEST_DATABASE_URL it runs again on that PostgreSQL
// server, in a database created for the run and dropped afterwards.
const postgresUrl = process.env.TEST_DATABASE_URL;

// Tests that never touch the test database run once, in the PGlite project, instead of
// being skipped in the PostgreSQL one.
const databaseIndependent = [
  'src/platform/config.test.ts',
  'src/platform/config-readme.test.ts',
  'src/embedded-start.test.ts',
  'src/platform/security/tokens.test.ts',
  'src/platform/secret-box/secret-box.test.ts',
  'scripts/check-migrations.test.ts',
  'src/code-rules.test.ts',
  'src/platform/http/endpoint-route.test.ts',
  // A stop's connection handling and the data-dir lock: no test database (start-refusals
  // starts embedded servers whatever the run's database).
  'src/operations/web-drain.test.ts',
  'src/operations/data-dir-lock.test.ts',
  'src/operations/shutdown-on-signals.test.ts',
  'src/operations/start-refusals.test.ts',
  // A server process or the doctor on a data dir of their own (embedded PGlite whatever the
  // run's database): on PostgreSQL they ran the same thing again.
  'src/operations/integration-warnings.test.ts',
  'src/cli/doctor.test.ts',
];

// Tests of several processes on one database (split roles, the multi-process proof, a move to
// PostgreSQL): PGlite serves one process, so they run in the PostgreSQL project only, rather
// than being skipped in the PGlite one.
const postgresOnly = ['src/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share their worker's module cache: importing the app graph again for each file
    // took more time than the tests. Files keep no state in modules (each builds its own app
    // and database), and the suite also passes isolated.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          exclude: [...configDefaults.exclude, ...postgresOnly],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['./test/pglite-global-setup.ts'],
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
                globalSetup: ['./test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
