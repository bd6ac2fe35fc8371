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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
