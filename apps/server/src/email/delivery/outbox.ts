import type { JobQueue, Tx } from '../../platform/index.ts';
import { emails, type OutboxAttachment } from '../../platform/index.ts';
import { deliverEmailsJob, EMAIL_JOB_BATCH } from './jobs.ts';

export type EmailDraft = {
  campaignId: number | null;
  influencerId: number | null;
  kind: string;
  dedupeKey?: string | null;
  templateId?: number | null;
  templateName?: string | null;
  mailerAccountId: number | null;
  fromEmail: string;
  fromName: string | null;
  replyTo: string | null;
  toEmail: string;
  toName: string | null;
  subject: string;
  html: string;
  text: string;
  createdBy?: number | null;
  /** Mailings: threading headers and files (see emails.in_reply_to). */
  inReplyTo?: string | null;
  referencesHeader?: string | null;
  attachments?: OutboxAttachment[] | null;
  /** Recorded straight as an error (no sender account, ...): never sent. */
  error?: string | null;
};

const INSERT_CHUNK = 500;

/**
 * The outbox: rows and their delivery jobs in the caller's transaction, so an email exists
 * exactly when the change that caused it commits, and its job with it. A draft whose
 * dedupeKey was queued before is skipped (a retried job queues nothing twice).
 * Answers the emails queued for sending.
 */
export async function queueEmails(
  tx: Tx,
  jobs: JobQueue,
  drafts: readonly EmailDraft[],
): Promise<{ id: number; influencerId: number | null }[]> {
  const queued: { id: number; influencerId: number | null }[] = [];
  for (let i = 0; i < drafts.length; i += INSERT_CHUNK) {
    const rows = await tx
      .insert(emails)
      .values(
        drafts.slice(i, i + INSERT_CHUNK).map((d) => ({
          campaignId: d.campaignId,
          influencerId: d.influencerId,
          kind: d.kind,
          dedupeKey: d.dedupeKey ?? null,
          templateId: d.templateId ?? null,
          templateName: d.templateName ?? null,
          mailerAccountId: d.mailerAccountId,
          fromEmail: d.fromEmail,
          fromName: d.fromName,
          replyTo: d.replyTo,
          toEmail: d.toEmail.toLowerCase(),
          toName: d.toName,
          subject: d.subject,
          html: d.html,
          text: d.text,
          createdBy: d.createdBy ?? null,
          inReplyTo: d.inReplyTo ?? null,
          referencesHeader: d.referencesHeader ?? null,
          attachments: d.attachments ?? null,
          ...(d.error ? { state: 'error', error: d.error } : {}),
        })),
      )
      .onConflictDoNothing({ target: emails.dedupeKey })
      .returning({ id: emails.id, state: emails.state, influencerId: emails.influencerId });
    for (const row of rows) {
      if (row.state === 'queued') queued.push({ id: row.id, influencerId: row.influencerId });
    }
  }
  for (let i = 0; i < queued.length; i += EMAIL_JOB_BATCH) {
    await jobs.enqueue(tx, deliverEmailsJob, {
      emailIds: queued.slice(i, i + EMAIL_JOB_BATCH).map((q) => q.id),
    });
  }
  return queued;
}
