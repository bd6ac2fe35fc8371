import {
  API_BASE,
  type MailAttachment,
  type MailingStatus,
  type MailMessage,
  type MailThread,
  mailingEndpoints,
} from '@app/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import {
  emails,
  influencers,
  type MailMessageRow,
  type MailThreadRow,
  mailAttachments,
  mailerAccounts,
  mailingTemplates,
  mailMessageAttachments,
  mailThreadInfluencers,
} from '../../platform/index.ts';
import { shownHtml } from './remote-images.ts';

export function attachmentUrl(id: number): string {
  return `${API_BASE}${mailingEndpoints.downloadAttachment.path.replace('{id}', String(id))}`;
}

export function toAttachmentDto(row: {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}): MailAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.sizeBytes,
    url: attachmentUrl(row.id),
  };
}

/** The creators taking part in the threads `ids`, by creator id (the bench runs it raw too). */
export function threadCreators(db: DbOrTx, ids: number[]) {
  return db
    .select({
      threadId: mailThreadInfluencers.threadId,
      id: influencers.id,
      name: influencers.name,
      mediaName: influencers.mediaName,
    })
    .from(mailThreadInfluencers)
    .innerJoin(influencers, eq(influencers.id, mailThreadInfluencers.influencerId))
    .where(inArray(mailThreadInfluencers.threadId, ids))
    .orderBy(asc(influencers.id));
}

/** Threads -> answers: their creators, account and template in three queries per page. */
export async function toThreadDtos(db: DbOrTx, threads: MailThreadRow[]): Promise<MailThread[]> {
  if (threads.length === 0) return [];
  const ids = threads.map((t) => t.id);
  const [links, accounts, templates] = await Promise.all([
    threadCreators(db, ids),
    db
      .select({ id: mailerAccounts.id, email: mailerAccounts.email })
      .from(mailerAccounts)
      .where(inArray(mailerAccounts.id, [...new Set(threads.map((t) => t.mailerAccountId))])),
    db
      .select({ id: mailingTemplates.id, name: mailingTemplates.name })
      .from(mailingTemplates)
      .where(
        inArray(mailingTemplates.id, [
          0,
          ...threads.flatMap((t) => (t.templateId === null ? [] : [t.templateId])),
        ]),
      ),
  ]);
  const accountEmail = new Map(accounts.map((a) => [a.id, a.email]));
  const templateOf = new Map(templates.map((t) => [t.id, t]));
  return threads.map((t) => ({
    id: t.id,
    accountId: t.mailerAccountId,
    accountEmail: accountEmail.get(t.mailerAccountId) ?? '',
    subject: t.subject,
    lastMessageAt: t.lastMessageAt.toISOString(),
    messagesCount: t.messagesCount,
    unreadCount: t.unreadCount,
    from: { email: t.fromEmail, name: t.fromName },
    snippet: t.snippet,
    highlights: [],
    template: t.templateId === null ? null : (templateOf.get(t.templateId) ?? null),
    influencers: links
      .filter((l) => l.threadId === t.id)
      .map((l) => ({ id: l.id, name: l.name || l.mediaName })),
  }));
}

/**
 * Messages -> answers, with their attachments and, when failed, the server's reason. The HTML
 * is sanitized again as it is shown (remote-images.ts `shownHtml`). `trusted`: the senders
 * whose remote images the user always shows.
 */
export async function toMessageDtos(
  db: DbOrTx,
  messages: MailMessageRow[],
  trusted: ReadonlySet<string> = new Set(),
): Promise<MailMessage[]> {
  if (messages.length === 0) return [];
  const ids = messages.map((m) => m.id);
  const emailIds = messages.flatMap((m) => (m.emailId === null ? [] : [m.emailId]));
  const [files, errors] = await Promise.all([
    db
      .select({
        messageId: mailMessageAttachments.messageId,
        id: mailAttachments.id,
        fileName: mailMessageAttachments.fileName,
        contentType: mailAttachments.contentType,
        sizeBytes: mailAttachments.sizeBytes,
      })
      .from(mailMessageAttachments)
      .innerJoin(mailAttachments, eq(mailAttachments.id, mailMessageAttachments.attachmentId))
      .where(inArray(mailMessageAttachments.messageId, ids))
      .orderBy(asc(mailMessageAttachments.position)),
    emailIds.length
      ? db
          .select({ id: emails.id, error: emails.error })
          .from(emails)
          .where(inArray(emails.id, emailIds))
      : Promise.resolve([]),
  ]);
  const errorOf = new Map(errors.map((e) => [e.id, e.error]));
  return messages.map((m) => {
    const shown = shownHtml(m);
    return {
      id: m.id,
      threadId: m.threadId,
      direction: m.direction === 'out' ? 'out' : 'in',
      from: { email: m.fromEmail, name: m.fromName },
      to: m.toAddresses,
      cc: m.ccAddresses,
      subject: m.subject,
      sentAt: m.sentAt.toISOString(),
      html: shown?.html ?? null,
      remoteImages: shown?.remoteImages.length ?? 0,
      showRemoteImages: trusted.has(m.fromEmail),
      text: m.text,
      read: m.seen,
      status: (m.status ?? null) as MailingStatus | null,
      error: m.status === 'failed' && m.emailId !== null ? (errorOf.get(m.emailId) ?? null) : null,
      attachments: files.filter((f) => f.messageId === m.id).map(toAttachmentDto),
      droppedAttachments: m.droppedAttachments,
    };
  });
}
