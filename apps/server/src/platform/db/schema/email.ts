import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import * as col from './columns.ts';
import { influencers } from './influencers.ts';
import { users } from './users.ts';

/**
 * Sender accounts ("Manager Emails"). Secrets are sealed with the secret box: the SMTP
 * password, or Gmail's OAuth refresh token. Never selected into an answer.
 */
export const mailerAccounts = pgTable(
  'mailer_accounts',
  {
    id: col.serialId(),
    ownerId: col.cascadeRef('owner_id', () => users.id),
    /** MailerAuthType: 'smtp' | 'gmail'. */
    authType: col.text('auth_type').notNull(),
    /** Lower-cased. */
    email: col.text('email').notNull(),
    name: col.text('name'),
    host: col.text('host'),
    port: col.integer('port'),
    username: col.text('username'),
    secure: col.boolean('secure').notNull().default(false),
    passwordSealed: col.text('password_sealed'),
    refreshTokenSealed: col.text('refresh_token_sealed'),
    /**
     * The mail server's answer when signing in last failed (a changed password, a revoked
     * Google grant); cleared by the next successful sign-in, a new password or reconnecting.
     */
    signInError: col.text('sign_in_error'),
    signInErrorAt: col.timestamptz('sign_in_error_at'),
    /** IMAP side of an SMTP account (mailbox sync); null: the SMTP host, port 993, TLS. */
    imapHost: col.text('imap_host'),
    imapPort: col.integer('imap_port'),
    imapSecure: col.boolean('imap_secure'),
    /** Null: the SMTP username and password. */
    imapUsername: col.text('imap_username'),
    imapPasswordSealed: col.text('imap_password_sealed'),
    ...col.timestamps(),
  },
  (t) => [
    check('mailer_accounts_auth_type_valid', sql`${t.authType} in ('smtp', 'gmail')`),
    check('mailer_accounts_email_lower', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('mailer_accounts_owner_email_unique').on(t.ownerId, t.email),
    index('mailer_accounts_email_idx').on(t.email),
  ],
);
export type MailerAccountRow = typeof mailerAccounts.$inferSelect;

/** A campaign's own content for an email type (absent: the default content). */
export const campaignEmailContents = pgTable(
  'campaign_email_contents',
  {
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    /** EmailTemplateType. */
    type: col.text('type').notNull(),
    subject: col.text('subject').notNull(),
    /** Sanitized HTML. */
    body: col.text('body').notNull(),
    updatedBy: col.setNullRef('updated_by', () => users.id),
    updatedAt: col.updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.type] })],
);

/** A campaign's custom templates ("send custom"). Names are unique per campaign, any case. */
export const campaignEmailTemplates = pgTable(
  'campaign_email_templates',
  {
    id: col.serialId(),
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    name: col.text('name').notNull(),
    subject: col.text('subject').notNull(),
    body: col.text('body').notNull(),
    createdBy: col.setNullRef('created_by', () => users.id),
    ...col.timestamps(),
  },
  (t) => [
    uniqueIndex('campaign_email_templates_name_unique').on(t.campaignId, sql`lower(${t.name})`),
  ],
);
export type CampaignEmailTemplateRow = typeof campaignEmailTemplates.$inferSelect;

/**
 * The outbox: one row per email, inserted with its delivery job in one transaction, content
 * rendered at that moment. State machine (EmailDeliveryState): queued -> sending (claimed by
 * a worker until lease_until) -> delivered | error | skipped; `finalizing` is sending after
 * the body went out and before the final dot (see email-delivery/deliver.ts). The
 * Message-ID derives from the id, so a resend would be recognisable as the same message;
 * it is kept in message_id once sent.
 */
export const emails = pgTable(
  'emails',
  {
    id: col.bigSerialId(),
    campaignId: col.setNullRef('campaign_id', () => campaigns.id),
    influencerId: col.setNullRef('influencer_id', () => influencers.id),
    /** EmailTemplateType or 'custom'. */
    kind: col.text('kind').notNull(),
    /** Makes queuing idempotent (a retried job queues nothing twice), e.g. invite:<row>:<time>. */
    dedupeKey: col.text('dedupe_key'),
    templateId: col.setNullRef('template_id', () => campaignEmailTemplates.id),
    templateName: col.text('template_name'),
    /** The sender account; null: none was found (the email is an error). */
    mailerAccountId: col.setNullRef('mailer_account_id', () => mailerAccounts.id),
    fromEmail: col.text('from_email').notNull(),
    fromName: col.text('from_name'),
    replyTo: col.text('reply_to'),
    toEmail: col.text('to_email').notNull(),
    toName: col.text('to_name'),
    subject: col.text('subject').notNull(),
    html: col.text('html').notNull(),
    text: col.text('text').notNull(),
    /** queued | sending | finalizing | delivered | error | skipped | bounced */
    state: col.text('state').notNull().default('queued'),
    attempts: col.smallint('attempts').notNull().default(0),
    leaseUntil: col.timestamptz('lease_until'),
    /** The SMTP server's answer (250 ... or the refusal). */
    smtpResponse: col.text('smtp_response'),
    error: col.text('error'),
    /** Delivered, but the worker stopped between the final dot and recording the 250. */
    unconfirmed: col.boolean('unconfirmed').notNull().default(false),
    /**
     * The Message-ID header sent (`<email-{id}.{tag}@{domain}>`, email-delivery/deliver.ts),
     * recorded with `finalizing`, before the server can accept the message: a creator's
     * reply names it in In-Reply-To/References. Null: never handed to a server.
     */
    messageId: col.text('message_id'),
    /** Mailings replies: the headers that thread it in the creator's mail client. */
    inReplyTo: col.text('in_reply_to'),
    referencesHeader: col.text('references_header'),
    /** Mailings: files sent with it (mail_attachments rows, read from storage at send). */
    attachments: col.jsonb('attachments').$type<OutboxAttachment[]>(),
    createdBy: col.setNullRef('created_by', () => users.id),
    createdAt: col.createdAt(),
    deliveredAt: col.timestamptz('delivered_at'),
    openedAt: col.timestamptz('opened_at'),
    clickedAt: col.timestamptz('clicked_at'),
    opens: col.integer('opens').notNull().default(0),
    clicks: col.integer('clicks').notNull().default(0),
    /**
     * A delivery status notification came back for it (mail-sync/bounces.ts): state
     * `bounced`, `error` holds the reason; 'hard' (5.x.x: the address is dead) or 'soft'.
     */
    bounceType: col.text('bounce_type'),
    bouncedAt: col.timestamptz('bounced_at'),
    updatedAt: col.updatedAt(),
  },
  (t) => [
    check(
      'emails_state_valid',
      sql`${t.state} in ('queued', 'sending', 'finalizing', 'delivered', 'error', 'skipped', 'bounced')`,
    ),
    check('emails_bounce_type_valid', sql`${t.bounceType} in ('hard', 'soft')`),
    uniqueIndex('emails_dedupe_key_unique').on(t.dedupeKey),
    index('emails_campaign_idx').on(t.campaignId, t.influencerId, t.id),
    index('emails_influencer_idx').on(t.influencerId, t.id),
    // A bulk send skips, and the profile marks, addresses that bounced hard.
    index('emails_hard_bounce_idx')
      .on(t.toEmail)
      .where(sql`${t.state} = 'bounced' and ${t.bounceType} = 'hard'`),
    // Mailbox sync finds the email a reply answers.
    index('emails_message_id_idx').on(t.messageId),
    // Recovery walks the unfinished ones only.
    index('emails_unfinished_idx')
      .on(t.state, t.leaseUntil)
      .where(sql`${t.state} in ('queued', 'sending', 'finalizing')`),
  ],
);
export type EmailRow = typeof emails.$inferSelect;
export type OutboxAttachment = { storageKey: string; fileName: string; contentType: string };

/** Addresses that unsubscribed: never emailed again (checked when queued and when sent). */
export const emailUnsubscribes = pgTable('email_unsubscribes', {
  /** Lower-cased address. */
  email: col.text('email').primaryKey(),
  influencerId: col.setNullRef('influencer_id', () => influencers.id),
  emailId: col.integer('email_id'),
  createdAt: col.createdAt(),
});
