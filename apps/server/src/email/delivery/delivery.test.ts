import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '@app/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.ts';
import { silentLog, testConfig } from '../../../test/test-app.ts';
import { dbKind, openMigratedDatabase, openTestDatabase } from '../../../test/test-database.ts';
import {
  type Database,
  databaseOptionsFromConfig,
  openDatabase,
} from '../../platform/db/open-database.ts';
import { emails, mailerAccounts, users } from '../../platform/db/schema/index.ts';
import { createStorage } from '../../platform/files/storage.ts';
import { emptyAllowlist } from '../../platform/net/outbound-guard.ts';
import { createSecretBox, decodeKey } from '../../platform/secret-box/secret-box.ts';
import { closeEmailPools, deliverEmails, recoverExpiredLeases } from './deliver.ts';
import { type EmailSettlement, onEmailSettled } from './settled.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing.ts';

const secretBoxKey = randomBytes(32).toString('base64');

async function seed(db: Database['db'], port: number, count: number, kind: string) {
  const [owner] = await db
    .insert(users)
    .values({
      email: uniqueEmail('owner'),
      passwordHash: 'x',
      firstName: 'Owner',
      role: UserRole.Manager,
    })
    .returning();
  const box = createSecretBox(decodeKey(secretBoxKey, 'test'));
  const [account] = await db
    .insert(mailerAccounts)
    .values({
      ownerId: owner?.id ?? 0,
      authType: 'smtp',
      email: uniqueEmail('sender'),
      host: '127.0.0.1',
      port,
      username: 'sender',
      secure: false,
      passwordSealed: box.seal('secret-pass-1'),
    })
    .returning();
  const rows = await db
    .insert(emails)
    .values(
      Array.from({ length: count }, (_, i) => ({
        kind,
        mailerAccountId: account?.id ?? null,
        fromEmail: account?.email ?? '',
        toEmail: uniqueEmail(`to${i}`),
        subject: `Message ${i}`,
        html: `<p>Message ${i}</p>`,
        text: `Message ${i}`,
      })),
    )
    .returning({ id: emails.id });
  return rows.map((r) => r.id);
}

/** Messages received per email id, by the Message-ID derived from the row id. */
function receivedPerId(smtp: TestSmtpServer): Map<number, number> {
  const counts = new Map<number, number>();
  for (const m of smtp.messages) {
    const id = Number(/^<email-(\d+)\./.exec(m.headers.get('message-id') ?? '')?.[1]);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('delivery outcomes', () => {
  const config = testConfig({
    SECRET_BOX_KEY: secretBoxKey,
    EMAIL_RATE_LIMIT: '1000',
    EMAIL_MAX_ATTEMPTS: '3',
    // SMTP timeouts are a third of the lease: the dead-server case ends quickly.
    EMAIL_SEND_LEASE: '6s',
  });
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    closeEmailPools();
    await database?.close();
  });

  it('records a 5xx as error with the reason, retries a 4xx and then delivers once', async () => {
    const smtp = await startTestSmtpServer({
      refuse: (message) => {
        if (message.headers.get('subject') === 'Message 0')
          return { code: 550, message: 'Mailbox unavailable: no such user' };
        if (message.headers.get('subject') === 'Message 1' && !retried) {
          retried = true;
          return { code: 451, message: 'Greylisted, try again later' };
        }
        return null;
      },
    });
    let retried = false;
    const env = { db: database.db, config, storage: createStorage(config), log: silentLog };
    const [permanent = 0, transient = 0] = await seed(database.db, smtp.port, 2, 'outcomes');
    const first = await deliverEmails(env, [permanent, transient]);
    expect(first).toMatchObject({ error: 1, retry: 1, delivered: 0 });
    const after = await database.db
      .select()
      .from(emails)
      .where(inArray(emails.id, [permanent, transient]));
    const byId = new Map(after.map((r) => [r.id, r]));
    expect(byId.get(permanent)).toMatchObject({ state: 'error' });
    expect(byId.get(permanent)?.error).toContain('Mailbox unavailable: no such user');
    expect(byId.get(transient)).toMatchObject({ state: 'queued', attempts: 1 });
    expect(byId.get(transient)?.error).toContain('Greylisted');
    // The job runs again (pg-boss retry): the error stays, the greylisted one goes out.
    const second = await deliverEmails(env, [permanent, transient]);
    expect(second).toMatchObject({ delivered: 1, none: 1 });
    expect(receivedPerId(smtp).get(transient)).toBe(1);
    expect(receivedPerId(smtp).get(permanent)).toBeUndefined();
    await smtp.close();
  });

  it('records a 5xx at RCPT or at DATA as error with the server words, per recipient, within the attempt', async () => {
    const smtp = await startTestSmtpServer({
      refuseRecipient: (address) =>
        address.startsWith('to0') || address.startsWith('to2')
          ? { code: 550, message: `5.1.1 <${address}>: Recipient address rejected: User unknown` }
          : null,
      refuse: (message) =>
        message.headers.get('subject') === 'Message 3'
          ? { code: 554, message: '5.7.1 Message rejected as spam' }
          : null,
    });
    const env = { db: database.db, config, storage: createStorage(config), log: silentLog };
    const ids = await seed(database.db, smtp.port, 4, 'refusals');
    const started = Date.now();
    const report = await deliverEmails(env, ids);
    const elapsed = Date.now() - started;
    expect(report).toMatchObject({ error: 3, delivered: 1, retry: 0 });
    // Settled by the attempt itself, not by the lease running out (6 s here).
    expect(elapsed).toBeLessThan(config.email.leaseSeconds * 1000);
    const rows = await database.db.select().from(emails).where(inArray(emails.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const [rcpt0 = 0, accepted = 0, rcpt2 = 0, data3 = 0] = ids;
    for (const id of [rcpt0, rcpt2]) {
      const row = byId.get(id);
      expect(row).toMatchObject({ state: 'error', unconfirmed: false, deliveredAt: null });
      expect(row?.error).toContain('550 5.1.1');
      expect(row?.error).toContain(`<${row?.toEmail}>: Recipient address rejected: User unknown`);
    }
    expect(byId.get(accepted)).toMatchObject({ state: 'delivered', error: null });
    expect(byId.get(data3)).toMatchObject({ state: 'error' });
    expect(byId.get(data3)?.error).toContain('554 5.7.1 Message rejected as spam');
    expect(smtp.messages.map((m) => m.headers.get('subject'))).toEqual(['Message 1']);
    // Nothing is left for the lease recovery to record as delivered later.
    await database.db.execute(
      sql`update emails set lease_until = now() - interval '1 second' where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    await recoverExpiredLeases(database.db);
    const later = await database.db.select().from(emails).where(inArray(emails.id, ids));
    expect(later.filter((r) => r.state === 'delivered').map((r) => r.id)).toEqual([accepted]);
    await smtp.close();
  });

  it('stores the Message-ID header the server received with the email', async () => {
    const smtp = await startTestSmtpServer();
    const env = { db: database.db, config, storage: createStorage(config), log: silentLog };
    const ids = await seed(database.db, smtp.port, 2, 'message-id');
    expect(await deliverEmails(env, ids)).toMatchObject({ delivered: 2 });
    const rows = await database.db.select().from(emails).where(inArray(emails.id, ids));
    for (const row of rows) {
      const received = smtp.messages.filter((m) => m.to[0] === row.toEmail);
      expect(received).toHaveLength(1);
      expect(row.messageId).toMatch(/^<email-\d+\.[0-9a-f]{8}@.+>$/);
      expect(received[0]?.headers.get('message-id')).toBe(row.messageId);
    }
    // A reply's In-Reply-To finds its email through the column.
    const [first] = rows;
    const found = await database.db
      .select({ id: emails.id })
      .from(emails)
      .where(eq(emails.messageId, first?.messageId ?? ''));
    expect(found).toEqual([{ id: first?.id }]);
    await smtp.close();
  });

  it("tells a kind's listeners how its emails ended, in the transaction that records it", async () => {
    const heard: Array<{ id: number; settlement: EmailSettlement; state: string | undefined }> = [];
    let failNext = true;
    onEmailSettled('settle-test', async (tx, settled, settlement) => {
      if (failNext) {
        failNext = false;
        throw new Error('listener failed');
      }
      for (const email of settled) {
        // Inside the transaction the email already shows its final state.
        const [row] = await tx
          .select({ state: emails.state })
          .from(emails)
          .where(eq(emails.id, email.id));
        heard.push({ id: email.id, settlement, state: row?.state });
      }
    });
    const smtp = await startTestSmtpServer({
      refuse: (message) =>
        message.headers.get('subject') === 'Message 1'
          ? { code: 550, message: 'Mailbox unavailable' }
          : null,
    });
    const env = { db: database.db, config, storage: createStorage(config), log: silentLog };
    const [unsubscribed = 0, refused = 0, delivered = 0] = await seed(
      database.db,
      smtp.port,
      3,
      'settle-test',
    );
    const [target] = await database.db
      .select({ toEmail: emails.toEmail })
      .from(emails)
      .where(eq(emails.id, unsubscribed));
    await database.db.execute(
      sql`insert into email_unsubscribes (email) values (${target?.toEmail ?? ''})`,
    );
    // The listener fails: the skip rolls back with it and nothing is sent.
    await expect(deliverEmails(env, [unsubscribed, refused, delivered])).rejects.toThrow(
      'listener failed',
    );
    const [still] = await database.db.select().from(emails).where(eq(emails.id, unsubscribed));
    expect(still?.state).toBe('queued');
    expect(smtp.messages).toHaveLength(0);

    const report = await deliverEmails(env, [unsubscribed, refused, delivered]);
    expect(report).toMatchObject({ delivered: 1, error: 1, none: 1 });
    expect(heard.sort((a, b) => a.id - b.id)).toEqual([
      { id: unsubscribed, settlement: 'skipped', state: 'skipped' },
      { id: refused, settlement: 'error', state: 'error' },
      { id: delivered, settlement: 'delivered', state: 'delivered' },
    ]);
    // Settled once: running the batch again reports nothing new.
    await deliverEmails(env, [unsubscribed, refused, delivered]);
    expect(heard).toHaveLength(3);
    await smtp.close();
  });

  it('gives up after EMAIL_MAX_ATTEMPTS temporary failures on a dead server', async () => {
    const env = { db: database.db, config, storage: createStorage(config), log: silentLog };
    const [id = 0] = await seed(database.db, 1, 1, 'outcomes');
    for (let i = 0; i < 3; i++) await deliverEmails(env, [id]);
    const [row] = await database.db.select().from(emails).where(eq(emails.id, id));
    expect(row).toMatchObject({ state: 'error', attempts: 3 });
    expect(row?.error).toMatch(/^Gave up after 3 attempts/);
  });

  it('never connects to an internal address the allowlist does not name: an error at once', async () => {
    const smtp = await startTestSmtpServer();
    const strict = { ...config, outboundAllowlist: emptyAllowlist };
    const env = { db: database.db, config: strict, storage: createStorage(strict), log: silentLog };
    const [id = 0] = await seed(database.db, smtp.port, 1, 'outcomes');
    expect(await deliverEmails(env, [id])).toMatchObject({ error: 1, retry: 0, delivered: 0 });
    const [row] = await database.db.select().from(emails).where(eq(emails.id, id));
    expect(row).toMatchObject({ state: 'error', attempts: 1 });
    expect(row?.error).toBe('This address is not allowed: 127.0.0.1 is an internal address');
    expect(smtp.messages).toHaveLength(0);
    await smtp.close();
  });
});

describe('a worker killed mid-batch', () => {
  const COUNT = 40;
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-test-'));
  const pgliteDir = join(dataDir, 'pglite');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = dbKind === 'postgres' ? inject('postgresUrl') : null;
  const databaseOptions = databaseOptionsFromConfig({ databaseUrl, databasePoolSize: 2, dataDir });
  const open = () => openDatabase(databaseOptions);

  function startWorker(): { child: ChildProcess; exited: Promise<number | null> } {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'crash-worker.ts')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        CRASH_PGLITE_DIR: pgliteDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
        SECRET_BOX_KEY: secretBoxKey,
        EMAIL_SEND_LEASE: '3s',
        EMAIL_RATE_LIMIT: '1000',
        EMAIL_POOL_SIZE: '3',
        PUBLIC_URL: 'http://app.test',
        LOG_LEVEL: 'silent',
        OUTBOUND_ALLOWLIST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    return { child, exited };
  }

  it('sends every email exactly once across a SIGKILL and a restart', async () => {
    // The server answers 250 only 40 ms after the final dot, and the worker sends one message
    // at a time: it dies right after the server got a message whose 250 it has not recorded.
    // (With several in flight, a kill can also land between the finalizing commit and the
    // terminator leaving the process: the documented window, recorded as unconfirmed.)
    const smtp = await startTestSmtpServer({ delayMs: 40 });
    const setup = await openMigratedDatabase(databaseOptions);
    const ids = await seed(setup.db, smtp.port, COUNT, 'crash-test');
    if (!databaseUrl) await setup.close();

    const first = startWorker();
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (smtp.messages.length >= COUNT / 3) {
          clearInterval(timer);
          first.child.kill('SIGKILL');
          resolve();
        }
      }, 2);
      first.exited.then(() => {
        clearInterval(timer);
        reject(new Error('the worker finished before it was killed'));
      });
    });
    await first.exited;
    const atKill = smtp.messages.length;
    expect(atKill).toBeLessThan(COUNT);

    const check = databaseUrl ? setup : await open();
    const interrupted = await check.db
      .select({ state: emails.state, n: sql<number>`count(*)::int` })
      .from(emails)
      .where(inArray(emails.id, ids))
      .groupBy(emails.state);
    if (!databaseUrl) await check.close();
    const left = interrupted.filter((r) => r.state !== 'delivered').reduce((a, r) => a + r.n, 0);
    expect(left).toBeGreaterThan(0);
    // Killed inside SMTP transactions: the server already had at least one of these messages
    // (it answers 250 only 40 ms after the final dot), so a blind resend would duplicate it.
    const inFlight = interrupted.filter((r) => r.state === 'sending' || r.state === 'finalizing');
    expect(inFlight.reduce((a, r) => a + r.n, 0)).toBeGreaterThan(0);
    expect(interrupted.find((r) => r.state === 'finalizing')?.n ?? 0).toBeGreaterThan(0);

    const second = startWorker();
    expect(await second.exited).toBe(0);

    const final = databaseUrl ? setup : await open();
    const rows = await final.db.select().from(emails).where(inArray(emails.id, ids));
    await final.close();
    await smtp.close();
    expect(rows.filter((r) => r.state === 'delivered')).toHaveLength(COUNT);
    const perId = receivedPerId(smtp);
    const duplicates = ids.filter((id) => (perId.get(id) ?? 0) > 1);
    const lost = ids.filter((id) => (perId.get(id) ?? 0) === 0);
    expect({ duplicates, lost }).toEqual({ duplicates: [], lost: [] });
    expect(smtp.messages).toHaveLength(COUNT);
  }, 120_000);
});
