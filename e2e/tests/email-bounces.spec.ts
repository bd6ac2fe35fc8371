import { dovecotForFile, loopbackSmtpForFile } from '../support/file-servers.ts';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';

// Issue 27: an invite that bounces shows on the Workflow as bounced, with the reason, once the
// bounce has come back to the sender's mailbox (a real Dovecot) and been synced.
// Screenshots of the changed screens: beside the test's output, or where E2E_SHOTS_DIR says.
const shot = (name: string) =>
  process.env.E2E_SHOTS_DIR ? `${process.env.E2E_SHOTS_DIR}/${name}` : test.info().outputPath(name);
const smtp = loopbackSmtpForFile('bounce@studio.test', 'Smtp-pass-1');
const dovecot = dovecotForFile();

test('the manager sees a bounced invite on the Workflow, and why', async ({ page, api }) => {
  const stamp = `${Date.now() % 1e8}`;
  const creatorEmail = `gone${stamp}@creator.test`;
  const account = await api.addSenderAccount(
    { email: 'bounce@studio.test', name: 'Studio', secure: false },
    smtp(),
    dovecot(),
  );
  const creator = await api.createTwitchCreator(`gone${stamp}`, { email: creatorEmail });
  // Its sender named: the Admin's newest account may be another spec's on the shared server.
  const campaign = await api.createCampaign(`Bounce Game ${stamp}`, {
    name: `Bounce campaign ${stamp}`,
    senderEmail: 'bounce@studio.test',
  });
  await api.inviteToCampaign(campaign.id, [creator.id]);
  await expect
    .poll(() => smtp().mails.filter((m) => m.to.includes(creatorEmail)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const sent = smtp().mails.find((m) => m.to.includes(creatorEmail))?.data ?? '';
  const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(sent)?.[1] ?? '';
  expect(messageId).toMatch(/^<email-\d+\./);

  // The receiving side accepted it, then bounced it: the report lands in the sender's INBOX.
  const boundary = `b-${stamp}`;
  await dovecot().append('INBOX', [
    [
      'From: MAILER-DAEMON@mx.creator.test (Mail Delivery System)',
      'To: bounce@studio.test',
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <dsn-${stamp}@mx.creator.test>`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.creator.test',
      '',
      `Final-Recipient: rfc822; ${creatorEmail}`,
      'Action: failed',
      'Status: 5.1.1',
      `Diagnostic-Code: smtp; 550 5.1.1 <${creatorEmail}>: Recipient address rejected: User unknown`,
      '',
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: ${messageId}`,
      `To: ${creatorEmail}`,
      '',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  ]);
  await api.post('/mailing/account/sync', { id: account.id });

  // The sync runs as a job: wait until it has read the bounce, then look.
  await expect
    .poll(
      async () =>
        (
          await api.post<{ items: { inviteEmail: string | null }[] }>(
            `/campaign/${campaign.id}/influencers/list`,
            {},
          )
        ).items[0]?.inviteEmail,
      { timeout: 60_000 },
    )
    .toBe('bounced');

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view?tab=workflow`);
  const row = page.getByRole('row', { name: new RegExp(`gone${stamp}`) });
  const bounced = row.getByText('Bounced', { exact: true });
  // The campaign page's chunks on a busy 2-core machine: give the first load time.
  await expect(bounced).toBeVisible({ timeout: 90_000 });
  await bounced.hover();
  // In words (issue 31): what happened and what to do, not the mail server's text.
  await expect(page.getByRole('tooltip')).toContainText(
    'The creator’s mail server refused this address. Check the creator’s email address.',
  );
  await page.screenshot({ path: shot('workflow-bounced.png') });

  // The creator's profile: the Email tab marks the address that bounced hard, with the reason.
  await page.goto(`/influencers/${creator.id}?tab=email`);
  const mark = page.getByRole('alert').filter({ hasText: 'Address bounced' });
  await expect(mark).toBeVisible({ timeout: 90_000 });
  await expect(mark).toContainText('The creator’s mail server refused this address.');
  // The mail server's own reason is an Admin's, behind Details.
  await expect(mark.getByText(/Recipient address rejected/)).toHaveCount(0);
  await mark.getByRole('button', { name: 'Details' }).click();
  await expect(mark).toContainText('Recipient address rejected: User unknown');
  await page.screenshot({ path: shot('email-tab-bounced.png') });
});
