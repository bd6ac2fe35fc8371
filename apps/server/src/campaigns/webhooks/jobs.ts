import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookEvent,
  webhookEvent,
} from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobQueue, Tx } from '../../platform/index.ts';
import {
  campaignWebhooks,
  defineJob,
  type JobContext,
  OutboundAddressError,
  requestOutbound,
  secretBoxFor,
} from '../../platform/index.ts';
import { signWebhook } from './signature.ts';

/** Retries of a failed delivery (pg-boss backs off exponentially between them). */
export const WEBHOOK_RETRY_LIMIT = 8;

const deliverySchema = z.object({
  webhookId: z.number().int(),
  /** Stable across retries, so receivers can drop duplicates. */
  deliveryId: z.string(),
  event: webhookEvent,
  campaignId: z.number().int(),
  occurredAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof deliverySchema>;

export class WebhookDeliveryError extends Error {
  override name = 'WebhookDeliveryError';
}

/**
 * One POST of one event to one webhook, signed. A non-2xx answer or a network error records
 * the failure on the webhook and throws, so the queue retries it with backoff; the last
 * retry's failure stays recorded as 'failed'. A webhook deleted or disabled meanwhile is
 * skipped.
 */
export async function deliverWebhook(
  delivery: WebhookDelivery,
  ctx: Pick<JobContext, 'db' | 'config'>,
  attempt: { final: boolean } = { final: false },
): Promise<void> {
  const [hook] = await ctx.db
    .select()
    .from(campaignWebhooks)
    .where(eq(campaignWebhooks.id, delivery.webhookId));
  if (!hook?.enabled) return;
  const secret = secretBoxFor(ctx.config).open(hook.secretSealed);
  const body = JSON.stringify({
    id: delivery.deliveryId,
    event: delivery.event,
    campaignId: delivery.campaignId,
    occurredAt: delivery.occurredAt,
    data: delivery.data,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  let error: string | null = null;
  try {
    // Through the outbound guard: a URL that is (or resolves to) an internal address is
    // refused unless OUTBOUND_ALLOWLIST names it.
    const response = await requestOutbound(hook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'CreatorHub-Webhooks/1',
        [WEBHOOK_ID_HEADER]: delivery.deliveryId,
        [WEBHOOK_EVENT_HEADER]: delivery.event,
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
      },
      body,
      timeoutMs: ctx.config.campaigns.webhookTimeoutMs,
      allowlist: ctx.config.outboundAllowlist,
    });
    if (response.status < 200 || response.status >= 300) {
      error = `The receiver answered ${response.status}`;
    }
  } catch (failure) {
    error =
      failure instanceof OutboundAddressError
        ? failure.message
        : `The receiver could not be reached: ${(failure as Error).message}`;
  }
  await ctx.db
    .update(campaignWebhooks)
    .set({
      lastDeliveryAt: sql`now()`,
      lastDeliveryStatus: error === null ? 'ok' : attempt.final ? 'failed' : 'retrying',
      lastDeliveryError: error,
    })
    .where(eq(campaignWebhooks.id, hook.id));
  if (error !== null) throw new WebhookDeliveryError(error);
}

export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  schema: deliverySchema,
  retryLimit: WEBHOOK_RETRY_LIMIT,
  async handler(data, ctx) {
    // The queue's last attempt: a failure now stays 'failed' instead of 'retrying'.
    const final = ctx.attempt !== undefined && ctx.attempt.retryCount >= ctx.attempt.retryLimit;
    await deliverWebhook(data, ctx, { final });
  },
});

/**
 * Queues `event` for every enabled webhook of the campaign that subscribed to it, in the
 * transaction that made the change (outbox): one delivery per webhook per call, however
 * many influencers the call moved.
 */
export async function queueWebhookEvent(
  jobs: JobQueue,
  tx: Tx,
  campaignId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const hooks = await tx
    .select({ id: campaignWebhooks.id })
    .from(campaignWebhooks)
    .where(
      and(
        eq(campaignWebhooks.campaignId, campaignId),
        eq(campaignWebhooks.enabled, true),
        sql`${event} = any(${campaignWebhooks.events})`,
      ),
    );
  const occurredAt = new Date().toISOString();
  for (const hook of hooks) {
    await jobs.enqueue(tx, deliverWebhookJob, {
      webhookId: hook.id,
      deliveryId: randomUUID(),
      event,
      campaignId,
      occurredAt,
      data,
    });
  }
}
