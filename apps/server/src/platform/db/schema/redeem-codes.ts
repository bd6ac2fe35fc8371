import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaignCreatorKeys, campaigns } from './campaigns.ts';
import * as col from './columns.ts';
import { influencers } from './influencers.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * One redeem code (a game key). The code itself is only stored sealed (AES-256-GCM,
 * secret-box); `code_hash` is its HMAC-SHA256 under a key derived from the same secret, so
 * duplicates are found without decrypting. A key text exists ONCE in the installation
 * (unique hash across campaigns): the same key can never sit in two pools and reach two
 * creators. States: available -> reserved -> issued; only reserved (never shown) codes go
 * back to available. The holder is one column, so a code has at most one creator.
 */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: col.bigSerialId(),
    /**
     * The campaign. Not a declared foreign key: a foreign key checks every row with a lookup and
     * a trigger event (a million per imported file). Migration 0009 enforces the same rule per
     * statement: inserts lock the campaigns they name FOR KEY SHARE and fail with 23503 when one
     * is missing, a moved code is checked the same way, and deleting campaigns deletes their
     * codes.
     */
    campaignId: col.integer('campaign_id').notNull(),
    /** GamePlatform id. */
    platform: col.text('platform').notNull(),
    codeHash: bytea('code_hash').notNull(),
    codeSealed: col.text('code_sealed').notNull(),
    /** 'available' | 'reserved' | 'issued'. */
    status: col.text('status').notNull().default('available'),
    /** The creator holding it; kept (null only if the influencer was deleted) once issued. */
    influencerId: col.setNullRef('influencer_id', () => influencers.id),
    reservedAt: col.timestamptz('reserved_at'),
    issuedAt: col.timestamptz('issued_at'),
    /** The import (its audit entry) that added it: tells repeats inside a file apart. */
    importId: col.bigint('import_id', { mode: 'number' }),
    createdAt: col.createdAt(),
  },
  (t) => [
    check('redeem_codes_status_valid', sql`${t.status} in ('available', 'reserved', 'issued')`),
    // An available code has no holder and was never shown; a shown one has an issue date.
    check(
      'redeem_codes_state_consistent',
      sql`(${t.status} = 'available' and ${t.influencerId} is null and ${t.issuedAt} is null and ${t.reservedAt} is null)
        or (${t.status} = 'reserved' and ${t.reservedAt} is not null and ${t.issuedAt} is null)
        or (${t.status} = 'issued' and ${t.issuedAt} is not null)`,
    ),
    uniqueIndex('redeem_codes_code_hash_unique').on(t.codeHash),
    // One index for both: claims walk a pool's available codes in id order (FOR UPDATE SKIP
    // LOCKED), and stats, list totals and alerts count a pool by status (index-only). Every
    // imported code costs an insert per index, so an import keeps to three.
    index('redeem_codes_pool_idx').on(t.campaignId, t.platform, t.status, t.id),
    // A creator's codes in a campaign; the list and stats by status.
    index('redeem_codes_holder_idx')
      .on(t.campaignId, t.influencerId, t.platform)
      .where(sql`${t.influencerId} is not null`),
    // The dashboard's codes issued per period (an import of available codes adds nothing here).
    index('redeem_codes_issued_idx').on(t.issuedAt).where(sql`${t.status} = 'issued'`),
  ],
);
export type RedeemCodeRow = typeof redeemCodes.$inferSelect;

/** Bundle size per campaign and platform (codes one creator gets); absent means 1. */
export const redeemCodePools = pgTable(
  'redeem_code_pools',
  {
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    platform: col.text('platform').notNull(),
    bundleSize: col.smallint('bundle_size').notNull().default(1),
    updatedAt: col.updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.platform] }),
    check('redeem_code_pools_bundle_size_valid', sql`${t.bundleSize} between 1 and 100`),
  ],
);

/**
 * "Get my key" presses per creator and platform: request stats, and the in-app alert while a
 * pool is dry (fulfilled_at null = still waiting for codes).
 */
export const redeemCodeRequests = pgTable(
  'redeem_code_requests',
  {
    ...campaignCreatorKeys(),
    platform: col.text('platform').notNull(),
    firstRequestedAt: col.timestamptz('first_requested_at').notNull().defaultNow(),
    lastRequestedAt: col.timestamptz('last_requested_at').notNull().defaultNow(),
    fulfilledAt: col.timestamptz('fulfilled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.influencerId, t.platform] }),
    index('redeem_code_requests_waiting_idx')
      .on(t.campaignId, t.platform)
      .where(sql`${t.fulfilledAt} is null`),
  ],
);

/** Audit: who imported, exported, transferred and issued what, and when. */
export const redeemCodeAudit = pgTable(
  'redeem_code_audit',
  {
    id: col.bigSerialId(),
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    /** RedeemCodeAuditAction. */
    action: col.text('action').notNull(),
    platform: col.text('platform'),
    count: col.integer('count').notNull().default(0),
    actorId: col.setNullRef('actor_id', () => users.id),
    /** 'team' | 'creator' | 'system'. */
    via: col.text('via').notNull().default('team'),
    influencerId: col.setNullRef('influencer_id', () => influencers.id),
    details: col
      .jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: col.createdAt(),
  },
  (t) => [index('redeem_code_audit_campaign_idx').on(t.campaignId, t.id)],
);
export type RedeemCodeAuditRow = typeof redeemCodeAudit.$inferSelect;
