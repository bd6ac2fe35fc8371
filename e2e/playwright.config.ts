import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Whole-flow specs (campaign wizard to Statistics, SMTP to sent mail) take 50-60 s on a
  // 2-core machine with two workers, the server and Chromium sharing it; 60 s timed them out,
  // and 120 s did once on a busier CI machine (the whole suite took twice its quiet time).
  timeout: 180_000,
  // A page the app navigates to on a busy 2-core machine (server, two browsers, the suite)
  // has taken over 10 s to show: the wait for it is not the thing under test.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  outputDir: '../.tmp/e2e-results',
  reporter: [['list'], ['json', { outputFile: '../.tmp/test-reports/e2e.json' }]],
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1440, height: 900 },
    // The browsers prefer reduced motion, as the accessibility walks always did: the header's
    // settings icon turns for ever, and without a GPU every frame of it was painted in
    // software, on every signed-in page of every test (11 tests took 165 s and 87 s of CPU
    // with it, 106 s and 63 s without). The app's flows do not depend on that motion.
    reducedMotion: 'reduce',
    // No trace in CI: nobody can open one there (only the run's text output is kept), and
    // recording it cost a third of the suite's CPU (10 tests: 406 s of CPU with the trace
    // kept on failure, 239 s without). A failure still leaves its screenshot and page
    // snapshot, and the same test run here keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
