import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';

// Creator lists arrive as .xls, .csv and .ods as well as .xlsx: each goes through the same
// Import dialog and ends with the same report, its bad row explained.

test.beforeEach(async ({ page }) => {
  await useSignedInSession(page);
  await page.goto('/');
});

const formats = [
  ['xls', 'biff8'],
  ['csv', 'csv'],
  ['ods', 'ods'],
] as const;

for (const [extension, bookType] of formats) {
  test(`import an .${extension} file: three creators in, the bad row explained`, async ({
    page,
  }, testInfo) => {
    const stamp = `${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`;
    const rows = [
      ['Channel URL', 'Media name', 'Country', 'Tags'],
      ...[1, 2, 3].map((i) => [
        `https://www.twitch.tv/${extension}${stamp}n${i}`,
        `${extension} ${i}`,
        'DE',
        'indie',
      ]),
      ['https://example.com/not-a-channel', 'Broken', '', ''],
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Influencers');
    mkdirSync(testInfo.outputDir, { recursive: true });
    const file = join(testInfo.outputDir, `creators.${extension}`);
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType }));

    await page.goto('/influencers');
    await page.getByRole('button', { name: 'Add influencer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add influencer' });
    await dialog.getByRole('tab', { name: 'Import XLS' }).click();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByText(`creators.${extension}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();

    const progress = page.getByRole('region', { name: /Import progress/ }).first();
    await expect(progress.getByText('Completed')).toBeVisible({ timeout: 30_000 });
    await expect(progress.getByText('4 of 4 rows')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rows to review' })).toContainText('Row 5');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('searchbox', { name: 'Search influencers' }).fill(`${extension}${stamp}`);
    await expect(
      page
        .getByRole('grid')
        .getByRole('row')
        .filter({ hasText: `${extension} ` }),
    ).toHaveCount(3);
  });
}
