import { addYoutubeChannel } from '../../apps/server/test/fake-platforms.ts';
import { adminApi, expect, test, useSignedInSession } from '../support/fixtures.ts';
import { confirmLinkTo, liveCaptureCampaign, liveCaptureStack } from '../support/live-capture.ts';
import { adminCredentials } from '../support/server.ts';

// Issue 31, live statuses: the manager keeps the submissions list open while a creator's
// submission waits for the confirmation link; the creator clicks it, the pipeline adds them
// to the workflow with a key, and the row says so on the open screen, without a reload.
const startStack = liveCaptureStack({ user: 'live-list@studio.test', password: 'Smtp-pass-4' });

test('a submission waiting for its creator moves on the open list once they confirm', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now() % 1e8}`;
  const { fake, smtp, server } = await startStack();
  const handle = `lark${stamp}`;
  addYoutubeChannel(fake, {
    handle,
    title: 'Lark Live',
    subscribers: 9_000,
    views: 360_000,
    videos: 80,
  });
  const api = await adminApi(server.url);
  const { campaign, slug } = await liveCaptureCampaign(api, smtp, {
    stamp,
    title: 'Play Starfall early',
    keys: ['DDDD'],
    settings: { autovalidate: true, autoinvite: true, verification: 'email' },
  });

  // The creator applies (the page's own call); the confirmation email goes out.
  const email = `${handle}@creators.test`;
  const applied = await fetch(`${server.url}/api/public/apply/${slug}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, channelUrl: `https://www.youtube.com/@${handle}` }),
  });
  expect(applied.status).toBe(200);

  // The manager opens the submissions and keeps the screen open.
  await useSignedInSession(page, adminCredentials, server.url);
  await page.goto(`${server.url}/live-capture/${campaign.id}/view`);
  const row = page
    .getByRole('grid', { name: 'Submissions' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText('The email address is not confirmed yet', { timeout: 60_000 });
  await expect(row).toContainText('Email sent');
  const pageLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') pageLoads.push(request.url());
  });

  // The creator clicks the link in the email.
  const confirmPath = await confirmLinkTo(smtp, email);
  const confirmed = await fetch(`${server.url}${confirmPath}`, { redirect: 'manual' });
  expect(confirmed.status).toBeLessThan(400);

  // The open list follows: added to the workflow, invited, nothing held any more.
  await expect(row).toContainText('Added to workflow', { timeout: 45_000 });
  await expect(row).not.toContainText('not confirmed yet');
  expect(pageLoads).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('live-list-moved.png') });
});
