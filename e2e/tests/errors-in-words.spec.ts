import { freePort } from '../../apps/server/test/free-port.ts';
import { ApiClient, expect, test, uniqueEmail, useSignedInSession } from '../support/fixtures.ts';

// Errors in words (issue 31, item 1): a mailbox whose server refuses the connection says what
// happened and what to do, links to Manager Emails, and keeps `connect ECONNREFUSED …` behind
// an Admin's Details; no settings name (GOOGLE_CLIENT_ID) or provider key reaches a Manager.

/** A mailbox on a closed loopback port, synced once so it stores the refusal. */
async function refusedMailbox(api: ApiClient, email: string) {
  const port = await freePort();
  const account = await api.addSenderAccount(
    { email, name: 'Desk' },
    { port: 2525, user: 'desk', password: 'unused-password' },
    { host: '127.0.0.1', port, user: 'desk', password: 'unused-password' },
  );
  await api.post('/mailing/account/sync', { id: account.id }).catch(() => undefined);
}

test('a Manager reads a refused mailbox in words, with the way out and no technical detail', async ({
  page,
  api,
  baseURL,
}) => {
  const managerEmail = uniqueEmail('words-manager');
  const password = 'Manager-pass-1';
  await api.post('/user', {
    email: managerEmail,
    firstName: 'Mira',
    lastName: 'Okafor',
    role: 2,
    password,
  });
  const manager = new ApiClient(baseURL ?? '');
  await manager.login(managerEmail, password);
  await refusedMailbox(manager, uniqueEmail('words-desk'));
  const stamp = `${Date.now() % 1e8}`;
  const creator = await manager.createTwitchCreator(`words${stamp}`);

  await useSignedInSession(page, { email: managerEmail, password });
  await page.goto('/mailings');
  const alert = page.getByRole('alert').filter({ hasText: 'The mail server did not answer' });
  await expect(alert).toContainText('Check the IMAP server name and port of this mailbox.');
  await expect(alert.getByRole('link', { name: 'Open Manager Emails' })).toHaveAttribute(
    'href',
    '/settings?tab=manager-emails',
  );
  await expect(alert.getByRole('button', { name: 'Details' })).toHaveCount(0);
  await expect(page.getByText(/ECONNREFUSED/)).toHaveCount(0);

  await page.goto('/settings?tab=manager-emails');
  await expect(
    page.getByText(/Gmail sign-in is not set up on this server; ask an Admin/),
  ).toBeVisible();
  await expect(page.getByText(/GOOGLE_CLIENT/)).toHaveCount(0);

  // A channel whose provider has no key: who can connect it, not which key to set.
  await page.goto(`/influencers/${creator.id}`);
  await expect(page.getByText('Twitch is not connected yet').first()).toBeVisible();
  await expect(page.getByText(/API key|to the server/)).toHaveCount(0);
  if (process.env.E2E_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/channel-in-words-manager.png` });
  }
});

test('an Admin reads the same words and can unfold the technical detail', async ({ page, api }) => {
  await refusedMailbox(api, uniqueEmail('words-admin-desk'));
  await useSignedInSession(page);
  await page.goto('/mailings');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'The mail server did not answer' })
    .first();
  await expect(alert).toBeVisible();
  await expect(alert.getByText(/ECONNREFUSED/)).toHaveCount(0);
  const details = alert.getByRole('button', { name: 'Details' });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(alert.getByText(/connect ECONNREFUSED 127\.0\.0\.1:\d+/)).toBeVisible();
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) {
    // To look at, light and dark (E2E_SHOTS_DIR=dir, by hand).
    await page.screenshot({ path: `${shots}/mailbox-in-words-light.png` });
    await page.context().addCookies([
      {
        name: 'app-settings',
        value: encodeURIComponent(JSON.stringify({ mode: 'dark' })),
        url: page.url(),
      },
    ]);
    await page.reload();
    await alert.getByRole('button', { name: 'Details' }).click();
    await page.screenshot({ path: `${shots}/mailbox-in-words-dark.png` });
  }

  await page.goto('/settings?tab=manager-emails');
  await expect(page.getByText(/Gmail sign-in is not set up on this server yet/)).toBeVisible();
  await expect(page.getByText(/GOOGLE_CLIENT/)).toHaveCount(0);
});
