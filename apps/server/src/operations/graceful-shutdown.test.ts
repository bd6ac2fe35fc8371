import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEAM_SMTP_LOGIN } from '../../test/email-factories.ts';
import { freePort } from '../../test/free-port.ts';
import { createPostgresDatabase, dropPostgresDatabase } from '../../test/postgres-databases.ts';
import { queueEmailBatch } from '../../test/queued-email-batch.ts';
import { eventually, startServerProcess } from '../../test/server-process.ts';
import { dbKind } from '../../test/test-database.ts';
import { loadConfig } from '../config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../db/open-database.ts';
import { emails } from '../db/schema/index.ts';
import { startTestSmtpServer } from '../modules/email-delivery/testing.ts';

const BATCH = 16;

// The real server process on a real database (a PGlite data dir, or a PostgreSQL database
// of its own) and a real SMTP server on loopback that takes its time over each message, so
// that SIGTERM lands in the middle of a delivery batch.
describe('graceful shutdown', () => {
  it('SIGTERM mid-batch: exits 0, and after a restart every email was sent once', async () => {
    const smtp = await startTestSmtpServer({ ...TEAM_SMTP_LOGIN, delayMs: 250 });
    const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const databaseUrl = dbKind === 'postgres' ? await createPostgresDatabase(baseUrl) : null;
    afterAll(async () => {
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropPostgresDatabase(baseUrl, databaseUrl);
    });
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'info',
      ARGON2_MEMORY_KIB: '256',
      LOGIN_RATE_LIMIT: '100000',
      WEB_DIST: join(dataDir, 'no-web-dist'),
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      PUBLIC_URL: 'http://app.test',
      EMAIL_RATE_LIMIT: '1000',
      // One connection: one message at a time, so the batch takes a few seconds.
      EMAIL_POOL_SIZE: '1',
      SHUTDOWN_TIMEOUT: '20s',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const config = loadConfig(env);

    // The batch waits in the outbox, queued through the API before any server runs.
    const seeding = await openDatabase(databaseOptionsFromConfig(config));
    let recipients: string[];
    try {
      await seeding.migrate();
      ({ recipients } = await queueEmailBatch(config, seeding, smtp, BATCH));
    } finally {
      await seeding.close();
    }
    expect(recipients).toHaveLength(BATCH);

    const first = startServerProcess('main.ts', env);
    await first.waitFor(/CreatorHub is running/);
    await eventually(() => smtp.messages.length >= 3, 60_000, 'the batch is being sent');
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    const firstExit = await first.exited;
    expect(firstExit, first.output()).toEqual({ code: 0, signal: null });
    // It stopped mid-batch, well within the timeout: sends under way finished, the rest
    // went back to the queue.
    const sentBeforeStop = smtp.messages.length;
    expect(sentBeforeStop).toBeLessThan(BATCH);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(first.output()).toContain('job handed back');

    const second = startServerProcess('main.ts', env);
    await second.waitFor(/CreatorHub is running/);
    await eventually(() => smtp.messages.length >= BATCH, 90_000, 'the batch is sent');
    // Time for a duplicate to show up, should one be on its way.
    await new Promise((r) => setTimeout(r, 1_500));
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toEqual({ code: 0, signal: null });

    const received = smtp.messages.flatMap((m) => m.to).sort();
    expect(received).toEqual([...recipients].sort());
    const messageIds = smtp.messages.map((m) => m.headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(BATCH);

    const check = await openDatabase(databaseOptionsFromConfig(config));
    try {
      const rows = await check.db
        .select({ state: emails.state, unconfirmed: emails.unconfirmed })
        .from(emails)
        .where(eq(emails.kind, 'custom'));
      expect(rows).toHaveLength(BATCH);
      expect(rows.every((r) => r.state === 'delivered' && !r.unconfirmed)).toBe(true);
    } finally {
      await check.close();
    }
  }, 240_000);
});
