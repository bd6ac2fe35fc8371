import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { contractModuleAlias } from './vite.config.ts';

const testFiles = ['src/**/*.test.{ts,tsx}'];

// A component test answers the screen's calls with the API fake: it replaces the one module
// that calls the server (`vi.mock` of api/call-endpoint.ts with testing/api-fake.ts). Files
// that replace only that module can share a module registry: the replacement is the same for
// each, and the fake's answers are cleared before each file (src/testing/api-fake-setup.ts).
// Files that replace other modules need a registry of their own: a replacement would otherwise
// reach the files after them. So does a test of what a module does when it loads (zod-jitless:
// zod caches its eval probe at the first parse).
const apiFakeOnly =
  /^vi\.mock\('[./]*(api\/)?call-endpoint\.ts', \(\) => import\('[./]*testing\/api-fake\.ts'\)\);$/m;
const loadTimeTests = ['src/zod-jitless.test.ts'];
const apiFakeFiles: string[] = [];
const isolated: string[] = [];
for (const file of globSync(testFiles, { cwd: import.meta.dirname })) {
  const source = readFileSync(`${import.meta.dirname}/${file}`, 'utf8');
  const replacements = source.match(/\bvi\.(mock|doMock|unmock|resetModules)\(/g)?.length ?? 0;
  if (loadTimeTests.includes(file)) isolated.push(file);
  else if (replacements === 1 && apiFakeOnly.test(source)) apiFakeFiles.push(file);
  else if (replacements > 0) isolated.push(file);
}

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
