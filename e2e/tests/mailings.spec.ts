import { dovecotForFile, loopbackSmtpForFile } from '../support/file-servers.ts';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';
import { fillNewSmtpAccount } from '../support/smtp-account-dialog.ts';

// Mailings through the browser, against the real server, a real Dovecot (the manager's
// mailbox over IMAP) and a loopback SMTP server (where the reply is delivered).
const smtp = loopbackSmtpForFile('maria@studio.test', 'Smtp-pass-1');
const dovecot = dovecotForFile();

test('connect IMAP, see a creator reply in /mailings, reply with a template and an attachment, see the thread on the profile', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const creatorEmail = `sunny${stamp}@creator.test`;
  const creator = await api.createTwitchCreator(`sunny${stamp}`, {
    email: creatorEmail,
    name: 'Sunny Jam',
    firstName: 'Sunny',
  });
  await api.post('/mailing/templates/create', {
    name: `Welcome ${stamp}`,
    subject: 'Welcome',
    body: '<p>Hi {{influencer.firstName}}, thanks for reaching out!</p>',
  });
  await dovecot().append('INBOX', [
    [
      `From: Sunny Jam <${creatorEmail}>`,
      'To: maria@studio.test',
      `Subject: Collab ${stamp}?`,
      `Message-ID: <collab-${stamp}@creator.test>`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'I would love to cover your winter sale.',
      '',
    ].join('\r\n'),
  ]);

  await useSignedInSession(page);

  // The sender account with its mailbox: SMTP to the loopback server, IMAP to Dovecot.
  await page.goto('/settings?tab=manager-emails');
  const dialog = await fillNewSmtpAccount(page, {
    email: 'maria@studio.test',
    senderName: 'Maria',
    port: smtp().port,
    password: 'Smtp-pass-1',
  });
  await dialog.getByRole('textbox', { name: 'IMAP host' }).fill(dovecot().host);
  await dialog.getByRole('textbox', { name: 'IMAP port' }).fill(String(dovecot().port));
  await dialog.getByRole('textbox', { name: 'IMAP username' }).fill(dovecot().user);
  await dialog.getByLabel('IMAP password').fill(dovecot().password);
  const tls = dialog.getByRole('switch', { name: /Use TLS for IMAP/ });
  if (await tls.isChecked()) await tls.click();
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();

  // Connect the mailbox in Mailings: the creator's message appears as an unread thread.
  await page.goto('/mailings');
  await page.getByRole('button', { name: 'Connect mailbox: maria@studio.test' }).click();
  const threads = page.getByRole('list', { name: 'Threads' });
  const thread = threads.getByRole('button', { name: new RegExp(`Collab ${stamp}\\?`) });
  await expect(thread).toBeVisible({ timeout: 60_000 });
  await expect(thread.getByText('1 unread')).toBeVisible();
  await thread.click();
  // In the thread (the list's snippet shows the same words).
  await expect(
    page
      .getByRole('article', { name: 'Message from Sunny Jam' })
      .getByText('I would love to cover your winter sale.'),
  ).toBeVisible();
  await expect(thread.getByText('1 unread')).toBeHidden();
  await expect
    .poll(async () => [...(await dovecot().flagsOf('INBOX')).values()][0]?.has('\\Seen'))
    .toBe(true);

  // Reply with the template and an attachment.
  // The thread's Reply (each message also has its own reply button).
  await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
  const composer = page.getByRole('dialog', { name: 'Reply' });
  await composer.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: `Welcome ${stamp}` }).click();
  await expect(composer.getByText('Hi Sunny, thanks for reaching out!')).toBeVisible();
  await composer.getByLabel('Attach files').setInputFiles({
    name: 'media-kit.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%e2e\n'),
  });
  await expect(composer.getByText(/media-kit\.pdf/)).toBeVisible();
  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(composer).toBeHidden();

  await expect.poll(() => smtp().mails.length, { timeout: 30_000 }).toBe(1);
  const [mail] = smtp().mails;
  expect(mail?.to).toEqual([creatorEmail]);
  expect(mail?.data).toContain(`In-Reply-To: <collab-${stamp}@creator.test>`);
  expect(mail?.data).toContain('Hi Sunny, thanks for reaching out!');
  expect(mail?.data).toMatch(/filename="?media-kit\.pdf/);

  // The thread on the creator's profile, with both messages.
  await page.goto(`/influencers/${creator.id}?tab=mailings`);
  const profileThread = page.getByRole('button', { name: new RegExp(`Collab ${stamp}\\?`) });
  await expect(profileThread).toBeVisible();
  await expect(profileThread.getByText('2 messages')).toBeVisible();
});
