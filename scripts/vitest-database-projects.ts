import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseProjectsOptions = {
  /** Tests that never touch a database: they run once, in the PGlite project, rather than skipped. */
  databaseIndependent: string[];
  /** Tests of several processes on one database (PGlite serves one process): PostgreSQL only. */
  postgresOnly: string[];
  /** A global setup file for each project, when the suite prepares its database once per run. */
  globalSetup?: Partial<Record<DatabaseKind, string>>;
};

/**
 * The Vitest projects of a suite that always runs on PGlite and, with TEST_DATABASE_URL, again
 * on that PostgreSQL server. Each test file reads its project from TEST_DB_KIND. Tests are
 * placed in one project rather than skipped in the other: CI refuses skipped tests.
 */
export function databaseProjects(
  options: DatabaseProjectsOptions,
): TestProjectInlineConfiguration[] {
  const project = (name: DatabaseKind, excluded: string[]): TestProjectInlineConfiguration => {
    const globalSetup = options.globalSetup?.[name];
    return {
      extends: true,
      test: {
        name,
        exclude: [...configDefaults.exclude, ...excluded],
        env: { TEST_DB_KIND: name },
        ...(globalSetup ? { globalSetup: [globalSetup] } : {}),
      },
    };
  };
  const pglite = project('pglite', options.postgresOnly);
  return process.env.TEST_DATABASE_URL
    ? [pglite, project('postgres', options.databaseIndependent)]
    : [pglite];
}
