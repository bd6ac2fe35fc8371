import { buildApp, createContext } from '../src/app.ts';
import { jobRegistry } from '../src/areas.ts';
import type { TestSmtpServer } from '../src/email/delivery/testing.ts';
import { type Config, resolveJwtSecret } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/open-database.ts';
import { createBossQueue } from '../src/platform/jobs/boss-queue.ts';
import type { JobQueue } from '../src/platform/jobs/job-queue.ts';
import { campaignWithSender, sendNewCustomTemplate } from './email-factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Runs `fill` with an app on the database a server process will use, with pg-boss as the
 * queue (no workers here): what it queues waits for that process. The app is closed before
 * this answers, so PGlite's data dir is free for that process.
 */
export async function withQueueingApp<T>(
  config: Config,
  database: Database,
  fill: (t: TestApp, jobs: JobQueue) => Promise<T>,
): Promise<T> {
  const jobs = await createBossQueue({ executor: database.sql, registry: jobRegistry });
  const options = {
    config,
    db: database.db,
    jobs,
    jwtSecret: resolveJwtSecret(config),
    logger: false as const,
  };
  const app = await buildApp(options);
  try {
    return await fill({ app, ctx: createContext(options), config, database }, jobs);
  } finally {
    await app.close();
    await jobs.stop();
  }
}

/**
 * Queues a campaign email to `creators` creators through the API (withQueueingApp): the
 * emails wait in the outbox with their delivery job, for the server process to send.
 */
export async function queueEmailBatch(
  config: Config,
  database: Database,
  smtp: TestSmtpServer,
  creators: number,
): Promise<{ recipients: string[] }> {
  return withQueueingApp(config, database, async (t) => {
    const sent = await campaignWithSender(t, smtp, { creators });
    await sendNewCustomTemplate(t, sent.me.headers, sent.campaign.id, {
      name: 'Shutdown batch',
      subject: 'Hello {{influencer.firstName}}',
      body: '<p>Hi {{influencer.firstName}}, a key is waiting for you.</p>',
    });
    return { recipients: sent.creators.map((c) => (c.email ?? '').toLowerCase()) };
  });
}
