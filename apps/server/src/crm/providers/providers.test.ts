import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_TWITCH_CLIENT,
  fakeChannelId,
  startFakePlatforms,
} from '../../../test/fake-platforms.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { ProviderError } from './provider-error.ts';
import { createQuotaLedger, pacificDay } from './quota.ts';
import { createTwitchProvider } from './twitch.ts';
import { createYoutubeProvider, YOUTUBE_QUOTA_MESSAGE } from './youtube.ts';

const fake = await startFakePlatforms();
const database = await openTestDatabase();
const ledger = (limit = 1000) => createQuotaLedger(database.db, `test-${randomUUID()}`, limit);

const UC = fakeChannelId('gamer');
const gamer = {
  id: UC,
  handle: 'GamerOne',
  username: 'GamerOneLegacy',
  title: 'Gamer One',
  description: 'Let us play',
  subscribers: 123456,
  views: 98765432,
  videos: 321,
  country: 'DE',
  language: 'de',
  lastUploadAt: '2026-10-30T15:00:00Z',
};

beforeEach(() => {
  fake.reset();
  fake.state.youtubeChannels.push({ ...gamer });
  fake.state.youtubeVideos.push({
    id: 'dQw4w9WgXcQ',
    channelId: UC,
    title: 'Speedrun any%',
    views: 5000,
    likes: 400,
    comments: 31,
    publishedAt: '2026-10-01T10:00:00Z',
  });
  fake.state.twitchUsers.push({
    id: '141981764',
    login: 'twitchdev',
    displayName: 'TwitchDev',
    description: 'Supporting third-party developers',
    followers: 5800,
    language: 'en',
    lastVideoAt: '2026-11-02T18:00:00Z',
  });
  fake.state.twitchVideos.push({
    id: '335921245',
    userId: '141981764',
    userLogin: 'twitchdev',
    userName: 'TwitchDev',
    title: 'Twitch Developers 101',
    views: 1863062,
    publishedAt: '2026-06-06T18:00:00Z',
  });
});

const youtube = (quota = ledger(), apiKey: string | null = 'key-1') =>
  createYoutubeProvider({ apiKey, baseUrl: fake.youtubeBaseUrl, quota });

const expectedGamer = {
  externalId: UC,
  handle: 'gamerone',
  title: 'Gamer One',
  description: 'Let us play',
  avatarUrl: `https://yt3.ggpht.example/${UC}=s800-c-k-c0x00ffffff-no-rj`,
  url: 'https://www.youtube.com/@gamerone',
  subscribers: 123456,
  views: 98765432,
  videos: 321,
  country: 'DE',
  language: 'de',
  lastUploadAt: new Date('2026-10-30T15:00:00Z'),
  openedAt: new Date('2012-05-01T17:55:05Z'),
};

describe('YouTube Data API client', () => {
  it('reads a channel by id, handle, username, legacy custom name and video link', async () => {
    const client = youtube();
    expect(await client.fetchChannel({ by: 'id', value: UC })).toEqual(expectedGamer);
    expect(await client.fetchChannel({ by: 'handle', value: 'gamerone' })).toEqual(expectedGamer);
    expect(await client.fetchChannel({ by: 'user', value: 'gameronelegacy' })).toEqual(
      expectedGamer,
    );
    expect(await client.fetchChannel({ by: 'custom', value: 'gameronelegacy' })).toEqual(
      expectedGamer,
    );
    expect(await client.fetchChannel({ by: 'video', value: 'dQw4w9WgXcQ' })).toEqual(expectedGamer);
  });

  it('asks channels.list for snippet, statistics and brandingSettings, never search.list', async () => {
    await youtube().fetchChannel({ by: 'handle', value: 'gamerone' });
    const channelsCall = fake.state.requests.find((r) => r.startsWith('GET /youtube/v3/channels'));
    const query = new URLSearchParams(channelsCall?.split('?')[1]);
    expect(query.get('part')?.split(',')).toEqual(
      expect.arrayContaining(['snippet', 'statistics', 'brandingSettings']),
    );
    expect(query.get('forHandle')).toBe('@gamerone');
    expect(query.get('key')).toBe('key-1');
    expect(fake.state.requests.some((r) => r.includes('/search'))).toBe(false);
  });

  it('answers null for a deleted channel (no items) and an unknown video', async () => {
    const client = youtube();
    expect(await client.fetchChannel({ by: 'id', value: fakeChannelId('deleted') })).toBeNull();
    expect(await client.fetchChannel({ by: 'handle', value: 'nobody' })).toBeNull();
    expect(await client.fetchChannel({ by: 'video', value: 'xxxxxxxxxxx' })).toBeNull();
    expect(await client.fetchPost('xxxxxxxxxxx')).toBeNull();
  });

  it('hides a hidden subscriber count instead of reporting 0', async () => {
    fake.state.youtubeChannels[0] = { ...gamer, hiddenSubscribers: true };
    const stats = await youtube().fetchChannel({ by: 'id', value: UC });
    expect(stats?.subscribers).toBeNull();
    expect(stats?.views).toBe(98765432);
  });

  it('reads many videos with one videos.list call, leaving out the ones it does not have', async () => {
    const before = fake.state.requests.length;
    const found = await youtube().fetchPosts(['dQw4w9WgXcQ', 'xxxxxxxxxxx']);
    expect([...found.keys()]).toEqual(['dQw4w9WgXcQ']);
    const calls = fake.state.requests.slice(before).filter((r) => r.includes('/videos?'));
    expect(calls).toEqual([expect.stringContaining('id=dQw4w9WgXcQ%2Cxxxxxxxxxxx')]);
  });

  it('reads a video as a post', async () => {
    expect(await youtube().fetchPost('dQw4w9WgXcQ')).toEqual({
      type: 1,
      externalId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Speedrun any%',
      description: 'About Speedrun any%',
      thumbnailUrl: 'https://i.ytimg.example/vi/dQw4w9WgXcQ/hqdefault.jpg',
      publishedAt: '2026-10-01T10:00:00.000Z',
      views: 5000,
      likes: 400,
      comments: 31,
      channel: { externalId: UC, title: 'Gamer One', url: `https://www.youtube.com/channel/${UC}` },
    });
  });

  it('counts a unit per call and stops before the configured daily quota is passed', async () => {
    const quota = ledger(3);
    const client = youtube(quota);
    // channels.list + playlistItems.list = 2 units
    await client.fetchChannel({ by: 'id', value: UC });
    expect(await quota.used()).toBe(2);
    const before = fake.state.requests.length;
    // the next lookup needs 2 units but only 1 is left: channels.list runs, playlistItems does not
    const error = await client.fetchChannel({ by: 'id', value: UC }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'quota', message: YOUTUBE_QUOTA_MESSAGE });
    expect(fake.state.requests.length - before).toBe(1);
    expect(await quota.used()).toBe(3);
    await expect(client.fetchChannel({ by: 'id', value: UC })).rejects.toMatchObject({
      kind: 'quota',
    });
    expect(fake.state.requests.length - before).toBe(1);
  });

  it('treats 403 quotaExceeded as the day being spent, and makes no further calls', async () => {
    const quota = ledger(10_000);
    fake.state.youtubeQuotaExceeded = true;
    const client = youtube(quota);
    await expect(client.fetchChannel({ by: 'id', value: UC })).rejects.toMatchObject({
      kind: 'quota',
      status: 403,
      message: YOUTUBE_QUOTA_MESSAGE,
    });
    expect(await quota.used()).toBe(10_000);
    fake.state.youtubeQuotaExceeded = false;
    const calls = fake.state.requests.length;
    await expect(client.fetchChannel({ by: 'id', value: UC })).rejects.toMatchObject({
      kind: 'quota',
    });
    expect(fake.state.requests.length).toBe(calls);
  });

  it('reports a refused key as auth and a 5xx as unavailable, with the status', async () => {
    fake.state.youtubeStatus = 400;
    await expect(youtube().fetchChannel({ by: 'id', value: UC })).rejects.toMatchObject({
      kind: 'auth',
      status: 400,
      message: expect.stringContaining('API key not valid'),
    });
    fake.state.youtubeStatus = 503;
    await expect(youtube().fetchChannel({ by: 'id', value: UC })).rejects.toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
  });

  it('says unavailable when nothing answers', async () => {
    const client = createYoutubeProvider({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1/youtube/v3',
      quota: ledger(),
    });
    await expect(client.fetchChannel({ by: 'id', value: UC })).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('is not configured without a key', () => {
    expect(youtube(ledger(), null).configured).toBe(false);
    expect(youtube().configured).toBe(true);
  });
});

describe('quota ledger', () => {
  it('spends atomically up to the limit under concurrency', async () => {
    const quota = ledger(10);
    const results = await Promise.all(Array.from({ length: 25 }, () => quota.spend(1)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await quota.used()).toBe(10);
  });

  it('keeps days apart (Pacific time, as Google counts)', async () => {
    let day = '2026-01-01';
    const quota = createQuotaLedger(database.db, `test-${randomUUID()}`, 1, () => day);
    expect(await quota.spend(1)).toBe(true);
    expect(await quota.spend(1)).toBe(false);
    day = '2026-01-02';
    expect(await quota.spend(1)).toBe(true);
    expect(pacificDay(new Date('2026-03-01T07:59:00Z'))).toBe('2026-02-28');
    expect(pacificDay(new Date('2026-03-01T08:01:00Z'))).toBe('2026-03-01');
  });
});

const twitch = (overrides: Partial<Parameters<typeof createTwitchProvider>[0]> = {}) =>
  createTwitchProvider({
    clientId: FAKE_TWITCH_CLIENT.id,
    clientSecret: FAKE_TWITCH_CLIENT.secret,
    baseUrl: fake.twitchBaseUrl,
    authBaseUrl: fake.twitchAuthBaseUrl,
    ...overrides,
  });

describe('Twitch Helix client', () => {
  it('gets an app token, then reads the user, followers, language and last video', async () => {
    const client = twitch();
    const stats = await client.fetchChannel({ by: 'login', value: 'twitchdev' });
    expect(stats).toEqual({
      externalId: '141981764',
      handle: 'twitchdev',
      title: 'TwitchDev',
      description: 'Supporting third-party developers',
      avatarUrl: 'https://static-cdn.jtvnw.example/twitchdev-profile_image-300x300.png',
      url: 'https://www.twitch.tv/twitchdev',
      subscribers: 5800,
      views: 0,
      videos: null,
      country: null,
      language: 'en',
      lastUploadAt: new Date('2026-11-02T18:00:00Z'),
      openedAt: new Date('2016-12-14T20:32:28Z'),
    });
    expect(await client.fetchChannel({ by: 'id', value: '141981764' })).toMatchObject({
      handle: 'twitchdev',
    });
    // one token for all the calls
    expect(fake.state.tokensIssued).toBe(1);
    expect(fake.state.requests.filter((r) => r.startsWith('POST /oauth2/token'))).toHaveLength(1);
  });

  it('answers null for an unknown login (empty data)', async () => {
    expect(await twitch().fetchChannel({ by: 'login', value: 'nobody_here' })).toBeNull();
  });

  it('fetches a new token once when Helix says the token is invalid', async () => {
    const client = twitch();
    await client.fetchChannel({ by: 'login', value: 'twitchdev' });
    fake.state.revokeTokenOnce = true;
    expect(await client.fetchChannel({ by: 'login', value: 'twitchdev' })).toMatchObject({
      subscribers: 5800,
    });
    expect(fake.state.requests.filter((r) => r.startsWith('POST /oauth2/token'))).toHaveLength(2);
  });

  it('reports refused client credentials as auth', async () => {
    await expect(
      twitch({ clientSecret: 'wrong' }).fetchChannel({ by: 'login', value: 'twitchdev' }),
    ).rejects.toMatchObject({
      kind: 'auth',
      status: 403,
      message: expect.stringContaining('invalid client secret'),
    });
  });

  it('reports 5xx as unavailable and 429 as rate limited', async () => {
    fake.state.twitchStatus = 500;
    await expect(twitch().fetchChannel({ by: 'login', value: 'twitchdev' })).rejects.toMatchObject({
      kind: 'unavailable',
      status: 500,
    });
    fake.state.twitchStatus = 429;
    await expect(twitch().fetchChannel({ by: 'login', value: 'twitchdev' })).rejects.toMatchObject({
      kind: 'rate_limited',
      status: 429,
    });
    fake.state.twitchStatus = null;
    fake.state.tokenStatus = 503;
    await expect(twitch().fetchChannel({ by: 'login', value: 'twitchdev' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('reads a video as a post, and null for an unknown or malformed id', async () => {
    const client = twitch();
    expect(await client.fetchPost('335921245')).toEqual({
      type: 2,
      externalId: '335921245',
      url: 'https://www.twitch.tv/videos/335921245',
      title: 'Twitch Developers 101',
      description: null,
      thumbnailUrl: 'https://static-cdn.jtvnw.example/cf_vods/335921245/thumb0-640x360.jpg',
      publishedAt: '2026-06-06T18:00:00.000Z',
      views: 1863062,
      likes: null,
      comments: null,
      channel: {
        externalId: '141981764',
        title: 'TwitchDev',
        url: 'https://www.twitch.tv/twitchdev',
      },
    });
    expect(await client.fetchPost('999')).toBeNull();
    const calls = fake.state.requests.length;
    expect(await client.fetchPost('not-a-number')).toBeNull();
    expect(fake.state.requests.length).toBe(calls);
  });

  it('reads many videos in one call, leaving out the ones it does not have', async () => {
    const client = twitch();
    const before = fake.state.requests.length;
    const found = await client.fetchPosts(['335921245', '999', 'not-a-number']);
    expect([...found.keys()]).toEqual(['335921245']);
    expect(found.get('335921245')?.views).toBe(1863062);
    const calls = fake.state.requests.slice(before).filter((r) => r.includes('/videos?'));
    expect(calls).toEqual([expect.stringContaining('id=335921245&id=999')]);
    expect((await client.fetchPosts(['999'])).size).toBe(0);
  });

  it('is not configured without client id and secret', () => {
    expect(twitch({ clientId: null }).configured).toBe(false);
    expect(twitch({ clientSecret: null }).configured).toBe(false);
  });
});
