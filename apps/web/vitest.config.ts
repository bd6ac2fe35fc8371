import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { contractModuleAlias } from './vite.config.ts';

const testFiles = ['src/**/*.test.{ts,tsx}'];
const sourceOf = (file: string) => readFileSync(`${import.meta.dirname}/${file}`, 'utf8');
const filesWhere = (wanted: (source: string, file: string) => boolean) =>
  globSync(testFiles, { cwd: import.meta.dirname }).filter((file) => wanted(sourceOf(file), file));

// A component test answers the screen's calls with the API fake: it replaces the one module
// that calls the server (`vi.mock` of api/call-endpoint.ts with testing/api-fake.ts). Files
// that replace only that module can share a module registry: the replacement is the same for
// each, and the fake's answers are cleared before each file (src/testing/api-fake-setup.ts).
const moduleReplacements = (source: string) =>
  source.match(/\bvi\.(mock|doMock|unmock|resetModules)\(/g)?.length ?? 0;
const apiFakeOnly =
  /^vi\.mock\('[./]*(api\/)?call-endpoint\.ts', \(\) => import\('[./]*testing\/api-fake\.ts'\)\);$/m;
const apiFakeFiles = filesWhere(
  (source) => apiFakeOnly.test(source) && moduleReplacements(source) === 1,
);
// Other files that replace modules need a registry of their own: a replacement would otherwise
// reach the files after them. So does a test of what a module does when it loads (zod-jitless:
// zod caches its eval probe at the first parse).
const loadTimeTests = ['src/zod-jitless.test.ts'];
const isolated = filesWhere(
  (source, file) =>
    loadTimeTests.includes(file) ||
    (!apiFakeFiles.includes(file) && moduleReplacements(source) > 0),
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [contractModuleAlias] },
  test: {
    environment: 'jsdom',
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      // The rest share their worker's modules and DOM: importing MUI and setting up jsdom
      // again for each file took most of the suite's CPU (188 s of CPU all isolated, 114 s
      // split). Testing Library unmounts after each test, and no file keeps state in a module.
      {
        extends: true,
        test: {
          name: 'shared',
          include: testFiles,
          exclude: [...configDefaults.exclude, ...apiFakeFiles, ...isolated],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-fake',
          include: apiFakeFiles,
          isolate: false,
          setupFiles: ['./src/testing/api-fake-setup.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
