import { expect, test } from '../support/fixtures.ts';
import { adminCredentials, type RunningServer, startServer } from '../support/server.ts';

// A server of its own with a short TOKEN_TTL: the session ends while the user watches. The TTL
// leaves room for signing in and opening /profile on a loaded CI machine (6 s did not).
const TTL_SECONDS = 20;
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ TOKEN_TTL: `${TTL_SECONDS}s` });
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
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile/, {
    timeout: (TTL_SECONDS + 10) * 1000,
  });
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.getByLabel('Email').fill(adminCredentials.email);
  await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/profile`);
});
