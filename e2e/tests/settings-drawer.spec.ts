import { expect, test, useSignedInSession } from '../support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await useSignedInSession(page);
  await page.goto('/');
});

test('settings drawer changes survive a reload', async ({ page }) => {
  // The sidebar (SPEC 9: 280 px, mini 88 px) holds the logo and the navigation.
  const sidebar = page.locator('aside');
  const initialWidth = (await sidebar.boundingBox())?.width ?? 0;
  expect(Math.round(initialWidth)).toBe(280);

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await page.getByRole('button', { name: 'Mini' }).click();
  await page.getByRole('button', { name: 'Orange preset' }).click();
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');

  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    darkBackground,
  );
  const miniWidth = (await sidebar.boundingBox())?.width;
  expect(Math.round(miniWidth ?? 0)).toBe(88);

  const cookie = (await page.context().cookies()).find((c) => c.name === 'app-settings');
  expect(cookie).toBeDefined();
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(2.9);
  expect(days).toBeLessThanOrEqual(3);
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
    mode: 'dark',
    layout: 'mini',
    preset: 'orange',
  });

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Reset settings' }).click();
  await expect(page.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
});

test('Arabic switches the page to right-to-left and keeps English strings', async ({ page }) => {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
      name: 'Campaigns',
    }),
  ).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
