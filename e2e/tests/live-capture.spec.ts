import {
  type FakePlatforms,
  fakeChannelId,
  listenFakePlatforms,
} from '../../apps/server/test/fake-platforms.ts';
import { ApiClient, expect, signIn, test } from '../support/fixtures.ts';
import { adminCredentials, type RunningServer, startServer } from '../support/server.ts';
import { type LoopbackSmtp, startLoopbackSmtp } from '../support/smtp.ts';

// Live capture end to end, on a server of its own that reads channel figures from the
// YouTube stand-in and sends through a loopback SMTP server: a creator applies on a phone,
// the automatic path ends in the Workflow with a key reserved and the invite sent; a
// channel the platform does not know is a check error, fixed in the mapping dialog.
let server: RunningServer | null = null;
let smtp: LoopbackSmtp | null = null;
let fake: FakePlatforms | null = null;
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fake?.close();
});

type WorkflowRow = { status: number };

test('a creator applies on a phone and lands in the Workflow; a check error is fixed by mapping', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1e8}`;
  fake = await listenFakePlatforms();
  const channel = (handle: string, title: string, subscribers: number) => ({
    id: fakeChannelId(handle),
    handle,
    title,
    subscribers,
    views: subscribers * 40,
    videos: 120,
  });
  fake.state.youtubeChannels.push(
    channel(`nova${stamp}`, 'Nova Plays', 48_000),
    channel(`wren${stamp}`, 'Wren Streams', 12_000),
  );
  smtp = await startLoopbackSmtp('team@studio.test', 'Smtp-pass-1');
  server = await startServer(fake.env);
  const url = server.url;
  const api = new ApiClient(url);
  await api.login(adminCredentials.email, adminCredentials.password);

  const campaign = await api.createCampaign(
    { title: `Starfall ${stamp}`, platforms: ['steam'] },
    { name: `Starfall live ${stamp}`, redeemCodePlatforms: ['steam'] },
  );
  await api.post('/redeem-code', {
    campaignId: campaign.id,
    platform: 'steam',
    codes: ['AAAA', 'BBBB', 'CCCC'].map((c) => `${c}-${stamp}`),
  });
  await api.post('/mailer-auth', {
    email: 'team@studio.test',
    name: 'Studio Team',
    host: '127.0.0.1',
    port: smtp.port,
    username: 'team@studio.test',
    password: 'Smtp-pass-1',
  });
  const slug = `starfall-${stamp}`;
  await api.post(`/lead-magnet/campaign/${campaign.id}`, {
    type: 'hosted_page',
    slug,
    title: 'Play Starfall before launch',
    settings: { autovalidate: true, autoinvite: true, minSubscribers: 1000, verification: 'none' },
  });

  // The creator, on a phone: email and channel, then the automatic path to "You're in".
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const creator = await phone.newPage();
  await creator.goto(`${url}/apply/${slug}`);
  await expect(creator.getByRole('heading', { name: 'Play Starfall before launch' })).toBeVisible();
  const novaEmail = `nova${stamp}@creators.test`;
  await creator.getByRole('textbox', { name: 'Email' }).fill(novaEmail);
  await creator
    .getByRole('textbox', { name: 'Channel URL' })
    .fill(`https://www.youtube.com/@nova${stamp}`);
  await creator.getByRole('button', { name: 'Apply' }).click();
  await expect(creator.getByRole('heading', { name: 'You’re in!' })).toBeVisible({
    timeout: 60_000,
  });

  // The invite reached the creator through the SMTP server, with the invite page's link.
  await expect
    .poll(
      () =>
        smtp?.mails.find(
          (mail) => mail.to.includes(novaEmail) && /Invitation: Starfall live/.test(mail.data),
        )?.data ?? '',
      { timeout: 60_000 },
    )
    .toMatch(/\/invite\/[\w-]{16,}/);

  // The manager sees the submission added to the workflow, and the creator Invited there.
  await signIn(page, adminCredentials.email, adminCredentials.password, url);
  await expect(page).toHaveURL(`${url}/`);
  await page.goto(`${url}/live-capture/${campaign.id}/view`);
  const submissions = page.getByRole('grid', { name: 'Submissions' });
  const novaRow = submissions.getByRole('row').filter({ hasText: novaEmail });
  await expect(novaRow).toContainText('Added to workflow');
  await expect(novaRow).toContainText('Invited');
  await expect(novaRow).toContainText('Nova Plays');
  const workflow = await api.post<{ items: WorkflowRow[] }>(
    `/campaign/${campaign.id}/influencers/list`,
    {},
  );
  // Invited (SPEC 4: 2).
  expect(workflow.items.map((row) => row.status)).toEqual([2]);
  const keys = await api.post<{ totals: { reserved: number; issued: number } }>(
    '/redeem-code/stats',
    { campaignId: campaign.id },
  );
  expect(keys.totals.reserved + keys.totals.issued).toBe(1);

  // A channel YouTube does not know: the creator is told politely; the manager sees SPEC's
  // check error with the reason, and maps the submission to the right channel.
  const wrenEmail = `wren${stamp}@creators.test`;
  await creator.goto(`${url}/apply/${slug}`);
  await creator.getByRole('textbox', { name: 'Email' }).fill(wrenEmail);
  await creator
    .getByRole('textbox', { name: 'Channel URL' })
    .fill(`https://www.youtube.com/@wrenn${stamp}`);
  await creator.getByRole('button', { name: 'Apply' }).click();
  await expect(
    creator.getByRole('heading', { name: 'We could not find this channel' }),
  ).toBeVisible({ timeout: 60_000 });
  await phone.close();

  const wrenRow = submissions.getByRole('row').filter({ hasText: wrenEmail });
  await expect(wrenRow).toContainText('Check error', { timeout: 20_000 });
  await expect(wrenRow).toContainText('System error before channel validation');
  await wrenRow.getByRole('button', { name: `Actions for ${wrenEmail}` }).click();
  await page.getByRole('menuitem', { name: 'Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map submission' });
  await dialog.getByRole('tab', { name: 'Channel link' }).click();
  await dialog
    .getByRole('textbox', { name: 'Channel link' })
    .fill(`https://www.youtube.com/@wren${stamp}`);
  await dialog.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(wrenRow).toContainText('Added to workflow', { timeout: 30_000 });
  await expect(wrenRow).toContainText('Wren Streams');
  await expect
    .poll(() => smtp?.mails.some((m) => m.to.includes(wrenEmail) && /Invitation:/.test(m.data)), {
      timeout: 60_000,
    })
    .toBe(true);
  const after = await api.post<{ totals: { reserved: number; issued: number } }>(
    '/redeem-code/stats',
    { campaignId: campaign.id },
  );
  expect(after.totals.reserved + after.totals.issued).toBe(2);
});
