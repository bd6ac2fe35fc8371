import type { Locator, Page } from '@playwright/test';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';

// The smallest laptop screen the team tool is made for.
test.use({ viewport: { width: 1280, height: 800 } });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** Whether `inner` lies within `outer` sideways (a pixel of rounding allowed). */
function within(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
}

/** Scrolls the grid sideways as far as it goes towards its end (left, right to left). */
async function scrollToEnd(grid: Locator) {
  await grid.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
    scroller.scrollLeft = (getComputedStyle(scroller).direction === 'rtl' ? -1 : 1) * 100_000;
  });
}

/** The pager's label as laid out: does "1" come before "of" in reading order, left to right? */
async function pagerReadsLeftToRight(page: Page) {
  return page.locator('.MuiTablePagination-displayedRows').evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return false;
    const content = text.textContent ?? '';
    const left = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    const from = content.search(/\d/);
    const of = content.indexOf('of');
    const total = content.lastIndexOf('2');
    return from >= 0 && of > from && left(from) < left(of) && left(of) < left(total);
  });
}

async function expectFits(page: Page, grid: Locator) {
  const gridBox = await boxOf(grid);
  const creator = grid.getByRole('columnheader', { name: 'Creator' });
  const lastChange = grid.getByRole('columnheader', { name: 'Last change' });
  await expect(lastChange).toBeVisible();
  expect(within(await boxOf(lastChange), gridBox)).toBe(true);
  expect(within(await boxOf(creator), gridBox)).toBe(true);
  // The footer's count reads "1–2 of 2" in either direction (the numbers are isolated).
  const pager = await page.locator('.MuiTablePagination-displayedRows').textContent();
  expect(pager?.replace(/[\u2066-\u2069]/g, '')).toBe('1–2 of 2');
  expect(await pagerReadsLeftToRight(page)).toBe(true);
}

async function expectScrollsWithCreatorInView(page: Page, grid: Locator, rtl: boolean) {
  // The grid's root carries the scroll marks (its role="grid" element is inside it).
  const root = page.locator('.MuiDataGrid-root', { has: grid });
  const gridBox = await boxOf(grid);
  const creator = grid.getByRole('columnheader', { name: 'Creator' });
  const lastChange = grid.getByRole('columnheader', { name: 'Last change' });
  // Wider than the card now: Last change starts out of view, beyond the shaded edge.
  await expect(root).toHaveAttribute('data-more', '');
  expect(within(await boxOf(lastChange), gridBox)).toBe(false);

  await scrollToEnd(grid);
  await expect(root).toHaveAttribute('data-scrolled', '');
  await expect(root).not.toHaveAttribute('data-more', '');
  await expect.poll(async () => within(await boxOf(lastChange), gridBox)).toBe(true);
  // The first column stuck at the start edge (after the checkbox column).
  const creatorBox = await boxOf(creator);
  expect(within(creatorBox, gridBox)).toBe(true);
  const fromStart = rtl
    ? gridBox.x + gridBox.width - (creatorBox.x + creatorBox.width)
    : creatorBox.x - gridBox.x;
  expect(fromStart).toBeLessThan(60);
  // A creator's name stays readable, not covered by the cells scrolled under it.
  await expect(grid.getByRole('link', { name: 'fit-ana' }).first()).toBeVisible();
}

test('the Workflow table shows its last column at 1280 px, left to right and right to left', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const campaign = await api.createCampaign(`Fit Reach ${stamp}`, {
    name: `Fit ${stamp}`,
    type: 'paid',
    dealRevenueAmount: 500,
    dealPostCount: 1,
  });
  const ids: number[] = [];
  for (const login of [`fitana${stamp}`, `fitben${stamp}`]) {
    const { id } = await api.createTwitchCreator(login, {
      mediaName: login.startsWith('fitana') ? 'fit-ana' : 'fit-ben',
    });
    ids.push(id);
  }
  await api.inviteToCampaign(campaign.id, ids);

  await useSignedInSession(page);
  await page.goto(`/campaigns/${campaign.id}/view`);
  const grid = page.getByRole('grid', { name: 'Campaign creators' });
  await expect(grid.getByRole('row').filter({ hasText: 'fit-ana' })).toBeVisible();

  // Everything that matters fits without scrolling; Channels and Subscribers stepped aside.
  await expectFits(page, grid);
  await expect(grid.getByRole('columnheader', { name: 'Channels' })).toHaveCount(0);

  // Bring them back from Display: the table scrolls, the creator column stays in view.
  await page.getByRole('button', { name: 'Display' }).click();
  const display = page.getByRole('dialog', { name: 'Display' });
  await display.getByRole('checkbox', { name: /Channels/ }).check();
  await display.getByRole('checkbox', { name: /Subscribers/ }).check();
  await page.keyboard.press('Escape');
  await expect(display).toBeHidden();
  await expect(grid.getByRole('columnheader', { name: 'Channels' })).toBeVisible();
  await expectScrollsWithCreatorInView(page, grid, false);

  // Right to left (Arabic): the choice is kept for this user, and the same holds mirrored.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(grid.getByRole('row').filter({ hasText: 'fit-ana' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Channels' })).toBeVisible();
  await expectScrollsWithCreatorInView(page, grid, true);
  expect(await pagerReadsLeftToRight(page)).toBe(true);

  // Back to the table's own columns: it fits again, right to left too.
  await page.getByRole('button', { name: 'Display' }).click();
  await display.getByRole('button', { name: 'Reset' }).click();
  await page.keyboard.press('Escape');
  // Closed first: while the panel is open the grid is hidden from the accessibility tree, so
  // "no Channels header" would hold whatever Reset did.
  await expect(display).toBeHidden();
  await expect(grid.getByRole('columnheader', { name: 'Channels' })).toHaveCount(0);
  await expectFits(page, grid);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
