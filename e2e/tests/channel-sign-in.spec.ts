import { addYoutubeChannel } from '../../apps/server/test/fake-platforms.ts';
import { adminApi, expect, test } from '../support/fixtures.ts';
import { liveCaptureCampaign, liveCaptureStack } from '../support/live-capture.ts';

// Issue 26 on a phone: a creator proves the channel by signing in, with Google for a YouTube
// channel and with Twitch for a Twitch one, on the stand-ins' consent pages, and autoinvite
// gives the key. The server offers both because its configuration holds both clients.
const startStack = liveCaptureStack(
  { user: 'proof@studio.test', password: 'Smtp-pass-4' },
  (fake) => ({
    ...fake.env,
    ...fake.googleSignInEnv,
  }),
);

test('a creator proves the channel by signing in with Google, another with Twitch, on a phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1e8}`;
  const { fake, smtp, server } = await startStack();
  const { id: youtubeId } = addYoutubeChannel(fake, {
    handle: `ember${stamp}`,
    title: 'Ember Plays',
    description: 'Cozy games every night.',
    subscribers: 21_000,
    views: 900_000,
    videos: 80,
  });
  const twitchId = String(700_000 + (Number(stamp) % 100_000));
  fake.state.twitchUsers.push({
    id: twitchId,
    login: `moss${stamp}`,
    displayName: 'Moss Live',
    description: 'Speedruns.',
    followers: 9_000,
  });
  const url = server.url;
  const api = await adminApi(url);
  const { slug } = await liveCaptureCampaign(api, smtp, {
    stamp,
    title: 'Play Starfall before launch',
    keys: ['KEY1', 'KEY2'],
    settings: { autovalidate: true, autoinvite: true, verification: 'channel' },
  });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const creator = await phone.newPage();
  for (const applicant of [
    {
      who: `ember${stamp}@creators.test`,
      channelUrl: `https://www.youtube.com/@ember${stamp}`,
      button: 'Sign in with Google (YouTube)',
      shot: 'google',
      signIn: () => {
        fake.state.signIn.googleAccount = [youtubeId];
      },
    },
    {
      who: `moss${stamp}@creators.test`,
      channelUrl: `https://www.twitch.tv/moss${stamp}`,
      button: 'Sign in with Twitch',
      shot: 'twitch',
      signIn: () => {
        fake.state.signIn.twitchUser = twitchId;
      },
    },
  ]) {
    await creator.goto(`${url}/apply/${slug}`);
    await creator.getByRole('textbox', { name: 'Email' }).fill(applicant.who);
    await creator.getByRole('textbox', { name: 'Channel URL' }).fill(applicant.channelUrl);
    await creator.getByRole('button', { name: 'Apply' }).click();
    await expect(
      creator.getByRole('heading', { name: 'Show us the channel is yours' }),
    ).toBeVisible({ timeout: 60_000 });
    // The sign-in first, the code below it for those who would rather not.
    const signInButton = creator.getByRole('button', { name: applicant.button });
    await expect(signInButton).toBeVisible();
    await expect(creator.getByLabel('Your code')).toBeVisible();
    await creator.screenshot({
      path: test.info().outputPath(`sign-in-${applicant.shot}-390.png`),
      fullPage: true,
    });
    applicant.signIn();
    await signInButton.click();
    // The consent page sends the browser back through the callback to the page.
    await expect(creator).toHaveURL(/signIn=proven|submission=/, { timeout: 30_000 });
    await expect(creator.getByText('Thanks, your channel is proven.')).toBeVisible();
    await expect(creator.getByRole('heading', { name: 'You’re in!' })).toBeVisible({
      timeout: 60_000,
    });
    await expect
      .poll(
        () => smtp.mails.some((m) => m.to.includes(applicant.who) && /Invitation:/.test(m.data)),
        { timeout: 60_000 },
      )
      .toBe(true);
  }
  await phone.close();
});
