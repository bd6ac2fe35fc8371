import { expect, test, useSignedInSession } from '../support/fixtures.ts';

test('payments page through the sample data with no server calls', async ({ page }) => {
  await useSignedInSession(page);

  // From a fresh load of /payments on, the only call allowed is the shell's own session check.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const from = new URL(request.frame().url()).pathname;
    if (
      from.startsWith('/payments') &&
      url.pathname.startsWith('/api/') &&
      url.pathname !== '/api/user'
    ) {
      apiCalls.push(`${request.method()} ${url.pathname}`);
    }
  });
  await page.goto('/payments');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('1–50 of 200')).toBeVisible();

  const firstNames = await rows.locator('td').nth(0).allInnerTexts();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('51–100 of 200')).toBeVisible();
  await expect(rows).toHaveCount(50);
  expect(await rows.locator('td').nth(0).allInnerTexts()).not.toEqual(firstNames);

  // A pending payment offers "Mark as paid"; a paid one says when it was paid instead.
  await page.getByRole('tab', { name: /pending/i }).click();
  // The table shows the tab's rows only once it has re-rendered: wait, or a slow machine
  // clicks a paid row still on screen from the page before.
  await expect(page.getByRole('tab', { name: /pending/i })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(rows.first()).toContainText('Pending');
  await rows.first().click();
  await expect(page).toHaveURL(/\/payments\/PAY-\d+$/);
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeVisible();
  await expect(page.getByText(/•+\d{4}|\*+\d{4}/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText(/sample data/i).first()).toBeVisible();

  expect(apiCalls).toEqual([]);
});
