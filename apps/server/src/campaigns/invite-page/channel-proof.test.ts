import {
  CampaignInfluencerStatus,
  ChannelType,
  inviteMessages,
  type PublicInvite,
  type RedeemCodeFulfilment,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { signedIn } from '../../../test/factories.ts';
import { addYoutubeChannel, startFakePlatforms } from '../../../test/fake-platforms.ts';
import { createTestInfluencer, uniq } from '../../../test/influencer-factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { campaignInfluencers } from '../../platform/index.ts';
import { importJson, steamKeys } from '../keys/testing.ts';

// Issue 26 on the invite page: a campaign that asks invited creators to prove their channel
// gives no key until they sign in (Google for YouTube, Twitch) with an account that owns one
// of the channels the CRM holds for them. Someone else's account proves nothing.

const platforms = await startFakePlatforms();
const t = await createTestApp({
  env: {
    PUBLIC_URL: 'http://app.test',
    INVITE_PAGE_RATE_LIMIT: '100000',
    ...platforms.env,
    ...platforms.googleSignInEnv,
  },
});
const { headers } = await signedIn(t);

/** An approved creator with a YouTube channel (and a Twitch one) in a campaign with keys. */
async function invitedCreator(inviteProof: boolean) {
  const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['steam'], inviteProof });
  expect((await importJson(t, headers, campaign.id, 'steam', steamKeys(3))).statusCode).toBe(200);
  // The channel as YouTube knows it (the stand-in answers channels.list?mine=true from these).
  const { id: youtubeId } = addYoutubeChannel(platforms, { title: 'Own Channel' });
  const creator = await createTestInfluencer(t, {}, [
    { type: ChannelType.Youtube, externalId: youtubeId },
    { type: ChannelType.Twitch, externalId: uniq('') },
  ]);
  const token = uniq('invite').padEnd(24, 'z');
  await t.database.db.insert(campaignInfluencers).values({
    campaignId: campaign.id,
    influencerId: creator.id,
    status: CampaignInfluencerStatus.Shortlisted,
    inviteToken: token,
  });
  return { token, youtubeId };
}

const page = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/invite/${token}` })).json<PublicInvite>();
const claim = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/invite/${token}/redeem-codes` });
const startSignIn = (token: string, provider: 'google' | 'twitch') =>
  t.app.inject({ method: 'GET', url: `/api/public/invite/${token}/sign-in/${provider}` });

/** Through the stand-in's consent page to our callback: where the callback sends the browser. */
async function signIn(token: string, provider: 'google' | 'twitch') {
  const started = await startSignIn(token, provider);
  expect(started.statusCode, started.body).toBe(200);
  const consent = await fetch(started.json<{ url: string }>().url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const answer = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  return { answer, back };
}

function resultOf(answer: Awaited<ReturnType<typeof signIn>>['answer'], token: string) {
  expect(answer.statusCode, answer.body).toBe(302);
  const target = new URL(String(answer.headers.location), 'http://app.test');
  expect(target.pathname).toBe(`/invite/${token}`);
  return target.searchParams.get('signIn');
}

describe('an invite that asks for a channel proof', () => {
  it('gives no key before the proof; a sign-in with the creator’s own channel releases it', async () => {
    const { token, youtubeId } = await invitedCreator(true);
    expect((await page(token)).channelProof).toEqual({
      required: true,
      proven: false,
      signIn: ['google', 'twitch'],
    });
    const refused = await claim(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: inviteMessages.proveFirst });

    // Someone else's Google account: nothing proven, still no key.
    const { id: stranger } = addYoutubeChannel(platforms, { title: 'Someone Else' });
    platforms.state.signIn.googleAccount = [stranger];
    expect(resultOf((await signIn(token, 'google')).answer, token)).toBe('notYours');
    expect((await page(token)).channelProof.proven).toBe(false);
    expect((await claim(token)).statusCode).toBe(400);

    platforms.state.signIn.googleAccount = [youtubeId];
    const { answer, back } = await signIn(token, 'google');
    expect(resultOf(answer, token)).toBe('proven');
    expect((await page(token)).channelProof).toEqual({
      required: true,
      proven: true,
      signIn: [],
    });
    const keys = await claim(token);
    expect(keys.statusCode, keys.body).toBe(200);
    expect(keys.json<RedeemCodeFulfilment>().platforms[0]?.codes).toHaveLength(1);

    // A replayed callback finds nothing to prove: a 400 page, nothing changed.
    const replay = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(replay.statusCode).toBe(400);
    expect((await startSignIn(token, 'google')).json()).toMatchObject({
      message: inviteMessages.nothingToProve,
    });
  });

  it('a cancelled sign-in says failed and proves nothing', async () => {
    const { token } = await invitedCreator(true);
    platforms.state.signIn.twitchUser = 'deny';
    expect(resultOf((await signIn(token, 'twitch')).answer, token)).toBe('failed');
    expect((await page(token)).channelProof.proven).toBe(false);
  });
});

describe('an invite that asks for no proof', () => {
  it('gives the key at once and offers no sign-in', async () => {
    const { token } = await invitedCreator(false);
    expect((await page(token)).channelProof).toEqual({
      required: false,
      proven: false,
      signIn: [],
    });
    expect((await claim(token)).statusCode).toBe(200);
    const start = await startSignIn(token, 'google');
    expect(start.statusCode).toBe(400);
    expect(start.json()).toMatchObject({ message: inviteMessages.nothingToProve });
  });

  it('an unknown token is 404', async () => {
    expect((await startSignIn('x'.repeat(24), 'google')).statusCode).toBe(404);
  });
});
