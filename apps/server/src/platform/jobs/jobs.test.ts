import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser } from '../../../test/factories.ts';
import { PNG_1PX } from '../../../test/multipart.ts';
import { createTestApp, silentLog } from '../../../test/test-app.ts';
import { rows } from '../db/rows.ts';
import { files, users } from '../db/schema/index.ts';
import { transaction } from '../db/transaction.ts';
import { deleteStoredObjectJob } from '../files/jobs.ts';
import { currentRequestOrigin, withRequestOrigin } from '../net/public-origin.ts';
import { createBossQueue } from './boss-queue.ts';
import { positionalToSql } from './boss-sql.ts';
import { defineJob, type JobDefinition, type JobEnvironment } from './define-job.ts';
import { createInlineQueue } from './inline-queue.ts';
import { createJobRegistry, type JobQueue } from './job-queue.ts';

const t = await createTestApp();
const ctx: JobEnvironment = {
  db: t.database.db,
  storage: t.ctx.storage,
  log: silentLog,
  config: t.config,
};

// A probe job: records what it ran with, and whether it saw the enqueuing change committed.
const seen: Array<{ marker: string; userVisible: boolean }> = [];
const probeJob = defineJob({
  name: 'test.probe',
  schema: z.object({ marker: z.string(), userId: z.number().int() }),
  retryLimit: 0,
  async handler({ marker, userId }, { db }) {
    const rows = await db.select({ id: users.id }).from(users).where(sql`${users.id} = ${userId}`);
    seen.push({ marker, userVisible: rows.length === 1 });
  },
});
// Records the request origin it runs with (net/public-origin.ts): links in emails use it.
const origins = new Map<string, string | null>();
const originProbeJob = defineJob({
  name: 'test.origin-probe',
  schema: z.object({ marker: z.string() }).strict(),
  retryLimit: 0,
  async handler({ marker }) {
    origins.set(marker, currentRequestOrigin());
  },
});
// Fails as an import job did on a dataset's NUL: the driver's error quotes the row (issue 28).
const nulFailureJob = defineJob({
  name: 'test.nul-failure',
  schema: z.object({ marker: z.string() }),
  retryLimit: 0,
  async handler({ marker }) {
    throw Object.assign(
      new Error(`Failed query: insert into creators values ('Ana\u0000') ${marker}`),
      {
        params: ['Ana\u0000', marker],
      },
    );
  },
});
const registry = createJobRegistry([
  probeJob as JobDefinition,
  originProbeJob as JobDefinition,
  deleteStoredObjectJob as JobDefinition,
  nulFailureJob as JobDefinition,
]);

/** Queues the origin probe under an origin (as a signed-in request would) and under none. */
async function queueOriginProbes(queue: JobQueue) {
  const [under, without] = [randomUUID(), randomUUID()];
  await withRequestOrigin('https://studio.example', () =>
    transaction(t.database.db, (tx) => queue.enqueue(tx, originProbeJob, { marker: under })),
  );
  await transaction(t.database.db, (tx) => queue.enqueue(tx, originProbeJob, { marker: without }));
  return { under, without };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await sleep(100);
  }
}

describe('inline queue (tests)', () => {
  const inline = createInlineQueue(registry, ctx);

  it('runs the handler after the enqueuing transaction commits, seeing its change', async () => {
    const marker = randomUUID();
    await transaction(t.database.db, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email: `${marker}@test.example`, passwordHash: 'x', firstName: 'J', role: 2 })
        .returning();
      await inline.enqueue(tx, probeJob, { marker, userId: row?.id ?? 0 });
      expect(seen.find((s) => s.marker === marker)).toBeUndefined();
    });
    expect(seen.find((s) => s.marker === marker)).toEqual({ marker, userVisible: true });
  });

  it('runs nothing when the transaction rolls back', async () => {
    const marker = randomUUID();
    await expect(
      transaction(t.database.db, async (tx) => {
        await inline.enqueue(tx, probeJob, { marker, userId: 1 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(seen.find((s) => s.marker === marker)).toBeUndefined();
  });

  it('refuses data that does not match the job schema, and unregistered jobs', async () => {
    await expect(
      transaction(t.database.db, (tx) =>
        inline.enqueue(tx, probeJob, { marker: 1 } as unknown as {
          marker: string;
          userId: number;
        }),
      ),
    ).rejects.toThrow();
    const stray = defineJob({ name: 'test.stray', schema: z.object({}), handler: async () => {} });
    await expect(transaction(t.database.db, (tx) => inline.enqueue(tx, stray, {}))).rejects.toThrow(
      'not registered',
    );
  });

  it('runs a job with the origin of the request that queued it, and none otherwise', async () => {
    const { under, without } = await queueOriginProbes(inline);
    expect(origins.get(under)).toBe('https://studio.example');
    expect(origins.get(without)).toBeNull();
  });
});

describe('pg-boss queue on the same database', async () => {
  const queue = await createBossQueue({
    executor: t.database.sql,
    registry,
    pollingIntervalSeconds: 0.5,
  });
  await queue.work(ctx);
  afterAll(() => queue.stop());

  const jobCount = async (marker: string) => {
    const { rows } = await t.database.sql.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'test.probe' and data->>'marker' = $1",
      [marker],
    );
    return Number(rows[0]?.n);
  };

  it('commits the job with the state change, and a worker runs it', async () => {
    const marker = randomUUID();
    const user = await createTestUser(t);
    await transaction(t.database.db, async (tx) => {
      await tx.update(users).set({ firstName: 'Queued' }).where(sql`${users.id} = ${user.id}`);
      await queue.enqueue(tx, probeJob, { marker, userId: user.id });
    });
    expect(await jobCount(marker)).toBe(1);
    await until(() => seen.some((s) => s.marker === marker));
    expect(seen.find((s) => s.marker === marker)).toEqual({ marker, userVisible: true });
  });

  it('carries the origin of the request that queued a job to the worker, outside the job data', async () => {
    const { under, without } = await queueOriginProbes(queue);
    await until(() => origins.has(under) && origins.has(without));
    expect(origins.get(under)).toBe('https://studio.example');
    expect(origins.get(without)).toBeNull();
  });

  it("stores a failed job's error with a NUL in it, cleaned, and goes on working", async () => {
    const marker = randomUUID();
    await transaction(t.database.db, (tx) => queue.enqueue(tx, nulFailureJob, { marker }));
    const failed = async () => {
      const { rows } = await t.database.sql.executeSql(
        "select state, output from pgboss.job where name = 'test.nul-failure' and data->>'marker' = $1",
        [marker],
      );
      return rows[0] as { state: string; output: { message?: string } | null } | undefined;
    };
    await until(async () => (await failed())?.state === 'failed');
    const job = await failed();
    expect(job?.output?.message).toBe(
      `Failed query: insert into creators values ('Ana') ${marker}`,
    );
    // The worker is still there: the next job runs.
    const next = randomUUID();
    const user = await createTestUser(t);
    await transaction(t.database.db, (tx) =>
      queue.enqueue(tx, probeJob, { marker: next, userId: user.id }),
    );
    await until(() => seen.some((s) => s.marker === next));
  });

  it('leaves no job behind when the transaction rolls back', async () => {
    const marker = randomUUID();
    await expect(
      transaction(t.database.db, async (tx) => {
        await queue.enqueue(tx, probeJob, { marker, userId: 1 });
        expect(await txCount(tx, marker)).toBe(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await jobCount(marker)).toBe(0);
  });

  it('runs the real files.delete-object job: the stored object is removed', async () => {
    const stored = await t.ctx.storage.put(PNG_1PX, 'image/png');
    await t.database.db
      .insert(files)
      .values({ key: stored.s3key, contentType: 'image/png', sizeBytes: PNG_1PX.length });
    const path = join(t.config.dataDir, 'files', stored.s3key);
    expect(existsSync(path)).toBe(true);
    await transaction(t.database.db, (tx) =>
      queue.enqueue(tx, deleteStoredObjectJob, { key: stored.s3key }),
    );
    await until(() => !existsSync(path));
    await until(async () => {
      const rows = await t.database.db
        .select()
        .from(files)
        .where(sql`${files.key} = ${stored.s3key}`);
      return rows.length === 0;
    });
  });
});

async function txCount(tx: Parameters<Parameters<typeof transaction>[1]>[0], marker: string) {
  const [row] = await rows<{ n: number }>(
    tx,
    positionalToSql(
      "select count(*)::int as n from pgboss.job where name = 'test.probe' and data->>'marker' = $1",
      [marker],
    ),
  );
  return Number(row?.n);
}

describe('positionalToSql', () => {
  it('binds repeated and out-of-order placeholders as parameters', async () => {
    const result = await rows(
      t.database.db,
      positionalToSql('select $2::int + $1::int as a, $2::text as b, $3::jsonb as c', [
        1,
        41,
        { k: 'v' },
      ]),
    );
    expect(result[0]).toEqual({ a: 42, b: '41', c: { k: 'v' } });
  });

  it('binds an array (job ids) as one array parameter', async () => {
    const result = await rows(
      t.database.db,
      positionalToSql('select $1::text[] as ids', [['a', 'b"c', 'd\\e']]),
    );
    expect(result[0]).toEqual({ ids: ['a', 'b"c', 'd\\e'] });
  });
});
