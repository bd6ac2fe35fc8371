import type { Page } from '@playwright/test';
import { addYoutubeChannel } from '../../apps/server/test/fake-platforms.ts';
import { audit } from '../support/axe.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';
import { confirmLinkTo, liveCaptureCampaign, liveCaptureStack } from '../support/live-capture.ts';

// Issue 26, each proof mode end to end on a phone (the channel by code and by sign-in have
// their own specs): "email" (the link in the email), "channel and email" (the code, then the
// link), and "none" (the team approves, then the creator is in).
const startStack = liveCaptureStack({ user: 'modes@studio.test', password: 'Smtp-pass-6' });

async function apply(page: Page, url: string, email: string, channelUrl: string) {
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Channel URL' }).fill(channelUrl);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a creator gets through each proof mode on a phone: email, channel and email, none', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1e7}`;
  const { fake, smtp, server } = await startStack();
  const youtube = (handle: string) => {
    addYoutubeChannel(fake, {
      handle,
      title: `${handle} plays`,
      description: 'Cozy games.',
      subscribers: 15_000,
      views: 600_000,
      videos: 70,
    });
    return { handle, url: `https://www.youtube.com/@${handle}` };
  };
  const api = await adminApi(server.url);
  const campaignFor = (suffix: string, verification: string, sender: boolean) =>
    liveCaptureCampaign(api, smtp, {
      stamp: `${stamp}${suffix}`,
      title: `Starfall, ${verification}`,
      keys: ['KEY'],
      settings: { autovalidate: true, autoinvite: true, verification },
      sender,
    });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  const inbox = page.getByRole('heading', { name: 'Check your inbox' });
  const youreIn = page.getByRole('heading', { name: 'You’re in!' });

  // Email: the link in the email proves the address, and autoinvite gives the key.
  const byEmail = await campaignFor('e', 'email', true);
  const lark = youtube(`lark${stamp}`);
  await apply(
    page,
    `${server.url}/apply/${byEmail.slug}`,
    `${lark.handle}@creators.test`,
    lark.url,
  );
  await expect(inbox).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('confirm your email address')).toBeVisible();
  await page.goto(`${server.url}${await confirmLinkTo(smtp, `${lark.handle}@creators.test`)}`);
  await expect(page.getByText('Thanks, your email address is confirmed.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(youreIn).toBeVisible({ timeout: 60_000 });

  // Channel and email: the code in the description first, then the link.
  const both = await campaignFor('b', 'channelAndEmail', false);
  const wren = youtube(`wren${stamp}`);
  await apply(page, `${server.url}/apply/${both.slug}`, `${wren.handle}@creators.test`, wren.url);
  await expect(page.getByRole('heading', { name: 'Show us the channel is yours' })).toBeVisible({
    timeout: 60_000,
  });
  const code = (await page.getByLabel('Your code').textContent())?.trim() ?? '';
  const channel = fake.state.youtubeChannels.find((c) => c.handle === wren.handle);
  if (channel) channel.description = `Cozy games. ${code}`;
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(inbox).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath('channel-and-email-inbox-390.png') });
  expect(await audit(page, 'apply page, check your inbox')).toEqual([]);
  await page.goto(`${server.url}${await confirmLinkTo(smtp, `${wren.handle}@creators.test`)}`);
  await expect(youreIn).toBeVisible({ timeout: 60_000 });

  // None: the application waits for the team; once the team adds it, the creator is in.
  const none = await campaignFor('n', 'none', false);
  const moss = youtube(`moss${stamp}`);
  await apply(page, `${server.url}/apply/${none.slug}`, `${moss.handle}@creators.test`, moss.url);
  await expect(
    page.getByRole('heading', { name: 'Thanks, your application was received' }),
  ).toBeVisible({ timeout: 60_000 });
  const submissions = await api.get<{ items: { id: number; email: string; status: string }[] }>(
    `/lead-magnet/campaign/${none.campaign.id}/submissions`,
  );
  const mine = submissions.items.find((s) => s.email === `${moss.handle}@creators.test`);
  await expect
    .poll(
      async () =>
        (
          await api.get<{ items: { email: string; status: string }[] }>(
            `/lead-magnet/campaign/${none.campaign.id}/submissions`,
          )
        ).items.find((s) => s.email === `${moss.handle}@creators.test`)?.status,
      { timeout: 60_000 },
    )
    .not.toBe('not mapped');
  await api.post(
    `/lead-magnet/campaign/${none.campaign.id}/submissions/${mine?.id}/add-to-campaign`,
    {},
  );
  await page.reload();
  await expect(youreIn).toBeVisible({ timeout: 60_000 });
  await phone.close();
});
