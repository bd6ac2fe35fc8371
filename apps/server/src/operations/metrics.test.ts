import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  campaignWithSender,
  sendNewCustomTemplate,
  startEmailTestApp,
} from '../../test/email-factories.ts';
import { asAdmin, createTestUser } from '../../test/factories.ts';
import { seriesValue } from '../../test/prometheus-text.ts';
import { mailboxes, mailerAccounts } from '../platform/db/schema/index.ts';
import { transaction } from '../platform/db/transaction.ts';
import { createBossQueue } from '../platform/jobs/boss-queue.ts';
import { BOSS_SCHEMA } from '../platform/jobs/boss-sql.ts';
import { defineJob, type JobDefinition } from '../platform/jobs/define-job.ts';
import { createJobRegistry } from '../platform/jobs/job-queue.ts';

// GET /metrics on the real app: the token, the request histogram, the job queue gauges read
// from pg-boss's tables, and the email counters fed by real sends to the SMTP stand-in.
const METRICS_TOKEN = `metrics-${randomUUID()}`;
const refused = new Set<string>();
const { t, smtp } = await startEmailTestApp({
  env: { METRICS_TOKEN },
  refuse: (message) =>
    message.to.some((to) => refused.has(to))
      ? { code: 550, message: 'Mailbox unavailable: no such user' }
      : null,
});

const scrape = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

describe('/metrics access', () => {
  it('refuses a scrape without the token or with a wrong one (401, Bearer challenge)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers Prometheus text with the right token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});

describe('request latency', () => {
  it('counts a request under its route pattern, method and status, never its URL', async () => {
    const admin = await asAdmin(t);
    const other = await createTestUser(t);
    const labels = { route: '/api/user/:id', method: 'GET', status_code: '200' };
    const before = seriesValue(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/user/${other.id}`,
      headers: admin.headers,
    });
    expect(read.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/no-such-thing-${randomUUID()}`,
    });
    expect(missing.statusCode).toBe(404);

    const text = await scrape();
    expect(seriesValue(text, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBe(before + 1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count', {
        route: 'unmatched',
        method: 'GET',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/user/${other.id}"`);
    expect(text).not.toContain('no-such-thing');
  });
});

describe('job queue gauges', async () => {
  // A queue of this file's own (the PostgreSQL run shares pg-boss's tables between files),
  // on a real pg-boss that does not work it: its jobs stay waiting.
  const job = defineJob({
    name: `test.metrics-${randomUUID()}`,
    schema: z.object({ n: z.number() }),
    handler: async () => {},
  });
  const queue = await createBossQueue({
    executor: t.database.sql,
    registry: createJobRegistry([job as JobDefinition]),
  });
  afterAll(() => queue.stop());

  it('shows an empty queue as 0 waiting, 0 seconds old', async () => {
    const text = await scrape();
    expect(seriesValue(text, 'job_queue_depth', { queue: job.name })).toBe(0);
    expect(seriesValue(text, 'job_queue_oldest_job_age_seconds', { queue: job.name })).toBe(0);
  });

  it('counts waiting jobs, and ages the queue by its oldest job due now', async () => {
    await transaction(t.database.db, (tx) => queue.enqueue(tx, job, { n: 1 }));
    // The job has waited 90 seconds, as if no worker had taken it.
    await t.database.sql.executeSql(
      `update ${BOSS_SCHEMA}.job set start_after = now() - interval '90 seconds' where name = $1`,
      [job.name],
    );
    // A job deferred by an hour is waiting too, but not late.
    await queue.boss.send(job.name, { n: 2 }, { startAfter: 3600 });

    const text = await scrape();
    expect(seriesValue(text, 'job_queue_depth', { queue: job.name })).toBe(2);
    const age = seriesValue(text, 'job_queue_oldest_job_age_seconds', { queue: job.name }) ?? 0;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(3600);
  });
});

describe('email counters', () => {
  it('counts emails the outbox recorded sent and failed', async () => {
    const before = await scrape();
    const sentBefore = seriesValue(before, 'emails_sent_total') ?? 0;
    const failedBefore = seriesValue(before, 'emails_failed_total') ?? 0;
    const { me, campaign, creators } = await campaignWithSender(t, smtp, { creators: 3 });
    refused.add(creators[2]?.email ?? '');
    await sendNewCustomTemplate(t, me.headers, campaign.id, {
      name: 'Metrics',
      subject: 'Metrics',
      body: '<p>hello</p>',
    });
    const accepted = smtp.messages.filter((m) =>
      creators.slice(0, 2).some((c) => m.to.includes(c.email ?? '')),
    );
    expect(accepted).toHaveLength(2);

    const after = await scrape();
    expect(seriesValue(after, 'emails_sent_total')).toBe(sentBefore + 2);
    // 550: refused for good, recorded as an error at once.
    expect(seriesValue(after, 'emails_failed_total')).toBe(failedBefore + 1);
  });
});

describe('mailbox sync gauges', () => {
  it('shows each connected mailbox lag since its last successful sync, and whether it fails', async () => {
    const owner = await createTestUser(t);
    const accounts = await t.database.db
      .insert(mailerAccounts)
      .values([
        { ownerId: owner.id, authType: 'smtp', email: `a-${randomUUID()}@team.test` },
        { ownerId: owner.id, authType: 'smtp', email: `b-${randomUUID()}@team.test` },
      ])
      .returning({ id: mailerAccounts.id });
    const [fresh, failing] = accounts.map((a) => a.id);
    await t.database.db.insert(mailboxes).values([
      {
        mailerAccountId: fresh ?? 0,
        state: 'idle',
        lastSyncAt: sql`now() - interval '120 seconds'`,
      },
      { mailerAccountId: failing ?? 0, state: 'error', lastError: 'Authentication failed' },
    ]);
    await t.database.db
      .update(mailboxes)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(mailboxes.mailerAccountId, failing ?? 0));

    const text = await scrape();
    const lag = seriesValue(text, 'mailbox_sync_lag_seconds', { mailbox: String(fresh) }) ?? 0;
    expect(lag).toBeGreaterThanOrEqual(120);
    expect(lag).toBeLessThan(600);
    expect(
      seriesValue(text, 'mailbox_sync_lag_seconds', { mailbox: String(failing) }),
    ).toBeGreaterThanOrEqual(3600);
    expect(seriesValue(text, 'mailbox_sync_failing', { mailbox: String(fresh) })).toBe(0);
    expect(seriesValue(text, 'mailbox_sync_failing', { mailbox: String(failing) })).toBe(1);
  });
});
