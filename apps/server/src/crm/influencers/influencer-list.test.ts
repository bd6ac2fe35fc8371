import { INFLUENCER_COUNT_CAP, type InfluencerListResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories.ts';
import {
  createTestInfluencer,
  createTestList,
  insertNumberedInfluencers,
  uniq,
} from '../../../test/influencer-factories.ts';
import { createTestApp } from '../../../test/test-app.ts';

// The CRM's influencer table: what POST /influencer/list filters, sorts, searches, counts and
// pages, against creators whose answers are known.

describe('POST /influencer/list: filters, sorts and search with known answers', async () => {
  const t = await createTestApp();
  const manager = await signedIn(t);
  const api = {
    post: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: manager.headers, payload }),
  };
  const tag = uniq('tag');
  const a = await createTestInfluencer(
    t,
    {
      mediaName: `Alpha ${tag}`,
      country: 'US',
      language: 'en',
      tags: [tag, 'fps'],
      source: 1,
      rating: 5,
    },
    [{ subscribers: 1000 }, { type: 2, subscribers: 500 }],
  );
  const b = await createTestInfluencer(
    t,
    {
      mediaName: `Bravo ${tag}`,
      country: 'DE',
      language: 'de',
      tags: [tag],
      source: 2,
      status: 2,
      email: `bravo-${tag}@example.com`,
    },
    [{ subscribers: 50_000 }],
  );
  const c = await createTestInfluencer(
    t,
    { mediaName: `Charlie ${tag}`, country: 'US', language: 'en', tags: [tag, 'rpg'], source: 2 },
    [{ type: 2, subscribers: 20, handle: `${tag}streamer` }],
  );
  const list = await createTestList(t, uniq('list'), [a.id, c.id]);
  // A list of nobody, so the list filter has one to tell apart.
  await createTestList(t, uniq('l'), []);

  const ids = async (body: object) => {
    const response = await api.post('/influencer/list', { pageSize: 100, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InfluencerListResponse>().items.map((i) => i.id);
  };
  const scoped = (filters: object = {}, rest: object = {}) =>
    ids({ filters: { tags: [tag], ...filters }, ...rest });
  const byName = (filters: object) =>
    scoped(filters, { sort: { field: 'mediaName', order: 'asc' } });

  it('answers items with channels, counts and lists, and the total', async () => {
    const response = await api.post('/influencer/list', {
      filters: { tags: [tag] },
      sort: { field: 'mediaName', order: 'asc' },
    });
    const body = response.json<InfluencerListResponse>();
    expect(body.total).toBe(3);
    expect(body.totalCapped).toBe(false);
    expect(body.items[0]).toMatchObject({
      id: a.id,
      subscribersCount: 1500,
      campaignsCount: 0,
      lists: [{ id: list.id, name: list.name }],
    });
    expect(body.items[0]?.channels.map((ch) => ch.type)).toEqual([1, 2]);
  });

  it('counts up to the cap, or to the end of the page asked for, and says when it stopped', async () => {
    const many = uniq('many');
    const n = INFLUENCER_COUNT_CAP + 10;
    await insertNumberedInfluencers(t, 'Many', many, n);
    const page = (page: number) =>
      api
        .post('/influencer/list', {
          filters: { tags: [many] },
          sort: { field: 'mediaName', order: 'asc' },
          page,
          pageSize: 25,
        })
        .then((r) => r.json<InfluencerListResponse>());
    const first = await page(0);
    expect(first).toMatchObject({ total: INFLUENCER_COUNT_CAP, totalCapped: true });
    expect(first.items).toHaveLength(25);
    // The last page: the count reaches past the cap to its end, and is exact again.
    const last = await page(INFLUENCER_COUNT_CAP / 25);
    expect(last).toMatchObject({ total: n, totalCapped: false });
    expect(last.items.map((i) => i.mediaName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Many ${String(INFLUENCER_COUNT_CAP + 1 + i)}`),
    );
  });

  it('filters by platform, subscribers, country, language, tags, status, source and list', async () => {
    expect(await byName({ channelType: [2] })).toEqual([a.id, c.id]);
    expect(await byName({ channelType: [1] })).toEqual([a.id, b.id]);
    expect(await byName({ subscribersMin: 1000 })).toEqual([a.id, b.id]);
    expect(await byName({ subscribersMax: 1500 })).toEqual([a.id, c.id]);
    expect(await scoped({ subscribersMin: 100, subscribersMax: 2000 })).toEqual([a.id]);
    expect(await scoped({ country: ['de'] })).toEqual([b.id]);
    expect(await byName({ language: ['en'] })).toEqual([a.id, c.id]);
    expect(
      await ids({ filters: { tags: [tag, 'never'] }, sort: { field: 'mediaName', order: 'asc' } }),
    ).toEqual([a.id, b.id, c.id]);
    expect(await scoped({ status: 2 })).toEqual([b.id]);
    expect(await byName({ source: [2] })).toEqual([b.id, c.id]);
    expect(await byName({ listId: list.id })).toEqual([a.id, c.id]);
    expect(await scoped({ channelType: [2], country: ['US'], subscribersMin: 100 })).toEqual([
      a.id,
    ]);
  });

  it('sorts on columns both ways, ties broken by id', async () => {
    const sorted = (field: string, order: string) => scoped({}, { sort: { field, order } });
    expect(await sorted('subscribersCount', 'desc')).toEqual([b.id, a.id, c.id]);
    expect(await sorted('subscribersCount', 'asc')).toEqual([c.id, a.id, b.id]);
    expect(await sorted('mediaName', 'desc')).toEqual([c.id, b.id, a.id]);
    expect(await sorted('channelsCount', 'desc')).toEqual([a.id, c.id, b.id]);
    expect(await sorted('createdAt', 'asc')).toEqual([a.id, b.id, c.id]);
    expect(await sorted('country', 'asc')).toEqual([b.id, a.id, c.id]);
    // rating: a has 5, the others none; empty values sort last ascending
    expect(await sorted('rating', 'asc')).toEqual([a.id, b.id, c.id]);
    expect(await sorted('campaignsCount', 'asc')).toEqual([a.id, b.id, c.id]);
  });

  it('accepts a sort on every column the contract names', async () => {
    const { influencerSortFields } = await import('@app/contract');
    for (const field of influencerSortFields) {
      for (const order of ['asc', 'desc']) {
        const response = await api.post('/influencer/list', {
          filters: { tags: [tag] },
          sort: { field, order },
        });
        expect(response.statusCode, `${field} ${order}`).toBe(200);
        expect(response.json().total).toBe(3);
      }
    }
    expect(
      (await api.post('/influencer/list', { sort: { field: 'password', order: 'asc' } }))
        .statusCode,
    ).toBe(400);
  });

  it('searches names, email and channel handles, case-insensitively and literally', async () => {
    expect(await ids({ search: `BRAVO-${tag}@` })).toEqual([b.id]);
    expect(await ids({ search: `${tag}STREAMER` })).toEqual([c.id]);
    expect(await ids({ search: `alpha ${tag}` })).toEqual([a.id]);
    expect(await ids({ search: `${tag}%` })).toEqual([]);
    expect(await ids({ search: `${tag}_` })).toEqual([]);
  });

  it('pages on the server', async () => {
    const page = (n: number) =>
      api.post('/influencer/list', {
        filters: { tags: [tag] },
        sort: { field: 'mediaName', order: 'asc' },
        page: n,
        pageSize: 2,
      });
    const first = (await page(0)).json<InfluencerListResponse>();
    const second = (await page(1)).json<InfluencerListResponse>();
    expect(first.total).toBe(3);
    expect(first.items.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(second.items.map((i) => i.id)).toEqual([c.id]);
    expect((await api.post('/influencer/list', { pageSize: 101 })).statusCode).toBe(400);
  });
});
