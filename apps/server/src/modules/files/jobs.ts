import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { files, users } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define-job.ts';

/**
 * Removes a stored object that nothing points to any more (a replaced or removed avatar, a
 * deleted user's avatar). Enqueued in the transaction that dropped the reference, so the
 * object is never removed for a change that rolled back. Idempotent; skips a key that is
 * referenced again by the time it runs.
 */
export const deleteStoredObjectJob = defineJob({
  name: 'files.delete-object',
  schema: z.object({ key: z.string().min(1) }),
  async handler({ key }, { db, storage, log }) {
    const [stillUsed] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.avatarKey, key))
      .limit(1);
    if (stillUsed) {
      log.info({ key }, 'object referenced again; kept');
      return;
    }
    await storage.delete(key);
    await db.delete(files).where(eq(files.key, key));
  },
});
