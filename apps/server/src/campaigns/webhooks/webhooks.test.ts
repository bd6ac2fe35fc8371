import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CreateWebhookResponse,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type Webhook,
  type WebhookListResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bossJobStates, onBossWithOneRetry } from '../../../test/boss-retry-queue.ts';
import {
  addToCampaign,
  createTestCampaign,
  workflowAction,
} from '../../../test/campaign-factories.ts';
import { signedIn } from '../../../test/factories.ts';
import { createTestInfluencer } from '../../../test/influencer-factories.ts';
import { createTestApp, silentLog, type TestApp } from '../../../test/test-app.ts';
import { jobRegistry } from '../../areas.ts';
import { campaignWebhooks } from '../../platform/db/schema/index.ts';
import { transaction } from '../../platform/db/transaction.ts';
import { emptyAllowlist } from '../../platform/net/outbound-guard.ts';
import { createSecretBox, secretBoxFor } from '../../platform/secret-box/secret-box.ts';
import { deliverWebhook, deliverWebhookJob, WEBHOOK_RETRY_LIMIT } from './jobs.ts';
import { verifyWebhookSignature } from './signature.ts';

const t = await createTestApp();

type Received = { headers: IncomingMessage['headers']; body: string };
const received: Received[] = [];
const answers: number[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(answers.shift() ?? 200);
    res.end();
  });
});
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

/** POST /campaign/{id}/webhooks on `app`: the raw answer. */
function postWebhook(
  app: TestApp,
  headers: Record<string, string>,
  campaignId: number,
  payload: { url: string; events: string[]; secret?: string },
) {
  return app.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/webhooks`,
    headers,
    payload,
  });
}

/** A signed webhook on influencer.paid of a fresh campaign, made through the API. */
async function createPaidWebhook(): Promise<Webhook> {
  const me = await signedIn(t);
  const campaign = await createTestCampaign(t);
  const created = await postWebhook(t, me.headers, campaign.id, {
    url,
    events: ['influencer.paid'],
    secret: 'a-secret-of-sixteen+',
  });
  return created.json<Webhook>();
}

/** The webhook's row as stored: its sealed secret and its last delivery's outcome. */
async function storedWebhook(id: number) {
  const [row] = await t.database.db
    .select()
    .from(campaignWebhooks)
    .where(eq(campaignWebhooks.id, id));
  return row;
}

/** An influencer.paid delivery of the webhook, as the job gets it. */
function paidDelivery(hook: Webhook, deliveryId: string) {
  return {
    webhookId: hook.id,
    deliveryId,
    event: 'influencer.paid' as const,
    campaignId: hook.campaignId,
    occurredAt: new Date().toISOString(),
    data: {},
  };
}

describe('campaign webhooks', () => {
  it('stores the secret sealed, never answers it, and signs deliveries the receiver can verify', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    const created = await postWebhook(t, me.headers, campaign.id, {
      url,
      events: ['influencer.invited'],
    });
    expect(created.statusCode).toBe(200);
    const hook = created.json<CreateWebhookResponse>();
    const secret = hook.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(hook.hasSecret).toBe(true);
    const row = await storedWebhook(hook.id);
    expect(row?.secretSealed).not.toContain(secret);
    expect(secretBoxFor(t.config).open(row?.secretSealed ?? '')).toBe(secret);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/campaign/${campaign.id}/webhooks`,
      headers: me.headers,
    });
    expect(listed.body).not.toContain(secret);
    expect(listed.json<WebhookListResponse>().items[0]).toMatchObject({
      id: hook.id,
      hasSecret: true,
    });

    const creator = await createTestInfluencer(t);
    await addToCampaign(t, me.headers, campaign.id, [creator.id]);
    const before = received.length;
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids: [creator.id] });
    expect(received).toHaveLength(before + 1);
    const delivery = received[received.length - 1] as Received;
    const timestamp = Number(delivery.headers[WEBHOOK_TIMESTAMP_HEADER]);
    const signature = String(delivery.headers[WEBHOOK_SIGNATURE_HEADER]);
    expect(verifyWebhookSignature(secret, timestamp, delivery.body, signature)).toBe(true);
    expect(
      verifyWebhookSignature('whsec_wrong-secret-000', timestamp, delivery.body, signature),
    ).toBe(false);
    expect(JSON.parse(delivery.body)).toMatchObject({
      event: 'influencer.invited',
      campaignId: campaign.id,
      data: { influencerIds: [creator.id] },
    });
    // Not subscribed to 'influencer.added': the add above sent nothing.
    expect(
      received.slice(before).every((r) => r.headers['x-webhook-event'] === 'influencer.invited'),
    ).toBe(true);
    expect((await storedWebhook(hook.id))?.lastDeliveryStatus).toBe('ok');
  });

  it('a 500 fails the attempt (for the queue to retry with backoff); the retry succeeds', async () => {
    const hook = await createPaidWebhook();
    const delivery = paidDelivery(hook, 'd-1');
    answers.push(500);
    await expect(deliverWebhook(delivery, { db: t.database.db, config: t.config })).rejects.toThrow(
      'The receiver answered 500',
    );
    expect(await storedWebhook(hook.id)).toMatchObject({
      lastDeliveryStatus: 'retrying',
      lastDeliveryError: 'The receiver answered 500',
    });
    await deliverWebhook(delivery, { db: t.database.db, config: t.config });
    expect(await storedWebhook(hook.id)).toMatchObject({
      lastDeliveryStatus: 'ok',
      lastDeliveryError: null,
    });
    const lastTwo = received.slice(-2);
    expect(lastTwo.map((r) => r.headers['x-webhook-id'])).toEqual(['d-1', 'd-1']);
    // The queue retries it: registered, with retries (pg-boss backs off exponentially).
    expect(jobRegistry.get('webhooks.deliver')).toBe(deliverWebhookJob);
    expect(deliverWebhookJob.retryLimit).toBe(WEBHOOK_RETRY_LIMIT);
  });
});

describe('webhooks never reach internal addresses (OUTBOUND_ALLOWLIST empty)', async () => {
  const strict = await createTestApp({ env: { OUTBOUND_ALLOWLIST: '' }, database: t.database });
  const port = (receiver.address() as AddressInfo).port;
  const internalUrls = [
    `http://127.0.0.1:${port}/hook`,
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    `http://[::1]:${port}/hook`,
    // A name (with the dot the contract's URL check wants) that resolves to loopback.
    `http://localhost.:${port}/hook`,
  ];

  it('refuses to save a URL that is, or resolves to, an internal address: 400 on url', async () => {
    const me = await signedIn(strict);
    const campaign = await createTestCampaign(strict);
    const hook = (
      await postWebhook(strict, me.headers, campaign.id, {
        url: 'https://hooks.example/in',
        events: ['influencer.paid'],
      })
    ).json<Webhook>();
    // (An IPv6 literal such as http://[::1]/ is refused before that: 'Invalid URL'.)
    for (const internalUrl of internalUrls.filter((u) => !u.includes('['))) {
      const created = await postWebhook(strict, me.headers, campaign.id, {
        url: internalUrl,
        events: ['influencer.paid'],
      });
      expect(created.statusCode, internalUrl).toBe(400);
      expect(created.json().fields.url, internalUrl).toMatch(/^This address is not allowed: /);
      const updated = await strict.app.inject({
        method: 'PUT',
        url: `/api/campaign/${campaign.id}/webhooks/${hook.id}`,
        headers: me.headers,
        payload: { url: internalUrl },
      });
      expect(updated.statusCode, internalUrl).toBe(400);
    }
  });

  it('refuses to deliver to one saved before (or by name), records why and sends nothing', async () => {
    const hook = await createPaidWebhook();
    const before = received.length;
    for (const internalUrl of internalUrls) {
      await t.database.db
        .update(campaignWebhooks)
        .set({ url: internalUrl })
        .where(eq(campaignWebhooks.id, hook.id));
      const started = Date.now();
      await expect(
        deliverWebhook(
          paidDelivery(hook, 'd-ssrf'),
          // t's secret box (the webhook's secret is sealed with it), strict's allowlist.
          { db: t.database.db, config: { ...t.config, outboundAllowlist: emptyAllowlist } },
        ),
      ).rejects.toThrow(/^This address is not allowed: /);
      expect(Date.now() - started, internalUrl).toBeLessThan(2000);
      const row = await storedWebhook(hook.id);
      expect(row?.lastDeliveryStatus).toBe('retrying');
      expect(row?.lastDeliveryError).toMatch(/^This address is not allowed: /);
    }
    expect(received).toHaveLength(before);
  });

  it('allows what the allowlist names: an address, a range', async () => {
    const ranged = await createTestApp({
      env: { OUTBOUND_ALLOWLIST: '10.0.0.0/8, 169.254.169.254' },
      database: t.database,
    });
    const me = await signedIn(ranged);
    const campaign = await createTestCampaign(ranged);
    for (const allowed of ['http://10.0.0.1/hook', 'http://169.254.169.254/x']) {
      const created = await postWebhook(ranged, me.headers, campaign.id, {
        url: allowed,
        events: ['influencer.paid'],
      });
      expect(created.statusCode, allowed).toBe(200);
    }
  });
});

describe('webhook retries through pg-boss', () => {
  it("a delivery whose last retry fails ends 'failed', not 'retrying'", async () => {
    const hook = await createPaidWebhook();
    // The real job under a queue of its own with one retry, so the test waits ~2 s, not 8
    // backoffs.
    const name = `test.webhooks-deliver-${hook.id}`;
    await onBossWithOneRetry(t, deliverWebhookJob, name, async (queue, job) => {
      const deliveryId = `final-${hook.id}`;
      answers.push(500, 503);
      await transaction(t.database.db, async (tx) => {
        await queue.enqueue(tx, job, paidDelivery(hook, deliveryId));
      });
      const stateOf = () => storedWebhook(hook.id);
      const start = Date.now();
      while ((await stateOf())?.lastDeliveryStatus !== 'failed') {
        if (Date.now() - start > 20_000)
          throw new Error(`still ${(await stateOf())?.lastDeliveryStatus}`);
        await sleep(100);
      }
      expect(await stateOf()).toMatchObject({
        lastDeliveryStatus: 'failed',
        lastDeliveryError: 'The receiver answered 503',
      });
      // Both attempts reached the receiver with the same delivery id; no third one.
      expect(received.filter((r) => r.headers['x-webhook-id'] === deliveryId)).toHaveLength(2);
      expect(await bossJobStates(t, name)).toEqual([{ state: 'failed', retry_count: 1 }]);
    });
  }, 30_000);

  it("the handler marks only the queue's last attempt as final", async () => {
    const hook = await createPaidWebhook();
    const delivery = paidDelivery(hook, `attempts-${hook.id}`);
    const env = { db: t.database.db, storage: t.ctx.storage, log: silentLog, config: t.config };
    const statusAfter = async (retryCount: number) => {
      answers.push(500);
      await expect(
        deliverWebhookJob.handler(delivery, {
          ...env,
          jobs: t.ctx.jobs,
          attempt: { retryCount, retryLimit: WEBHOOK_RETRY_LIMIT },
        }),
      ).rejects.toThrow('The receiver answered 500');
      return (await storedWebhook(hook.id))?.lastDeliveryStatus;
    };
    expect(await statusAfter(0)).toBe('retrying');
    expect(await statusAfter(WEBHOOK_RETRY_LIMIT - 1)).toBe('retrying');
    expect(await statusAfter(WEBHOOK_RETRY_LIMIT)).toBe('failed');
  });
});

describe('secret-box', () => {
  it('seals with a fresh IV each time and refuses a tampered or foreign value', () => {
    const box = createSecretBox(Buffer.alloc(32, 7));
    const a = box.seal('password');
    expect(a).not.toBe(box.seal('password'));
    expect(box.open(a)).toBe('password');
    const [v, iv, tag, body] = a.split('.');
    const flipped = `${v}.${iv}.${tag}.${Buffer.from('x').toString('base64url')}${body?.slice(2)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(a)).toThrow();
  });
});
