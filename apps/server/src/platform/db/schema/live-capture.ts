import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaignInfluencers, campaigns } from './campaigns.ts';
import { channels } from './channels.ts';
import * as col from './columns.ts';
import { influencers } from './influencers.ts';
import { users } from './users.ts';

// Live capture: each live-capture campaign's lead magnet, the submissions creators send
// through its public page, and the team's blocklist. See modules/live-capture.

export type LeadMagnetFieldValue = {
  key: string;
  label: string;
  type: string;
  required: boolean;
  options: string[];
};

/** One per campaign. The slug is the public page's address (/apply/{slug}), unique. */
export const leadMagnets = pgTable(
  'lead_magnets',
  {
    id: col.serialId(),
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    /** LeadMagnetType: hosted_page | embeddable_form. */
    type: col.text('type').notNull(),
    slug: col.text('slug').notNull(),
    title: col.text('title'),
    intro: col.text('intro'),
    successMessage: col.text('success_message'),
    fields: col.jsonb('fields').$type<LeadMagnetFieldValue[]>().notNull().default([]),
    allowedOrigins: col.jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    autovalidate: col.boolean('autovalidate').notNull().default(true),
    autoinvite: col.boolean('autoinvite').notNull().default(false),
    minSubscribers: col.integer('min_subscribers').notNull().default(0),
    /** CaptureVerification (the proof it needs): none | email | channel | channelAndEmail. */
    verification: col.text('verification').notNull().default('channel'),
    ...col.timestamps(),
  },
  (t) => [
    uniqueIndex('lead_magnets_campaign_id_unique').on(t.campaignId),
    uniqueIndex('lead_magnets_slug_unique').on(t.slug),
  ],
);
export type LeadMagnetRow = typeof leadMagnets.$inferSelect;

/**
 * A creator's application. One per email and one per channel per campaign (the unique
 * indexes are the guard: a second submit finds the first instead of creating a row).
 * `channel_key` is the identity the URL names ('youtube:handle:name', 'twitch:login:name');
 * once mapped, `channel_id` is the CRM channel. `next_step` is the pipeline step still to
 * run (null when the pipeline rests); its job carries the submission id and that step.
 */
export const leadMagnetSubmissions = pgTable(
  'lead_magnet_submissions',
  {
    id: col.serialId(),
    leadMagnetId: col.cascadeRef('lead_magnet_id', () => leadMagnets.id),
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    /** 128 random bits, base64url: the creator's handle on their submission (polling). */
    publicToken: col.text('public_token').notNull(),
    email: col.text('email').notNull(),
    channelUrl: col.text('channel_url').notNull(),
    /** ChannelType of the URL; null for a URL no supported platform names. */
    channelType: col.smallint('channel_type'),
    channelKey: col.text('channel_key'),
    fields: col.jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    /** SubmissionStatus. */
    status: col.text('status').notNull().default('not mapped'),
    /** SubmissionOutcome, or null while undecided. */
    outcome: col.text('outcome'),
    /** CaptureStep of the check error, its reason and when. */
    checkStep: col.text('check_step'),
    checkReason: col.text('check_reason'),
    checkAt: col.timestamptz('check_at'),
    flags: col.jsonb('flags').$type<string[]>().notNull().default([]),
    /** The code for the channel description (one way to prove the channel). */
    verificationCode: col.text('verification_code').notNull(),
    /** ChannelProof (code | google | twitch): how the channel was proven, once it is. */
    channelProof: col.text('channel_proof'),
    channelProvenAt: col.timestamptz('channel_proven_at'),
    /** When the confirmation link was opened: proves the address, never the channel. */
    emailConfirmedAt: col.timestamptz('email_confirmed_at'),
    influencerId: col.setNullRef('influencer_id', () => influencers.id),
    channelId: col.setNullRef('channel_id', () => channels.id),
    campaignInfluencerId: col.setNullRef('campaign_influencer_id', () => campaignInfluencers.id),
    nextStep: col.text('next_step'),
    attempts: col.integer('attempts').notNull().default(0),
    /** Channel-confirmation emails queued so far: the next one's dedupe key (a retry sends anew). */
    confirmationsSent: col.integer('confirmations_sent').notNull().default(0),
    /** A keyed hash of the sender's IP (the per-IP limit; the address itself is not kept). */
    ipHash: col.text('ip_hash'),
    mappedAt: col.timestamptz('mapped_at'),
    addedAt: col.timestamptz('added_at'),
    ...col.timestamps(),
  },
  (t) => [
    check(
      'lead_magnet_submissions_status_valid',
      sql`${t.status} in ('not mapped', 'mapped', 'email sent', 'added to workflow', 'check error')`,
    ),
    uniqueIndex('lead_magnet_submissions_token_unique').on(t.publicToken),
    uniqueIndex('lead_magnet_submissions_campaign_email_unique').on(t.campaignId, t.email),
    uniqueIndex('lead_magnet_submissions_campaign_channel_key_unique')
      .on(t.campaignId, t.channelKey)
      .where(sql`${t.channelKey} is not null`),
    uniqueIndex('lead_magnet_submissions_campaign_channel_unique')
      .on(t.campaignId, t.channelId)
      .where(sql`${t.channelId} is not null`),
    index('lead_magnet_submissions_campaign_created_idx').on(t.campaignId, t.createdAt),
    index('lead_magnet_submissions_campaign_status_idx').on(t.campaignId, t.status),
    index('lead_magnet_submissions_lead_magnet_idx').on(t.leadMagnetId),
    index('lead_magnet_submissions_ip_created_idx').on(t.ipHash, t.createdAt),
    // The submissions list's search (ILIKE '%text%' on email or channel URL) at 100k rows.
    index('lead_magnet_submissions_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('lead_magnet_submissions_channel_url_trgm_idx').using(
      'gin',
      t.channelUrl.op('gin_trgm_ops'),
    ),
  ],
);
export type LeadMagnetSubmissionRow = typeof leadMagnetSubmissions.$inferSelect;

/** Emails, email domains and channels that never get a key through a lead magnet. */
export const captureBlocklist = pgTable(
  'capture_blocklist',
  {
    id: col.serialId(),
    /** BlocklistKind: email | emailDomain | channel. */
    kind: col.text('kind').notNull(),
    /** Lowercase email or domain, or a channel key like submissions' channel_key. */
    value: col.text('value').notNull(),
    note: col.text('note'),
    createdById: col.setNullRef('created_by_id', () => users.id),
    createdAt: col.createdAt(),
  },
  (t) => [uniqueIndex('capture_blocklist_kind_value_unique').on(t.kind, t.value)],
);
export type CaptureBlocklistRow = typeof captureBlocklist.$inferSelect;

/**
 * Blocked attempts, counted and nothing else (no address, channel or IP is kept): one row
 * per lead magnet and blocklist entry that refused someone.
 */
export const captureBlockCounts = pgTable(
  'capture_block_counts',
  {
    leadMagnetId: col.cascadeRef('lead_magnet_id', () => leadMagnets.id),
    entryId: col.cascadeRef('entry_id', () => captureBlocklist.id),
    attempts: col.integer('attempts').notNull().default(0),
    lastAt: col.timestamptz('last_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('capture_block_counts_unique').on(t.leadMagnetId, t.entryId)],
);
