import { describe, expect, it } from 'vitest';
import { ingestConfigFromEnv } from '../../src/ingest/ingest-config.ts';
import { emptyReport, silentLog } from '../../src/ingest/ingest-context.ts';
import type { IngestJob } from '../../src/ingest/ingest-jobs.ts';
import { releaseJobLease, takeJobLease } from '../../src/ingest/schedule/job-lease.ts';
import { startIngestScheduler } from '../../src/ingest/schedule/start-ingest-scheduler.ts';
import { useTestDatabase } from '../test-database.ts';

const database = await useTestDatabase();
const { db } = database;

describe('ingest job lease and scheduler', () => {
  it('lets one holder run a job at a time, and the next after release', async () => {
    const holder = await takeJobLease(db, 'discovery-igdb', 60_000);
    expect(holder).not.toBeNull();
    expect(await takeJobLease(db, 'discovery-igdb', 60_000)).toBeNull();
    // Another job is not held by it.
    expect(await takeJobLease(db, 'discovery-twitch', 60_000)).not.toBeNull();
    await releaseJobLease(db, 'discovery-igdb', holder ?? '');
    expect(await takeJobLease(db, 'discovery-igdb', 60_000)).not.toBeNull();
  });

  it('takes over a lease whose holder died (expired)', async () => {
    expect(await takeJobLease(db, 'discovery-youtube', 1)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(await takeJobLease(db, 'discovery-youtube', 60_000)).not.toBeNull();
  });

  it('runs each job at start, once at a time across two schedulers sharing the database', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const job: IngestJob = {
      name: 'discovery-twitch',
      intervalMinutes: () => 60,
      run: async () => {
        runs++;
        await gate;
        return emptyReport('twitch');
      },
    };
    // The earlier test's twitch lease is still held: free it by letting it lapse.
    await db.execute(`delete from discovery.ingest_cursors where source = 'lease'`);
    const ctx = { db, config: ingestConfigFromEnv({}), log: silentLog };
    const a = startIngestScheduler(ctx, [job]);
    await new Promise((r) => setTimeout(r, 200));
    const b = startIngestScheduler(ctx, [job]);
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBe(1);
    release();
    await a.stop();
    await b.stop();
  });
});
