import { addYoutubeChannel } from '../../apps/server/test/fake-platforms.ts';
import { audit } from '../support/axe.ts';
import { adminApi, expect, test, useSignedInSession } from '../support/fixtures.ts';
import { liveCaptureStack } from '../support/live-capture.ts';
import { adminCredentials } from '../support/server.ts';

// Issue 26 on the campaign invite page: the campaign asks invited creators to prove their
// channel. On a phone, the creator first signs in with someone else's Google account (told
// it is not theirs, no key), then with their own, and gets the key.
const startStack = liveCaptureStack(
  { user: 'invite-proof@studio.test', password: 'Smtp-pass-5' },
  (fake) => ({ ...fake.env, ...fake.googleSignInEnv }),
);

type WorkflowRow = { influencer: { id: number }; inviteUrl: string | null };

test('an invited creator proves the channel by signing in before the key, on a phone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now() % 1e8}`;
  const { fake, server } = await startStack();
  const channel = (handle: string, title: string) =>
    addYoutubeChannel(fake, { handle, title, subscribers: 30_000, views: 1e6, videos: 90 }).id;
  const ownId = channel(`quill${stamp}`, 'Quill Plays');
  const strangerId = channel(`reseller${stamp}`, 'Key Deals');
  const api = await adminApi(server.url);
  const campaign = await api.createCampaign(
    { title: `Starfall ${stamp}`, platforms: ['steam'] },
    { name: `Proof ${stamp}`, redeemCodePlatforms: ['steam'] },
  );
  await api.post('/redeem-code', {
    campaignId: campaign.id,
    platform: 'steam',
    codes: [`QUILL-${stamp}`],
  });
  const creator = await api.post<{ id: number }>('/influencer', {
    url: `https://www.youtube.com/channel/${ownId}`,
    mediaName: 'Quill Plays',
  });
  await api.addToCampaign(campaign.id, [creator.id]);
  await api.post(`/campaign/${campaign.id}/influencers/approve`, { ids: [creator.id] });

  // The manager asks for the proof in the campaign's settings.
  const desk = await browser.newPage();
  await useSignedInSession(desk, adminCredentials, server.url);
  await desk.goto(`${server.url}/campaigns/${campaign.id}/view?tab=settings`);
  const ask = desk.getByRole('switch', {
    name: 'Invited creators prove their channel before taking a key',
  });
  await expect(ask).not.toBeChecked();
  await ask.check();
  await desk.getByRole('button', { name: 'Save changes' }).click();
  await expect(desk.getByText('Campaign saved')).toBeVisible();
  await ask.scrollIntoViewIfNeeded();
  await desk.screenshot({ path: test.info().outputPath('settings-invite-proof.png') });
  await desk.close();

  const rows = await api.post<{ items: WorkflowRow[] }>(
    `/campaign/${campaign.id}/influencers/list`,
    {},
  );
  const inviteUrl = rows.items.find((r) => r.influencer.id === creator.id)?.inviteUrl ?? '';
  expect(inviteUrl).toMatch(/\/invite\/[\w-]{16,}$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(new URL(new URL(inviteUrl).pathname, server.url).toString());
  const signIn = page.getByRole('button', { name: 'Sign in with Google (YouTube)' });
  await expect(signIn).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Get my key' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('invite-proof-390.png'), fullPage: true });
  expect(await audit(page, 'invite page awaiting the proof')).toEqual([]);

  // Someone else's account: not the invited channel, still no key.
  fake.state.signIn.googleAccount = [strangerId];
  await signIn.click();
  await expect(page.getByText('does not own the channel you were invited with')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Get my key' })).toHaveCount(0);
  expect(await audit(page, 'invite page after a stranger’s sign-in')).toEqual([]);

  // Their own: proven, and the key is theirs.
  fake.state.signIn.googleAccount = [ownId];
  await page.getByRole('button', { name: 'Sign in with Google (YouTube)' }).click();
  await expect(page.getByText('Thanks, your channel is proven.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Get my key' }).click();
  await expect(page.getByRole('region', { name: 'Steam keys' })).toContainText(`QUILL-${stamp}`);
  await page.screenshot({ path: test.info().outputPath('invite-proven-390.png'), fullPage: true });
  await phone.close();
});
