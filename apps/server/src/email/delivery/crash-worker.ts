import { and, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { createStorage, emails, loadConfig, openDatabase } from '../../platform/index.ts';
import { deliverEmails, recoverExpiredLeases } from './deliver.ts';

// A worker process for the crash test (delivery.test.ts): delivers the outbox until nothing
// is left, resolving expired leases first, exactly as a restarted worker does. The test
// kills it with SIGKILL mid-batch and starts another.

const config = loadConfig(process.env);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, max: 4 }
    : { kind: 'pglite', dataDir: process.env.CRASH_PGLITE_DIR ?? '' },
);
const env = {
  db: database.db,
  config,
  storage: createStorage(config),
  log: pino({ level: 'silent' }),
};
process.stdout.write('ready\n');
for (;;) {
  await recoverExpiredLeases(database.db);
  const rows = await database.db
    .select({ id: emails.id, state: emails.state })
    .from(emails)
    .where(
      and(
        inArray(emails.state, ['queued', 'sending', 'finalizing']),
        sql`${emails.kind} = 'crash-test'`,
      ),
    )
    .orderBy(emails.id)
    .limit(20);
  if (rows.length === 0) break;
  const ready = rows.filter((r) => r.state === 'queued').map((r) => r.id);
  // Others wait for their lease to expire (held by the killed worker).
  if (ready.length === 0) await new Promise((r) => setTimeout(r, 200));
  else await deliverEmails(env, ready, { concurrency: Number(process.env.CRASH_CONCURRENCY ?? 1) });
}
await database.close();
process.stdout.write('done\n');
process.exit(0);
