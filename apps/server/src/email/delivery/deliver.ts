import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { AppMetrics, Config, Db, DbOrTx, JobEnvironment } from '../../platform/index.ts';
import {
  type EmailRow,
  emails,
  type MailerAccountRow,
  mailerAccounts,
  OutboundAddressError,
  type OutboxAttachment,
  objectStoreFor,
  transaction,
} from '../../platform/index.ts';
import { isSignInRefusal, recordSignIn } from '../accounts/sign-in-health.ts';
import { settingsOfAccount } from '../accounts/smtp.ts';
import { addTracking, unsubscribeFooterText, unsubscribeUrl } from '../tracking/links.ts';
import { type AccountPool, createAccountPool } from './account-pool.ts';
import { waitForSendSlot } from './send-pacing.ts';
import { type EmailSettlement, emailsSettled, hasEmailSettledListeners } from './settled.ts';

/**
 * Exactly-once delivery. Each email row walks: queued -> sending -> finalizing -> delivered
 * (or error / back to queued on a temporary failure).
 *
 * - sending: claimed with a lease (EMAIL_SEND_LEASE). The worker streams the message into the
 *   SMTP DATA phase but holds back the end of the stream, so the SMTP terminator (CRLF.CRLF)
 *   has not been written: the server cannot have accepted the message.
 * - finalizing: committed once the server holds everything but the terminator; only then is
 *   the terminator written. The 250 answer is recorded as delivered right after.
 * - Recovery (lease expired): `sending` is resent (the server never got the terminator, so
 *   it dropped the partial message: no duplicate); `finalizing` is NOT resent: it is recorded
 *   as delivered with `unconfirmed`. The one window where that is wrong is a crash between
 *   the finalizing commit and the terminator leaving the process (one event-loop turn), or a
 *   server refusing the message after the terminator while the worker dies before hearing it.
 * - The Message-ID derives from the row id, so even a resend would be the same message to
 *   the receiving side; it is stored (message_id) with `finalizing`, for replies to find.
 * - Every move to a final state (delivered, error, skipped) commits in one transaction with
 *   what the modules listening for that kind of email change (settled.ts), and only for the
 *   emails that move: an email another worker settled is not reported twice.
 */

const pools = new Map<string, AccountPool>();

function poolFor(config: Config, account: MailerAccountRow): AccountPool {
  const key = `${account.id}:${account.updatedAt.getTime()}`;
  let pool = pools.get(key);
  if (!pool) {
    for (const [k, old] of pools) {
      if (k.startsWith(`${account.id}:`)) {
        old.close();
        pools.delete(k);
      }
    }
    pool = createAccountPool(config, settingsOfAccount(config, account));
    pools.set(key, pool);
  }
  return pool;
}

/** Closes every pooled SMTP connection of this process (shutdown, tests). */
export function closeEmailPools(): void {
  for (const pool of pools.values()) pool.close();
  pools.clear();
}

/**
 * The email's Message-ID: the one recorded when it was sent, else derived from the row id
 * (the same on every attempt, so a resend after a crash is the same message).
 */
export function messageIdOf(
  config: Pick<Config, 'email'>,
  row: Pick<EmailRow, 'id' | 'fromEmail'> & { messageId?: string | null },
) {
  if (row.messageId) return row.messageId;
  const domain = row.fromEmail.split('@')[1] ?? 'localhost';
  // Tells installations apart; not the link origin, which may differ per email.
  const tag = createHash('sha256')
    .update(config.email.publicUrl ?? '')
    .digest('hex')
    .slice(0, 8);
  return `<email-${row.id}.${tag}@${domain}>`;
}

/** Outbox kind of one-to-one messages written in Mailings. */
export const MAILING_EMAIL_KIND = 'mailing';

export async function buildMessage(
  config: Config,
  row: EmailRow,
  messageId = messageIdOf(config, row),
): Promise<Buffer> {
  // What every email carries; the kind decides the body and the extra headers.
  const envelope = {
    from: row.fromName ? { name: row.fromName, address: row.fromEmail } : row.fromEmail,
    to: row.toName ? { name: row.toName, address: row.toEmail } : row.toEmail,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    messageId,
    date: row.createdAt,
  };
  const composer =
    row.kind === MAILING_EMAIL_KIND
      ? // A manager's own message to one creator: no tracking, no unsubscribe footer (it is
        // a conversation, not a campaign), threaded by In-Reply-To and References.
        new MailComposer({
          ...envelope,
          html: row.html,
          text: row.text,
          ...(row.inReplyTo ? { inReplyTo: row.inReplyTo } : {}),
          ...(row.referencesHeader ? { references: row.referencesHeader } : {}),
          attachments: await outboxAttachments(config, row.attachments ?? []),
        })
      : new MailComposer({ ...envelope, ...campaignBody(config, row) });
  return new Promise((resolve, reject) =>
    composer.compile().build((err, message) => (err ? reject(err) : resolve(message))),
  );
}

/** A campaign email's body: tracked links and pixel, the unsubscribe footer and headers. */
function campaignBody(config: Config, row: EmailRow) {
  const unsubscribe = unsubscribeUrl(config, row.id);
  return {
    html: addTracking(config, row.id, row.html),
    text: `${row.text}${unsubscribeFooterText(unsubscribe)}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The attachments' bytes, read from storage when the message is built (each attempt). */
async function outboxAttachments(config: Config, attachments: readonly OutboxAttachment[]) {
  const store = objectStoreFor(config);
  return Promise.all(
    attachments.map(async (a) => ({
      filename: a.fileName,
      contentType: a.contentType,
      content: await buffer(await store.read(a.storageKey)),
    })),
  );
}

/** Streams the message, then waits for `beforeEnd` before letting the stream end. */
function gatedStream(message: Buffer, beforeEnd: () => Promise<void>): Readable {
  let phase = 0;
  return new Readable({
    highWaterMark: 0,
    read() {
      if (phase === 0) {
        phase = 1;
        this.push(message);
      } else if (phase === 1) {
        phase = 2;
        beforeEnd().then(
          () => this.push(null),
          (error: unknown) => this.destroy(error as Error),
        );
      }
    },
  });
}

const leaseSql = (config: Config) =>
  sql`now() + make_interval(secs => ${config.email.leaseSeconds})`;

/** Expired leases: `finalizing` -> delivered (unconfirmed), `sending` -> queued. */
export async function recoverExpiredLeases(
  db: Db,
  metrics?: AppMetrics,
): Promise<{ requeued: number[]; unconfirmed: number }> {
  const finalized = await settle(
    db,
    {
      state: 'delivered',
      unconfirmed: true,
      deliveredAt: sql`now()`,
      smtpResponse: 'Not confirmed: the worker stopped after handing the message over',
    },
    and(eq(emails.state, 'finalizing'), sql`${emails.leaseUntil} < now()`),
    { metrics },
  );
  const requeued = await db
    .update(emails)
    .set({ state: 'queued', leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(emails.state, 'sending'), sql`${emails.leaseUntil} < now()`))
    .returning({ id: emails.id });
  return { requeued: requeued.map((r) => r.id), unconfirmed: finalized };
}

type Outcome = 'delivered' | 'error' | 'retry' | 'skipped' | 'none';

type FinalState = PgUpdateSetSource<typeof emails> & { state: EmailSettlement };

/**
 * Moves the emails matching `where` to a final state and tells the listeners of their kinds
 * (settled.ts), in one transaction. `kind`: all of them are of this kind (one email), so
 * without listeners for it the move is a single statement. Answers how many moved, and
 * counts them in `metrics` once committed.
 */
async function settle(
  db: Db,
  set: FinalState,
  where: SQL | undefined,
  options: { kind?: string; metrics?: AppMetrics | undefined } = {},
): Promise<number> {
  const moved = await moveToFinalState(db, set, where, options.kind);
  // Counted by rows moved, not by attempts: an email another worker settled first, or one
  // whose lease this worker lost, is not counted twice.
  if (set.state === 'delivered') options.metrics?.emailsSent.inc(moved);
  if (set.state === 'error') options.metrics?.emailsFailed.inc(moved);
  return moved;
}

/** settle's move: one statement, or with the listeners in one transaction. */
async function moveToFinalState(
  db: Db,
  set: FinalState,
  where: SQL | undefined,
  kind: string | undefined,
): Promise<number> {
  const move = (on: DbOrTx) =>
    on
      .update(emails)
      .set({ ...set, leaseUntil: null, updatedAt: sql`now()` })
      .where(where)
      .returning({
        id: emails.id,
        kind: emails.kind,
        campaignId: emails.campaignId,
        influencerId: emails.influencerId,
      });
  if (kind !== undefined && !hasEmailSettledListeners(kind)) return (await move(db)).length;
  return transaction(db, async (tx) => {
    const moved = await move(tx);
    await emailsSettled(tx, moved, set.state);
    return moved.length;
  });
}

/** Skips unsubscribed addresses (checked at send time, not only when queued). */
async function skipUnsubscribed(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await settle(
    db,
    { state: 'skipped', error: 'Unsubscribed' },
    and(
      inArray(emails.id, ids),
      inArray(emails.state, ['queued', 'sending']),
      sql`exists (select 1 from email_unsubscribes u where u.email = ${emails.toEmail})`,
    ),
  );
}

async function claim(db: Db, config: Config, id: number): Promise<EmailRow | null> {
  const [row] = await db
    .update(emails)
    .set({
      state: 'sending',
      leaseUntil: leaseSql(config),
      attempts: sql`${emails.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(emails.id, id),
        sql`(${emails.state} = 'queued' or (${emails.state} = 'sending' and ${emails.leaseUntil} < now()))`,
        sql`not exists (select 1 from email_unsubscribes u where u.email = ${emails.toEmail})`,
      ),
    )
    .returning();
  return row ?? null;
}

function reasonOf(error: unknown): string {
  const e = error as { response?: string; message?: string };
  return (e.response ?? e.message ?? String(error)).slice(0, 1000);
}

/**
 * 5xx: the server refused for good; so does the outbound guard for an internal address.
 * Anything else (4xx, network, timeout) may pass later.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof OutboundAddressError) return true;
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

async function deliverOne(
  env: JobEnvironment,
  row: EmailRow,
  account: MailerAccountRow | undefined,
): Promise<Outcome> {
  const { db, config } = env;
  const finish = (set: FinalState, from: string[]) =>
    settle(db, set, and(eq(emails.id, row.id), inArray(emails.state, from)), {
      kind: row.kind,
      metrics: env.metrics,
    });
  if (!account) {
    await finish({ state: 'error', error: 'The sender account was deleted' }, ['sending']);
    return 'error';
  }
  let finalizing = false;
  try {
    const messageId = messageIdOf(config, row);
    const message = await buildMessage(config, row, messageId);
    const stream = gatedStream(message, async () => {
      // Everything but the terminator is with the server: from here on a crash must not
      // lead to a resend. The Message-ID is recorded before the server can accept it.
      const moved = await db
        .update(emails)
        .set({
          state: 'finalizing',
          messageId,
          leaseUntil: leaseSql(config),
          updatedAt: sql`now()`,
        })
        .where(and(eq(emails.id, row.id), eq(emails.state, 'sending')))
        .returning({ id: emails.id });
      if (moved.length === 0) throw new Error('Lost the lease on the email');
      finalizing = true;
    });
    await waitForSendSlot(db, account.id, config.email.ratePerSecond);
    const result = await poolFor(config, account).send(
      { from: row.fromEmail, to: [row.toEmail] },
      stream,
    );
    await finish(
      { state: 'delivered', deliveredAt: sql`now()`, smtpResponse: result.response, error: null },
      ['finalizing'],
    );
    await recordSignIn(db, account, { ok: true });
    return 'delivered';
  } catch (error) {
    const reason = reasonOf(error);
    if (isSignInRefusal(error)) {
      await recordSignIn(db, account, { ok: false, reason, signInRefused: true });
    }
    const code = (error as { responseCode?: number }).responseCode;
    const from = finalizing ? ['finalizing'] : ['sending'];
    if (finalizing && !code) {
      // The terminator went out but no answer came back: the server may have accepted it.
      await finish(
        {
          state: 'delivered',
          unconfirmed: true,
          deliveredAt: sql`now()`,
          smtpResponse: `Not confirmed: ${reason}`,
        },
        from,
      );
      return 'delivered';
    }
    if (isPermanent(error) || row.attempts >= config.email.maxAttempts) {
      const message = isPermanent(error)
        ? reason
        : `Gave up after ${row.attempts} attempts: ${reason}`;
      await finish({ state: 'error', error: message, smtpResponse: reason }, from);
      return 'error';
    }
    env.log.warn({ emailId: row.id, err: reason }, 'email will be retried');
    await db
      .update(emails)
      .set({ state: 'queued', error: reason, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(eq(emails.id, row.id), inArray(emails.state, from)));
    return 'retry';
  }
}

export type DeliveryReport = Record<Outcome, number>;

/**
 * Sends the given emails (a delivery job's batch), `concurrency` at a time. Emails already
 * handled, or held by a live lease elsewhere, are left alone; a retried job therefore
 * repeats nothing. Answers what happened; temporary failures are back in `queued`. Once
 * `signal` is aborted no further email is claimed.
 */
export async function deliverEmails(
  env: JobEnvironment,
  ids: readonly number[],
  options: { concurrency?: number; signal?: AbortSignal | undefined } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, error: 0, retry: 0, skipped: 0, none: 0 };
  await skipUnsubscribed(env.db, [...ids]);
  const accountIds = await env.db
    .selectDistinct({ id: emails.mailerAccountId })
    .from(emails)
    .where(inArray(emails.id, [...ids]));
  const accountList = accountIds.flatMap((a) => (a.id === null ? [] : [a.id]));
  const accounts = new Map(
    accountList.length
      ? (
          await env.db.select().from(mailerAccounts).where(inArray(mailerAccounts.id, accountList))
        ).map((a) => [a.id, a] as const)
      : [],
  );
  const queue = [...ids];
  const concurrency = options.concurrency ?? env.config.email.poolSize;
  const worker = async () => {
    for (;;) {
      // Stopping (shutdown, or the job was taken over): sends under way finish, the rest
      // stay queued for the job's next run.
      if (options.signal?.aborted) return;
      const id = queue.shift();
      if (id === undefined) return;
      const row = await claim(env.db, env.config, id);
      if (!row) {
        await skipUnsubscribed(env.db, [id]);
        report.none++;
        continue;
      }
      const account = row.mailerAccountId === null ? undefined : accounts.get(row.mailerAccountId);
      report[await deliverOne(env, row, account)]++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}
