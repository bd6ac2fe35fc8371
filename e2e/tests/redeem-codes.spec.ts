import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clickBulkAction, expect, test, useSignedInSession } from '../support/fixtures.ts';

type WorkflowRow = { id: number; influencer: { mediaName: string }; inviteUrl: string | null };

test('import keys, approve a creator, the creator claims, export the unused ones', async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = `${Date.now() % 1e8}`;
  const campaign = await api.createCampaign(
    { title: `Starfall ${stamp}`, platforms: ['steam'] },
    { name: `Keys ${stamp}`, redeemCodePlatforms: ['steam'] },
  );
  const login = `keys${stamp}`;
  const creator = await api.createTwitchCreator(login);
  await api.inviteToCampaign(campaign.id, [creator.id]);

  // A .txt with CRLF endings, a blank line and a repeat.
  mkdirSync(testInfo.outputDir, { recursive: true });
  const file = join(testInfo.outputDir, 'steam-keys.txt');
  const codes = ['AAAA-1111', 'BBBB-2222', 'CCCC-3333', 'DDDD-4444'].map((c) => `${c}-${stamp}`);
  writeFileSync(file, `${codes.join('\r\n')}\r\n\r\n${codes[0]}\r\n`);

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view?tab=redeem-codes`);
  await page.getByRole('button', { name: 'Import codes' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import codes' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: /^Import \d+ into Steam$/ }).click();
  await expect(dialog.getByText('4 codes added')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const pool = page.getByRole('region', { name: 'Steam pool' });
  await expect(pool).toContainText('4');

  // Shortlisting in a free campaign reserves the creator's bundle.
  await page.getByRole('tab', { name: 'Workflow' }).click();
  const grid = page.getByRole('grid', { name: 'Campaign creators' });
  await grid
    .getByRole('row')
    .filter({ hasText: login })
    .getByRole('checkbox', { name: 'Select row' })
    .check();
  await clickBulkAction(page, 'Shortlist');
  await page
    .getByRole('dialog', { name: 'Shortlist 1 creator' })
    .getByRole('button', { name: 'Shortlist', exact: true })
    .click();
  await expect(page.getByText('1 shortlisted')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: login })).toContainText('Shortlisted');

  // The creator claims on the invite page and sees the same key after a reload.
  const rows = await api.post<{ items: WorkflowRow[] }>(
    `/campaign/${campaign.id}/influencers/list`,
    {},
  );
  const inviteUrl = rows.items.find((r) => r.influencer.mediaName === login)?.inviteUrl ?? '';
  const creatorPage = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await creatorPage.goto(new URL(inviteUrl, baseURL).toString());
  await creatorPage.getByRole('button', { name: 'Get my key' }).click();
  const keys = creatorPage.getByRole('region', { name: 'Steam keys' });
  await expect(keys).toBeVisible();
  const shown = (await keys.innerText()).match(/[A-Z]{4}-\d{4}-\d+/)?.[0] ?? '';
  expect(codes).toContain(shown);
  await creatorPage.reload();
  await expect(creatorPage.getByRole('region', { name: 'Steam keys' })).toContainText(shown);

  // Export the unused keys, removing them from the pool: three codes, not the issued one.
  await page.getByRole('tab', { name: 'Redeem Codes' }).click();
  // The Workflow tab has an Export button too: wait until the keys tab has replaced it.
  await expect(page.getByRole('heading', { name: 'Keys', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export codes' });
  await exportDialog.getByRole('radio', { name: /Unused codes/ }).check();
  await exportDialog.getByRole('checkbox', { name: 'Remove them from the pool' }).check();
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export and remove' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('unused-redeem-codes.txt');
  const exported = readFileSync((await saved.path()) ?? '', 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(exported).toHaveLength(3);
  expect(exported).not.toContain(shown);
  expect(new Set([...exported, shown])).toEqual(new Set(codes));
});
