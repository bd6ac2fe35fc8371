import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import * as col from './columns.ts';
import { emails, mailerAccounts } from './email.ts';
import { influencers } from './influencers.ts';
import { users } from './users.ts';

/** PostgreSQL's full-text document (PGlite has it too): kept by refreshThread. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Mailings: the synced copies of each manager's mail with creators, the messages written
// here, and the team's mailing templates. See modules/mailings and modules/mail-sync.

/**
 * A mailbox connected for sync: one row per sender account whose mailbox is connected.
 * IMAP settings default to the SMTP ones (null columns: use the account's SMTP host/user/
 * password). Deleting the row (disconnect) deletes every synced copy with it.
 */
export const mailboxes = pgTable('mailboxes', {
  mailerAccountId: col
    .integer('mailer_account_id')
    .primaryKey()
    .references(() => mailerAccounts.id, { onDelete: 'cascade' }),
  /** idle | syncing | error */
  state: col.text('state').notNull().default('idle'),
  lastSyncAt: col.timestamptz('last_sync_at'),
  /**
   * When a pass was last asked for (connect, "Sync now"): until a pass ends after it, the
   * mailbox answers as syncing, so the app follows it even before a worker picks it up.
   */
  syncRequestedAt: col.timestamptz('sync_requested_at'),
  lastError: col.text('last_error'),
  lastErrorAt: col.timestamptz('last_error_at'),
  ...col.timestamps(),
});
export type MailboxRow = typeof mailboxes.$inferSelect;

/**
 * Where a folder's sync stands. IMAP: UIDVALIDITY, the last UID stored and HIGHESTMODSEQ
 * (CONDSTORE) for flag changes. Gmail: one row (folder '*') with the last historyId.
 */
export const mailFolderCursors = pgTable(
  'mail_folder_cursors',
  {
    mailerAccountId: col
      .integer('mailer_account_id')
      .notNull()
      .references(() => mailboxes.mailerAccountId, { onDelete: 'cascade' }),
    /** The IMAP path ('INBOX', 'Sent', ...) or '*' for Gmail. */
    folder: col.text('folder').notNull(),
    uidValidity: col.bigint('uid_validity', { mode: 'number' }),
    lastUid: col.bigint('last_uid', { mode: 'number' }).notNull().default(0),
    /** CONDSTORE's HIGHESTMODSEQ (a 63-bit number, kept as text). */
    highestModseq: col.text('highest_modseq'),
    historyId: col.text('history_id'),
    /** Messages looked at in this folder (stored or not), for the sync figures. */
    scanned: col.bigint('scanned', { mode: 'number' }).notNull().default(0),
    syncedAt: col.timestamptz('synced_at'),
  },
  (t) => [primaryKey({ columns: [t.mailerAccountId, t.folder] })],
);
export type MailFolderCursorRow = typeof mailFolderCursors.$inferSelect;

/** The team's mailing templates (SPEC 7 "Mailing"). Names unique in any case. */
export const mailingTemplates = pgTable(
  'mailing_templates',
  {
    id: col.serialId(),
    name: col.text('name').notNull(),
    description: col.text('description'),
    subject: col.text('subject').notNull(),
    /** Sanitized HTML. */
    body: col.text('body').notNull(),
    /** Attachment ids (mail_attachments) sent with every message started from it. */
    attachmentIds: col.jsonb('attachment_ids').$type<number[]>().notNull().default([]),
    createdBy: col.setNullRef('created_by', () => users.id),
    ...col.timestamps(),
  },
  (t) => [uniqueIndex('mailing_templates_name_unique').on(sql`lower(${t.name})`)],
);
export type MailingTemplateRow = typeof mailingTemplates.$inferSelect;

/** A conversation in one mailbox. Counts are kept by the writers (sync and send). */
export const mailThreads = pgTable(
  'mail_threads',
  {
    id: col.bigSerialId(),
    mailerAccountId: col
      .integer('mailer_account_id')
      .notNull()
      .references(() => mailboxes.mailerAccountId, { onDelete: 'cascade' }),
    /** Gmail's threadId; null for IMAP (threads come from the headers). */
    providerThreadId: col.text('provider_thread_id'),
    subject: col.text('subject').notNull(),
    lastMessageAt: col.timestamptz('last_message_at').notNull(),
    messagesCount: col.integer('messages_count').notNull().default(0),
    unreadCount: col.integer('unread_count').notNull().default(0),
    /** The newest message's sender and first lines. */
    fromEmail: col.text('from_email').notNull(),
    fromName: col.text('from_name'),
    snippet: col.text('snippet').notNull().default(''),
    templateId: col.setNullRef('template_id', () => mailingTemplates.id),
    /** Lower-cased subject and participants, for the list search. */
    searchText: col.text('search_text').notNull().default(''),
    /** Subject, participants, bodies (text part) and attachment names, for full-text search. */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    createdAt: col.createdAt(),
  },
  (t) => [
    index('mail_threads_account_last_idx').on(t.mailerAccountId, t.lastMessageAt, t.id),
    index('mail_threads_last_idx').on(t.lastMessageAt, t.id),
    uniqueIndex('mail_threads_provider_unique')
      .on(t.mailerAccountId, t.providerThreadId)
      .where(sql`${t.providerThreadId} is not null`),
    index('mail_threads_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('mail_threads_search_vector_idx').using('gin', t.searchVector),
  ],
);
export type MailThreadRow = typeof mailThreads.$inferSelect;

/** Which creators take part in a thread (linked by address). */
export const mailThreadInfluencers = pgTable(
  'mail_thread_influencers',
  {
    threadId: col.bigCascadeRef('thread_id', () => mailThreads.id),
    influencerId: col.cascadeRef('influencer_id', () => influencers.id),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.influencerId] }),
    index('mail_thread_influencers_influencer_idx').on(t.influencerId, t.threadId),
  ],
);

export type StoredAddress = { email: string; name: string | null };

/**
 * One message of a mailbox, stored once: `provider_key` is unique per mailbox (the
 * Message-ID header, else the folder, UIDVALIDITY and UID for IMAP; Gmail's message id).
 * Messages written here carry `status` (draft, pending, sent, failed) and the outbox row
 * that sends them; synced ones have no status.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: col.bigSerialId(),
    mailerAccountId: col
      .integer('mailer_account_id')
      .notNull()
      .references(() => mailboxes.mailerAccountId, { onDelete: 'cascade' }),
    threadId: col.bigCascadeRef('thread_id', () => mailThreads.id),
    providerKey: col.text('provider_key').notNull(),
    /** Gmail's id, for modify; null for IMAP. */
    providerId: col.text('provider_id'),
    /** IMAP folder and UID the message was found at (to set \Seen). */
    folder: col.text('folder'),
    uid: col.bigint('uid', { mode: 'number' }),
    messageIdHeader: col.text('message_id_header'),
    inReplyTo: col.text('in_reply_to'),
    references: col.jsonb('references').$type<string[]>().notNull().default([]),
    /** in | out (from this mailbox's address). */
    direction: col.text('direction').notNull(),
    fromEmail: col.text('from_email').notNull(),
    fromName: col.text('from_name'),
    toAddresses: col.jsonb('to_addresses').$type<StoredAddress[]>().notNull().default([]),
    ccAddresses: col.jsonb('cc_addresses').$type<StoredAddress[]>().notNull().default([]),
    subject: col.text('subject').notNull(),
    sentAt: col.timestamptz('sent_at').notNull(),
    text: col.text('text').notNull().default(''),
    /**
     * Sanitized HTML (mail-sync/received-html.ts), null when the message had none. It holds no
     * remote reference: a remote image is a placeholder numbering an address of `remoteImages`.
     */
    html: col.text('html'),
    /** The remote images of the HTML, loaded only through the proxy on the manager's click. */
    remoteImages: col.jsonb('remote_images').$type<string[]>().notNull().default([]),
    /** Attachments received but not stored (over MAIL_ATTACHMENT_MAX_MB): name and size. */
    droppedAttachments: col
      .jsonb('dropped_attachments')
      .$type<{ fileName: string; size: number }[]>()
      .notNull()
      .default([]),
    seen: col.boolean('seen').notNull().default(false),
    /** Written here: draft | pending | sent | failed. Null: synced from the mailbox. */
    status: col.text('status'),
    /**
     * Sent by a machine, not the person (mail-sync/delivery-report.ts): 'bounce' (a delivery
     * status notification) or 'auto_reply' (out of office...). Never counts as a reply.
     */
    automatic: col.text('automatic'),
    /** The outbox row that sends it (kind 'mailing'). */
    emailId: col.bigint('email_id', { mode: 'number' }).references(() => emails.id, {
      onDelete: 'set null',
    }),
    templateId: col.setNullRef('template_id', () => mailingTemplates.id),
    /** The campaign email this replies to (matched by Message-ID), for the Workflow row. */
    repliesToEmailId: col
      .bigint('replies_to_email_id', { mode: 'number' })
      .references(() => emails.id, { onDelete: 'set null' }),
    /**
     * IMAP: sent through SMTP and not yet filed in the mailbox's Sent folder; the next sync
     * pass appends it (SMTP servers other than Gmail keep no copy).
     */
    sentCopyPending: col.boolean('sent_copy_pending').notNull().default(false),
    createdBy: col.setNullRef('created_by', () => users.id),
    createdAt: col.createdAt(),
  },
  (t) => [
    uniqueIndex('mail_messages_provider_unique').on(t.mailerAccountId, t.providerKey),
    index('mail_messages_thread_idx').on(t.threadId, t.sentAt, t.id),
    index('mail_messages_message_id_idx').on(t.mailerAccountId, t.messageIdHeader),
    // Threading finds the messages that answer one (bench: 20 ms -> 0.3 ms at 100k stored).
    index('mail_messages_in_reply_to_idx').on(t.mailerAccountId, t.inReplyTo),
    // IMAP flag changes address messages by folder and UID.
    index('mail_messages_folder_uid_idx').on(t.mailerAccountId, t.folder, t.uid),
    index('mail_messages_email_idx').on(t.emailId),
    check(
      'mail_messages_status_valid',
      sql`${t.status} is null or ${t.status} in ('draft', 'pending', 'sent', 'failed')`,
    ),
    check('mail_messages_direction_valid', sql`${t.direction} in ('in', 'out')`),
  ],
);
export type MailMessageRow = typeof mailMessages.$inferSelect;

/** An attachment's bytes, stored once per content (sha256) through the storage module. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: col.bigSerialId(),
    sha256: col.text('sha256').notNull(),
    storageKey: col.text('storage_key').notNull(),
    contentType: col.text('content_type').notNull(),
    sizeBytes: col.integer('size_bytes').notNull(),
    /** The name it was uploaded or first received under. */
    fileName: col.text('file_name').notNull(),
    uploadedBy: col.setNullRef('uploaded_by', () => users.id),
    createdAt: col.createdAt(),
  },
  (t) => [uniqueIndex('mail_attachments_sha256_unique').on(t.sha256)],
);
export type MailAttachmentRow = typeof mailAttachments.$inferSelect;

export const mailMessageAttachments = pgTable(
  'mail_message_attachments',
  {
    messageId: col.bigCascadeRef('message_id', () => mailMessages.id),
    attachmentId: col
      .bigint('attachment_id', { mode: 'number' })
      .notNull()
      .references(() => mailAttachments.id, { onDelete: 'restrict' }),
    fileName: col.text('file_name').notNull(),
    position: col.integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.attachmentId] }),
    index('mail_message_attachments_attachment_idx').on(t.attachmentId),
  ],
);

/** Senders whose remote images a user chose to always show ("always for this sender"). */
export const mailRemoteImageSenders = pgTable(
  'mail_remote_image_senders',
  {
    userId: col.cascadeRef('user_id', () => users.id),
    /** Lower-cased address. */
    email: col.text('email').notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);

/** A creator answered a campaign email: shown as "Replied" on the campaign's Workflow row. */
export const campaignReplies = pgTable(
  'campaign_replies',
  {
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    influencerId: col.cascadeRef('influencer_id', () => influencers.id),
    firstRepliedAt: col.timestamptz('first_replied_at').notNull(),
    lastRepliedAt: col.timestamptz('last_replied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.influencerId] })],
);
