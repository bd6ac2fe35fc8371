import { twitchPlayersOf } from '../support/discovery-dataset.ts';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';

// Discovery in the browser, on the embedded server (discovery in-process): an Admin loads a
// dataset, finds a game, filters the creators who played it, adds them to a campaign, and
// sees them Pending in the Workflow.
test('search a game, filter its creators, add them to a campaign, see them Pending', async ({
  page,
  api,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const campaign = await api.createCampaign(`Quest ${stamp}`, { name: `Discovery ${stamp}` });
  const gameName = `Baldur Quest ${stamp}`;
  const igdbId = 5_000_000 + (Date.now() % 1e6);
  const players = ['ada', 'bo', 'cy'].map((n) => `${n}${stamp}`);
  const rows = [
    { type: 'game', igdbId, name: gameName, firstReleaseDate: '2023-08-03', genreIds: [12] },
    ...twitchPlayersOf(igdbId, stamp, players),
    // Streams other things: not among the game's creators.
    {
      type: 'creator',
      platform: 'twitch',
      platformId: `${stamp}9`,
      handle: `other${stamp}`,
      displayName: `other${stamp}`,
      followers: 90_000,
    },
  ];

  await useSignedInSession(page);
  await page.goto('/discovery');

  // The dataset, through the app (an embedded installation has no other way).
  await page.getByRole('button', { name: 'Import a dataset' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import a dataset' });
  await dialog
    .getByLabel('Choose a dataset file')
    .first()
    .setInputFiles({
      name: 'dataset.ndjson',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n')),
    });
  await expect(dialog.getByText(`Imported ${rows.length} rows`)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The game, its drawer, and the creators who played it.
  await page.getByRole('tab', { name: 'Games' }).click();
  await page.getByLabel('Search games').fill(`baldur quest ${stamp}`);
  await page.getByText(gameName, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Filter creators who played this' }).click();
  const grid = page.getByRole('grid').first();
  for (const login of players) await expect(grid.getByText(login).first()).toBeVisible();
  await expect(grid.getByText(`other${stamp}`)).toHaveCount(0);

  // All three into the campaign.
  await grid.getByRole('checkbox', { name: /select all/i }).check();
  await page.getByRole('button', { name: 'Add to campaign' }).first().click();
  const pick = page.getByRole('dialog', { name: 'Add to campaign' });
  await pick.getByRole('combobox', { name: 'Campaign' }).fill(`Discovery ${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Discovery ${stamp}`) }).click();
  await pick.getByRole('button', { name: 'Add to campaign' }).click();
  await expect(page.getByText('3 added to the CRM, 0 already in it, 0 failed')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await page.goto(`/campaigns/${campaign.id}/view?tab=workflow`);
  const workflow = page.getByRole('grid', { name: 'Campaign creators' });
  for (const login of players) {
    await expect(workflow.getByRole('row').filter({ hasText: login })).toContainText('Pending');
  }
});
