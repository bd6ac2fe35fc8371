import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, JobQueue } from '../../platform/index.ts';
import { emails, transaction, yieldToForeground } from '../../platform/index.ts';
import { emailsSettled } from './settled.ts';

export type EmailBounce = {
  emailId: number;
  type: 'hard' | 'soft';
  reason: string;
};

/**
 * A delivered email whose bounce came back: `bounced` with the reason, and the listeners of
 * its kind told ('bounced'), in one transaction. Only a `delivered` email moves (an error
 * stays an error; a second report of the same bounce changes nothing). Answers the ids moved.
 */
export async function recordEmailBounces(
  db: Db,
  bounces: readonly EmailBounce[],
  jobs?: JobQueue,
): Promise<number[]> {
  const moved: number[] = [];
  for (const bounce of bounces) {
    await transaction(db, async (tx) => {
      const rows = await tx
        .update(emails)
        .set({
          state: 'bounced',
          bounceType: bounce.type,
          bouncedAt: sql`now()`,
          error: bounce.reason.slice(0, 1000),
          updatedAt: sql`now()`,
        })
        .where(and(eq(emails.id, bounce.emailId), inArray(emails.state, ['delivered'])))
        .returning({
          id: emails.id,
          kind: emails.kind,
          campaignId: emails.campaignId,
          influencerId: emails.influencerId,
        });
      if (rows.length === 0) return;
      await emailsSettled(tx, rows, 'bounced', jobs);
      moved.push(bounce.emailId);
    });
    await yieldToForeground(db);
  }
  return moved;
}
