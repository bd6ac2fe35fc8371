// Mailings benchmark (issue 13), on a fresh database holding 10,000 creators:
// 1. The first sync of a Dovecot INBOX of 20,000 real RFC 5322 messages (~2-4 KB, some with
//    attachments), 2,000 of them with CRM creators, through the real IMAP provider (the sync
//    runner, imapflow, postal-mime, store-mail): seconds, messages scanned/s, stored/s, and
//    peak RSS against RSS before. A 5,000-message INBOX (500 creator messages) runs first:
//    "memory flat" means the peak grows no more with 4x the mailbox. Target: < 60 s on
//    PostgreSQL, exactly the creator messages stored. 2% of the messages are bounces
//    (mailer-daemon reports, issue 27) for emails the account sent: read though not kept,
//    each sets exactly its email `bounced`.
// 2. An incremental sync right after, with nothing new. Target: < 1 s.
// 3. POST /api/mailing/threads/list over HTTP at 100,000 stored messages in 20,000 threads
//    (inserted with SQL): p50/p95 newest first, by creator and with a search, each against
//    the same SQL run raw (the user's accounts, the page and its count, then the page's
//    creators, account and template), as ratios. Target: p95 < 50 ms.
// Dovecot is filled by APPEND once per mailbox, outside the timed part.
// MAIL_SYNC_BENCH_COUNT sets the big mailbox's size (the small one is a quarter of it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  htmlOnlyMessage,
  latin1Message,
  messageWithAttachment,
  newMessageId,
  textMessage,
} from '../apps/server/src/email/mail-sync/imap/testing-messages.ts';
import type { SyncContext } from '../apps/server/src/email/mail-sync/mailbox-provider.ts';
import { syncMailbox } from '../apps/server/src/email/mail-sync/sync-runner.ts';
import { postfixDsn } from '../apps/server/src/email/mail-sync/testing-bounces.ts';
import { threadCreators } from '../apps/server/src/email/mailings/to-dto.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import {
  emails,
  influencers,
  mailboxes,
  mailerAccounts,
  mailingTemplates,
  mailMessages,
  mailThreadInfluencers,
  mailThreads,
  users,
} from '../apps/server/src/platform/db/schema/index.ts';
import { createStorage } from '../apps/server/src/platform/files/storage.ts';
import { secretBoxFor } from '../apps/server/src/platform/secret-box/secret-box.ts';
import { startDovecot, type TestDovecot } from '../apps/server/test/dovecot.ts';
import { type BenchApp, startBenchApp } from './support/bench-app.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { rawListRun } from './support/raw-list.ts';
import { comparisonLine, percentile } from './support/stats.ts';

const BIG = Number(process.env.MAIL_SYNC_BENCH_COUNT ?? 20_000);
/** Creator messages are a tenth of each mailbox, in conversations of this many. */
const CONVERSATION = 4;
const CRM_CREATORS = 10_000;
/** Creators the mailboxes talk with (the rest of the CRM is never mentioned). */
const TALKING_CREATORS = 400;
const APPEND_CONNECTIONS = 4;
const LIST_MESSAGES = 100_000;
const LIST_THREADS = 20_000;
const LIST_RUNS = 200;
/** Bounces among the strangers' messages (issue 27): 2% of the mailbox. */
const BOUNCE_SHARE = 0.02;
/** The Message-ID of the n-th email the bench says the account sent (and that bounced). */
const bouncedMessageId = (total: number, n: number) => `<email-bench-${total}-${n}.0@team.test>`;

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const thousands = (n: number) => n.toLocaleString('en-US');
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const gc = () => (globalThis as { gc?: () => void }).gc?.();

// --- the mailbox ---------------------------------------------------------------------------

const WORDS =
  'stream game launch review key code trailer patch indie roguelike co-op schedule rates audience sponsor segment thumbnail upload deadline embargo press preview build feedback community viewers chat clip highlight season'.split(
    ' ',
  );

/** A deterministic pseudo-random sequence (the mailbox is the same every run). */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function filler(random: () => number, bytes: number): string {
  const lines: string[] = [];
  let line = '';
  let size = 0;
  while (size < bytes) {
    const word = WORDS[Math.floor(random() * WORDS.length)] ?? 'game';
    if (line.length + word.length > 72) {
      lines.push(line);
      size += line.length + 2;
      line = '';
    }
    line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join('\r\n');
}

/**
 * The INBOX of `total` messages, a tenth with creators: conversations of CONVERSATION
 * messages (the creator writes, the manager's answers are copied in, each naming the one
 * before in In-Reply-To and References), the rest from strangers (a third of them replies
 * in threads we never saw). Answered as APPEND rounds: round j holds the j-th message of
 * every conversation, so a reply is always appended after what it answers, and a round can
 * be appended over several connections at once. Dates rise over the last 60 days.
 */
function buildMailbox(total: number, creatorEmails: readonly string[], manager: string) {
  const random = lcg(total);
  const creatorMessages = Math.round(total / 10);
  const conversations = Math.floor(creatorMessages / CONVERSATION);
  const strangers = total - conversations * CONVERSATION;
  // Every `bounceEvery`-th stranger is a bounce (mailer-daemon) for an email the account sent.
  const bounces = Math.round(total * BOUNCE_SHARE);
  const bounceEvery = Math.max(1, Math.floor(strangers / bounces));
  let strangerIndex = 0;
  let bounced = 0;
  const start = Date.now() - 60 * 24 * 3600 * 1000;
  const step = (60 * 24 * 3600 * 1000) / total;
  let position = 0;
  const nextDate = () => new Date(start + step * position++);
  const chains: string[][] = Array.from({ length: conversations }, () => []);
  const rounds: Buffer[][] = [];
  let creatorIndex = 0;
  for (let j = 0; j < CONVERSATION; j++) {
    const round: Buffer[] = [];
    const strangersHere = Math.floor(strangers / CONVERSATION) + (j === 0 ? strangers % 4 : 0);
    // Interleave the round's creator and stranger messages.
    const slots = [
      ...Array.from({ length: conversations }, (_, k) => k),
      ...Array.from({ length: strangersHere }, () => -1),
    ];
    for (let i = slots.length - 1; i > 0; i--) {
      const other = Math.floor(random() * (i + 1));
      [slots[i], slots[other]] = [slots[other] as number, slots[i] as number];
    }
    for (const k of slots) {
      const date = nextDate();
      if (k < 0) {
        if (strangerIndex++ % bounceEvery === 0 && bounced < bounces) {
          round.push(
            postfixDsn({
              messageId: bouncedMessageId(total, bounced),
              from: manager,
              to: `gone${bounced}@creators.test`,
              subject: `Invitation ${bounced}`,
            }),
          );
          bounced++;
          continue;
        }
        const n = Math.floor(random() * 1_000_000);
        const answering = random() < 1 / 3 ? newMessageId() : null;
        const headers = {
          from: `"Sender ${n}" <sender${n}@elsewhere${n % 97}.test>`,
          to: `Manager <${manager}>`,
          subject: `${answering ? 'Re: ' : ''}Offer ${n}: ${WORDS[n % WORDS.length]}`,
          date,
          inReplyTo: answering,
          references: answering ? [answering] : [],
        };
        round.push(
          n % 12 === 0
            ? messageWithAttachment(headers, {
                fileName: `invoice-${n}.pdf`,
                contentType: 'application/pdf',
                content: randomBytes(1500 + (n % 1500)),
              }).raw
            : textMessage(headers, filler(random, 1800 + Math.floor(random() * 2000))).raw,
        );
        continue;
      }
      const chain = chains[k] ?? [];
      const creator = creatorEmails[k % creatorEmails.length] ?? '';
      const fromCreator = j % 2 === 0;
      const subject = `Collab ${k}: ${WORDS[k % WORDS.length]} coverage`;
      const headers = {
        from: fromCreator ? `"Creator ${k}" <${creator}>` : `Manager <${manager}>`,
        to: fromCreator ? `Manager <${manager}>` : `"Creator ${k}" <${creator}>`,
        subject: j === 0 ? subject : `Re: ${subject}`,
        date,
        inReplyTo: chain[chain.length - 1] ?? null,
        references: [...chain],
      };
      const kind = creatorIndex++ % 10;
      const message =
        kind === 3
          ? messageWithAttachment(headers, {
              fileName: `media-kit-${k}-${j}.pdf`,
              contentType: 'application/pdf',
              content: randomBytes(1200 + (k % 1000)),
            })
          : kind === 6
            ? htmlOnlyMessage(headers)
            : kind === 8
              ? latin1Message(headers)
              : textMessage(headers, filler(random, 1800 + Math.floor(random() * 2000)));
      chain.push(message.messageId);
      round.push(message.raw);
    }
    rounds.push(round);
  }
  return { rounds, creatorMessages: conversations * CONVERSATION, conversations, bounces: bounced };
}

async function fill(dovecot: TestDovecot, rounds: Buffer[][]) {
  for (const round of rounds) {
    const per = Math.ceil(round.length / APPEND_CONNECTIONS);
    await Promise.all(
      Array.from({ length: APPEND_CONNECTIONS }, (_, c) =>
        dovecot.append('INBOX', round.slice(c * per, (c + 1) * per)),
      ),
    );
  }
}

// --- 1 and 2: the syncs --------------------------------------------------------------------

type SyncFigures = {
  total: number;
  creatorMessages: number;
  seconds: number;
  scanned: number;
  stored: number;
  storedRows: number;
  threads: number;
  conversations: number;
  /** Bounces in the mailbox, and the account's emails the sync set `bounced`. */
  bounces: number;
  bounced: number;
  rssBefore: number;
  rssPeak: number;
  heapBefore: number;
  heapPeak: number;
  incremental: number[];
  /** The mailbox list asked every 100 ms while the first sync runs: each answer's ms. */
  listDuringSync: number[];
};

/**
 * The browser's side of the list, in a process of its own (a request every 100 ms, each on a
 * new connection, timed from its start to the answer's last byte): an HTTP client in the
 * bench's own process would wait for the sync's turns of the event loop itself, and count
 * them as the server's. Prints the times (ms) as JSON when its input ends.
 */
const LIST_POLLER = `
const http = require('node:http');
const [url, token] = process.argv.slice(1);
const body = JSON.stringify({ page: 0, pageSize: 25 });
const times = [];
let running = true;
process.stdin.on('end', () => { running = false; });
process.stdin.resume();
function once() {
  return new Promise((resolve, reject) => {
    const at = performance.now();
    const request = http.request(url + '/api/mailing/threads/list', {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: 'Bearer ' + token,
      },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve([response.statusCode, performance.now() - at]));
    });
    request.on('error', reject);
    request.end(body);
  });
}
(async () => {
  while (running) {
    const [status, ms] = await once();
    if (status !== 200) throw new Error('thread list: ' + status);
    times.push(ms);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.stdout.write(JSON.stringify(times));
})();
`;

/**
 * Asks for the signed-in Admin's thread list over HTTP, every 100 ms until stopped, from
 * another process (LIST_POLLER): how long a manager waits for Mailings while a first sync
 * holds the database (PGlite runs one query at a time). The whole request: sign-in check,
 * the user's mailboxes, the page and its count.
 */
function pollThreadList(app: BenchApp, token: string) {
  const child = spawn(process.execPath, ['-e', LIST_POLLER, app.url, token], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  const exited = once(child, 'exit');
  return async (): Promise<number[]> => {
    child.stdin.end();
    const [code] = await exited;
    if (code !== 0) throw new Error(`list poller exited with ${code}`);
    return JSON.parse(out) as number[];
  };
}

async function syncRun(
  app: BenchApp,
  ctx: SyncContext,
  ownerId: number,
  total: number,
  creatorEmails: readonly string[],
  token: string,
): Promise<SyncFigures> {
  const dovecot = await startDovecot();
  try {
    const manager = `manager-${total}@team.test`;
    const built = buildMailbox(total, creatorEmails, manager);
    const bytes = built.rounds.flat().reduce((sum, raw) => sum + raw.length, 0);
    const fillStart = performance.now();
    await fill(dovecot, built.rounds);
    console.log(
      `  (INBOX of ${thousands(total)} filled by APPEND in ${((performance.now() - fillStart) / 1000).toFixed(1)} s, ${mb(bytes)}, ${(bytes / total / 1024).toFixed(1)} KB a message)`,
    );
    built.rounds.length = 0;

    const db = app.database.db;
    const [account] = await db
      .insert(mailerAccounts)
      .values({
        ownerId,
        authType: 'smtp',
        email: manager,
        host: dovecot.host,
        port: 2525,
        username: dovecot.user,
        passwordSealed: secretBoxFor(ctx.config).seal(dovecot.password),
        imapPort: dovecot.port,
        imapSecure: false,
      })
      .returning();
    if (!account) throw new Error('no mailer account');
    await db.insert(mailboxes).values({ mailerAccountId: account.id });
    // The emails the bounces report on: sent from this account, delivered.
    for (let i = 0; i < built.bounces; i += 1000) {
      await db.insert(emails).values(
        Array.from({ length: Math.min(1000, built.bounces - i) }, (_, j) => ({
          kind: 'invite',
          mailerAccountId: account.id,
          fromEmail: manager,
          toEmail: `gone${i + j}@creators.test`,
          subject: `Invitation ${i + j}`,
          html: '<p>Invitation</p>',
          text: 'Invitation',
          state: 'delivered',
          messageId: bouncedMessageId(total, i + j),
          deliveredAt: new Date(),
        })),
      );
    }

    gc();
    const before = process.memoryUsage();
    let rssPeak = before.rss;
    let heapPeak = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      rssPeak = Math.max(rssPeak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    }, 100);
    const stopPolling = pollThreadList(app, token);
    const started = performance.now();
    const result = await syncMailbox(ctx, account.id);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const listDuringSync = await stopPolling();
    if (!result.ran || !result.ok) throw new Error(`sync failed: ${JSON.stringify(result)}`);

    const [stored] = await db
      .select({ n: count() })
      .from(mailMessages)
      .where(eq(mailMessages.mailerAccountId, account.id));
    const [threads] = await db
      .select({ n: count() })
      .from(mailThreads)
      .where(eq(mailThreads.mailerAccountId, account.id));
    const [bouncedRows] = await db
      .select({ n: count() })
      .from(emails)
      .where(and(eq(emails.mailerAccountId, account.id), eq(emails.state, 'bounced')));

    const incremental: number[] = [];
    for (let i = 0; i < 5; i++) {
      const at = performance.now();
      const again = await syncMailbox(ctx, account.id);
      incremental.push((performance.now() - at) / 1000);
      if (!again.ran || !again.ok || again.report.stored !== 0) {
        throw new Error(`incremental sync: ${JSON.stringify(again)}`);
      }
    }
    return {
      total,
      creatorMessages: built.creatorMessages,
      conversations: built.conversations,
      seconds,
      scanned: result.report.scanned,
      stored: result.report.stored,
      storedRows: Number(stored?.n ?? 0),
      threads: Number(threads?.n ?? 0),
      bounces: built.bounces,
      bounced: Number(bouncedRows?.n ?? 0),
      rssBefore: before.rss,
      rssPeak,
      heapBefore: before.heapUsed,
      heapPeak,
      incremental,
      listDuringSync,
    };
  } finally {
    await dovecot.stop();
  }
}

async function syncBench(app: BenchApp, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Dovecot listens on loopback, which the outbound guard refuses.
    OUTBOUND_ALLOWLIST: '127.0.0.1',
  });
  const ctx: SyncContext = { db: app.database.db, storage: createStorage(config), config };
  // The mailboxes belong to a manager other than the signed-in Admin of the list bench.
  const [owner] = await app.database.db
    .insert(users)
    .values({ email: 'manager@bench.test', passwordHash: 'x', firstName: 'Manager', role: 2 })
    .returning();
  const creators = await app.database.db
    .select({ email: influencers.email })
    .from(influencers)
    .orderBy(asc(influencers.id))
    .limit(TALKING_CREATORS);
  // Mixed case, as people type them: the match is case-insensitive.
  const creatorEmails = creators.map((c, i) =>
    i % 3 === 0 ? (c.email ?? '').toUpperCase() : (c.email ?? ''),
  );

  console.log(
    `\nFirst sync of a Dovecot INBOX through the IMAP provider, ${app.label} (${thousands(CRM_CREATORS)} creators in the CRM)`,
  );
  const runs: SyncFigures[] = [];
  const token = await signIn(app);
  for (const total of [Math.round(BIG / 4), BIG]) {
    const f = await syncRun(app, ctx, owner?.id ?? 0, total, creatorEmails, token);
    runs.push(f);
    const exact = f.stored === f.creatorMessages && f.storedRows === f.creatorMessages;
    console.log(
      `  ${thousands(f.total)} messages (${thousands(f.creatorMessages)} with creators): ${f.seconds.toFixed(1)} s = ${(f.scanned / f.seconds).toFixed(0)} scanned/s, ${(f.stored / f.seconds).toFixed(1)} stored/s; scanned ${thousands(f.scanned)}, stored ${thousands(f.stored)} (rows ${thousands(f.storedRows)}, expected exactly ${thousands(f.creatorMessages)}: ${exact ? 'yes' : 'NO'}), threads ${thousands(f.threads)} (conversations ${thousands(f.conversations)})`,
    );
    console.log(
      `    bounces: ${thousands(f.bounces)} in the mailbox (${((f.bounces / f.total) * 100).toFixed(0)}%), emails set bounced ${thousands(f.bounced)} (expected exactly ${thousands(f.bounces)}: ${f.bounced === f.bounces ? 'yes' : 'NO'})`,
    );
    console.log(
      `    RSS before ${mb(f.rssBefore)}, peak ${mb(f.rssPeak)} (+${mb(f.rssPeak - f.rssBefore)}); JS heap before ${mb(f.heapBefore)}, peak ${mb(f.heapPeak)} (+${mb(f.heapPeak - f.heapBefore)})`,
    );
    console.log(
      `    mailbox list during the first sync: ${f.listDuringSync.length} requests, p50 ${percentile(f.listDuringSync, 50).toFixed(0)} ms, p95 ${percentile(f.listDuringSync, 95).toFixed(0)} ms, max ${Math.max(...f.listDuringSync).toFixed(0)} ms (target p95 < 200 ms: ${met(percentile(f.listDuringSync, 95) < 200)})`,
    );
    console.log(
      `    incremental sync, nothing new: ${f.incremental.map((s) => s.toFixed(3)).join(' / ')} s (p50 ${percentile(f.incremental, 50).toFixed(3)} s; target < 1 s: ${met(Math.max(...f.incremental) < 1)})`,
    );
    gc();
  }
  const [small, big] = runs as [SyncFigures, SyncFigures];
  // RSS never shrinks back: on PostgreSQL (run after PGlite, in the same process) "before"
  // already holds PGlite's memory. The peaks side by side say whether the sync grows with
  // the mailbox.
  console.log(
    `  peak RSS ${mb(small.rssPeak)} at ${thousands(small.total)} vs ${mb(big.rssPeak)} at ${thousands(big.total)} messages (${(big.total / small.total).toFixed(0)}x the mailbox: ${big.rssPeak >= small.rssPeak ? '+' : ''}${mb(big.rssPeak - small.rssPeak)}); above RSS before: +${mb(small.rssPeak - small.rssBefore)} vs +${mb(big.rssPeak - big.rssBefore)}; JS heap peak ${mb(small.heapPeak)} vs ${mb(big.heapPeak)}`,
  );
  console.log(
    `  target: ${thousands(big.total)} messages under 60 s${app.label === 'PostgreSQL' ? '' : ' (on PostgreSQL; shown here for comparison)'}: ${big.seconds.toFixed(1)} s, ${met(big.seconds < 60)}`,
  );
}

// --- 3: the thread list ------------------------------------------------------------------

/** 100k messages in 20k threads of the Admin's mailbox, each thread with one creator. */
export async function seedThreads(app: BenchApp, adminId: number) {
  const db = app.database.db;
  const run = (text: string, params: unknown[] = []) => app.database.sql.executeSql(text, params);
  const [account] = await db
    .insert(mailerAccounts)
    .values({
      ownerId: adminId,
      authType: 'smtp',
      email: 'admin-box@team.test',
      host: '127.0.0.1',
      port: 2525,
      username: 'admin-box',
    })
    .returning();
  if (!account) throw new Error('no mailer account');
  await db.insert(mailboxes).values({ mailerAccountId: account.id });
  const [first] = await db.select({ id: sql<number>`min(${influencers.id})` }).from(influencers);
  const spread = 2 * Math.round(LIST_MESSAGES / LIST_THREADS) - 1;
  const base = Number(first?.id ?? 1);
  // Threads: creator (g % 2000) -> 10 threads each; newest first by g.
  await run(
    `insert into mail_threads (mailer_account_id, subject, last_message_at, from_email,
                               from_name, snippet)
     select $1, 'Collab ' || g || ': ' || (array['stream','launch','review','keys','trailer'])[1 + g % 5],
            now() - g * interval '7 minutes', lower(i.email), i.media_name, ''
     from generate_series(1, ${LIST_THREADS}) g
     join influencers i on i.id = ${base} + g % 2000`,
    [account.id],
  );
  await run(
    `insert into mail_thread_influencers (thread_id, influencer_id)
     select t.id, i.id from mail_threads t join influencers i on lower(i.email) = t.from_email
     where t.mailer_account_id = $1`,
    [account.id],
  );
  // 1 to 2x-1 messages a thread (x = LIST_MESSAGES / LIST_THREADS on average): the creator's
  // odd ones, the manager's even ones; the last one unread in a seventh of the threads.
  await run(
    `insert into mail_messages (mailer_account_id, thread_id, provider_key, message_id_header,
                                in_reply_to, direction, from_email, from_name, to_addresses,
                                subject, sent_at, text, seen)
     select t.mailer_account_id, t.id, '<bench-' || t.id || '-' || k || '@mail.test>',
            '<bench-' || t.id || '-' || k || '@mail.test>',
            case when k > 1 then '<bench-' || t.id || '-' || (k - 1) || '@mail.test>' end,
            case when k % 2 = 1 then 'in' else 'out' end,
            case when k % 2 = 1 then t.from_email else 'admin-box@team.test' end,
            case when k % 2 = 1 then t.from_name else 'Admin' end,
            jsonb_build_array(jsonb_build_object(
              'email', case when k % 2 = 1 then 'admin-box@team.test' else t.from_email end,
              'name', null)),
            case when k = 1 then t.subject else 'Re: ' || t.subject end,
            t.last_message_at - (1 + t.id % ${spread} - k) * interval '3 hours',
            'Message ' || k || ' of thread ' || t.id || ': rates, keys and the stream date.',
            not (k = 1 + t.id % ${spread} and t.id % 7 = 0 and k % 2 = 1)
     from mail_threads t cross join lateral generate_series(1, (1 + t.id % ${spread})::int) k
     where t.mailer_account_id = $1`,
    [account.id],
  );
  // The counts and search text refreshThread keeps, set in bulk.
  await run(
    `update mail_threads t set
       messages_count = s.messages, unread_count = s.unread, last_message_at = s.last_at,
       from_email = s.from_email, from_name = s.from_name, snippet = left(s.snippet, 200),
       search_text = lower(t.subject || ' ' || s.people)
     from (select thread_id, count(*)::int as messages,
                  (count(*) filter (where not seen and direction = 'in'))::int as unread,
                  max(sent_at) as last_at,
                  (array_agg(from_email order by sent_at desc, id desc))[1] as from_email,
                  (array_agg(from_name order by sent_at desc, id desc))[1] as from_name,
                  (array_agg(text order by sent_at desc, id desc))[1] as snippet,
                  string_agg(distinct coalesce(from_name, '') || ' ' || from_email, ' ') as people
           from mail_messages where mailer_account_id = $1 group by thread_id) s
     where s.thread_id = t.id`,
    [account.id],
  );
  for (const table of ['mail_threads', 'mail_messages', 'mail_thread_influencers']) {
    await run(`vacuum analyze ${table}`);
  }
  const [messages] = await db
    .select({ n: count() })
    .from(mailMessages)
    .where(eq(mailMessages.mailerAccountId, account.id));
  return { accountId: account.id, messages: Number(messages?.n ?? 0), creator: base + 42 };
}

type ListBody = {
  page?: number;
  pageSize?: number;
  search?: string;
  filters?: { influencerId?: number; unread?: boolean };
};

/** The API's queries for one page (threads.ts listThreads and toThreadDtos), run raw. */
function rawThreadPage(app: BenchApp, adminId: number, accountId: number, body: ListBody) {
  const db = app.database.db;
  const conditions: SQL[] = [inArray(mailThreads.mailerAccountId, [accountId])];
  if (body.filters?.unread) conditions.push(sql`${mailThreads.unreadCount} > 0`);
  if (body.filters?.influencerId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${mailThreadInfluencers} ti
                  where ti.thread_id = ${mailThreads.id}
                    and ti.influencer_id = ${body.filters.influencerId})`,
    );
  }
  if (body.search) {
    const pattern = `%${body.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${mailThreads.searchText} ilike ${pattern}`);
  }
  const where = and(...conditions);
  const pageSize = body.pageSize ?? 25;
  return rawListRun(app, {
    first: [
      db
        .select({ id: mailerAccounts.id })
        .from(mailerAccounts)
        .where(eq(mailerAccounts.ownerId, adminId))
        .toSQL(),
    ],
    page: db
      .select()
      .from(mailThreads)
      .where(where)
      .orderBy(sql`${mailThreads.lastMessageAt} desc`, sql`${mailThreads.id} desc`)
      .limit(pageSize)
      .offset((body.page ?? 0) * pageSize)
      .toSQL(),
    total: db.select({ n: count() }).from(mailThreads).where(where).toSQL(),
    idColumn: 'id',
    related: (ids) => [
      threadCreators(db, ids).toSQL(),
      db
        .select({ id: mailerAccounts.id, email: mailerAccounts.email })
        .from(mailerAccounts)
        .where(inArray(mailerAccounts.id, [accountId]))
        .toSQL(),
      db
        .select({ id: mailingTemplates.id, name: mailingTemplates.name })
        .from(mailingTemplates)
        .where(inArray(mailingTemplates.id, [0]))
        .toSQL(),
    ],
  });
}

async function listBench(app: BenchApp) {
  const seedStart = performance.now();
  const [admin] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@bench.example'));
  const adminId = admin?.id ?? 0;
  const seeded = await seedThreads(app, adminId);
  const token = await signIn(app);
  console.log(
    `\nPOST /api/mailing/threads/list, ${thousands(seeded.messages)} messages in ${thousands(LIST_THREADS)} threads, ${app.label} (seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${LIST_RUNS} runs each)`,
  );
  const cases: { name: string; body: ListBody }[] = [
    { name: 'newest first, page 0 of 25', body: { page: 0, pageSize: 25 } },
    {
      name: 'one creator (influencerId)',
      body: { page: 0, pageSize: 25, filters: { influencerId: seeded.creator } },
    },
    { name: 'search "creator1042"', body: { page: 0, pageSize: 25, search: 'creator1042' } },
    { name: 'search "stream" (a fifth match)', body: { page: 0, pageSize: 25, search: 'stream' } },
    { name: 'unread only', body: { page: 0, pageSize: 25, filters: { unread: true } } },
  ];
  const widths = { nameWidth: 34, figureWidth: 22 };
  console.log(
    `  ${'case'.padEnd(widths.nameWidth)} ${'API p50 / p95'.padEnd(widths.figureWidth)} ${'raw p50 / p95'.padEnd(widths.figureWidth)} ratio p50 / p95   (total, target p95 < 50 ms)`,
  );
  for (const c of cases) {
    let answered: { items: unknown[]; total: number } = { items: [], total: 0 };
    const call = async () => {
      const res = await fetch(`${app.url}/api/mailing/threads/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(c.body),
      });
      if (res.status !== 200) throw new Error(`list answered ${res.status}: ${await res.text()}`);
      answered = (await res.json()) as typeof answered;
    };
    const raw = rawThreadPage(app, adminId, seeded.accountId, c.body);
    // API and raw calls alternate, so both see the same cache and machine load.
    for (let i = 0; i < 20; i++) {
      await call();
      await raw();
    }
    const api: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < LIST_RUNS; i++) {
      let at = performance.now();
      await call();
      api.push(performance.now() - at);
      at = performance.now();
      await raw();
      direct.push(performance.now() - at);
    }
    const { line, apiP95 } = comparisonLine(c.name, api, direct, widths);
    console.log(
      `${line}   (${thousands(answered.total)} threads, ${answered.items.length} shown; ${met(apiP95 < 50)})`,
    );
  }
}

export async function runMailSyncBench(postgresUrl: string | null): Promise<void> {
  const app = await startBenchApp(postgresUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mail-sync-'));
  try {
    await app.database.sql.executeSql(`
      insert into influencers (media_name, first_name, last_name, email, country, language,
                               status, source, search_text)
      select 'Creator ' || g, 'First' || g, 'Last' || g, 'creator' || g || '@creators.test',
             'US', 'en', 1, 1, lower('Creator ' || g || ' creator' || g || '@creators.test')
      from generate_series(1, ${CRM_CREATORS}) g`);
    await app.database.sql.executeSql('vacuum analyze influencers');
    await seedAdmin(app);
    await syncBench(app, dataDir);
    await listBench(app);
    // Memory at rest: after the work, collected, a moment idle (RSS never gives back all the
    // peak; on PostgreSQL this process also holds what its PGlite run left).
    gc();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rest = process.memoryUsage();
    console.log(
      `\nMemory at rest, ${app.label}: RSS ${mb(rest.rss)}, JS heap ${mb(rest.heapUsed)}, external and array buffers ${mb(rest.external + rest.arrayBuffers)} (PGlite's WASM memory is an ArrayBuffer: it shows here)`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
