import { and, eq, inArray } from 'drizzle-orm';
import type { Db, JobQueue } from '../../platform/index.ts';
import { emails } from '../../platform/index.ts';
import { type EmailBounce, recordEmailBounces } from '../delivery/bounce.ts';
import type { BounceReport } from './delivery-report.ts';

/**
 * Applies the bounces found in one mailbox to the emails the product sent from that same
 * account: a report naming a message sent from another account (forged, or misrouted), one
 * the product never sent, or a recipient other than the email's is ignored. Answers the
 * emails that became `bounced`.
 */
export async function applyBounces(
  ctx: { db: Db; jobs?: JobQueue | undefined },
  mailerAccountId: number,
  reports: readonly BounceReport[],
): Promise<number[]> {
  const { db } = ctx;
  const ids = [...new Set(reports.flatMap((r) => r.originalMessageIds))];
  if (ids.length === 0) return [];
  const sent = await db
    .select({ id: emails.id, messageId: emails.messageId, toEmail: emails.toEmail })
    .from(emails)
    .where(and(inArray(emails.messageId, ids), eq(emails.mailerAccountId, mailerAccountId)));
  const byMessageId = new Map(sent.map((e) => [e.messageId, e]));
  const bounces: EmailBounce[] = [];
  for (const report of reports) {
    for (const messageId of report.originalMessageIds) {
      const email = byMessageId.get(messageId);
      if (!email) continue;
      const to = email.toEmail.toLowerCase();
      // The report must be about this email's recipient when it names recipients at all.
      const named = report.recipients.filter((r) => r.address !== null);
      const recipient =
        named.length > 0 ? named.find((r) => r.address === to) : report.recipients[0];
      if (!recipient) continue;
      bounces.push({ emailId: email.id, type: recipient.type, reason: recipient.reason });
    }
  }
  return bounces.length ? recordEmailBounces(db, bounces, ctx.jobs) : [];
}
