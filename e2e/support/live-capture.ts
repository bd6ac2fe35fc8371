import { type FakePlatforms, listenFakePlatforms } from '../../apps/server/test/fake-platforms.ts';
import { type ApiClient, expect, test } from './fixtures.ts';
import { type RunningServer, startServer } from './server.ts';
import { type LoopbackSmtp, startLoopbackSmtp } from './smtp.ts';

export type LiveCaptureStack = { fake: FakePlatforms; smtp: LoopbackSmtp; server: RunningServer };

/**
 * The parts a live-capture spec runs on: the platform stand-ins, a loopback SMTP server with
 * one login, and a server of its own on the stand-ins (`env`), each stopped after the file's
 * tests. Answers the function that starts them.
 */
export function liveCaptureStack(
  login: { user: string; password: string },
  env: (fake: FakePlatforms) => Record<string, string> = (fake) => fake.env,
): () => Promise<LiveCaptureStack> {
  const parts: Partial<LiveCaptureStack> = {};
  test.afterAll(async () => {
    await parts.server?.stop();
    await parts.smtp?.close();
    await parts.fake?.close();
  });
  return async () => {
    const fake = await listenFakePlatforms();
    parts.fake = fake;
    const smtp = await startLoopbackSmtp(login.user, login.password);
    parts.smtp = smtp;
    const server = await startServer(env(fake));
    parts.server = server;
    return { fake, smtp, server };
  };
}

/**
 * A live-capture campaign ready for creators: Steam keys, the team's sender on the loopback
 * SMTP server (unless `sender: false`: a campaign after the first of a file), and a hosted
 * lead magnet at `apply/<slug>` with `settings`.
 */
export async function liveCaptureCampaign(
  api: ApiClient,
  smtp: LoopbackSmtp,
  options: {
    stamp: string;
    title: string;
    keys: string[];
    settings: Record<string, unknown>;
    sender?: boolean;
  },
): Promise<{ campaign: { id: number }; slug: string }> {
  const { stamp } = options;
  const campaign = await api.createCampaign(
    { title: `Starfall ${stamp}`, platforms: ['steam'] },
    { name: `Starfall live ${stamp}`, redeemCodePlatforms: ['steam'] },
  );
  await api.post('/redeem-code', {
    campaignId: campaign.id,
    platform: 'steam',
    codes: options.keys.map((c) => `${c}-${stamp}`),
  });
  if (options.sender !== false)
    await api.addSenderAccount({ email: smtp.user, name: 'Studio Team' }, smtp);
  const slug = `starfall-${stamp}`;
  await api.post(`/lead-magnet/campaign/${campaign.id}`, {
    type: 'hosted_page',
    slug,
    title: options.title,
    settings: options.settings,
  });
  return { campaign, slug };
}

/** The confirm link's path in a raw message (quoted-printable, maybe behind the click redirect). */
function confirmPathIn(raw: string): string | null {
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const decoded = decodeURIComponent(text.replaceAll('&amp;', '&'));
  return (
    /\/api\/public\/apply\/confirm\/[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}/.exec(decoded)?.[0] ??
    null
  );
}

/** The path of the confirmation link sent to `to`, once the email is at the SMTP server. */
export async function confirmLinkTo(smtp: LoopbackSmtp, to: string): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(
      () => {
        const mail = smtp.mails.find((m) => m.to.includes(to) && confirmPathIn(m.data));
        path = mail ? confirmPathIn(mail.data) : null;
        return path;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  return path ?? '';
}
