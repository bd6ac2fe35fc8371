import type { Page } from '@playwright/test';
import { clickBulkAction, expect, test, useSignedInSession } from '../support/fixtures.ts';
import { startLoopbackSmtp } from '../support/smtp.ts';

// Screenshots of the changed screens, to look at: only when E2E_SHOTS_DIR names a folder.
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png` });
  }
}

const creatorsGrid = (page: Page) => page.getByRole('grid', { name: 'Campaign creators' });
const rowOf = (page: Page, login: string) =>
  creatorsGrid(page).getByRole('row').filter({ hasText: login });

// Issue 31, items 2 to 5: safe bulk defaults, a guarded payment, statuses that move by
// themselves, form errors that go as soon as the value is valid.

test('a form error goes as soon as the value is valid (campaign wizard)', async ({ page }) => {
  await useSignedInSession(page);
  await page.goto('/campaigns?add');
  const wizard = page.getByRole('dialog', { name: 'New campaign' });
  const name = wizard.getByRole('textbox', { name: 'Campaign name' });
  // The first screen after the server starts can take long on a busy machine.
  await expect(name).toBeVisible({ timeout: 60_000 });
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  const nameError = wizard.getByText('Value is required', { exact: true });
  await expect(nameError).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // Typing a name is enough: no second "Next" needed for the message to go.
  await name.fill('Spring launch');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  await expect(nameError).toBeHidden();
  // The product, untouched, keeps its message.
  await expect(wizard.getByText(/Product is required/)).toBeVisible();
});

test('bulk email and invite leave Rejected creators out by default and say so', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const campaign = await api.createCampaign(`Safe Sends ${stamp}`, { name: `Safe ${stamp}` });
  const kept = `kept${stamp}`;
  const turnedDown = `down${stamp}`;
  const waiting = `wait${stamp}`;
  const ids: number[] = [];
  for (const login of [kept, turnedDown, waiting]) {
    ids.push((await api.createTwitchCreator(login, { email: `${login}@creators.test` })).id);
  }
  await api.addToCampaign(campaign.id, ids);
  await api.post(`/campaign/${campaign.id}/influencers/reject`, { ids: [ids[1]] });
  await api.post(`/campaign/${campaign.id}/email-template/custom-templates`, {
    name: `News ${stamp}`,
    subject: 'News',
    body: '<p>A new trailer is out.</p>',
  });

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view?tab=email-templates`);
  await page.getByRole('button', { name: 'Send custom email' }).click();
  const send = page.getByRole('dialog', { name: 'Send custom email' });
  const recipients = send.getByRole('status', { name: 'Recipients' });
  await expect(recipients).toContainText('2 creator(s) will get this email');
  await expect(send.getByRole('list', { name: 'Left out' })).toContainText(
    '1 rejected (not in the chosen statuses)',
  );
  const statuses = send.getByRole('group', { name: 'Creators with status' });
  await expect(statuses.getByRole('button', { name: /^Rejected/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(statuses.getByRole('button', { name: /^Pending/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await shot(page, 'send-custom-defaults');
  // Picking Rejected on purpose reaches them too.
  await statuses.getByRole('button', { name: /^Rejected/ }).click();
  await expect(recipients).toContainText('3 creator(s) will get this email');
  await send.getByRole('button', { name: 'Cancel' }).click();

  // A bulk invite of all three leaves the rejected one out unless ticked back in.
  await page.goto(`/campaigns/${campaign.id}/view?tab=workflow`);
  await expect(rowOf(page, turnedDown)).toContainText('Rejected', { timeout: 60_000 });
  for (const login of [kept, turnedDown, waiting]) {
    await rowOf(page, login).getByRole('checkbox', { name: 'Select row' }).check();
  }
  await clickBulkAction(page, 'Invite');
  const invite = page.getByRole('dialog', { name: 'Invite 3 creators' });
  await expect(invite).toContainText(
    '1 skipped: rejected earlier: left out unless you choose to invite them again',
  );
  await expect(
    invite.getByRole('checkbox', { name: 'Invite the rejected creator again' }),
  ).not.toBeChecked();
  await shot(page, 'bulk-invite-rejected');
  await invite.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(invite).toBeHidden();
  await expect(rowOf(page, kept)).toContainText('Invited');
  await expect(rowOf(page, waiting)).toContainText('Invited');
  await expect(rowOf(page, turnedDown)).toContainText('Rejected');
});

test('paying before the agreed posts are published asks for a reason, kept in the history', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const campaign = await api.createCampaign(`Early Pay ${stamp}`, {
    name: `Early ${stamp}`,
    type: 'paid',
    dealRevenueAmount: 500,
    dealPostCount: 2,
  });
  const login = `early${stamp}`;
  const creator = await api.createTwitchCreator(login);
  await api.addToCampaign(campaign.id, [creator.id]);
  await api.post(`/campaign/${campaign.id}/influencers/approve`, { ids: [creator.id] });

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view?tab=workflow`);
  await expect(rowOf(page, login)).toContainText('Approved', { timeout: 60_000 });
  await rowOf(page, login).getByRole('checkbox', { name: 'Select row' }).check();
  await clickBulkAction(page, 'Mark as paid');
  const pay = page.getByRole('dialog', { name: 'Mark 1 creator as paid' });
  await expect(pay.getByRole('list', { name: 'Posts missing' })).toContainText(
    `${login}: 0 of 2 published`,
  );
  const reason = pay.getByRole('textbox', { name: 'Reason for paying now' });
  await pay.getByRole('button', { name: 'Mark as paid', exact: true }).click();
  await expect(
    pay.getByText('Give a reason to pay before the agreed posts are published'),
  ).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'pay-posts-missing');
  await reason.fill('Stream booked for Friday; paid up front as agreed by phone');
  await pay.getByRole('button', { name: 'Mark as paid', exact: true }).click();
  await expect(pay).toBeHidden();
  await expect(rowOf(page, login)).toContainText('Paid');
  // The Workflow's Last change says it, without opening the profile.
  await expect(rowOf(page, login)).toContainText(
    'Reason: Stream booked for Friday; paid up front as agreed by phone',
  );
  await shot(page, 'workflow-last-change-reason');

  // The reason stays in the creator's history in this campaign.
  await page.goto(`/influencers/${creator.id}?tab=campaigns`);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    'Reason: Stream booked for Friday; paid up front as agreed by phone',
  );
  await shot(page, 'campaign-history-reason');
});

test('the invite email column moves from Queued to Sent on the open screen, no reload', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  // The server holds each message until release(): the invite stays queued meanwhile.
  let release = () => {};
  const holdUntil = new Promise<void>((resolve) => {
    release = resolve;
  });
  const smtp = await startLoopbackSmtp(`live${stamp}@studio.test`, 'Smtp-pass-3', { holdUntil });
  try {
    // Its own sender, named: the Admin's newest account may be another spec's.
    const campaign = await api.createCampaign(`Live Status ${stamp}`, {
      name: `Live ${stamp}`,
      senderEmail: `live${stamp}@studio.test`,
    });
    await api.addSenderAccount({ email: `live${stamp}@studio.test`, name: 'Studio Team' }, smtp);
    const login = `live${stamp}`;
    const creator = await api.createTwitchCreator(login, { email: `${login}@creators.test` });
    await api.inviteToCampaign(campaign.id, [creator.id]);

    await useSignedInSession(page);
    await page.goto(`/campaigns/${campaign.id}/view?tab=workflow`);
    await expect(rowOf(page, login)).toContainText('Queued (not sent yet)', { timeout: 60_000 });
    // The mail server takes the email now; the screen follows by itself.
    release();
    await expect(rowOf(page, login)).toContainText('Sent', { timeout: 30_000 });
    await expect(rowOf(page, login)).not.toContainText('Queued');

    // Nothing queued any more: the screen stops asking.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/influencers/list')) asked.push(request.url());
    });
    await page.waitForTimeout(8_000);
    expect(asked).toEqual([]);
  } finally {
    release();
    await smtp.close();
  }
});
