import { type FakePlatforms, listenFakePlatforms } from '../../apps/server/test/fake-platforms.ts';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// Settings > Integrations in the browser, on a server of its own: YouTube works (the
// stand-in), Twitch is set up with a wrong secret (its Test fails, in words, with the fix),
// Google sign-in is not configured (the card names the settings), IGDB's address is gone.
let server: RunningServer | null = null;
let fake: FakePlatforms | null = null;
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test('one card per provider: working, failing with its fix, not configured', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  fake = await listenFakePlatforms();
  server = await startServer({
    ...fake.env,
    TWITCH_CLIENT_SECRET: 'not-the-secret',
    IGDB_API_URL: 'http://127.0.0.1:9/v4',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
  });
  await useSignedInSession(page, undefined, server.url);
  await page.goto(`${server.url}/settings?tab=integrations`);

  const card = (name: string) => page.getByRole('region', { name });
  const youtube = card('YouTube Data API v3');
  await youtube.getByRole('button', { name: 'Test YouTube Data API v3' }).click();
  await expect(youtube.getByText('Working', { exact: true })).toBeVisible();
  await expect(youtube.getByText(/Used: 1 of 10,000 units today/)).toBeVisible();

  const twitch = card('Twitch Helix');
  await twitch.getByRole('button', { name: 'Test Twitch Helix' }).click();
  await expect(twitch.getByText('Failing', { exact: true })).toBeVisible();
  await expect(twitch.getByRole('alert')).toContainText('invalid client secret');
  await expect(twitch.getByRole('alert')).toContainText(
    'Fix: Set TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET',
  );

  const google = card('Google sign-in (Gmail)');
  await expect(google.getByText('Not configured', { exact: true })).toBeVisible();
  await expect(google.getByText(/Set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET/)).toBeVisible();
  await expect(google.getByRole('button', { name: 'Test Google sign-in (Gmail)' })).toBeDisabled();

  const igdb = card('IGDB v4');
  await igdb.getByRole('button', { name: 'Test IGDB v4' }).click();
  await expect(igdb.getByText('Failing', { exact: true })).toBeVisible();

  // The failing state is kept: a reload shows the same cards from the server's store.
  await page.reload();
  await expect(card('Twitch Helix').getByText('Failing', { exact: true })).toBeVisible();
  const shots = process.env.E2E_SHOTS_DIR ?? info.outputDir;
  await page.screenshot({ path: `${shots}/integrations-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/integrations-390.png`, fullPage: true });
});
