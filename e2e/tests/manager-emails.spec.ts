import { loopbackSmtpForFile } from '../support/file-servers.ts';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';
import { fillNewSmtpAccount } from '../support/smtp-account-dialog.ts';

// The e2e server has no Google sign-in set up (no GOOGLE_CLIENT_ID): Manager Emails must not
// offer Gmail, and says why. An account whose Test failed is saved failing.
const smtp = loopbackSmtpForFile('desk@studio.test', 'Desk-pass-1');

test('no Gmail without Google sign-in; a failed Test saves as failing', async ({ page }) => {
  // Four SMTP round trips and two reloads on a shared 2-core machine.
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1e8}`;
  const email = `desk${stamp}@studio.test`;
  await useSignedInSession(page);
  await page.goto('/settings?tab=manager-emails');

  const connect = page.getByRole('button', { name: 'Connect Gmail' });
  await expect(connect).toBeDisabled({ timeout: 20_000 });
  await expect(connect).toHaveAccessibleDescription(/Gmail sign-in is not set up on this server/);
  // In words: who turns it on, not which settings (issue 31).
  await expect(page.getByText(/whoever runs the server can turn it on/)).toBeVisible();
  await expect(page.getByText(/GOOGLE_CLIENT/)).toHaveCount(0);

  const dialog = await fillNewSmtpAccount(page, {
    email,
    port: smtp().port,
    username: 'desk@studio.test',
    password: 'wrong-pass',
  });
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Failed to connect/authenticate with SMTP',
    { timeout: 30_000 },
  );
  // The mail server's refusal in words; its own text behind the Admin's Details.
  const answer = dialog.getByRole('status');
  await expect(answer).toContainText('The outgoing mail server refused the username or password');
  await expect(answer.getByText(/\b535\b/)).toHaveCount(0);
  await answer.getByRole('button', { name: 'Details' }).click();
  await expect(answer.getByText(/\b535\b/)).toBeVisible();
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
  await edit.getByRole('textbox', { name: 'Port', exact: true }).fill(String(smtp().port));
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
