// Email benchmark (issue 6): 10,000 emails put in the outbox in one transaction, delivered
// by pg-boss workers (the real job path: claim, SMTP with the finalizing gate, record) to a
// loopback smtp-server in this process. Prints messages/s (target > 100/s from one
// process), peak RSS, and the duplicates and losses counted by Message-ID (both must be 0).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { jobRegistry } from '../apps/server/src/areas.ts';
import { closeEmailPools } from '../apps/server/src/email/delivery/deliver.ts';
import { type EmailDraft, queueEmails } from '../apps/server/src/email/delivery/outbox.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { mailerAccounts, users } from '../apps/server/src/platform/db/schema/index.ts';
import { transaction } from '../apps/server/src/platform/db/transaction.ts';
import { createStorage } from '../apps/server/src/platform/files/storage.ts';
import { createBossQueue } from '../apps/server/src/platform/jobs/boss-queue.ts';
import { secretBoxFor } from '../apps/server/src/platform/secret-box/secret-box.ts';
import { openBenchDatabase } from './support/bench-database.ts';

const COUNT = Number(process.env.EMAIL_BENCH_COUNT ?? 10_000);

export async function runEmailBench(postgresUrl: string | null): Promise<void> {
  const label = postgresUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-email-'));
  const { database, drop } = await openBenchDatabase(dataDir, postgresUrl);
  const sink = fork(join(import.meta.dirname, 'support/smtp-sink.ts'), [], {
    execArgv: [],
  });
  const received: string[] = [];
  const port = await new Promise<number>((resolve) =>
    sink.on('message', (m: { port?: number; ids?: string[] }) => {
      if (m.port) resolve(m.port);
      if (m.ids) received.push(...m.ids);
    }),
  );
  try {
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://bench.test',
      EMAIL_RATE_LIMIT: '100000',
      EMAIL_POOL_SIZE: process.env.EMAIL_BENCH_POOL ?? '10',
      // The SMTP sink listens on loopback, which the outbound guard refuses.
      OUTBOUND_ALLOWLIST: '127.0.0.1',
    });
    const [owner] = await database.db
      .insert(users)
      .values({ email: 'owner@bench.test', passwordHash: 'x', firstName: 'Owner', role: 2 })
      .returning();
    const [account] = await database.db
      .insert(mailerAccounts)
      .values({
        ownerId: owner?.id ?? 0,
        authType: 'smtp',
        email: 'team@bench.test',
        host: '127.0.0.1',
        port,
        username: 'bench',
        passwordSealed: secretBoxFor(config).seal('bench-pass-1'),
      })
      .returning();
    const log = pino({ level: 'silent' });
    const jobs = await createBossQueue({
      executor: database.sql,
      registry: jobRegistry,
      pollingIntervalSeconds: 0.5,
    });
    const drafts: EmailDraft[] = Array.from({ length: COUNT }, (_, i) => ({
      campaignId: null,
      influencerId: null,
      kind: 'custom',
      mailerAccountId: account?.id ?? null,
      fromEmail: 'team@bench.test',
      fromName: 'Bench Team',
      replyTo: 'manager@bench.test',
      toEmail: `creator${i}@bench.test`,
      toName: `Creator ${i}`,
      subject: `Hello creator ${i}`,
      html: `<p>Hi Creator ${i}, here is <a href="https://store.test/game">the game</a>.</p>`,
      text: `Hi Creator ${i}, here is the game [https://store.test/game].`,
    }));

    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const queuedAt = performance.now();
    const queued = await transaction(database.db, (tx) => queueEmails(tx, jobs, drafts));
    const queueMs = performance.now() - queuedAt;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await jobs.work({ db: database.db, storage: createStorage(config), log, config });
    while (received.length < COUNT && performance.now() - started < 600_000) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    // Let any stray duplicate arrive before counting.
    await new Promise((r) => setTimeout(r, 1000));
    clearInterval(sampler);
    await jobs.stop();
    closeEmailPools();

    const perId = new Map<number, number>();
    for (const messageId of received) {
      const id = Number(/^<email-(\d+)\./.exec(messageId)?.[1]);
      perId.set(id, (perId.get(id) ?? 0) + 1);
    }
    const duplicates = [...perId.values()].filter((n) => n > 1).length;
    const losses = queued.filter((q) => !perId.has(q.id)).length;
    console.log(
      `${label}: ${COUNT} emails queued in ${(queueMs / 1000).toFixed(1)} s; delivered ${received.length} in ${seconds.toFixed(1)} s = ${(received.length / seconds).toFixed(0)} messages/s (target > 100/s), ${(received.length / cpuSeconds).toFixed(0)} per CPU-second of the sender; peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB; duplicates ${duplicates}; losses ${losses}`,
    );
  } finally {
    sink.disconnect();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
