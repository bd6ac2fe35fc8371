import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
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
