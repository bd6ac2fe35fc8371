import type { Page } from '@playwright/test';
import { adminApi, expect, test, useSignedInSession } from '../support/fixtures.ts';
import { adminCredentials, type RunningServer, startServer } from '../support/server.ts';

// Its own server: a workspace with no products yet (the shared one has other tests'), and no
// PUBLIC_URL, so links must name the address the team reaches this server at.
let server: RunningServer | null = null;
test.afterAll(async () => {
  await server?.stop();
});

async function signInAt(page: Page, url: string) {
  await useSignedInSession(page, adminCredentials, url);
  await page.goto(`${url}/`);
}

type WorkflowRow = { influencer: { id: number }; inviteUrl: string | null };

test('the wizard with no products: add one in place, a brief is required, links name this server', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  server = await startServer({ PUBLIC_URL: '' });
  const url = server.url;
  await signInAt(page, url);

  await page.goto(`${url}/campaigns?add`);
  const wizard = page.getByRole('dialog', { name: 'New campaign' });
  await wizard.getByRole('textbox', { name: 'Campaign name' }).fill('Lantern launch');
  const hint = 'No products yet: add the game this campaign is for with New product.';
  await expect(wizard.getByText(hint)).toBeVisible({ timeout: 20_000 });

  // Next without a product: the error shows, and the way out stays beside it.
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizard.getByText('Product is required')).toBeVisible();
  await expect(wizard.getByText(hint)).toBeVisible();
  await wizard.getByRole('button', { name: 'New product' }).click();
  const product = page.getByRole('dialog', { name: 'Add product' });
  await product.getByRole('textbox', { name: 'Title' }).fill('Lantern Keeper');
  await product.getByRole('button', { name: 'Add product' }).click();
  await expect(product).toBeHidden();

  // Back in the same wizard, the step kept, the new product chosen.
  await expect(wizard.getByRole('textbox', { name: 'Campaign name' })).toHaveValue(
    'Lantern launch',
  );
  await expect(wizard.getByRole('combobox', { name: 'Product' })).toHaveText('Lantern Keeper');
  await expect(wizard.getByText(hint)).toBeHidden();
  await expect(wizard.getByText('Product is required')).toBeHidden();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();

  // An empty brief is refused, in the form's words.
  await wizard.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(wizard.getByText('Brief is required')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\?add/);
  await wizard.getByRole('textbox', { name: 'Brief', exact: true }).fill('Light every lantern.');
  await wizard.getByRole('button', { name: 'Create Campaign' }).click();
  // The campaign page's first load on this test's own server: over 20 s on CI while the
  // accessibility walks ran beside it (the router's progress bar still busy).
  await expect(page).toHaveURL(/\/campaigns\/\d+\/view/, { timeout: 60_000 });
  const campaignId = Number(/campaigns\/(\d+)\/view/.exec(page.url())?.[1]);

  // With PUBLIC_URL unset, the invite link is on the address this server was reached at.
  const api = await adminApi(url);
  const invited = await api.createTwitchCreator(`lantern${Date.now() % 1e8}`);
  await api.addToCampaign(campaignId, [invited.id]);
  await api.post(`/campaign/${campaignId}/influencers/invite`, { ids: [invited.id] });
  const rows = await api.post<{ items: WorkflowRow[] }>(
    `/campaign/${campaignId}/influencers/list`,
    {},
  );
  const inviteUrl = rows.items.find((r) => r.influencer.id === invited.id)?.inviteUrl ?? '';
  expect(inviteUrl.startsWith(`${url}/invite/`)).toBe(true);
  // The creator opens it, signed out, and reads the brief and their status in their words.
  const creator = await browser.newContext();
  const creatorPage = await creator.newPage();
  await creatorPage.goto(inviteUrl);
  await expect(creatorPage.getByText('Light every lantern.')).toBeVisible({ timeout: 30_000 });
  await expect(creatorPage.getByText('You’re invited', { exact: true })).toBeVisible();
  await creator.close();
});
