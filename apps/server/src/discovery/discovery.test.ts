import {
  CampaignInfluencerStatus,
  ChannelType,
  type DiscoveryAddResponse,
  type DiscoveryCreatorListRequest,
  discoveryMessages,
  type InfluencerDetail,
  InfluencerSource,
  type TeamDiscoveryCreatorDetail,
  type TeamDiscoveryCreatorListResponse,
  type TeamDiscoveryGameDetail,
  UserRole,
  type WorkflowListResponse,
  workflowMessages,
} from '@app/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCampaign, createTestCampaign } from '../../test/campaign-factories.ts';
import {
  createDiscoveryCreator,
  createDiscoveryGame,
  recordPlayed,
} from '../../test/discovery-factories.ts';
import { expectRefusedFields } from '../../test/expect-answer.ts';
import { signedIn } from '../../test/factories.ts';
import { createTestInfluencer, createTestList, uniq } from '../../test/influencer-factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { channels, influencers, listInfluencers } from '../platform/db/schema/index.ts';

// Discovery in-process (no DISCOVERY_URL), as `npm start` runs it: the index rows are written
// straight into the test database's discovery schema, the CRM through its own API.

const t = await createTestApp();
const me = await signedIn(t, UserRole.Manager);
const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: me.headers, ...(payload ? { payload } : {}) });

/** POST /discovery/influencer/add-to-{target}, answered 200: the result per creator. */
const addTo = async (
  target: 'crm' | 'list' | 'campaign',
  body: { creatorIds: number[]; listId?: number; campaignId?: number },
) => {
  const response = await req('POST', `/discovery/influencer/add-to-${target}`, body);
  expect(response.statusCode).toBe(200);
  return response.json<DiscoveryAddResponse>().results;
};
const addToCrm = (creatorIds: number[]) => addTo('crm', { creatorIds });

const channelCount = async (type: number, externalId: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(channels)
    .where(and(eq(channels.type, type), eq(channels.externalId, externalId)));
  return Number(row?.n ?? 0);
};

describe('discovery lists through the main API', () => {
  it('passes filters and sort through and marks CRM members with their lists and campaigns', async () => {
    const token = uniq('dsc');
    const small = await createDiscoveryCreator(t, {
      handle: `${token}a`,
      platform: ChannelType.Twitch,
      followers: 5_000,
      language: 'en',
    });
    const big = await createDiscoveryCreator(t, {
      handle: `${token}b`,
      platform: ChannelType.Twitch,
      followers: 50_000,
      language: 'en',
    });
    await createDiscoveryCreator(t, {
      handle: `${token}c`,
      platform: ChannelType.Youtube,
      followers: 90_000,
      language: 'en',
    });
    // The small creator is already in the CRM (its Twitch channel resolved to the user id),
    // in a list and a campaign.
    const member = await createTestInfluencer(t, {}, [
      { type: ChannelType.Twitch, handle: `${token}a`, externalId: small.platformId },
    ]);
    const list = await createTestList(t, uniq('List '), [member.id]);
    const campaign = await createTestCampaign(t);
    await addToCampaign(t, me.headers, campaign.id, [member.id]);

    const request: DiscoveryCreatorListRequest = {
      search: token,
      filters: { platform: [ChannelType.Twitch], language: ['en'] },
      sort: { field: 'followers', order: 'desc' },
    };
    const response = await req('POST', '/discovery/influencer/list', request);
    expect(response.statusCode).toBe(200);
    const page = response.json<TeamDiscoveryCreatorListResponse>();
    expect(page.items.map((c) => c.id)).toEqual([big.id, small.id]);
    expect(page.total).toBe(2);
    expect(page.facets?.platform).toEqual(
      expect.arrayContaining([{ value: ChannelType.Youtube, count: 1 }]),
    );
    expect(page.items[0]?.crm).toBeNull();
    expect(page.items[1]?.crm).toEqual({
      influencerId: member.id,
      lists: [{ id: list.id, name: list.name }],
      campaigns: [
        { id: campaign.id, name: campaign.name, status: CampaignInfluencerStatus.Pending },
      ],
    });
    // The same answer as the service's own, apart from the marks.
    const direct = await t.ctx.discovery.listCreators(request);
    expect(page.items.map(({ crm: _crm, ...rest }) => rest)).toEqual(direct.items);
  });

  it('marks a creator whose channel was added by hand (lookup key login:…), not yet resolved', async () => {
    const login = uniq('hand');
    const creator = await createDiscoveryCreator(t, { handle: login });
    const added = await req('POST', '/influencer', { url: `https://www.twitch.tv/${login}` });
    expect(added.statusCode).toBe(200);
    const page = (
      await req('POST', '/discovery/influencer/list', { search: login })
    ).json<TeamDiscoveryCreatorListResponse>();
    expect(page.items[0]?.crm?.influencerId).toBe(added.json<InfluencerDetail>().id);
    expect(creator.id).toBe(page.items[0]?.id);
  });

  it('answers a game with its top creators marked, a creator with its link, 404 when missing', async () => {
    const name = uniq('Baldur ');
    const game = await createDiscoveryGame(t, name);
    const creator = await createDiscoveryCreator(t, { handle: uniq('g') });
    await recordPlayed(t, creator.id, game.id);
    const [result] = await addToCrm([creator.id]);

    const detail = await req('GET', `/discovery/game/${game.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<TeamDiscoveryGameDetail>();
    expect(body.name).toBe(name);
    expect(body.topCreators.map((c) => [c.creator.id, c.creator.crm?.influencerId])).toEqual([
      [creator.id, result?.influencerId],
    ]);

    const games = await req('POST', '/discovery/game/list', { search: name });
    expect(games.json().items.map((g: { id: number }) => g.id)).toEqual([game.id]);

    const one = await req('GET', `/discovery/influencer/${creator.id}`);
    expect(one.statusCode).toBe(200);
    const oneBody = one.json<TeamDiscoveryCreatorDetail>();
    expect(oneBody.crm).toEqual({ influencerId: result?.influencerId, lists: [], campaigns: [] });
    expect(oneBody.games.map((g) => g.game.id)).toEqual([game.id]);

    expect((await req('GET', '/discovery/game/2147483647')).statusCode).toBe(404);
    expect((await req('GET', '/discovery/influencer/9007199254740991')).statusCode).toBe(404);
  });

  it('answers terms and the status of the sources', async () => {
    const terms = await req('POST', '/discovery/game/term/genre/list', {});
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toHaveProperty('items');
    const status = await req('GET', '/discovery/status');
    expect(status.statusCode).toBe(200);
    // No provider keys in tests: only the seed import is on.
    expect(
      status.json().sources.map((s: { source: string; enabled: boolean }) => [s.source, s.enabled]),
    ).toEqual([
      ['igdb', false],
      ['twitch', false],
      ['youtube', false],
      ['seed', true],
    ]);
  });

  it('refuses bad filters with the field named', async () => {
    const response = await req('POST', '/discovery/influencer/list', {
      filters: { followers: { min: 10, max: 1 } },
    });
    expectRefusedFields(response, ['filters.followers']);
  });

  it('needs a signed-in team member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/discovery/influencer/list',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('adding discovery creators to the CRM', () => {
  it('creates the influencer once (source Discovery, stats copied) and links it the second time', async () => {
    const handle = uniq('yt');
    const creator = await createDiscoveryCreator(t, {
      handle,
      platform: ChannelType.Youtube,
      displayName: `Star ${handle}`,
      followers: 123_456,
      language: 'de',
      country: 'AT',
      avatarUrl: 'https://yt3.example/avatar.jpg',
    });
    const [first] = await addToCrm([creator.id]);
    expect(first).toMatchObject({ creatorId: creator.id, ok: true, created: true });
    const influencerId = first?.influencerId ?? 0;

    const detail = (await req('GET', `/influencer/${influencerId}`)).json<InfluencerDetail>();
    expect(detail).toMatchObject({
      mediaName: `Star ${handle}`,
      source: InfluencerSource.Discovery,
      country: 'AT',
      language: 'de',
    });
    const [channel] = await t.database.db
      .select()
      .from(channels)
      .where(eq(channels.influencerId, influencerId));
    expect(channel).toMatchObject({
      type: ChannelType.Youtube,
      externalId: creator.platformId,
      lookupKey: `id:${creator.platformId}`,
      handle,
      title: `Star ${handle}`,
      subscribers: 123_456,
      avatarUrl: 'https://yt3.example/avatar.jpg',
      url: `https://www.youtube.com/channel/${creator.platformId}`,
      language: 'de',
      country: 'AT',
    });
    // The CRM's own list finds it by name, with the copied subscribers (aggregates kept).
    const found = await req('POST', '/influencer/list', { search: `star ${handle}` });
    expect(found.json().items).toMatchObject([{ id: influencerId, subscribersCount: 123_456 }]);

    const [second] = await addToCrm([creator.id]);
    expect(second).toEqual({ creatorId: creator.id, ok: true, influencerId, created: false });
    expect(await channelCount(ChannelType.Youtube, creator.platformId)).toBe(1);
  });

  it('links a creator whose channel was added by hand earlier instead of duplicating it', async () => {
    const login = uniq('tw');
    const creator = await createDiscoveryCreator(t, {
      handle: login,
      platform: ChannelType.Twitch,
    });
    const byHand = (
      await req('POST', '/influencer', { url: `https://www.twitch.tv/${login}` })
    ).json<InfluencerDetail>();
    const [result] = await addToCrm([creator.id]);
    expect(result).toEqual({
      creatorId: creator.id,
      ok: true,
      influencerId: byHand.id,
      created: false,
    });
    const [n] = await t.database.db
      .select({ n: count() })
      .from(channels)
      .where(and(eq(channels.type, ChannelType.Twitch), eq(channels.handle, login)));
    expect(Number(n?.n)).toBe(1);
  });

  it('answers per creator: unknown ids are refused, the others added', async () => {
    const creator = await createDiscoveryCreator(t, { handle: uniq('mix') });
    const results = await addToCrm([creator.id, 9_007_199_254_740_991]);
    expect(results).toEqual([
      expect.objectContaining({ creatorId: creator.id, ok: true, created: true }),
      {
        creatorId: 9_007_199_254_740_991,
        ok: false,
        influencerId: null,
        created: false,
        message: discoveryMessages.creatorNotFound,
      },
    ]);
  });

  it('creates one influencer when two calls add the same creator at once', async () => {
    const creator = await createDiscoveryCreator(t, { handle: uniq('race') });
    const other = await createDiscoveryCreator(t, { handle: uniq('race') });
    const [a, b] = await Promise.all([
      req('POST', '/discovery/influencer/add-to-crm', { creatorIds: [creator.id, other.id] }),
      req('POST', '/discovery/influencer/add-to-crm', { creatorIds: [other.id, creator.id] }),
    ]);
    const results = [
      ...(a?.json<DiscoveryAddResponse>().results ?? []),
      ...(b?.json<DiscoveryAddResponse>().results ?? []),
    ];
    expect(results.every((r) => r.ok)).toBe(true);
    for (const c of [creator, other]) {
      const mine = results.filter((r) => r.creatorId === c.id);
      expect(new Set(mine.map((r) => r.influencerId)).size).toBe(1);
      expect(mine.filter((r) => r.created)).toHaveLength(1);
      expect(await channelCount(ChannelType.Twitch, c.platformId)).toBe(1);
    }
    const [n] = await t.database.db
      .select({ n: count() })
      .from(influencers)
      .where(eq(influencers.mediaName, creator.displayName));
    expect(Number(n?.n)).toBe(1);
  });

  it('adds creators to a list (into the CRM first); an unknown list is a 404', async () => {
    const list = await createTestList(t, uniq('Disc '));
    const creator = await createDiscoveryCreator(t, { handle: uniq('l') });
    const [result] = await addTo('list', { creatorIds: [creator.id], listId: list.id });
    expect(result).toMatchObject({ ok: true, created: true });
    const members = await t.database.db
      .select({ id: listInfluencers.influencerId })
      .from(listInfluencers)
      .where(eq(listInfluencers.listId, list.id));
    expect(members.map((m) => m.id)).toEqual([result?.influencerId]);

    const unknown = await req('POST', '/discovery/influencer/add-to-list', {
      creatorIds: [creator.id],
      listId: 2_147_483_647,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('adds creators to a campaign as Pending, visible in the Workflow; again: already there', async () => {
    const campaign = await createTestCampaign(t);
    const creator = await createDiscoveryCreator(t, { handle: uniq('c') });
    const [result] = await addTo('campaign', { creatorIds: [creator.id], campaignId: campaign.id });
    expect(result).toMatchObject({ ok: true, created: true });

    const workflow = (
      await req('POST', `/campaign/${campaign.id}/influencers/list`, {})
    ).json<WorkflowListResponse>();
    expect(workflow.items.map((i) => [i.influencer.id, i.status])).toEqual([
      [result?.influencerId, CampaignInfluencerStatus.Pending],
    ]);

    const again = await req('POST', '/discovery/influencer/add-to-campaign', {
      creatorIds: [creator.id],
      campaignId: campaign.id,
    });
    expect(again.json<DiscoveryAddResponse>().results).toEqual([
      {
        creatorId: creator.id,
        ok: false,
        influencerId: result?.influencerId,
        created: false,
        message: workflowMessages.alreadyInCampaign,
      },
    ]);
    const marked = (
      await req('POST', '/discovery/influencer/list', { search: creator.handle })
    ).json<TeamDiscoveryCreatorListResponse>();
    expect(marked.items[0]?.crm?.campaigns).toEqual([
      { id: campaign.id, name: campaign.name, status: CampaignInfluencerStatus.Pending },
    ]);

    const unknown = await req('POST', '/discovery/influencer/add-to-campaign', {
      creatorIds: [creator.id],
      campaignId: 2_147_483_647,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
