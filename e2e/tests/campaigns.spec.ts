import { clickBulkAction, expect, test, useSignedInSession } from '../support/fixtures.ts';

type WorkflowRow = { id: number; influencer: { mediaName: string }; inviteUrl: string | null };

test('a paid campaign from the wizard to the numbers on Statistics', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  await api.post('/product', {
    title: `Hollow Reach ${stamp}`,
    platforms: ['steam'],
  });
  const creators = ['ana', 'ben'].map((who) => `${who}${stamp}`);
  for (const login of creators) {
    await api.createTwitchCreator(login);
  }

  await useSignedInSession(page);

  // The wizard: Basic Info, then Brief and Instructions, then Create Campaign.
  const name = `Launch ${stamp}`;
  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'New campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\?add/);
  const wizard = page.getByRole('dialog', { name: 'New campaign' });
  await wizard.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await wizard.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: new RegExp(`Hollow Reach ${stamp}`) }).click();
  await wizard.getByRole('radio', { name: 'Paid' }).check();
  await wizard.getByRole('spinbutton', { name: 'Deal revenue amount' }).fill('500');
  await wizard.getByRole('spinbutton', { name: 'Posts per creator' }).fill('1');
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard
    .getByRole('textbox', { name: 'Brief', exact: true })
    .fill('Play the first hour on stream.');
  await wizard
    .getByRole('textbox', { name: 'Instructions', exact: true })
    .fill('Link the Steam page.');
  await wizard.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+\/view/);
  const campaignId = Number(/campaigns\/(\d+)\/view/.exec(page.url())?.[1]);

  // Add both creators from the CRM.
  await page.getByRole('button', { name: 'Add creators' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add creators' });
  await add.getByRole('searchbox', { name: 'Search creators' }).fill(stamp);
  for (const login of creators) await add.getByRole('checkbox', { name: login }).check();
  await add.getByRole('button', { name: 'Add 2 creators' }).click();
  await expect(add).toBeHidden();

  const grid = page.getByRole('grid', { name: 'Campaign creators' });
  const rowOf = (login: string) => grid.getByRole('row').filter({ hasText: login });
  const selectRow = (login: string) =>
    rowOf(login).getByRole('checkbox', { name: 'Select row' }).check();
  await expect(rowOf(creators[0] ?? '')).toContainText('Pending');

  // Invite both (the dialog says what goes out first), then approve one with a deal.
  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  await clickBulkAction(page, 'Invite');
  const invite = page.getByRole('dialog', { name: 'Invite 2 creators' });
  await expect(invite).toContainText('2 have no email and will be invited without one');
  await invite.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('2 invited')).toBeVisible();
  await expect(rowOf(creators[0] ?? '')).toContainText('Invited');

  await selectRow(creators[0] ?? '');
  await clickBulkAction(page, 'Approve');
  const approve = page.getByRole('dialog', { name: 'Approve 1 creator' });
  await approve.getByRole('spinbutton', { name: 'Revenue amount' }).fill('750');
  await approve.getByRole('spinbutton', { name: 'Number of posts' }).fill('1');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(rowOf(creators[0] ?? '')).toContainText('Approved');

  // The creator opens their invite link (no login) and submits the published video.
  const rows = await api.post<{ items: WorkflowRow[] }>(
    `/campaign/${campaignId}/influencers/list`,
    {},
  );
  const ana = rows.items.find((r) => r.influencer.mediaName === creators[0]);
  expect(ana?.inviteUrl).toMatch(/\/invite\/[\w-]{16,}$/);
  const creatorPage = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await creatorPage.goto(new URL(ana?.inviteUrl ?? '', baseURL).toString());
  await expect(creatorPage.getByRole('heading', { name })).toBeVisible();
  await expect(creatorPage.getByText('Play the first hour on stream.')).toBeVisible();
  const submitPost = async (url: string) => {
    await creatorPage.getByRole('textbox', { name: 'Video or stream URL' }).fill(url);
    await creatorPage.getByRole('button', { name: 'Submit' }).click();
  };
  // The creator reads their status in their words, and what a video link must look like.
  await expect(creatorPage.getByText('You’re in', { exact: true })).toBeVisible();
  await submitPost('https://example.com/x');
  await expect(creatorPage.getByText(/^Not a video link\. .*twitch\.tv\/videos/)).toBeVisible();
  await submitPost('https://www.twitch.tv/videos/2211000111');
  await expect(creatorPage.getByText('Thanks! Your post was received')).toBeVisible();

  // Back in the team tool: Completed, then paid.
  await page.reload();
  await expect(rowOf(creators[0] ?? '')).toContainText('Completed');
  await selectRow(creators[0] ?? '');
  await clickBulkAction(page, 'Mark as paid');
  const pay = page.getByRole('dialog', { name: 'Mark 1 creator as paid' });
  await expect(pay.getByText('$750', { exact: true })).toBeVisible();
  await pay.getByRole('button', { name: 'Mark as paid', exact: true }).click();
  await expect(rowOf(creators[0] ?? '')).toContainText('Paid');

  // The numbers on Statistics.
  await page.getByRole('tab', { name: 'Statistics' }).click();
  const card = (title: string) =>
    page
      .locator('.MuiCard-root')
      .filter({ has: page.getByText(title, { exact: true }) })
      .first();
  await expect(card('Invited')).toContainText('2');
  await expect(card('Approved')).toContainText('1');
  await expect(card('Completed')).toContainText('1');
  await expect(card('Paid')).toContainText('1');
  await expect(card('Spend')).toContainText('750');
});
