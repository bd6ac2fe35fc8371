import { z } from 'zod';
import { templateVariables } from './email-templates.ts';
import { mailerAuthType, mailingStatus } from './enums.ts';
import { bigId, email, id, requiredString, rowId, timestamps } from './fields.ts';
import { itemsResponse, listRequest, listResponse } from './paging.ts';

/**
 * Mailings (SPEC 7 "Mailing", PRODUCT.md "Email"): each manager's mailbox synced (IMAP for
 * SMTP accounts, the Gmail API for Gmail accounts), creator threads, replies and new
 * messages sent through the outbox, and the team's mailing templates. Only mail to or from a
 * creator in the CRM, or replying to mail the product sent, is ever stored.
 */

/** A mailbox's sync state: never connected, idle between syncs, syncing now, or stopped. */
export const mailboxSyncState = z.enum(['disconnected', 'idle', 'syncing', 'error']);
export type MailboxSyncState = z.infer<typeof mailboxSyncState>;

/** GET /mailing/account: one of the signed-in user's sender accounts, as a mailbox. */
export const mailboxAccount = z.object({
  /** The sender account's id (Settings > Manager Emails). */
  id: z.number().int(),
  email: z.string(),
  provider: mailerAuthType,
  syncState: mailboxSyncState,
  lastSyncAt: z.string().nullable(),
  /** Why the sync stopped (a wrong IMAP password, a revoked Gmail grant); null when fine. */
  lastError: z.string().nullable(),
  threadsCount: z.number().int(),
  messagesCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type MailboxAccount = z.infer<typeof mailboxAccount>;
export const mailboxAccountListResponse = itemsResponse(mailboxAccount);

/** POST /mailing/account/sync and /disconnect: `{ id }` of one of the user's sender accounts. */
export const mailboxAccountRequest = z.object({ id: rowId });

/** GET /mailing/gmail/connect?callbackUrl=: Google's consent URL with the mailbox scopes. */
export const mailingGmailConnectQuery = z.object({
  callbackUrl: z.string().min(1).max(2000),
});
export const mailingGmailConnectResponse = z.object({ url: z.string() });

export const mailAddress = z.object({ email: z.string(), name: z.string().nullable() });
export type MailAddress = z.infer<typeof mailAddress>;

/** A creator taking part in a thread: their name, else their media name. */
export const influencerLink = z.object({ id: z.number().int(), name: z.string() });

/** SPEC 3 "Mailing thread": subject, last message date, messages count, from, template. */
export const mailThread = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountEmail: z.string(),
  subject: z.string(),
  lastMessageAt: z.string(),
  messagesCount: z.number().int(),
  unreadCount: z.number().int(),
  from: mailAddress,
  /**
   * The first lines of the newest message; in a search, the passage of the best matching
   * message around the words found.
   */
  snippet: z.string(),
  /** In a search: where the snippet shows the words found, as [start, end) offsets. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  template: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  influencers: z.array(influencerLink),
});
export type MailThread = z.infer<typeof mailThread>;

/** POST /mailing/threads/list: newest first unless sorted otherwise. */
export const mailThreadSortFields = ['lastMessageAt', 'subject', 'messagesCount'] as const;
export const mailThreadListRequest = listRequest([...mailThreadSortFields], {
  accountId: rowId,
  influencerId: rowId,
  unread: z.boolean(),
});
export type MailThreadListRequest = z.input<typeof mailThreadListRequest>;
export const mailThreadListResponse = listResponse(mailThread);

export const mailAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

export const mailMessage = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  direction: z.enum(['in', 'out']),
  from: mailAddress,
  to: z.array(mailAddress),
  cc: z.array(mailAddress),
  subject: z.string(),
  sentAt: z.string(),
  /**
   * Sanitized HTML with no remote reference (no script, no remote image, style url or
   * stylesheet); a remote image is an `<img data-remote-image="n">` placeholder, loaded only
   * through remoteImage on a click. `text` when the mail had none.
   */
  html: z.string().nullable(),
  /** How many remote images the placeholders number (0..n-1). */
  remoteImages: z.number().int(),
  /** The user chose to always show this sender's remote images. */
  showRemoteImages: z.boolean(),
  text: z.string(),
  read: z.boolean(),
  /** Messages written here (SPEC 4): draft, pending (Sending), sent, failed; null: synced. */
  status: mailingStatus.nullable(),
  /** The server's refusal when failed. */
  error: z.string().nullable(),
  attachments: z.array(mailAttachment),
  /** Attachments received but not stored, over the size limit: name and size only. */
  droppedAttachments: z.array(z.object({ fileName: z.string(), size: z.number().int() })),
});
export type MailMessage = z.infer<typeof mailMessage>;

/** GET /mailing/messages/{id}/remote-images/{index}: one remote image, through the server. */
export const mailRemoteImageParams = z.object({
  id: bigId,
  index: z.coerce.number().int().min(0).max(999),
});

/** POST /mailing/remote-image-senders: always show this sender's remote images. */
export const trustRemoteImageSenderRequest = z.object({ email });
export const trustRemoteImageSenderResponse = z.object({ email: z.string() });

export const mailThreadParams = z.object({ id: bigId });
/** POST /mailing/threads/{id}/messages: the thread and its messages, oldest first. */
export const mailThreadMessagesResponse = z.object({
  thread: mailThread,
  items: z.array(mailMessage),
});
export type MailThreadMessagesResponse = z.infer<typeof mailThreadMessagesResponse>;

export const mailMessageParams = z.object({ id: bigId });
/** POST /mailing/messages/{id}/read: this message and the earlier ones of its thread. */
export const markMailReadResponse = z.object({
  threadId: z.number().int(),
  unreadCount: z.number().int(),
});

const mailBody = z
  .string()
  .max(500_000, { error: 'Must be 500000 characters or less' })
  .refine((v) => v.trim().length > 0, { error: 'Value is required' });

export const MAIL_ATTACHMENTS_MAX = 10;

/**
 * POST /mailing/messages/create: a new message (`to`, or the influencer's email), a reply
 * (`replyToMessageId`: to the other side of that message, In-Reply-To and References set, in
 * its thread), or sending a saved draft or retrying a failed message (`messageId`). `draft`
 * saves without sending. One recipient: Mailings holds one-to-one conversations.
 */
export const createMailMessageRequest = z.object({
  accountId: rowId,
  messageId: bigId.optional(),
  replyToMessageId: bigId.optional(),
  influencerId: rowId.optional(),
  to: email.optional(),
  subject: requiredString(300),
  body: mailBody,
  templateId: rowId.optional(),
  attachmentIds: z.array(bigId).max(MAIL_ATTACHMENTS_MAX).default([]),
  draft: z.boolean().default(false),
});
export type CreateMailMessageRequest = z.input<typeof createMailMessageRequest>;

/** A mailing template: the team's reusable one-to-one email. Names unique in any case. */
export const mailingTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(mailAttachment),
  ...timestamps,
});
export type MailingTemplate = z.infer<typeof mailingTemplate>;

export const mailingTemplateSortFields = ['name', 'updatedAt'] as const;
export const mailingTemplateListRequest = listRequest([...mailingTemplateSortFields], {});
export const mailingTemplateListResponse = listResponse(mailingTemplate);

export const saveMailingTemplateRequest = z.object({
  name: requiredString(200),
  description: z.string().trim().max(1000).nullable().optional(),
  subject: requiredString(300),
  body: mailBody,
  attachmentIds: z.array(bigId).max(MAIL_ATTACHMENTS_MAX).default([]),
});
export type SaveMailingTemplateRequest = z.input<typeof saveMailingTemplateRequest>;

export const mailingTemplateParams = z.object({ id });
export const deleteMailingTemplateResponse = z.object({ id: z.number().int() });

export const applyMailingTemplateRequest = z.object({ influencerId: rowId });
export const applyMailingTemplateResponse = z.object({ subject: z.string(), body: z.string() });

/** The variables a mailing template may use: the influencer's (no campaign, key or link). */
export const mailingTemplateVariables = templateVariables.filter((v) =>
  v.name.startsWith('influencer.'),
);
export const mailingReplacementsResponse = itemsResponse(
  z.object({ name: z.string(), label: z.string() }),
);

export const mailAttachmentParams = z.object({ id: bigId });

export const mailingMessages = {
  accountNotFound: 'Mailbox account not found',
  threadNotFound: 'Thread not found',
  messageNotFound: 'Message not found',
  templateNotFound: 'Template not found',
  attachmentNotFound: 'Attachment not found',
  attachmentTooLarge: (maxMb: number) => `Attachment is too large (max ${maxMb} MB)`,
  attachmentEmpty: 'The file is empty',
  attachmentRefused: 'Programs and web pages cannot be attached',
  noRecipient: 'Add at least one recipient',
  notEditable: 'Only drafts and failed messages can be sent again',
  notConnected: 'Connect this mailbox first',
  gmailScopesMissing: 'Reconnect Gmail to allow reading the mailbox',
  remoteImageUnavailable: 'The image could not be loaded',
} as const;
