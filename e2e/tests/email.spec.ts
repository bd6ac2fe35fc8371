import { loopbackSmtpForFile } from '../support/file-servers.ts';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';
import { fillNewSmtpAccount } from '../support/smtp-account-dialog.ts';

const smtp = loopbackSmtpForFile('team@studio.test', 'Smtp-pass-1');

test('connect SMTP, test it, edit the invite template, preview, send custom, see stats move', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  // The campaign names its sender: without one it sends from the Admin's newest account,
  // which a spec running beside this one on the shared server may have just added.
  const campaign = await api.createCampaign(`Mailfall ${stamp}`, {
    name: `Mail ${stamp}`,
    senderEmail: 'team@studio.test',
  });
  const logins = ['mia', 'noa'].map((n) => `${n}${stamp}`);
  const ids: number[] = [];
  for (const login of logins) {
    const created = await api.createTwitchCreator(login, { email: `${login}@creators.test` });
    ids.push(created.id);
  }
  await api.addToCampaign(campaign.id, ids);

  await useSignedInSession(page);

  // Connect and test a sender account: a wrong password first, then the right one.
  await page.goto('/settings?tab=manager-emails');
  const dialog = await fillNewSmtpAccount(page, {
    email: 'team@studio.test',
    senderName: 'Studio Team',
    port: smtp().port,
    password: 'wrong-pass',
  });
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText('Failed to connect/authenticate with SMTP')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Smtp-pass-1');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText('Connection successful')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Test team@studio.test' }).click();
  await expect(page.getByText('team@studio.test: Connection successful')).toBeVisible();

  // The invite template: edit, save, preview.
  await page.goto(`/campaigns/${campaign.id}/view?tab=email-templates&template=invite`);
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.fill(`Your ${stamp} invite, `);
  await page.getByRole('button', { name: 'Insert variable in the subject' }).click();
  await page.getByRole('menuitem', { name: /^Influencer first name/ }).click();
  await expect(subject).toHaveValue(`Your ${stamp} invite, {{influencer.firstName}}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Email preview' });
  await expect(preview).toContainText(`Your ${stamp} invite`);
  await preview.getByRole('button', { name: 'Close' }).click();

  // A custom template sent to the Pending creators only. (The toast above must leave first:
  // notistack drops a duplicate of a toast still on screen.)
  await expect(page.getByText('Template saved')).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: 'New custom template' }).click();
  await page.getByRole('textbox', { name: 'Template name' }).fill(`Follow-up ${stamp}`);
  await page.getByRole('textbox', { name: 'Subject' }).fill(`Follow-up ${stamp}`);
  // Written in the HTML view, for those who prefer it.
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Body (HTML)' })
    .fill('<p>Hello {{influencer.firstName}}</p>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();

  await page.getByRole('button', { name: 'Send custom email' }).click();
  const send = page.getByRole('dialog', { name: 'Send custom email' });
  await send.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: `Follow-up ${stamp}` }).click();
  await send.getByRole('textbox', { name: 'Search creators' }).fill(logins[0] ?? '');
  await expect(send.getByRole('status', { name: 'Recipients' })).toContainText('1 creator');
  await send.getByRole('button', { name: /^Send to 1 creator/ }).click();
  await expect(page.getByText(/Queued 1 email/)).toBeVisible();

  // The loopback server receives exactly that one email, and the stats say so.
  await expect
    .poll(() => smtp().mails.filter((m) => m.data.includes(`Follow-up ${stamp}`)).length, {
      // The delivery job waits its turn on the shared server's queue: over 30 s once on a
      // loaded CI machine.
      timeout: 60_000,
    })
    .toBe(1);
  const mail = smtp().mails.find((m) => m.data.includes(`Follow-up ${stamp}`));
  expect(mail?.to).toEqual([`${logins[0]}@creators.test`]);
  await page.goto(`/campaigns/${campaign.id}/view?tab=statistics`);
  const sent = page
    .locator('.MuiCard-root')
    .filter({ has: page.getByText('Sent', { exact: true }) })
    .first();
  await expect(sent).toContainText('1', { timeout: 20_000 });
});

test('turn on rejection emails in the campaign settings; rejecting a creator emails them', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  // Its own sender, named (not "the Admin's newest account", which another spec may add).
  const campaign = await api.createCampaign(`Nofall ${stamp}`, {
    name: `Decline ${stamp}`,
    senderEmail: `decline${stamp}@studio.test`,
  });
  const login = `rae${stamp}`;
  const creator = await api.createTwitchCreator(login, { email: `${login}@creators.test` });
  await api.addToCampaign(campaign.id, [creator.id]);
  await api.addSenderAccount({ email: `decline${stamp}@studio.test`, name: 'Studio Team' }, smtp());

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view?tab=email-templates&template=rejected`);
  await expect(
    page.getByText('Not sent: rejection emails are turned off in Settings > Emails.'),
  ).toBeVisible();

  await page.goto(`/campaigns/${campaign.id}/view?tab=settings`);
  const rejected = page.getByRole('switch', {
    name: 'Email creators the “rejected” template when you reject them',
  });
  await expect(rejected).not.toBeChecked();
  await rejected.check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Campaign saved')).toBeVisible();
  await page.reload();
  await expect(rejected).toBeChecked();

  await page.goto(`/campaigns/${campaign.id}/view?tab=email-templates&template=rejected`);
  await expect(page.getByText(/^Sent when you reject creators\./)).toBeVisible();

  await api.post(`/campaign/${campaign.id}/influencers/reject`, { ids: [creator.id] });
  // 60 s: on the shared server another spec may hold a delivery slot for ~40 s (its SMTP
  // server keeps a message until the test releases it).
  await expect
    .poll(() => smtp().mails.filter((m) => m.to.includes(`${login}@creators.test`)).length, {
      timeout: 60_000,
    })
    .toBe(1);
  const mail = smtp().mails.find((m) => m.to.includes(`${login}@creators.test`));
  expect(mail?.data).toContain(`About Decline ${stamp}`);
});

test('an account whose password stopped working says so until it is fixed', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const email = `press${stamp}@studio.test`;
  const account = await api.addSenderAccount(
    { email, name: 'Press' },
    { ...smtp(), password: 'an-old-password' },
  );

  await useSignedInSession(page);
  await page.goto('/settings?tab=manager-emails');
  await page.getByRole('button', { name: `Test ${email}` }).click();
  await expect(page.getByText(`${email}: Failed to connect/authenticate with SMTP`)).toBeVisible();
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'cannot sign in to their mail server' });
  await expect(alert).toContainText(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Sign-in failed');

  await api.put(`/mailer-auth/${account.id}`, { password: 'Smtp-pass-1' });
  await page.reload();
  await expect(row).toContainText('Not tested');
  await expect(alert).toBeHidden();
});
