import { expect, signIn, test } from '../support/fixtures.ts';
import { adminCredentials } from '../support/server.ts';
import { type LoopbackSmtp, startLoopbackSmtp } from '../support/smtp.ts';

// The e2e server has no Google sign-in set up (no GOOGLE_CLIENT_ID): Manager Emails must not
// offer Gmail, and says why. An account whose Test failed is saved failing.
let smtp: LoopbackSmtp;
test.beforeAll(async () => {
  smtp = await startLoopbackSmtp('desk@studio.test', 'Desk-pass-1');
});
test.afterAll(async () => {
  await smtp?.close();
});

test('no Gmail without Google sign-in; a failed Test saves as failing', async ({ page }) => {
  // Four SMTP round trips and two reloads on a shared 2-core machine.
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1e8}`;
  const email = `desk${stamp}@studio.test`;
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings?tab=manager-emails');

  const connect = page.getByRole('button', { name: 'Connect Gmail' });
  await expect(connect).toBeDisabled({ timeout: 20_000 });
  await expect(connect).toHaveAccessibleDescription(/Gmail sign-in is not set up on this server/);
  await expect(page.getByText(/set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/)).toBeVisible();

  await page.getByRole('button', { name: 'Add SMTP account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SMTP account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
  await dialog.getByRole('textbox', { name: 'Port', exact: true }).fill(String(smtp.port));
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('desk@studio.test');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Failed to connect/authenticate with SMTP',
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();

  // Saved with the Test's outcome (the row shows the dialog's Test), and the server kept it:
  // after a reload it still fails, not "Not tested".
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Failed');
  await expect(row).not.toContainText('Not tested');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Sign-in failed', {
    timeout: 20_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: email })).toBeVisible();

  // Fixed and tested in the dialog: the row says so; the failure is gone for good.
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: `Actions for ${email}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit SMTP account' });
  await edit.getByLabel('Password', { exact: true }).fill('Desk-pass-1');
  await edit.getByRole('button', { name: 'Test connection' }).click();
  await expect(edit.getByRole('status')).toContainText('Connection successful', {
    timeout: 30_000,
  });
  // The sender name is not part of what was tested; the port is, and a change drops the answer.
  await edit.getByRole('textbox', { name: 'Sender name' }).fill('Desk');
  await expect(edit.getByRole('status')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Port', exact: true }).fill('1');
  await expect(edit.getByRole('status')).toBeHidden();
  await edit.getByRole('textbox', { name: 'Port', exact: true }).fill(String(smtp.port));
  await edit.getByRole('button', { name: 'Test connection' }).click();
  await expect(edit.getByRole('status')).toContainText('Connection successful', {
    timeout: 30_000,
  });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Connected');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Not tested', {
    timeout: 20_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: email })).toHaveCount(0);
});
