import {
  type CampaignPost,
  ChannelType,
  messages,
  type PostListResponse,
  type PublicInvite,
  CampaignInfluencerStatus as S,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCampaign,
  campaignInfluencerRow,
  createTestCampaign,
  createTestProduct,
  setCampaignInfluencerRow,
  workflowAction,
} from '../../../test/campaign-factories.ts';
import { signedIn, uniqueEmail } from '../../../test/factories.ts';
import { addYoutubeChannel, startFakePlatforms } from '../../../test/fake-platforms.ts';
import { createTestInfluencer, uniq } from '../../../test/influencer-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  campaignPosts,
  campaigns,
  channels,
  emails,
  influencers,
} from '../../platform/db/schema/index.ts';
import { matchesProduct, refreshPostStats, scanSuggestedPosts } from './jobs.ts';

const fake = await startFakePlatforms();
fake.state.uploadsFromVideos = true;
const t = await createTestApp({ env: fake.env });
const noKeys = await createTestApp({ database: t.database });

const channelId = () => `UC${uniq('').padEnd(22, 'x').slice(0, 22)}`;
const videoId = () => uniq('').slice(0, 11);

/** A paid campaign with one invited creator who has a YouTube channel known to the fake. */
async function setup(productTitle = uniq('Game ')) {
  const me = await signedIn(t);
  const product = await createTestProduct(t, { title: productTitle });
  const campaign = await createTestCampaign(t, {
    type: 'paid',
    productId: product.id,
    createdBy: me.id,
  });
  const { id: ucid } = addYoutubeChannel(fake, { title: 'Creator' });
  const creator = await createTestInfluencer(t, {}, [
    { type: ChannelType.Youtube, externalId: ucid },
  ]);
  await addToCampaign(t, me.headers, campaign.id, [creator.id]);
  await workflowAction(t, me.headers, campaign.id, 'invite', { ids: [creator.id] });
  return { me, campaign, creator, ucid, product };
}

function video(
  channel: string,
  overrides: Partial<{
    title: string;
    tags: string[];
    description: string;
    publishedAt: string;
    views: number;
  }> = {},
) {
  const v = {
    id: videoId(),
    channelId: channel,
    title: overrides.title ?? 'A video',
    views: overrides.views ?? 1000,
    likes: 50,
    comments: 7,
    publishedAt: overrides.publishedAt ?? new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    ...(overrides.tags ? { tags: overrides.tags } : {}),
    ...(overrides.description ? { description: overrides.description } : {}),
  };
  fake.state.youtubeVideos.push(v);
  return v;
}

/** POST /campaign/{id}/posts: the team adds a post by its link. */
const addPost = (app: TestApp, headers: Record<string, string>, campaignId: number, url: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/posts`,
    headers,
    payload: { url },
  });

/** POST /public/invite/{token}/posts: the creator adds a post from the invite page. */
const addPostAsCreator = (token: string, url: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/invite/${token}/posts`, payload: { url } });

async function statusOf(campaignId: number, influencerId: number) {
  return (await campaignInfluencerRow(t, campaignId, influencerId))?.status;
}

describe('POST /api/campaign/{id}/posts', () => {
  it('adds a video of a campaign creator, with its numbers, and moves them to Published', async () => {
    const { me, campaign, creator, ucid } = await setup();
    const v = video(ucid, { title: 'Review' });
    const response = await addPost(t, me.headers, campaign.id, `https://youtu.be/${v.id}`);
    expect(response.statusCode).toBe(200);
    const post = response.json<CampaignPost>();
    expect(post).toMatchObject({
      externalId: v.id,
      title: 'Review',
      views: 1000,
      likes: 50,
      comments: 7,
      status: 'published',
      source: 'team',
      statsStatus: 'ok',
      influencer: { id: creator.id },
    });
    expect(await statusOf(campaign.id, creator.id)).toBe(S.Published);
    const row = await campaignInfluencerRow(t, campaign.id, creator.id);
    expect(row).toMatchObject({ postsCount: 1, views: 1000, likes: 50, comments: 7 });
  });

  it('refuses videos of other channels, unknown videos (SPEC messages) and non-video links (saying what is accepted)', async () => {
    const { me, campaign } = await setup();
    const stranger = video(channelId());
    const post = (url: string) => addPost(t, me.headers, campaign.id, url);
    const notOurs = await post(`https://www.youtube.com/watch?v=${stranger.id}`);
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().message).toBe(messages.influencerChannelNotFound);
    const unknown = await post('https://www.youtube.com/watch?v=zzzzzzzzzzz');
    expect(unknown.json().message).toBe(messages.influencerChannelPostNotFound);
    const channelLink = await post('https://www.youtube.com/@somebody');
    expect(channelLink.json()).toMatchObject({
      message: messages.unsupportedVideoUrl,
      fields: { url: messages.unsupportedVideoUrl },
    });
    expect(messages.unsupportedVideoUrl).toMatch(/video.*youtube.*twitch\.tv\/videos/is);
    const empty = await post('  ');
    expect(empty.json().message).toBe(messages.urlIsEmpty);
  });

  it('without platform keys the team cannot check the channel and says so', async () => {
    const { campaign, ucid } = await setup();
    const v = video(ucid);
    const me = await signedIn(noKeys);
    const response = await addPost(noKeys, me.headers, campaign.id, `https://youtu.be/${v.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not configured/);
  });
});

describe('suggested posts', () => {
  it('matches the product in title, tags or description (whole words, any case)', () => {
    const base = {
      type: 1 as const,
      externalId: 'x',
      url: 'u',
      thumbnailUrl: null,
      publishedAt: null,
      views: null,
      likes: null,
      comments: null,
      channel: { externalId: 'c', title: null, url: 'u' },
      description: null,
      tags: [] as string[],
    };
    expect(matchesProduct({ ...base, title: 'Playing STAR FORGE live!' }, 'Star Forge')).toBe(true);
    expect(matchesProduct({ ...base, title: 'x', tags: ['star forge'] }, 'Star Forge')).toBe(true);
    expect(
      matchesProduct(
        { ...base, title: 'x', description: 'Sponsored by Star  Forge.' },
        'Star Forge',
      ),
    ).toBe(true);
    expect(matchesProduct({ ...base, title: 'Starforged' }, 'Star Forge')).toBe(false);
    expect(matchesProduct({ ...base, title: 'Minecraft' }, 'Star Forge')).toBe(false);
  });

  it('emails the post-suggestion template once per creator and scan, only when the campaign asks', async () => {
    const suggestionEmails = async (campaignId: number) =>
      t.database.db
        .select({ influencerId: emails.influencerId, subject: emails.subject })
        .from(emails)
        .where(and(eq(emails.campaignId, campaignId), eq(emails.kind, 'post_suggestion')));

    const title = `Quest ${uniq('')}`;
    const asking = await setup(title);
    await t.database.db
      .update(campaigns)
      .set({ sendPostSuggestions: true })
      .where(eq(campaigns.id, asking.campaign.id));
    await t.database.db
      .update(influencers)
      .set({ email: uniqueEmail('creator') })
      .where(eq(influencers.id, asking.creator.id));
    video(asking.ucid, { title: `${title} part 1` });
    video(asking.ucid, { title: `${title} part 2` });
    expect(await scanSuggestedPosts(t.ctx, asking.campaign.id)).toBe(2);
    // Two matching uploads, one email: the campaign's template, to that creator.
    expect(await suggestionEmails(asking.campaign.id)).toEqual([
      {
        influencerId: asking.creator.id,
        subject: `Is this your video for ${asking.campaign.name}?`,
      },
    ]);
    expect(await scanSuggestedPosts(t.ctx, asking.campaign.id)).toBe(0);
    expect(await suggestionEmails(asking.campaign.id)).toHaveLength(1);

    const quietTitle = `Quiet ${uniq('')}`;
    const quiet = await setup(quietTitle);
    await t.database.db
      .update(influencers)
      .set({ email: uniqueEmail('creator') })
      .where(eq(influencers.id, quiet.creator.id));
    video(quiet.ucid, { title: `${quietTitle} review` });
    expect(await scanSuggestedPosts(t.ctx, quiet.campaign.id)).toBe(1);
    expect(await suggestionEmails(quiet.campaign.id)).toEqual([]);
  });

  it('scans recent uploads, suggests matches once, and publish/skip decide them', async () => {
    const title = `Forge ${uniq('')}`;
    const { me, campaign, creator, ucid } = await setup(title);
    const inTitle = video(ucid, { title: `${title} first look` });
    const inTags = video(ucid, { title: 'Stream', tags: [title.toLowerCase()] });
    video(ucid, { title: 'Unrelated' });
    expect(await scanSuggestedPosts(t.ctx, campaign.id)).toBe(2);
    expect(await scanSuggestedPosts(t.ctx, campaign.id)).toBe(0);
    expect(
      fake.state.requests.some(
        (r) => r.includes('/playlistItems') && r.includes(`UU${ucid.slice(2)}`),
      ),
    ).toBe(true);

    const list = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/posts/list`,
      headers: me.headers,
      payload: { filters: { status: ['suggested'] }, sort: { field: 'title', order: 'asc' } },
    });
    const suggested = list.json<PostListResponse>();
    expect(suggested.total).toBe(2);
    const byVideo = new Map(suggested.items.map((p) => [p.externalId, p.id]));
    expect(await statusOf(campaign.id, creator.id)).toBe(S.Invited);

    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/posts/skip`,
      headers: me.headers,
      payload: { ids: [byVideo.get(inTags.id)] },
    });
    expect(skip.json().results).toEqual([{ id: byVideo.get(inTags.id), ok: true }]);
    expect(await statusOf(campaign.id, creator.id)).toBe(S.Invited);
    const publish = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/posts/publish`,
      headers: me.headers,
      payload: { ids: [byVideo.get(inTitle.id), byVideo.get(inTags.id), 999_999] },
    });
    expect(publish.json().results).toEqual([
      { id: byVideo.get(inTitle.id), ok: true },
      {
        id: byVideo.get(inTags.id),
        ok: false,
        message: 'Only suggested posts can be published or skipped',
      },
      { id: 999_999, ok: false, message: messages.notFound },
    ]);
    expect(await statusOf(campaign.id, creator.id)).toBe(S.Published);
  });
});

describe('post stats refresh', () => {
  it('takes the new numbers from the platform; without keys keeps the post as not configured', async () => {
    const { me, campaign, ucid } = await setup();
    const v = video(ucid, { views: 10 });
    const post = (
      await addPost(t, me.headers, campaign.id, `https://youtu.be/${v.id}`)
    ).json<CampaignPost>();
    const stored = fake.state.youtubeVideos.find((x) => x.id === v.id);
    if (stored) stored.views = 12345;
    expect(await refreshPostStats(t.ctx, [post.id])).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(campaignPosts)
      .where(eq(campaignPosts.id, post.id));
    expect(row?.views).toBe(12345);
    await refreshPostStats({ db: t.database.db, config: noKeys.config }, [post.id]);
    const [kept] = await t.database.db
      .select()
      .from(campaignPosts)
      .where(eq(campaignPosts.id, post.id));
    expect(kept).toMatchObject({ views: 12345, statsStatus: 'not_configured' });
  });
  it('asks YouTube for 50 posts a call and marks the ones it no longer has', async () => {
    const { campaign, creator, ucid } = await setup();
    const [channel] = await t.database.db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.influencerId, creator.id));
    if (!channel) throw new Error('channel');
    const videos = Array.from({ length: 61 }, (_, i) => video(ucid, { views: i }));
    const rows = await t.database.db
      .insert(campaignPosts)
      .values(
        videos.map((v) => ({
          campaignId: campaign.id,
          influencerId: creator.id,
          channelId: channel.id,
          type: ChannelType.Youtube,
          externalId: v.id,
          url: `https://www.youtube.com/watch?v=${v.id}`,
          title: 'Old title',
          status: 'published',
          source: 'team',
        })),
      )
      .returning({ id: campaignPosts.id, externalId: campaignPosts.externalId });
    // One video was deleted on YouTube; the others have new numbers.
    const gone = videos[60]?.id;
    fake.state.youtubeVideos = fake.state.youtubeVideos.filter((v) => v.id !== gone);
    for (const v of videos) v.views += 1000;

    const before = fake.state.requests.length;
    expect(
      await refreshPostStats(
        t.ctx,
        rows.map((r) => r.id),
      ),
    ).toBe(61);
    const calls = fake.state.requests.slice(before).filter((r) => r.includes('/videos?'));
    expect(calls).toHaveLength(2);

    const after = await t.database.db
      .select()
      .from(campaignPosts)
      .where(eq(campaignPosts.campaignId, campaign.id));
    const byVideo = new Map(after.map((p) => [p.externalId, p]));
    expect(byVideo.get(gone ?? '')?.statsStatus).toBe('not_found');
    for (const v of videos.slice(0, 60)) {
      expect(byVideo.get(v.id)).toMatchObject({
        views: v.views,
        title: 'A video',
        statsStatus: 'ok',
      });
    }
  });
});

describe('the public invite page', () => {
  async function tokenOf(campaignId: number, influencerId: number) {
    return (await campaignInfluencerRow(t, campaignId, influencerId))?.inviteToken ?? '';
  }

  it("shows only the campaign's public data and the creator's own, without a login", async () => {
    const { me, campaign, creator } = await setup();
    const other = await createTestInfluencer(t, { email: 'other-creator@example.com' });
    await addToCampaign(t, me.headers, campaign.id, [other.id]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/invite/${await tokenOf(campaign.id, creator.id)}`,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicInvite>();
    expect(page.creator).toMatchObject({
      mediaName: creator.mediaName,
      status: S.Invited,
      statusLabel: 'You’re invited',
    });
    expect(page.canSubmitPost).toBe(true);
    expect(page.campaign.name).toBe(campaign.name);
    expect(response.body).not.toContain(me.email);
    expect(response.body).not.toContain(other.mediaName);
    expect(response.body).not.toContain('other-creator@example.com');
    expect(response.body).not.toContain(`"id"`);
  });

  it("names the creator's status in their words, never the team's workflow terms", async () => {
    const { campaign, creator } = await setup();
    const token = await tokenOf(campaign.id, creator.id);
    const wordsAt = async (status: S, type: 'free' | 'paid') => {
      await t.database.db.update(campaigns).set({ type }).where(eq(campaigns.id, campaign.id));
      await setCampaignInfluencerRow(t, campaign.id, creator.id, { status });
      const page = await t.app.inject({ method: 'GET', url: `/api/public/invite/${token}` });
      return page.json<PublicInvite>().creator.statusLabel;
    };
    const seen: Record<string, string> = {};
    for (const type of ['free', 'paid'] as const) {
      for (const status of [S.Invited, S.Shortlisted, S.Published, S.Rejected, S.Paid]) {
        seen[`${type} ${status}`] = await wordsAt(status, type);
      }
    }
    expect(seen).toEqual({
      'free 2': 'You’re invited',
      'free 3': 'You’re in',
      'free 4': 'Post received',
      'free 5': 'Not selected this time',
      'free 6': 'Paid',
      'paid 2': 'You’re invited',
      'paid 3': 'You’re in',
      'paid 4': 'Post received, payment to follow',
      'paid 5': 'Not selected this time',
      'paid 6': 'Paid',
    });
  });

  it('answers the same 404 for unknown, malformed and not-yet-invited tokens', async () => {
    const { me, campaign } = await setup();
    const pending = await createTestInfluencer(t);
    await addToCampaign(t, me.headers, campaign.id, [pending.id]);
    for (const token of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      'bad',
      '../../x',
      await tokenOf(campaign.id, pending.id),
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/public/invite/${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
    }
  });

  it("takes the creator's post: their channel only, and they become Published", async () => {
    const { campaign, creator, ucid } = await setup();
    const token = await tokenOf(campaign.id, creator.id);
    const strangers = video(channelId());
    const refused = await addPostAsCreator(token, `https://youtu.be/${strangers.id}`);
    expect(refused.json().message).toBe(messages.influencerChannelNotFound);
    const v = video(ucid, { title: 'My video' });
    const response = await addPostAsCreator(token, `https://www.youtube.com/watch?v=${v.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicInvite>();
    expect(page.creator.status).toBe(S.Published);
    expect(page.creator.statusLabel).toBe('Post received, payment to follow');
    expect(page.posts).toMatchObject([{ title: 'My video', status: 'published' }]);
    const [post] = await t.database.db
      .select()
      .from(campaignPosts)
      .where(eq(campaignPosts.externalId, v.id));
    expect(post?.source).toBe('creator');
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({
      database: t.database,
      env: { INVITE_PAGE_RATE_LIMIT: '2' },
    });
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (
          await limited.app.inject({
            method: 'GET',
            url: '/api/public/invite/AAAAAAAAAAAAAAAAAAAAAA',
          })
        ).statusCode,
      );
    expect(codes).toEqual([404, 404, 429]);
  });
});
