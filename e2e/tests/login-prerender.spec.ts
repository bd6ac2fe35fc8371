import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.ts';
import { adminCredentials } from '../support/server.ts';

// /login arrives prerendered (apps/web scripts/prerender-login.ts): the form is on screen before
// the app's scripts run. These tests hold the app's entry script back to look at that moment.

/** Holds back the app's entry script until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the sign-in form paints from the HTML, and a sign-in typed before the scripts ran goes through once they do', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdEntryScript(page);

  await page.goto('/login?returnTo=%2Fsettings%3Ftab%3Dteam', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.locator('form[data-prerendered]')).toHaveCount(1);
  // The email field has focus from the HTML alone; Enter in a field submits nothing yet.
  await page.keyboard.type(adminCredentials.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(adminCredentials.password);
  await page.keyboard.press('Enter');
  await expect(page.locator('form[data-submit-requested]')).toHaveCount(1);
  expect(page.url()).not.toContain('password');
  await expect(page).toHaveURL(/\/login\?returnTo=/);

  release();
  // The app adopts the form with what was typed, and sends the held sign-in.
  await expect(page).toHaveURL(/\/settings\?tab=team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the adopted form keeps text typed before the scripts ran, and its focus', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(adminCredentials.email);
  await page.getByLabel('Password', { exact: true }).fill('typed-early');
  release();
  await expect(page.locator('form[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('!');
  await expect(page.getByLabel('Email')).toHaveValue(adminCredentials.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-early!');
  // The app's own handler now answers: a wrong password is refused with the SPEC message.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid password')).toBeVisible();
});

test('the app starts when the visitor first uses the page: its scripts wait in the cache, and an early Show password click counts', async ({
  page,
}) => {
  await page.goto('/login');
  // Loaded and idle: the scripts are fetched into the cache, none has run.
  await expect(page.locator('link[rel="prefetch"][href*="/assets/index-"]')).toHaveCount(1);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await page.waitForTimeout(1_000);
  await expect(page.locator('form[data-prerendered]')).toHaveCount(1);

  // The first click starts the app; the toggle it hit is clicked again once the app answers.
  const password = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.locator('form[data-prerendered]')).toHaveCount(0);
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await password.fill('shown-after');
  await expect(password).toHaveValue('shown-after');
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
});

test('a signed-in visitor is sent on from /login without touching it', async ({ page }) => {
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies({ name: 'app-settings' });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hi, / })).toBeVisible();
});
