import {
  type Channel,
  type InfluencerDetail,
  type InfluencerListResponse,
  influencerMessages,
  messages,
  specRoutes,
  type Task,
  UserRole,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, signedIn } from '../../../test/factories.ts';
import { fakeChannelId, startFakePlatforms } from '../../../test/fake-platforms.ts';
import { createTestInfluencer, createTestList, uniq } from '../../../test/influencer-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { channels, influencers } from '../../platform/db/schema/index.ts';
import { refreshStaleChannels } from '../channels/jobs.ts';

const fake = await startFakePlatforms();
// Two apps on one database: without platform keys, and with keys pointing at the fakes.
const t = await createTestApp();
const keyed = await createTestApp({ env: fake.env, database: t.database });
const scheduled = await createTestApp({ env: fake.env, fresh: true });

type Headers = Record<string, string>;
const call = (app: TestApp, headers: Headers) => ({
  get: (url: string) => app.app.inject({ method: 'GET', url: `/api${url}`, headers }),
  post: (url: string, payload: object = {}) =>
    app.app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
  put: (url: string, payload: object) =>
    app.app.inject({ method: 'PUT', url: `/api${url}`, headers, payload }),
});

const manager = await signedIn(t, UserRole.Manager);
const api = call(t, manager.headers);
const keyedUser = await signedIn(keyed, UserRole.Manager);
const kapi = call(keyed, keyedUser.headers);

function youtubeFixture(
  handle: string,
  extra: Partial<(typeof fake.state.youtubeChannels)[0]> = {},
) {
  return {
    id: fakeChannelId(handle),
    handle,
    title: `Title of ${handle}`,
    subscribers: 5000,
    views: 100000,
    videos: 42,
    country: 'BR',
    language: 'pt',
    lastUploadAt: '2026-11-01T00:00:00Z',
    ...extra,
  };
}

/** A channel the fake YouTube knows, with one video of it: the channel and the video id. */
function youtubeChannelWithVideo(
  handle: string,
  video: { title: string; views: number; likes: number; comments: number; publishedAt: string },
) {
  const channel = youtubeFixture(handle);
  fake.state.youtubeChannels.push(channel);
  const videoId = uniq('v').slice(0, 11);
  fake.state.youtubeVideos.push({ id: videoId, channelId: channel.id, ...video });
  return { channel, videoId };
}

beforeEach(() => {
  fake.state.youtubeQuotaExceeded = false;
  fake.state.youtubeStatus = null;
  fake.state.twitchStatus = null;
});

describe('auth and roles', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/influencer/list',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets Admins and Managers both work with influencers (PRODUCT.md roles)', async () => {
    const admin = await asAdmin(t);
    const handle = uniq('role');
    const created = await call(t, admin.headers).post('/influencer', {
      url: `youtube.com/@${handle}`,
    });
    expect(created.statusCode).toBe(200);
    const read = await api.get(`/influencer/${created.json().id}`);
    expect(read.statusCode).toBe(200);
  });
});

describe('POST /influencer (from a link)', () => {
  it('creates an influencer with the channel; without keys the channel says stats not configured', async () => {
    const handle = uniq('new');
    const response = await api.post('/influencer', {
      url: `https://www.youtube.com/@${handle.toUpperCase()}`,
      email: 'Creator@Example.com',
      tags: ['rpg', 'RPG', 'indie'],
      country: 'de',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<InfluencerDetail>();
    expect(body).toMatchObject({
      mediaName: handle,
      email: 'creator@example.com',
      tags: ['rpg', 'indie'],
      country: 'DE',
      status: 1,
      source: 1,
      subscribersCount: 0,
      campaignsCount: 0,
      lists: [],
    });
    expect(body.channels).toEqual([
      expect.objectContaining({
        type: 1,
        url: `https://www.youtube.com/@${handle}`,
        handle,
        statsStatus: 'not_configured',
        subscribers: null,
      }),
    ]);
  });

  it('with keys, the refresh job fills stats, the media name and country at once', async () => {
    const handle = uniq('stats');
    fake.state.youtubeChannels.push(youtubeFixture(handle, { subscribers: 777 }));
    const response = await kapi.post('/influencer', { url: `youtube.com/@${handle}` });
    expect(response.statusCode).toBe(200);
    const detail = (await kapi.get(`/influencer/${response.json().id}`)).json<InfluencerDetail>();
    expect(detail).toMatchObject({
      mediaName: `Title of ${handle}`,
      country: 'BR',
      language: 'pt',
      subscribersCount: 777,
    });
    expect(detail.channels[0]).toMatchObject({
      externalId: fakeChannelId(handle),
      statsStatus: 'ok',
      subscribers: 777,
      views: 100000,
      videos: 42,
      lastUploadAt: '2026-11-01T00:00:00.000Z',
    });
    expect(detail.channels[0]?.refreshedAt).not.toBeNull();
  });

  it('keeps a given media name, and resolves a video link to its channel', async () => {
    const handle = uniq('vid');
    const { channel, videoId } = youtubeChannelWithVideo(handle, {
      title: 'A video',
      views: 1,
      likes: 1,
      comments: 1,
      publishedAt: '2026-01-01T00:00:00Z',
    });
    const response = await kapi.post('/influencer', {
      url: `https://youtu.be/${videoId}`,
      mediaName: 'My Creator',
    });
    expect(response.statusCode).toBe(200);
    const detail = (await kapi.get(`/influencer/${response.json().id}`)).json<InfluencerDetail>();
    expect(detail.mediaName).toBe('My Creator');
    expect(detail.channels[0]).toMatchObject({
      externalId: channel.id,
      handle,
      url: `https://www.youtube.com/@${handle}`,
      statsStatus: 'ok',
    });
  });

  it.each([
    ['', messages.urlIsEmpty],
    ['   ', messages.urlIsEmpty],
    ['https://www.tiktok.com/@someone', messages.unsupportedChannelUrl],
    ['https://www.twitch.tv/directory', messages.unsupportedChannelUrl],
  ])('refuses %j with "%s" on the url field', async (url, message) => {
    const response = await api.post('/influencer', { url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { url: message } });
  });

  it('answers "URL is empty" when the url is missing', async () => {
    const response = await api.post('/influencer', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ url: messages.urlIsEmpty });
  });

  it('answers "Channel already exists" for the same channel in any link form', async () => {
    const handle = uniq('dup');
    expect((await api.post('/influencer', { url: `youtube.com/@${handle}` })).statusCode).toBe(200);
    for (const url of [
      `https://m.youtube.com/@${handle.toUpperCase()}/videos`,
      `youtube.com/@${handle}`,
    ]) {
      const again = await api.post('/influencer', { url });
      expect(again.statusCode, url).toBe(409);
      expect(again.json()).toEqual({
        code: 'CONFLICT',
        message: messages.channelAlreadyExists,
        fields: { url: messages.channelAlreadyExists },
      });
    }
    // and by channel id once the stored channel knows it
    const known = await createTestInfluencer(t, {}, [{ externalId: fakeChannelId(uniq('id')) }]);
    const byId = await api.post('/influencer', {
      url: `https://www.youtube.com/channel/${known.channels[0]?.externalId}`,
    });
    expect(byId.json().message).toBe(messages.channelAlreadyExists);
  });

  it('creates nothing when the channel exists', async () => {
    const handle = uniq('none');
    await api.post('/influencer', { url: `twitch.tv/${handle}` });
    const before = await t.database.db.select({ id: influencers.id }).from(influencers);
    await api.post('/influencer', { url: `twitch.tv/${handle}`, mediaName: 'Again' });
    const after = await t.database.db.select({ id: influencers.id }).from(influencers);
    expect(after.length).toBe(before.length);
  });

  it('speaks the SPEC messages for other fields', async () => {
    const bad = await api.post('/influencer', { url: `twitch.tv/${uniq('m')}`, email: 'nope@' });
    expect(bad.json().fields).toEqual({ email: messages.invalidEmail });
    const blank = await api.post('/influencer', { url: `twitch.tv/${uniq('m')}`, mediaName: '  ' });
    expect(blank.json().fields).toEqual({ mediaName: messages.valueRequired });
  });
});

describe('GET/PUT /influencer/{id}', () => {
  it('answers 404 "Not found" for an unknown id', async () => {
    const response = await api.get('/influencer/999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.notFound);
  });

  it('changes only the fields sent, replaces lists, keeps search in step', async () => {
    const influencer = await createTestInfluencer(t, { email: 'keep@example.com', notes: 'old' });
    const list = await createTestList(t);
    const newName = uniq('renamed');
    const response = await api.put(`/influencer/${influencer.id}`, {
      mediaName: newName,
      firstName: 'Ana',
      lastName: 'Lopez',
      status: 2,
      rating: 4,
      listIds: [list.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mediaName: newName,
      name: 'Ana Lopez',
      email: 'keep@example.com',
      notes: 'old',
      status: 2,
      rating: 4,
      lists: [{ id: list.id, name: list.name }],
    });
    const found = await api.post('/influencer/list', { search: newName.slice(2) });
    expect(found.json<InfluencerListResponse>().items.map((i) => i.id)).toEqual([influencer.id]);
    const cleared = await api.put(`/influencer/${influencer.id}`, { email: null, listIds: [] });
    expect(cleared.json()).toMatchObject({ email: null, lists: [], notes: 'old' });
  });

  it('validates: Invalid email, Value is required, unknown lists', async () => {
    const influencer = await createTestInfluencer(t);
    expect((await api.put(`/influencer/${influencer.id}`, { email: 'x' })).json().fields).toEqual({
      email: messages.invalidEmail,
    });
    expect(
      (await api.put(`/influencer/${influencer.id}`, { mediaName: '' })).json().fields,
    ).toEqual({
      mediaName: messages.valueRequired,
    });
    const unknownList = await api.put(`/influencer/${influencer.id}`, { listIds: [999999999] });
    expect(unknownList.statusCode).toBe(400);
    expect(unknownList.json().fields).toEqual({ listIds: messages.notFound });
    expect((await api.put('/influencer/999999999', { notes: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /influencer/delete', () => {
  it('deletes with channels and answers per id', async () => {
    const a = await createTestInfluencer(t);
    const response = await api.post('/influencer/delete', { ids: [a.id, 999999999] });
    expect(response.json()).toEqual({
      results: [
        { id: a.id, ok: true },
        { id: 999999999, ok: false, message: messages.notFound },
      ],
    });
    const left = await t.database.db.select().from(channels).where(eq(channels.influencerId, a.id));
    expect(left).toEqual([]);
    expect((await api.post('/influencer/delete', { ids: [] })).json().fields).toEqual({
      ids: messages.valueRequired,
    });
  });
});

describe('POST /influencer/migrate', () => {
  it('moves channels, notes, tags and lists into the target; nothing is lost', async () => {
    const listA = await createTestList(t);
    const listB = await createTestList(t);
    const source = await createTestInfluencer(
      t,
      { notes: 'Met at GDC', tags: ['rpg'], email: 'src@example.com', country: 'FR' },
      [{ subscribers: 10 }, { type: 2, subscribers: 5 }],
    );
    const target = await createTestInfluencer(t, { notes: 'Prefers email', tags: ['fps'] }, [
      { subscribers: 100 },
    ]);
    await api.put(`/influencer/${source.id}`, { listIds: [listA.id, listB.id] });
    await api.put(`/influencer/${target.id}`, { listIds: [listA.id] });

    const response = await api.post('/influencer/migrate', { id: source.id, targetId: target.id });
    expect(response.statusCode).toBe(200);
    const merged = response.json<InfluencerDetail>();
    expect(merged.channels).toHaveLength(3);
    expect(merged).toMatchObject({
      id: target.id,
      notes: 'Prefers email\n\n---\n\nMet at GDC',
      tags: ['fps', 'rpg'],
      email: 'src@example.com',
      country: 'FR',
      subscribersCount: 115,
    });
    expect(merged.lists.map((l) => l.id).sort()).toEqual([listA.id, listB.id].sort());
    expect((await api.get(`/influencer/${source.id}`)).statusCode).toBe(404);
  });

  it('refuses merging into itself, and unknown ids', async () => {
    const a = await createTestInfluencer(t);
    const self = await api.post('/influencer/migrate', { id: a.id, targetId: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual({ targetId: influencerMessages.mergeIntoItself });
    expect(
      (await api.post('/influencer/migrate', { id: a.id, targetId: 999999999 })).statusCode,
    ).toBe(404);
    expect((await api.get(`/influencer/${a.id}`)).statusCode).toBe(200);
  });
});

describe('GET /influencer/{id}/campaigns', () => {
  it('answers an empty list until campaigns exist (issue 4), 404 for unknown', async () => {
    const a = await createTestInfluencer(t);
    expect((await api.get(`/influencer/${a.id}/campaigns`)).json()).toEqual({
      items: [],
      total: 0,
    });
    expect((await api.get('/influencer/999999999/campaigns')).statusCode).toBe(404);
  });
});

describe('channels of an influencer', () => {
  it('adds a channel by link; the same channel again is "Channel already exists"', async () => {
    const a = await createTestInfluencer(t, {}, []);
    const login = uniq('tw');
    const added = await api.post(`/influencer/${a.id}/channel`, {
      url: `https://m.twitch.tv/${login}`,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<Channel>()).toMatchObject({
      influencerId: a.id,
      type: 2,
      url: `https://www.twitch.tv/${login}`,
      handle: login,
      statsStatus: 'not_configured',
    });
    const again = await api.post(`/influencer/${a.id}/channel`, { url: `twitch.tv/${login}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.channelAlreadyExists);
    expect((await api.post(`/influencer/${a.id}/channel`, { url: '' })).json().message).toBe(
      messages.urlIsEmpty,
    );
    expect(
      (await api.post(`/influencer/${a.id}/channel`, { url: 'vk.com/x' })).json().message,
    ).toBe(messages.unsupportedChannelUrl);
    expect(
      (await api.post('/influencer/999999999/channel', { url: `twitch.tv/${uniq('z')}` }))
        .statusCode,
    ).toBe(404);
    const list = await api.post('/influencer/list', { search: login });
    expect(list.json<InfluencerListResponse>().items.map((i) => i.id)).toEqual([a.id]);
  });

  it('deletes channels per id: "Influencer channel not found" for others', async () => {
    const a = await createTestInfluencer(t, {}, [{ subscribers: 10 }, { subscribers: 20 }]);
    const other = await createTestInfluencer(t);
    const [first, second] = a.channels;
    const response = await api.post(`/influencer/${a.id}/channel/delete`, {
      ids: [first?.id, other.channels[0]?.id],
    });
    expect(response.json()).toEqual({
      results: [
        { id: first?.id, ok: true },
        { id: other.channels[0]?.id, ok: false, message: messages.influencerChannelNotFound },
      ],
    });
    const detail = (await api.get(`/influencer/${a.id}`)).json<InfluencerDetail>();
    expect(detail.channels.map((ch) => ch.id)).toEqual([second?.id]);
    expect(detail.subscribersCount).toBe(20);
  });

  it('refreshes one channel now: ok with keys, "not configured" without, not_found when deleted', async () => {
    const handle = uniq('now');
    fake.state.youtubeChannels.push(youtubeFixture(handle, { subscribers: 31337 }));
    const a = await createTestInfluencer(keyed, {}, [{ handle }]);
    const channelId = a.channels[0]?.id;
    const fresh = await kapi.post(`/influencer/${a.id}/channel/${channelId}/stats`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<Channel>()).toMatchObject({
      statsStatus: 'ok',
      subscribers: 31337,
      statsError: null,
    });

    const unconfigured = await api.post(`/influencer/${a.id}/channel/${channelId}/stats`);
    expect(unconfigured.json<Channel>()).toMatchObject({
      statsStatus: 'not_configured',
      subscribers: 31337,
    });

    fake.state.youtubeChannels = fake.state.youtubeChannels.filter((c) => c.handle !== handle);
    const gone = await kapi.post(`/influencer/${a.id}/channel/${channelId}/stats`);
    expect(gone.json<Channel>()).toMatchObject({ statsStatus: 'not_found', subscribers: 31337 });
  });

  it('names the creator who has the channel a refreshed link turns out to be', async () => {
    const [first, second] = [uniq('one'), uniq('two')];
    const shared = youtubeFixture(first);
    fake.state.youtubeChannels.push(shared, { ...shared, handle: second });
    const holder = await createTestInfluencer(keyed, { mediaName: uniq('Holder') }, [
      { handle: first },
    ]);
    await kapi.post(`/influencer/${holder.id}/channel/${holder.channels[0]?.id}/stats`);
    const other = await createTestInfluencer(keyed, {}, [{ handle: second }]);
    const response = await kapi.post(
      `/influencer/${other.id}/channel/${other.channels[0]?.id}/stats`,
    );
    expect(response.json<Channel>()).toMatchObject({
      statsStatus: 'error',
      statsError: `Channel already exists on ${holder.mediaName}`,
    });
  });

  it('keeps the channel and says why when the quota is spent', async () => {
    const a = await createTestInfluencer(keyed, {}, [{ handle: uniq('q') }]);
    fake.state.youtubeQuotaExceeded = true;
    const ledgerKeyed = await createTestApp({
      env: { ...fake.env, YOUTUBE_API_KEY: uniq('quota-key') },
      database: t.database,
    });
    const user = await signedIn(ledgerKeyed);
    const response = await call(ledgerKeyed, user.headers).post(
      `/influencer/${a.id}/channel/${a.channels[0]?.id}/stats`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Channel>()).toMatchObject({
      statsStatus: 'error',
      statsError: 'YouTube API daily quota exhausted; try again tomorrow',
    });
  });

  it('answers "Influencer channel not found" for a channel of another influencer', async () => {
    const a = await createTestInfluencer(t);
    const b = await createTestInfluencer(t);
    const response = await api.post(`/influencer/${a.id}/channel/${b.channels[0]?.id}/stats`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.influencerChannelNotFound);
  });

  it('GET channel/update queues a channel-refresh task that reports each channel', async () => {
    const live = uniq('live');
    fake.state.youtubeChannels.push(youtubeFixture(live));
    const a = await createTestInfluencer(keyed, {}, [{ handle: live }, { handle: uniq('gone') }]);
    const response = await kapi.get(`/influencer/${a.id}/channel/update`);
    expect(response.statusCode).toBe(200);
    const { taskId } = response.json<{ taskId: number }>();
    const tasks = (await kapi.get('/task/channel-refresh?mine=true')).json<{ items: Task[] }>();
    const task = tasks.items.find((x) => x.id === taskId);
    expect(task).toMatchObject({
      type: 'channel-refresh',
      status: 'completed',
      name: a.mediaName,
      total: 2,
      processed: 2,
      progress: 100,
      counts: { updated: 1, failed: 1 },
      results: [
        expect.objectContaining({
          outcome: 'failed',
          influencerId: a.id,
          message: expect.stringContaining('Channel not found on the platform'),
        }),
      ],
    });
    expect((await kapi.get('/influencer/999999999/channel/update')).statusCode).toBe(404);
  });

  it('a spent quota fails the refresh task with a clear error', async () => {
    const a = await createTestInfluencer(keyed, {}, [{ handle: uniq('a') }, { handle: uniq('b') }]);
    const quotaApp = await createTestApp({
      env: { ...fake.env, YOUTUBE_API_KEY: uniq('spent'), YOUTUBE_DAILY_QUOTA: '1' },
      database: t.database,
    });
    const user = await signedIn(quotaApp);
    const q = call(quotaApp, user.headers);
    const { taskId } = (await q.get(`/influencer/${a.id}/channel/update`)).json<{
      taskId: number;
    }>();
    const task = (await q.get('/task/channel-refresh?mine=true'))
      .json<{ items: Task[] }>()
      .items.find((x) => x.id === taskId);
    expect(task).toMatchObject({
      status: 'failed',
      error: 'YouTube API daily quota exhausted; try again tomorrow',
      // the first channel spends the one unit (and is unknown there), the second finds none
      processed: 2,
      total: 2,
      counts: { failed: 2, updated: 0 },
    });
  });

  it('the schedule refreshes stale channels of configured platforms as one task', async () => {
    // A database of its own: the schedule takes every stale channel, and on PostgreSQL the
    // shared one holds other files' thousands of imported channels.
    const handle = uniq('sched');
    fake.state.youtubeChannels.push(youtubeFixture(handle, { subscribers: 4242 }));
    const a = await createTestInfluencer(scheduled, {}, [{ handle }]);
    await scheduled.database.db
      .update(channels)
      .set({ refreshedAt: null })
      .where(eq(channels.influencerId, a.id));
    const taskId = await refreshStaleChannels({
      db: scheduled.database.db,
      config: scheduled.config,
      jobs: scheduled.ctx.jobs,
    });
    expect(taskId).not.toBeNull();
    const [refreshed] = await scheduled.database.db
      .select()
      .from(channels)
      .where(eq(channels.influencerId, a.id));
    expect(refreshed).toMatchObject({ statsStatus: 'ok', subscribers: 4242 });
    expect(
      await refreshStaleChannels({ db: t.database.db, config: t.config, jobs: t.ctx.jobs }),
    ).toBeNull();
  });
});

describe('GET /influencer/external/channel/{type}/{postId}/post', () => {
  it('reads a YouTube video and a Twitch video through the providers', async () => {
    const { channel, videoId } = youtubeChannelWithVideo(uniq('post'), {
      title: 'Launch',
      views: 9,
      likes: 2,
      comments: 1,
      publishedAt: '2026-05-05T00:00:00Z',
    });
    const yt = await kapi.get(`/influencer/external/channel/1/${videoId}/post`);
    expect(yt.statusCode).toBe(200);
    expect(yt.json()).toMatchObject({
      type: 1,
      externalId: videoId,
      title: 'Launch',
      views: 9,
      channel: { externalId: channel.id },
    });

    fake.state.twitchUsers.push({
      id: '900',
      login: 'poster',
      displayName: 'Poster',
      followers: 1,
    });
    fake.state.twitchVideos.push({
      id: '77001',
      userId: '900',
      userLogin: 'poster',
      userName: 'Poster',
      title: 'VOD',
      views: 3,
      publishedAt: '2026-05-05T00:00:00Z',
    });
    const tw = await kapi.get('/influencer/external/channel/2/77001/post');
    expect(tw.json()).toMatchObject({ type: 2, externalId: '77001', title: 'VOD' });
  });

  it('answers "Influencer channel post not found" when the platform has no such post', async () => {
    for (const url of [
      '/influencer/external/channel/1/zzzzzzzzzzz/post',
      '/influencer/external/channel/2/123/post',
    ]) {
      const response = await kapi.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(messages.influencerChannelPostNotFound);
    }
  });

  it('says stats are not configured without keys, and refuses an unknown platform', async () => {
    const response = await api.get('/influencer/external/channel/1/dQw4w9WgXcQ/post');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('YouTube stats are not configured');
    expect((await api.get('/influencer/external/channel/3/abc/post')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every SPEC influencer, list, table-view and task route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const route of [
      ...specRoutes.influencer,
      ...specRoutes.tableViewsAndLists,
      ...specRoutes.tasks,
    ]) {
      const path = `/api${route.path}`;
      expect(
        doc.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
  });
});
