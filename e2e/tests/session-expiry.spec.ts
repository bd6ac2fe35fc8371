import { expect, test } from '../support/fixtures.ts';
import { adminCredentials, type RunningServer, startServer } from '../support/server.ts';

// A server of its own with a short TOKEN_TTL: the session ends while the user watches.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ TOKEN_TTL: '6s' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an expired token sends the user to /login and back after signing in', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(adminCredentials.email);
  await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await page.goto(`${server.url}/profile`);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  // The timer fires 1 s after expiry, with no request or click needed.
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.getByLabel('Email').fill(adminCredentials.email);
  await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/profile`);
});
