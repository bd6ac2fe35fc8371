import type { ChannelSignIn, PublicApplyPage, PublicInvite } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.ts';
import { campaignInfluencers, campaigns, channels } from '../platform/db/schema/index.ts';
import { channelSignInMessages } from './channel-sign-in.ts';
import {
  applyOnPage,
  captureCampaign,
  messagesTo,
  queryRows,
  startCaptureSuite,
  submissionByToken,
  twitchUser,
  youtubeChannel,
} from './pipeline/testing.ts';

// Issue 26: a creator proves the channel by signing in with Google (YouTube) or Twitch, on
// the stand-ins' OAuth pages. The proven channel is the submission's, whatever was typed;
// a forged, altered, replayed or refused callback stores nothing.

const { platforms, smtp, t, db } = await startCaptureSuite({ googleSignIn: true });

let ip = 0;
/** Each call from an address of its own: the apply page's per-IP limits are not under test. */
const from = () => {
  ip++;
  return `10.77.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};

/** A channel-proof lead magnet with autoinvite and one key; the channel's code is absent. */
async function campaignAsking(verification: 'channel' | 'email' = 'channel') {
  return captureCampaign(t, smtp, { keys: 1, settings: { verification, autoinvite: true } });
}

const apply = (slug: string, email: string, channelUrl: string) =>
  applyOnPage(t, slug, { email, channelUrl });
const rowOf = (token: string) => submissionByToken(db, token);

function startSignIn(slug: string, token: string, provider: ChannelSignIn) {
  return t.app.inject({
    method: 'GET',
    url: `/api/public/apply/${slug}/submissions/${token}/sign-in/${provider}`,
    remoteAddress: from(),
  });
}

/** The creator goes through the provider's consent page: where it sends the browser back. */
async function consent(slug: string, token: string, provider: ChannelSignIn): Promise<URL> {
  const started = await startSignIn(slug, token, provider);
  expect(started.statusCode, started.body).toBe(200);
  const page = await fetch(started.json<{ url: string }>().url, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const back = new URL(page.headers.get('location') ?? '');
  expect(back.origin).toBe('http://app.test');
  return back;
}

/** The browser arrives at our callback. */
function callback(back: URL | string) {
  const url = typeof back === 'string' ? back : `${back.pathname}${back.search}`;
  return t.app.inject({ method: 'GET', url, remoteAddress: from() });
}

/** How the callback sent the creator back to the page: `signIn=` of its redirect. */
function resultOf(answer: Awaited<ReturnType<typeof callback>>, slug: string) {
  expect(answer.statusCode, answer.body).toBe(302);
  const target = new URL(String(answer.headers.location), 'http://app.test');
  expect(target.origin).toBe('http://app.test');
  expect(target.pathname).toBe(`/apply/${slug}`);
  return target.searchParams.get('signIn');
}

async function signIn(slug: string, token: string, provider: ChannelSignIn) {
  return resultOf(await callback(await consent(slug, token, provider)), slug);
}

async function reservedKeys(campaignId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from redeem_codes where campaign_id = ${campaignId} and influencer_id is not null`,
  );
  return row?.n ?? 0;
}

const invitations = (to: string) => messagesTo(smtp, to, 'Invitation:');

describe('the apply page offers the sign-ins', () => {
  it('both, where the lead magnet asks for the channel; none where it asks for the email only', async () => {
    const page = async (slug: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/public/apply/${slug}` })
      ).json<PublicApplyPage>();
    const channelMode = await campaignAsking('channel');
    expect((await page(channelMode.leadMagnet.slug)).signIn).toEqual(['google', 'twitch']);
    const emailMode = await campaignAsking('email');
    expect((await page(emailMode.leadMagnet.slug)).signIn).toEqual([]);
    const { token } = await apply(
      emailMode.leadMagnet.slug,
      uniqueEmail('email-mode'),
      youtubeChannel(platforms).url,
    );
    const refused = await startSignIn(emailMode.leadMagnet.slug, token, 'google');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: channelSignInMessages.notOffered });
  });

  it('an unknown submission token is 404', async () => {
    const { leadMagnet } = await campaignAsking();
    const answer = await startSignIn(leadMagnet.slug, 'A'.repeat(22), 'google');
    expect(answer.statusCode).toBe(404);
  });
});

describe('Google sign-in proves a YouTube channel', () => {
  it('the owner signs in: the channel is proven and autoinvite gives the key', async () => {
    const { campaign, leadMagnet } = await campaignAsking();
    const channel = youtubeChannel(platforms, { description: 'No code here.' });
    const email = uniqueEmail('owner');
    const { token, state } = await apply(leadMagnet.slug, email, channel.url);
    expect(state).toBe('verifyCode');
    platforms.state.signIn.googleAccount = [channel.id];

    expect(await signIn(leadMagnet.slug, token, 'google')).toBe('proven');
    const row = await rowOf(token);
    expect(row).toMatchObject({ channelProof: 'google', outcome: 'invited' });
    expect(row.channelProvenAt).not.toBeNull();
    expect(invitations(email)).toHaveLength(1);
    expect(await reservedKeys(campaign.id)).toBe(1);
    // The campaign asks invited creators for the proof too: this one gave it already, so the
    // invite page does not ask again.
    await db.update(campaigns).set({ inviteProof: true }).where(eq(campaigns.id, campaign.id));
    const [member] = await db
      .select({ token: campaignInfluencers.inviteToken })
      .from(campaignInfluencers)
      .where(eq(campaignInfluencers.campaignId, campaign.id));
    const invite = await t.app.inject({
      method: 'GET',
      url: `/api/public/invite/${member?.token}`,
    });
    expect(invite.json<PublicInvite>().channelProof).toMatchObject({
      required: true,
      proven: true,
    });
    // The stand-in saw one code exchange and one channels.list?mine=true, and the token was
    // revoked after that one question.
    expect(platforms.state.requests.filter((r) => r.includes('mine=true'))).not.toHaveLength(0);
    expect(platforms.state.signIn.userTokens.size).toBe(0);

    // Nothing left to prove: a new sign-in is refused.
    const again = await startSignIn(leadMagnet.slug, token, 'google');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: channelSignInMessages.nothingToProve });
  });

  it('a reseller types a famous channel and signs in with their own: the submission becomes theirs, the famous one gets nothing', async () => {
    const { campaign, leadMagnet } = await campaignAsking();
    const famous = youtubeChannel(platforms, { title: 'Famous Gamer', description: 'Hi.' });
    const own = youtubeChannel(platforms, { title: 'Small Reseller', description: 'Hi.' });
    const email = uniqueEmail('reseller');
    const { token } = await apply(leadMagnet.slug, email, famous.url);
    platforms.state.signIn.googleAccount = [own.id];

    expect(await signIn(leadMagnet.slug, token, 'google')).toBe('proven');
    const row = await rowOf(token);
    expect(row.channelUrl).toBe(`https://www.youtube.com/channel/${own.id}`);
    expect(row.channelProof).toBe('google');
    const [mapped] = await db
      .select()
      .from(channels)
      .where(eq(channels.id, row.channelId ?? 0));
    expect(mapped?.externalId).toBe(own.id);
    // The key, if any, follows the channel that signed in, never the famous one.
    const [famousInCrm] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from campaign_influencers ci join channels c on c.influencer_id = ci.influencer_id
          where ci.campaign_id = ${campaign.id} and c.external_id = ${famous.id}`,
    );
    expect(famousInCrm?.n).toBe(0);
    expect(row.outcome).toBe('invited');
  });

  it('an account without a channel, or a creator who presses Cancel: told so, nothing stored', async () => {
    const { leadMagnet } = await campaignAsking();
    const channel = youtubeChannel(platforms, { description: 'Hi.' });
    const { token } = await apply(leadMagnet.slug, uniqueEmail('nochannel'), channel.url);
    platforms.state.signIn.googleAccount = [];
    expect(await signIn(leadMagnet.slug, token, 'google')).toBe('noChannel');
    platforms.state.signIn.googleAccount = 'deny';
    expect(await signIn(leadMagnet.slug, token, 'google')).toBe('failed');
    platforms.state.signIn.googleAccount = [channel.id];
    platforms.state.signIn.tokenEndpointStatus = 503;
    try {
      expect(await signIn(leadMagnet.slug, token, 'google')).toBe('failed');
    } finally {
      platforms.state.signIn.tokenEndpointStatus = null;
    }
    expect(await rowOf(token)).toMatchObject({ channelProof: null, outcome: null });
  });

  it('the channel the account owns already applied to the campaign under another email: taken, nothing changed', async () => {
    const { leadMagnet } = await campaignAsking();
    const first = youtubeChannel(platforms, { description: 'Hi.' });
    const second = youtubeChannel(platforms, { description: 'Hi.' });
    await apply(
      leadMagnet.slug,
      uniqueEmail('first'),
      `https://www.youtube.com/channel/${first.id}`,
    );
    const { token } = await apply(leadMagnet.slug, uniqueEmail('second'), second.url);
    platforms.state.signIn.googleAccount = [first.id];
    expect(await signIn(leadMagnet.slug, token, 'google')).toBe('taken');
    expect(await rowOf(token)).toMatchObject({ channelUrl: second.url, channelProof: null });
  });
});

describe('forged and replayed callbacks are refused, nothing stored', () => {
  it('a tampered state, a state for the other provider, a replay and a reused code', async () => {
    const { leadMagnet } = await campaignAsking();
    const channel = youtubeChannel(platforms, { description: 'Hi.' });
    const { token } = await apply(leadMagnet.slug, uniqueEmail('replay'), channel.url);
    platforms.state.signIn.googleAccount = [channel.id];
    const back = await consent(leadMagnet.slug, token, 'google');
    const state = back.searchParams.get('state') ?? '';
    const code = back.searchParams.get('code') ?? '';

    const refusedPage = (answer: Awaited<ReturnType<typeof callback>>) => {
      expect(answer.statusCode).toBe(400);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.body).toContain(channelSignInMessages.invalidTitle);
    };
    const [body = '', mac = ''] = state.split('.');
    const altered = Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace(token, 'B'.repeat(22)),
    ).toString('base64url');
    for (const forged of ['', 'abc.def', `${altered}.${mac}`, `${body}.${mac.slice(1)}x`]) {
      refusedPage(
        await callback(
          `/api/public/apply/sign-in/google/callback?code=${code}&state=${encodeURIComponent(forged)}`,
        ),
      );
    }
    // The Google state at the Twitch callback.
    refusedPage(
      await callback(
        `/api/public/apply/sign-in/twitch/callback?code=${code}&state=${encodeURIComponent(state)}`,
      ),
    );
    expect(await rowOf(token)).toMatchObject({ channelProof: null });

    // The genuine callback proves it; the same one again is refused.
    expect(resultOf(await callback(back), leadMagnet.slug)).toBe('proven');
    refusedPage(await callback(back));

    // The used code with another submission's genuine state: Google refuses the code.
    const other = youtubeChannel(platforms, { description: 'Hi.' });
    const { token: otherToken } = await apply(leadMagnet.slug, uniqueEmail('other'), other.url);
    const otherBack = await consent(leadMagnet.slug, otherToken, 'google');
    otherBack.searchParams.set('code', code);
    const reused = platforms.state.signIn.reusedCodes;
    expect(resultOf(await callback(otherBack), leadMagnet.slug)).toBe('failed');
    expect(platforms.state.signIn.reusedCodes).toBe(reused + 1);
    expect(await rowOf(otherToken)).toMatchObject({ channelProof: null });
  });
});

describe('Twitch sign-in proves a Twitch channel', () => {
  it('Get Users with the user token names the channel', async () => {
    const { campaign, leadMagnet } = await campaignAsking();
    const user = twitchUser(platforms, { description: 'Streams.' });
    const email = uniqueEmail('streamer');
    const { token } = await apply(leadMagnet.slug, email, user.url);
    platforms.state.signIn.twitchUser = user.id;
    const revoked = platforms.state.signIn.revokedTokens;
    expect(await signIn(leadMagnet.slug, token, 'twitch')).toBe('proven');
    // The user token was revoked at Twitch once Get Users had answered.
    expect(platforms.state.signIn.revokedTokens).toBe(revoked + 1);
    expect(platforms.state.signIn.userTokens.size).toBe(0);
    expect(await rowOf(token)).toMatchObject({ channelProof: 'twitch', outcome: 'invited' });
    expect(invitations(email)).toHaveLength(1);
    expect(await reservedKeys(campaign.id)).toBe(1);
  });
});
