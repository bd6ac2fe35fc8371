import {
  type Campaign,
  type CampaignListResponse,
  type CampaignUserListResponse,
  campaignEndpoints,
  campaignMessages,
  type DeleteProductsResponse,
  type Endpoint,
  endpointPath,
  messages,
  type Product,
  type ProductListResponse,
  postEndpoints,
  productMessages,
  type UploadResponse,
  UserRole,
  WebhookEvent,
  webhookEndpoints,
  workflowEndpoints,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addToCampaign,
  createTestCampaign,
  createTestProduct,
} from '../../../test/campaign-factories.ts';
import { asAdmin, signedIn } from '../../../test/factories.ts';
import { createTestInfluencer, createTestList, uniq } from '../../../test/influencer-factories.ts';
import { multipartFile, PDF_BYTES, PNG_1PX, postMultipart } from '../../../test/multipart.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { campaigns, influencers, listInfluencers } from '../../platform/db/schema/index.ts';

const t = await createTestApp();
type Headers = Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const upload = (headers: Headers, path: string, body: ReturnType<typeof multipartFile>) =>
  postMultipart(t, headers, `/api${path}`, body);

describe('products', () => {
  it('creates, reads, edits (only sent fields) and lists with search and platform filter', async () => {
    const me = await signedIn(t);
    const image = (
      await upload(me.headers, '/campaign/upload-image', multipartFile(PNG_1PX))
    ).json<UploadResponse>();
    const title = uniq('Star Forge ');
    const created = await call('POST', '/api/product', me.headers, {
      title,
      description: 'A space game',
      image: image.s3key,
      platforms: ['steam', 'switch', 'steam'],
      storeLinks: [{ platform: 'steam', url: 'https://store.steampowered.com/app/1' }],
    });
    expect(created.statusCode).toBe(200);
    const product = created.json<Product>();
    expect(product).toMatchObject({
      title,
      image,
      platforms: ['steam', 'switch'],
      campaignsCount: 0,
    });

    const edited = await call('PUT', `/api/product/${product.id}`, me.headers, {
      title: `${title} II`,
    });
    expect(edited.json<Product>()).toMatchObject({
      title: `${title} II`,
      description: 'A space game',
      image,
    });
    expect(
      (await call('GET', `/api/product/${product.id}`, me.headers)).json<Product>().title,
    ).toBe(`${title} II`);

    const list = await call('POST', '/api/product/list', me.headers, {
      search: title,
      filters: { platform: ['switch'] },
    });
    expect(list.json<ProductListResponse>()).toMatchObject({
      total: 1,
      items: [{ id: product.id }],
    });
    const none = await call('POST', '/api/product/list', me.headers, {
      search: title,
      filters: { platform: ['xbox'] },
    });
    expect(none.json<ProductListResponse>().total).toBe(0);

    const badLink = await call('POST', '/api/product', me.headers, {
      title: 'x',
      storeLinks: [{ platform: 'steam', url: 'javascript:alert(1)' }],
    });
    expect(badLink.statusCode).toBe(400);
    const badImage = await call('POST', '/api/product', me.headers, {
      title: 'x',
      image: '0123456789abcdef0123456789abcdef.png',
    });
    expect(badImage.json().fields).toEqual({ image: messages.notFound });
  });

  it('refuses to delete a product that campaigns use, with the reason; deletes the others', async () => {
    const me = await signedIn(t);
    const used = await createTestProduct(t);
    const free = await createTestProduct(t);
    await createTestCampaign(t, { productId: used.id });
    await createTestCampaign(t, { productId: used.id });
    const response = await call('POST', '/api/product/delete', me.headers, {
      ids: [used.id, free.id, 999_999_999],
    });
    expect(response.json<DeleteProductsResponse>().results).toEqual([
      {
        id: used.id,
        ok: false,
        message: messages.errorDeletingProduct,
        reason: productMessages.usedByCampaigns(2),
      },
      { id: free.id, ok: true },
      { id: 999_999_999, ok: false, message: messages.notFound },
    ]);
    expect((await call('GET', `/api/product/${free.id}`, me.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/product/${used.id}`, me.headers)).statusCode).toBe(200);
  });
});

describe('campaigns', () => {
  it('creates from the wizard with every field, answers them, and edits only what is sent', async () => {
    const me = await signedIn(t);
    const product = await createTestProduct(t);
    const pdf = await upload(
      me.headers,
      '/campaign/upload-file',
      multipartFile(PDF_BYTES, { filename: 'brief.pdf' }),
    );
    expect(pdf.statusCode).toBe(200);
    const briefFile = pdf.json<UploadResponse>();
    expect(briefFile.s3key).toMatch(/\.pdf$/);
    const body = {
      name: uniq('Launch '),
      productId: product.id,
      type: 'paid',
      brief: 'Play the first hour',
      briefFile: briefFile.s3key,
      briefFileLabel: 'Brief (PDF)',
      instructions: 'Mention the store link',
      startedAt: '2026-01-01T00:00:00.000Z',
      finishedAt: '2026-02-01T00:00:00.000Z',
      dealRevenueAmount: 250,
      dealPostCount: 2,
      replyToManagerEnabled: true,
      sendPostSuggestions: true,
      senderName: 'Team',
      senderEmail: 'Team@Example.com',
      redeemCodePlatforms: ['steam', 'gog'],
      isLiveCapture: true,
      ads: {
        enabled: true,
        subscribersThreshold: 1000,
        title: 'Wishlist',
        description: 'Now',
        ctaLabel: 'Go',
        ctaUrl: 'https://example.com',
      },
    };
    const created = await call('POST', '/api/campaign', me.headers, body);
    expect(created.statusCode).toBe(200);
    const campaign = created.json<Campaign>();
    expect(campaign).toMatchObject({
      ...body,
      senderEmail: 'team@example.com',
      status: 1,
      briefFile,
      product: { id: product.id, title: product.title },
      createdBy: { id: me.id, name: 'Test User' },
      canDelete: true,
      counts: { influencersCount: 0 },
    });
    const edited = await call('PUT', `/api/campaign/${campaign.id}`, me.headers, {
      status: 2,
      brief: null,
    });
    expect(edited.json<Campaign>()).toMatchObject({
      status: 2,
      brief: null,
      instructions: 'Mention the store link',
      dealRevenueAmount: 250,
    });
    const badDates = await call('PUT', `/api/campaign/${campaign.id}`, me.headers, {
      finishedAt: '2025-01-01T00:00:00Z',
    });
    expect(badDates.statusCode).toBe(400);
    const badProduct = await call('POST', '/api/campaign', me.headers, {
      ...body,
      productId: 999_999_999,
    });
    expect(badProduct.json().fields).toEqual({ productId: 'Product not found' });
  });

  it('requires a brief (text or file) to create, and refuses clearing both', async () => {
    const me = await signedIn(t);
    const product = await createTestProduct(t);
    const base = { name: uniq('Briefless '), productId: product.id, type: 'free' };
    for (const brief of [undefined, '', '   ', null]) {
      const refused = await call('POST', '/api/campaign', me.headers, { ...base, brief });
      expect(refused.statusCode, String(brief)).toBe(400);
      expect(refused.json().fields).toEqual({ brief: campaignMessages.briefRequired });
    }
    const pdf = await upload(
      me.headers,
      '/campaign/upload-file',
      multipartFile(PDF_BYTES, { filename: 'brief.pdf' }),
    );
    const fileOnly = await call('POST', '/api/campaign', me.headers, {
      ...base,
      briefFile: pdf.json<UploadResponse>().s3key,
    });
    expect(fileOnly.statusCode, fileOnly.body).toBe(200);
    const written = await call('POST', '/api/campaign', me.headers, { ...base, brief: 'Play it' });
    const id = written.json<Campaign>().id;
    const cleared = await call('PUT', `/api/campaign/${id}`, me.headers, { brief: '  ' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().fields).toEqual({ brief: campaignMessages.briefRequired });
    // A campaign from before the rule, without a brief, can still be closed.
    const older = await createTestCampaign(t, { createdBy: me.id, brief: null });
    const closed = await call('PUT', `/api/campaign/${older.id}`, me.headers, { status: 2 });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('refuses uploads that are not what they claim', async () => {
    const me = await signedIn(t);
    const text = await upload(
      me.headers,
      '/campaign/upload-file',
      multipartFile(Buffer.from('hello'), { filename: 'a.pdf' }),
    );
    expect(text.statusCode).toBe(415);
    const notImage = await upload(
      me.headers,
      '/campaign/upload-image',
      multipartFile(Buffer.from('%PDF-1.4'), { filename: 'a.png' }),
    );
    expect(notImage.statusCode).toBe(415);
  });

  it('lists with the live-capture split, filters, search, counts and creators for the filter', async () => {
    const me = await signedIn(t, UserRole.Manager, { firstName: uniq('Zed') });
    const tag = uniq('Split ');
    const live = await createTestCampaign(t, {
      name: `${tag} live`,
      isLiveCapture: true,
      createdBy: me.id,
      type: 'paid',
    });
    const plain = await createTestCampaign(t, { name: `${tag} plain`, createdBy: me.id });
    const creator = await createTestInfluencer(t);
    await addToCampaign(t, me.headers, plain.id, [creator.id]);
    const list = async (payload: object) =>
      (await call('POST', '/api/campaign/list', me.headers, payload)).json<CampaignListResponse>();
    expect(
      (await list({ search: tag, filters: { isLiveCapture: true } })).items.map((c) => c.id),
    ).toEqual([live.id]);
    const notLive = await list({ search: tag, filters: { isLiveCapture: false } });
    expect(notLive.items.map((c) => [c.id, c.counts.influencersCount])).toEqual([[plain.id, 1]]);
    expect((await list({ search: tag, filters: { type: 'paid', createdBy: [me.id] } })).total).toBe(
      1,
    );
    expect(
      (await list({ search: tag, sort: { field: 'influencersCount', order: 'desc' } })).items[0]
        ?.id,
    ).toBe(plain.id);

    const users = await call('POST', '/api/campaign/user/list', me.headers, { search: me.email });
    expect(users.json<CampaignUserListResponse>().items).toMatchObject([
      { id: me.id, campaignsCount: 2 },
    ]);
  });

  it('Admins delete any campaign; a Manager only their own (403 otherwise, nothing deleted)', async () => {
    const manager = await signedIn(t);
    const admin = await asAdmin(t);
    const mine = await createTestCampaign(t, { createdBy: manager.id });
    const theirs = await createTestCampaign(t, { createdBy: admin.id });
    const creator = await createTestInfluencer(t);
    await addToCampaign(t, manager.headers, mine.id, [creator.id]);

    const refused = await call('POST', '/api/campaign/delete', manager.headers, {
      ids: [mine.id, theirs.id],
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', `/api/campaign/${mine.id}`, manager.headers)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/campaign/${theirs.id}`, manager.headers)).json<Campaign>().canDelete,
    ).toBe(false);

    const own = await call('POST', '/api/campaign/delete', manager.headers, { ids: [mine.id] });
    expect(own.json().results).toEqual([{ id: mine.id, ok: true }]);
    const [row] = await t.database.db
      .select()
      .from(influencers)
      .where(eq(influencers.id, creator.id));
    expect(row?.campaignsCount).toBe(0);
    const byAdmin = await call('POST', '/api/campaign/delete', admin.headers, {
      ids: [theirs.id, 999_999_999],
    });
    expect(byAdmin.json().results).toEqual([
      { id: theirs.id, ok: true },
      { id: 999_999_999, ok: false, message: messages.notFound },
    ]);
    expect(await t.database.db.select().from(campaigns).where(eq(campaigns.id, theirs.id))).toEqual(
      [],
    );
  });

  it("POST /campaign/lists puts the campaigns' influencers in the lists", async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    const [a, b] = [await createTestInfluencer(t), await createTestInfluencer(t)];
    await addToCampaign(t, me.headers, campaign.id, [a.id, b.id]);
    const list = await createTestList(t);
    const response = await call('POST', '/api/campaign/lists', me.headers, {
      ids: [campaign.id],
      listIds: [list.id],
    });
    expect(response.json().results).toEqual([{ id: campaign.id, ok: true }]);
    const members = await t.database.db
      .select()
      .from(listInfluencers)
      .where(and(eq(listInfluencers.listId, list.id)));
    expect(members.map((m) => m.influencerId).sort()).toEqual([a.id, b.id].sort());
    const unknownList = await call('POST', '/api/campaign/lists', me.headers, {
      ids: [campaign.id],
      listIds: [999_999_999],
    });
    expect(unknownList.statusCode).toBe(400);
  });

  it('answers 404 "Campaign not found" for an unknown campaign on every route under it', async () => {
    const me = await signedIn(t);
    const ids = { ids: [1] };
    // A valid body for each route, so the answer is about the campaign, not the input.
    const bodies = new Map<Endpoint, unknown>([
      [campaignEndpoints.update, { name: 'Renamed' }],
      [campaignEndpoints.stats, { period: 7 }],
      [workflowEndpoints.list, {}],
      [workflowEndpoints.add, ids],
      [workflowEndpoints.transfer, { ...ids, targetCampaignId: 1 }],
      [workflowEndpoints.export, {}],
      [workflowEndpoints.invite, ids],
      [workflowEndpoints.reject, ids],
      [workflowEndpoints.delete, ids],
      [workflowEndpoints.approve, ids],
      [workflowEndpoints.pay, ids],
      [workflowEndpoints.preview, { action: 'invite', ids: [1] }],
      [postEndpoints.add, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
      [postEndpoints.list, {}],
      [postEndpoints.publish, ids],
      [postEndpoints.skip, ids],
      [
        webhookEndpoints.create,
        { url: 'https://example.com/hook', events: [WebhookEvent.PostPublished] },
      ],
      [webhookEndpoints.update, { enabled: false }],
    ]);
    const underCampaign = [campaignEndpoints, workflowEndpoints, postEndpoints, webhookEndpoints]
      .flatMap((area) => Object.values(area) as Endpoint[])
      .filter((e) => e.path.startsWith('/campaign/{id}') && e.errors?.includes(404));
    expect(underCampaign.length).toBeGreaterThan(15);
    for (const endpoint of underCampaign) {
      const url = `/api${endpointPath(endpoint.path, { id: 999_999_999, influencerId: 1, webhookId: 1 })}`;
      const response = await call(
        endpoint.method as 'GET' | 'POST' | 'PUT',
        url,
        me.headers,
        endpoint.method === 'GET' ? undefined : (bodies.get(endpoint) ?? {}),
      );
      expect(
        { status: response.statusCode, body: response.json() },
        `${endpoint.method} ${endpoint.path}`,
      ).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: campaignMessages.campaignNotFound },
      });
    }
  });
});
