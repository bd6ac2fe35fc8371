import type { Locator, Page } from '@playwright/test';

export type SmtpAccountFields = {
  email: string;
  senderName?: string;
  /** The loopback SMTP server's port (host 127.0.0.1). */
  port: number;
  /** The email unless given. */
  username?: string;
  password: string;
};

/**
 * On Settings' Manager emails tab: opens "Add SMTP account" and fills its SMTP part. Answers
 * the dialog, for the test to test, add IMAP or save.
 */
export async function fillNewSmtpAccount(page: Page, account: SmtpAccountFields): Promise<Locator> {
  await page.getByRole('button', { name: 'Add SMTP account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SMTP account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
  if (account.senderName !== undefined)
    await dialog.getByRole('textbox', { name: 'Sender name' }).fill(account.senderName);
  await dialog.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
  await dialog.getByRole('textbox', { name: 'Port', exact: true }).fill(String(account.port));
  await dialog
    .getByRole('textbox', { name: 'Username', exact: true })
    .fill(account.username ?? account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  return dialog;
}
