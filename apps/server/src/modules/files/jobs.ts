import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/open-database.ts';
import { files } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
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
  async handler({ key }, { db, storage, log }) {
    if (await isStoredObjectReferenced(db, key)) {
      log.info({ key }, 'object referenced again; kept');
      return;
    }
    await storage.delete(key);
    await db.delete(files).where(eq(files.key, key));
  },
});

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
