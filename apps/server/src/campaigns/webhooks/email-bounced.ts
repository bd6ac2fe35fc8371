import { EmailTemplateType, WebhookEvent } from '@app/contract';
import { inArray } from 'drizzle-orm';
import type { EmailSettlement, SettledEmail } from '../../email/index.ts';
import type { JobQueue, Tx } from '../../platform/index.ts';
import { emails } from '../../platform/index.ts';
import { queueWebhookEvent } from './jobs.ts';

/** The kinds of email a campaign sends: each may bounce. */
export const CAMPAIGN_EMAIL_KINDS = [...Object.values(EmailTemplateType), 'custom'] as const;

/**
 * `email.bounced` for each campaign email whose bounce came back (mail sync), queued in the
 * transaction that records the bounce: the receiver learns the address, hard or soft, why.
 */
export async function queueEmailBouncedWebhooks(
  tx: Tx,
  settled: readonly SettledEmail[],
  settlement: EmailSettlement,
  jobs?: JobQueue,
): Promise<void> {
  if (settlement !== 'bounced' || !jobs) return;
  const ids = settled.filter((e) => e.campaignId !== null).map((e) => e.id);
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      id: emails.id,
      campaignId: emails.campaignId,
      influencerId: emails.influencerId,
      kind: emails.kind,
      toEmail: emails.toEmail,
      bounceType: emails.bounceType,
      reason: emails.error,
      bouncedAt: emails.bouncedAt,
    })
    .from(emails)
    .where(inArray(emails.id, ids));
  for (const row of rows) {
    if (row.campaignId === null) continue;
    await queueWebhookEvent(jobs, tx, row.campaignId, WebhookEvent.EmailBounced, {
      emailId: row.id,
      influencerId: row.influencerId,
      kind: row.kind,
      email: row.toEmail,
      bounceType: row.bounceType,
      reason: row.reason,
      bouncedAt: row.bouncedAt?.toISOString() ?? null,
    });
  }
}
