import { expect, signIn, test } from '../support/fixtures.ts';
import { adminCredentials } from '../support/server.ts';

const areas = [
  'Dashboard',
  'Influencers',
  'Campaigns',
  'Live Capture',
  'Discovery',
  'Payments',
  'Mailings',
  'Settings',
];

test('the first Admin signs in and finds every area in the navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const area of areas) {
    await expect(nav.getByRole('link', { name: area, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Mailings', exact: true }).click();
  await expect(page).toHaveURL(/\/mailings$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a wrong password is refused with the SPEC message', async ({ page }) => {
  await signIn(page, adminCredentials.email, 'not-the-password-1');
  await expect(page.getByText('Invalid password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-out visit comes back to the page asked for after signing in', async ({ page }) => {
  await page.goto('/settings?tab=team');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByLabel('Email').fill(adminCredentials.email);
  await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=team$/);
  await expect(page.getByRole('button', { name: 'Add member' })).toBeVisible();
});

test('logout clears the session', async ({ page }) => {
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});
