import type { Page } from '@playwright/test';
import { loopbackSmtpForFile } from '../support/file-servers.ts';
import { clickBulkAction, expect, test, useSignedInSession } from '../support/fixtures.ts';

// The Workflow tab's bulk steps say what will happen before anything is sent, from the
// server's own count; a paid campaign approves with a deal and pays the agreed one.

type WorkflowRow = {
  id: number;
  status: number;
  revenueAmount: number | null;
  postCount: number | null;
  inviteEmail: string | null;
};

const smtp = loopbackSmtpForFile('steps@studio.test', 'Smtp-pass-2');

const creatorsGrid = (page: Page) => page.getByRole('grid', { name: 'Campaign creators' });
const rowOf = (page: Page, login: string) =>
  creatorsGrid(page).getByRole('row').filter({ hasText: login });

test('a paid campaign approves with the campaign deal prefilled, then pays the agreed deal', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const campaign = await api.createCampaign(`Deal Quest ${stamp}`, {
    name: `Deals ${stamp}`,
    type: 'paid',
    dealRevenueAmount: 500,
    dealPostCount: 2,
  });
  const login = `deal${stamp}`;
  const creator = await api.createTwitchCreator(login);
  await api.inviteToCampaign(campaign.id, [creator.id]);

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view?tab=workflow`);
  await expect(rowOf(page, login)).toContainText('Invited', { timeout: 60_000 });

  // Approve asks for the deal, prefilled from the campaign's.
  await rowOf(page, login).getByRole('checkbox', { name: 'Select row' }).check();
  await clickBulkAction(page, 'Approve');
  const approve = page.getByRole('dialog', { name: 'Approve 1 creator' });
  await expect(approve).toContainText('prefilled from the campaign deal ($500 for 2 posts)');
  const revenue = approve.getByRole('spinbutton', { name: 'Revenue amount' });
  await expect(revenue).toHaveValue('500');
  await expect(approve.getByRole('spinbutton', { name: 'Number of posts' })).toHaveValue('2');
  // No approval without a deal: the dialog says it in the server's words.
  await revenue.fill('');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve.getByText('Enter the revenue amount of the deal')).toBeVisible();
  await revenue.fill('650');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('1 approved')).toBeVisible({ timeout: 20_000 });
  await expect(approve).toBeHidden();
  await expect(rowOf(page, login)).toContainText('Approved');
  await expect(rowOf(page, login)).toContainText('$650');
  await expect(rowOf(page, login)).toContainText('2 posts');

  // Mark as paid defaults to the agreed deal and says what it is.
  await rowOf(page, login).getByRole('checkbox', { name: 'Select row' }).check();
  await clickBulkAction(page, 'Mark as paid');
  const pay = page.getByRole('dialog', { name: 'Mark 1 creator as paid' });
  const agreed = pay.getByRole('radio', { name: /The agreed deal/ });
  await expect(agreed).toBeChecked();
  await expect(pay.getByText('$650', { exact: true })).toBeVisible();
  // None of the 2 agreed posts is out yet: paying now takes a reason (issue 31).
  await pay
    .getByRole('textbox', { name: 'Reason for paying now' })
    .fill('Paid up front, as agreed');
  await pay.getByRole('button', { name: 'Mark as paid', exact: true }).click();
  await expect(page.getByText('1 marked as paid')).toBeVisible({ timeout: 20_000 });
  await expect(pay).toBeHidden();
  await expect(rowOf(page, login)).toContainText('Paid');

  const list = await api.post<{ items: WorkflowRow[] }>(
    `/campaign/${campaign.id}/influencers/list`,
    {},
  );
  expect(list.items.find((r) => r.id === creator.id)).toMatchObject({
    status: 6,
    revenueAmount: 650,
    postCount: 2,
  });
});

test('bulk invite says how many emails go out and from whom before sending; a creator without email is invited without one', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const sender = `anna${stamp}@studio.test`;
  await api.addSenderAccount({ email: sender, name: 'Anna Studio' }, smtp());
  const campaign = await api.createCampaign(`Invite Run ${stamp}`, {
    name: `Invites ${stamp}`,
    senderEmail: sender,
    senderName: 'Anna',
  });
  const withEmail = ['ivy', 'kai'].map((n) => `${n}${stamp}`);
  const withoutEmail = `nomail${stamp}`;
  const ids: number[] = [];
  for (const login of withEmail) {
    ids.push((await api.createTwitchCreator(login, { email: `${login}@creators.test` })).id);
  }
  ids.push((await api.createTwitchCreator(withoutEmail)).id);
  await api.addToCampaign(campaign.id, ids);
  const workflowRows = async () =>
    (
      await api.post<{ items: WorkflowRow[] }>(`/campaign/${campaign.id}/influencers/list`, {
        sort: { field: 'createdAt', order: 'asc' },
      })
    ).items;
  const mailsTo = (login: string) =>
    smtp().mails.filter((m) => m.to.includes(`${login}@creators.test`)).length;

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view?tab=workflow`);
  await expect(rowOf(page, withoutEmail)).toContainText('Pending', { timeout: 60_000 });

  await creatorsGrid(page).getByRole('checkbox', { name: 'Select all rows' }).check();
  await clickBulkAction(page, 'Invite');
  const confirm = page.getByRole('dialog', { name: 'Invite 3 creators' });
  const happens = confirm.getByRole('list', { name: 'What will happen' });
  await expect(happens).toContainText(`2 emails from ${sender}`, { timeout: 30_000 });
  await expect(happens).toContainText('1 has no email and will be invited without one');
  // Nothing has been sent or changed yet.
  expect(withEmail.map(mailsTo)).toEqual([0, 0]);
  expect((await workflowRows()).map((r) => [r.status, r.inviteEmail])).toEqual([
    [1, null],
    [1, null],
    [1, null],
  ]);

  await confirm.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('3 invited; 1 without an email')).toBeVisible({ timeout: 20_000 });
  await expect(confirm).toBeHidden();
  // The creator without an email shows "No email" at once, never "Queued".
  await expect(rowOf(page, withoutEmail)).toContainText('No email');
  await expect(rowOf(page, withoutEmail)).not.toContainText('Queued');

  await expect.poll(() => withEmail.map(mailsTo), { timeout: 30_000 }).toEqual([1, 1]);
  const mail = smtp().mails.find((m) => m.to.includes(`${withEmail[0]}@creators.test`));
  expect(mail?.from).toBe(sender);
  // Once the emails are out: "Sent" for those with an address, still "No email" (not "Failed").
  await expect
    .poll(async () => (await workflowRows()).map((r) => r.inviteEmail), { timeout: 30_000 })
    .toEqual(['sent', 'sent', 'none']);
  await page.reload();
  await expect(rowOf(page, withEmail[0] ?? '')).toContainText('Sent', { timeout: 60_000 });
  await expect(rowOf(page, withoutEmail)).toContainText('No email');
});
