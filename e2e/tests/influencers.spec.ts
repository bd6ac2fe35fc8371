import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';

/** Twitch logins are 4-25 characters, so generated names use a short, unique stamp. */
const shortStamp = () => `${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`;

test.beforeEach(async ({ page }) => {
  await useSignedInSession(page);
  await page.goto('/');
});

test('add a creator by link, and hear the server about a bad one', async ({ page }) => {
  const handle = `e2elink${Date.now()}`;
  await page.goto('/influencers');
  await page.getByRole('button', { name: 'Add influencer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add influencer' });
  await dialog
    .getByRole('textbox', { name: 'Channel URL' })
    .fill('https://example.com/not-a-channel');
  await dialog.getByRole('button', { name: 'Add influencer' }).click();
  await expect(dialog.getByText('Unsupported channel URL')).toBeVisible();

  await dialog
    .getByRole('textbox', { name: 'Channel URL' })
    .fill(`https://www.youtube.com/@${handle}`);
  await dialog.getByRole('button', { name: 'Add influencer' }).click();
  await expect(page).toHaveURL(/\/influencers\/\d+/);
  await expect(page.getByText(`@${handle}`).first()).toBeVisible();
  // No YouTube key in this environment: the channel is kept and says so.
  await expect(page.getByText('Stats not configured').first()).toBeVisible();

  // The same channel again is refused.
  await page.goto('/influencers');
  await page.getByRole('button', { name: 'Add influencer' }).first().click();
  const again = page.getByRole('dialog', { name: 'Add influencer' });
  await again.getByRole('textbox', { name: 'Channel URL' }).fill(`youtube.com/@${handle}`);
  await again.getByRole('button', { name: 'Add influencer' }).click();
  await expect(again.getByText('Channel already exists')).toBeVisible();
});

test('import a spreadsheet and watch it finish, with the bad row explained', async ({
  page,
}, testInfo) => {
  const stamp = shortStamp();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Influencers');
  sheet.addRow(['Channel URL', 'Media name', 'Email', 'Country', 'Language', 'Tags']);
  for (let i = 1; i <= 12; i++) {
    sheet.addRow([
      `https://www.twitch.tv/imp${stamp}x${i}`,
      `Import ${i}`,
      '',
      'DE',
      'de',
      'indie',
    ]);
  }
  sheet.addRow(['https://example.com/nope', 'Broken', '', '', '', '']);
  mkdirSync(testInfo.outputDir, { recursive: true });
  const file = join(testInfo.outputDir, 'creators.xlsx');
  await workbook.xlsx.writeFile(file);

  await page.goto('/influencers');
  await page.getByRole('button', { name: 'Add influencer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add influencer' });
  await dialog.getByRole('tab', { name: 'Import XLS' }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  expect((await download).suggestedFilename()).toBe('influencers-template.xlsx');

  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import' }).click();
  const progress = page.getByRole('region', { name: /Import progress/ }).first();
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(progress.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByText('13 of 13 rows')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rows to review' })).toContainText('Row 14');
});

test('filter, save a view, reload and get it back', async ({ page, api }) => {
  const stamp = shortStamp();
  for (const country of ['FR', 'FR', 'JP']) {
    await api.post('/influencer', {
      url: `https://www.twitch.tv/v${stamp}${country}${Math.floor(Math.random() * 1e4)}`,
      country,
    });
  }
  await page.goto('/influencers');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Twitch' }).check();
  await page.getByRole('combobox', { name: 'Country' }).fill('Japan');
  await page.getByRole('option', { name: /Japan/ }).first().click();
  await page.getByRole('button', { name: 'Close filters' }).click();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText('Twitch');
  await expect(chips).toContainText('Japan');

  const viewName = `Japanese streamers ${stamp}`;
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill(viewName);
  await page.getByRole('dialog').getByRole('button', { name: 'Save view' }).click();
  await expect(page).toHaveURL(/[?&]view=\d+/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Saved view' })).toContainText(viewName);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Japan');
  const rows = page.getByRole('grid').getByRole('row');
  await expect(rows.filter({ hasText: `v${stamp}jp` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `v${stamp}fr` })).toHaveCount(0);
});

test('merge two lists', async ({ page, api }) => {
  const stamp = shortStamp();
  const a = await api.post<{ id: number }>('/influencer', {
    url: `https://www.twitch.tv/e2elista${stamp}`,
  });
  const b = await api.post<{ id: number }>('/influencer', {
    url: `https://www.twitch.tv/e2elistb${stamp}`,
  });
  const source = await api.post<{ id: number }>('/list/influencer', { name: `Shortlist ${stamp}` });
  const target = await api.post<{ id: number }>('/list/influencer', { name: `Launch ${stamp}` });
  await api.post('/influencer/lists', { ids: [a.id], listIds: [source.id] });
  await api.post('/influencer/lists', { ids: [b.id], listIds: [target.id] });

  await page.goto('/settings?tab=lists');
  await page.getByRole('button', { name: 'Merge lists' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge lists' });
  await dialog.getByRole('combobox', { name: 'Merge this list' }).click();
  await page.getByRole('option', { name: new RegExp(`Shortlist ${stamp}`) }).click();
  await dialog.getByRole('combobox', { name: 'Into this list' }).click();
  await page.getByRole('option', { name: new RegExp(`Launch ${stamp}`) }).click();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toBeHidden();

  const grid = page.getByRole('grid', { name: 'Lists' });
  await expect(grid.getByRole('row').filter({ hasText: `Shortlist ${stamp}` })).toHaveCount(0);
  await expect(grid.getByRole('row').filter({ hasText: `Launch ${stamp}` })).toContainText('2');
});

test("a list's menu leads to its members, and selecting the whole page selects them", async ({
  page,
  api,
}) => {
  const stamp = shortStamp();
  const ids = await Promise.all(
    ['a', 'b', 'c'].map(async (n) => {
      const made = await api.post<{ id: number }>('/influencer', {
        url: `https://www.twitch.tv/e2emembers${n}${stamp}`,
      });
      return made.id;
    }),
  );
  const list = await api.post<{ id: number }>('/list/influencer', { name: `Members ${stamp}` });
  await api.post('/influencer/lists', { ids, listIds: [list.id] });

  await page.goto('/settings?tab=lists');
  await page.getByRole('button', { name: `Actions for Members ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'View members' }).click();
  // The grid reads ?list= once and takes it out of the address (a reload shows everyone):
  // what shows is the members alone, and "3 selected" below proves no one else is on the page.
  await expect(page).toHaveURL(/\/influencers(\?|$)/);

  // "Select all" answers an exclude-type selection: every row on the page counts as selected.
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').filter({ hasText: `e2emembers` })).toHaveCount(3);
  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
});
