import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { contractModuleAlias } from './vite.config.ts';

const testFiles = ['src/**/*.test.{ts,tsx}'];

// Files that replace modules (vi.mock and friends) need a module registry of their own: a
// mock would otherwise reach the files after them. So does a test of what a module does when
// it loads (zod-jitless: zod caches its eval probe at the first parse).
const replacesModules = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
const loadTimeTests = ['src/zod-jitless.test.ts'];
const isolated = globSync(testFiles, { cwd: import.meta.dirname }).filter(
  (file) =>
    loadTimeTests.includes(file) ||
    replacesModules.test(readFileSync(`${import.meta.dirname}/${file}`, 'utf8')),
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
      // again for each file took a third of the suite's CPU (188 s of CPU all isolated, 127 s split).
      // Testing Library unmounts after each test, and no file keeps state in a module.
      {
        extends: true,
        test: {
          name: 'shared',
          include: testFiles,
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
