import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/open-database.ts';
import { files } from '../db/schema/index.ts';
import { defineJob, defineScheduledJob, type JobContext } from '../jobs/define-job.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { isStoredObjectReferenced } from './references.ts';

/**
 * Removes a stored object that nothing points to any more (a replaced or removed avatar,
 * product image or campaign file, a deleted user's, product's or campaign's). Enqueued in the
 * transaction that dropped the reference (`releaseStoredObjects`), so the object is never
 * removed for a change that rolled back. Idempotent; skips a key that is referenced again by
 * the time it runs.
 */
export const deleteStoredObjectJob = defineJob({
  name: 'files.delete-object',
  schema: z.object({ key: z.string().min(1) }),
  async handler({ key }, env) {
    if (!(await removeIfUnreferenced(env, key))) {
      env.log.info({ key }, 'object referenced again; kept');
    }
  },
});

/** Removes the object and its record unless a row points at it; answers whether it did. */
async function removeIfUnreferenced(
  { db, storage }: Pick<JobContext, 'db' | 'storage'>,
  key: string,
): Promise<boolean> {
  if (await isStoredObjectReferenced(db, key)) return false;
  await storage.delete(key);
  await db.delete(files).where(eq(files.key, key));
  return true;
}

/**
 * Objects a change stops pointing at (a replaced image, a deleted campaign's files) are
 * removed after `tx` commits, by a job that first checks nothing points at them again.
 */
export async function releaseStoredObjects(
  jobs: JobQueue,
  tx: Tx,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  for (const key of new Set(keys)) {
    if (key) await jobs.enqueue(tx, deleteStoredObjectJob, { key });
  }
}

/** An upload nothing points at after this long was abandoned (a form closed unsaved). */
export const UNATTACHED_UPLOAD_HOURS = 24;
/** Uploads one sweep looks at, oldest first; the next sweep takes the rest. */
const SWEEP_BATCH = 1000;

/**
 * Removes uploads that were never attached to anything: `sweepable`, older than a day, and
 * not referenced by any key column. Answers how many it removed.
 */
export async function sweepUnattachedUploads(env: Pick<JobContext, 'db' | 'storage'>) {
  const candidates = await env.db
    .select({ key: files.key })
    .from(files)
    .where(
      and(
        eq(files.sweepable, true),
        lt(files.createdAt, sql`now() - make_interval(hours => ${UNATTACHED_UPLOAD_HOURS})`),
      ),
    )
    .orderBy(asc(files.createdAt))
    .limit(SWEEP_BATCH);
  let removed = 0;
  for (const { key } of candidates) if (await removeIfUnreferenced(env, key)) removed++;
  return removed;
}

export const sweepUnattachedUploadsJob = defineScheduledJob(
  'files.sweep-unattached',
  sweepUnattachedUploads,
);

/** Once a day, at a quiet hour, a worker sweeps abandoned uploads. */
export async function scheduleUploadSweep(jobs: JobQueue): Promise<void> {
  await jobs.schedule(sweepUnattachedUploadsJob, '17 3 * * *', {});
}
