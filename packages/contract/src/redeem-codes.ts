import { z } from 'zod';
import {
  type GamePlatform,
  gamePlatform,
  gamePlatformLabel,
  redeemCodeAuditAction,
  redeemCodeStatus,
} from './enums.ts';
import { counterFields, counters, id, rowId } from './fields.ts';
import { itemsResponse, listRequest, listResponse } from './paging.ts';

// Redeem codes ("keys", PRODUCT.md "Keys"): pools per campaign and platform. A code moves
// available -> reserved (held for one creator) -> issued (shown to that creator) and is held
// by at most one creator, ever. Codes are encrypted at rest; the team sees them masked
// (last 4 characters) and in full only in exports; a creator sees only their own.

/** The platforms of a pool are the game platforms of products and campaigns. */
export const redeemCodePlatform = gamePlatform;
export type RedeemCodePlatform = GamePlatform;
export const redeemCodePlatformLabel = gamePlatformLabel;

/** Longest accepted code, in characters (after trimming). Longer lines are rejected. */
export const REDEEM_CODE_MAX_LENGTH = 200;
/** Codes one JSON call (POST /redeem-code) takes; bigger sets go through the file import. */
export const REDEEM_CODE_JSON_MAX = 20_000;
/** Largest .txt the file import takes (about 3 million Steam keys). */
export const REDEEM_CODE_FILE_MAX_BYTES = 100 * 1024 * 1024;
export const REDEEM_CODE_BUNDLE_MAX = 100;

export const redeemCodeMessages = {
  /** Fulfil with an empty (or too small) pool; the manager is alerted in the app. */
  noCodesLeft: (platformLabel: string) => `No codes left for ${platformLabel}`,
  binaryFile: 'This is not a text file. Upload a .txt file with one code per line.',
  notUtf8: 'This file is not UTF-8 text. Save it as UTF-8 with one code per line.',
  fileTooLarge: 'The file is too large',
  fileRequired: 'Choose a .txt file',
  sameCampaign: 'Choose another campaign',
  /** The creator's status does not (or no longer) hand out new keys. */
  notEligible: 'Keys are not available for this invitation',
} as const;

/** GET /redeem-code/platforms: the pools a campaign can have. Cacheable (Cache-Control). */
export const redeemCodePlatformsResponse = itemsResponse(
  z.object({ id: redeemCodePlatform, label: z.string() }),
);
export type RedeemCodePlatformsResponse = z.infer<typeof redeemCodePlatformsResponse>;

/**
 * POST /redeem-code: codes as JSON (at most REDEEM_CODE_JSON_MAX). Lines are trimmed; blank
 * ones and repeats are skipped; codes already in a pool are rejected. All or nothing.
 */
export const importRedeemCodesRequest = z.object({
  campaignId: id,
  platform: redeemCodePlatform,
  codes: z.array(z.string().max(10_000)).min(1).max(REDEEM_CODE_JSON_MAX),
});
export type ImportRedeemCodesRequest = z.infer<typeof importRedeemCodesRequest>;

/**
 * POST /redeem-code/import: multipart/form-data with the fields `campaignId` and `platform`
 * FIRST, then `file` (a .txt, one code per line, UTF-8; at most REDEEM_CODE_FILE_MAX_BYTES).
 * Read in one streamed pass. A binary or non-UTF-8 file is refused (400) and adds nothing.
 */
export const importRedeemCodesFields = z.object({
  campaignId: id,
  platform: redeemCodePlatform,
});

/**
 * added: new codes in the pool. skipped: blank lines + repeats inside the file.
 * rejected: codes already in a pool (this campaign's or another's: a key exists once) +
 * invalid lines (longer than REDEEM_CODE_MAX_LENGTH or with control characters).
 */
export const importRedeemCodesResponse = z.object({
  ...counterFields('added', 'skipped', 'rejected'),
  details: counters('lines', 'blank', 'duplicateInFile', 'alreadyInPool', 'invalid'),
});
export type ImportRedeemCodesResponse = z.infer<typeof importRedeemCodesResponse>;

export const redeemCodeCampaignRequest = z.object({ campaignId: id });
export type RedeemCodeCampaignRequest = z.infer<typeof redeemCodeCampaignRequest>;

export const redeemCodeHolder = z.object({ id: z.number().int(), mediaName: z.string() });

export const redeemCodeItem = z.object({
  id: z.number().int(),
  platform: redeemCodePlatform,
  /** Masked for the team: every character but the last 4 replaced by "•". */
  code: z.string(),
  status: redeemCodeStatus,
  /** The creator holding it (reserved or issued); null when available. */
  influencer: redeemCodeHolder.nullable(),
  reservedAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RedeemCodeItem = z.infer<typeof redeemCodeItem>;

export const redeemCodeSortFields = ['createdAt', 'platform', 'status', 'issuedAt'] as const;
/**
 * POST /redeem-code/list: one campaign's codes. `search`: an exact code (matched by its hash)
 * or part of the holder's media name. Default sort: id (import order).
 */
export const redeemCodeListRequest = listRequest([...redeemCodeSortFields], {
  platform: redeemCodePlatform,
  status: redeemCodeStatus,
  influencerId: rowId,
}).extend({ campaignId: id });
export type RedeemCodeListRequest = z.input<typeof redeemCodeListRequest>;
export const redeemCodeListResponse = listResponse(redeemCodeItem);
export type RedeemCodeListResponse = z.infer<typeof redeemCodeListResponse>;

export const redeemCodeCounts = counters('available', 'reserved', 'issued', 'total');
export type RedeemCodeCounts = z.infer<typeof redeemCodeCounts>;

/** POST /redeem-code/stats: per platform of the campaign (its platforms and any with codes). */
export const redeemCodeStatsResponse = z.object({
  platforms: z.array(
    redeemCodeCounts.extend({
      platform: redeemCodePlatform,
      label: z.string(),
      /** Codes one creator gets on this platform. */
      bundleSize: z.number().int(),
    }),
  ),
  totals: redeemCodeCounts,
});
export type RedeemCodeStatsResponse = z.infer<typeof redeemCodeStatsResponse>;

/**
 * POST /redeem-code/request-stats: creators who pressed "Get my key". `waiting`: asked but
 * the pool ran dry (they get codes on their next visit once codes are imported).
 */
const requestCounts = counterFields('requested', 'fulfilled', 'waiting');
export const redeemCodeRequestStatsResponse = z.object({
  ...requestCounts,
  platforms: z.array(
    z.object({ platform: redeemCodePlatform, label: z.string(), ...requestCounts }),
  ),
});
export type RedeemCodeRequestStatsResponse = z.infer<typeof redeemCodeRequestStatsResponse>;

/** POST /redeem-code/bundle-size: codes one creator gets on a platform (default 1). */
export const setBundleSizeRequest = z.object({
  campaignId: id,
  platform: redeemCodePlatform,
  bundleSize: z.number().int().min(1).max(REDEEM_CODE_BUNDLE_MAX),
});
export type SetBundleSizeRequest = z.infer<typeof setBundleSizeRequest>;
export const setBundleSizeResponse = redeemCodeStatsResponse;

/** POST /redeem-code/transfer-unused: moves AVAILABLE codes only (never reserved or issued). */
export const transferUnusedRequest = z.object({
  fromCampaignId: id,
  toCampaignId: id,
  /** Only this platform's codes; all platforms when absent. */
  platform: redeemCodePlatform.optional(),
});
export type TransferUnusedRequest = z.infer<typeof transferUnusedRequest>;
export const transferUnusedResponse = z.object({
  transferred: z.number().int(),
  platforms: z.array(z.object({ platform: redeemCodePlatform, transferred: z.number().int() })),
});
export type TransferUnusedResponse = z.infer<typeof transferUnusedResponse>;

/**
 * POST /redeem-code/export-unused: a text/plain attachment, one AVAILABLE code per line
 * (re-importable), file name UNUSED_CODES_FILE. `remove`: the exported codes leave the pool.
 */
export const exportUnusedRequest = z.object({
  campaignId: id,
  remove: z.boolean().default(false),
  platform: redeemCodePlatform.optional(),
});
export type ExportUnusedRequest = z.input<typeof exportUnusedRequest>;
export const UNUSED_CODES_FILE = 'unused-redeem-codes.txt';

/**
 * POST /redeem-code/export-used: a text/plain attachment of ISSUED codes, tab-separated with a
 * header line: code, platform, creator, issuedAt. File name USED_CODES_FILE.
 */
export const exportUsedRequest = z.object({
  campaignId: id,
  platform: redeemCodePlatform.optional(),
});
export type ExportUsedRequest = z.input<typeof exportUsedRequest>;
export const USED_CODES_FILE = 'used-redeem-codes.txt';
/** Exports answer these counts in headers too (the body is the file). */
export const REDEEM_CODE_COUNT_HEADER = 'x-redeem-code-count';

/**
 * A creator's codes per platform: what the invite page's key section shows. Its GET answers
 * the codes already issued (nothing is claimed); "Get my key" (POST) claims what is missing.
 */
export const redeemCodeFulfilment = z.object({
  platforms: z.array(
    z.object({
      platform: redeemCodePlatform,
      label: z.string(),
      /** In full: only ever answered to this creator (or the team's fulfil). */
      codes: z.array(z.string()),
      bundleSize: z.number().int(),
      /** "No codes left for Steam" when the pool could not fill the bundle; else null. */
      message: z.string().nullable(),
    }),
  ),
  /** Whether "Get my key" can hand out new codes to this creator (status and pools). */
  canRequest: z.boolean(),
});
export type RedeemCodeFulfilment = z.infer<typeof redeemCodeFulfilment>;

/**
 * POST /redeem-code/fulfill (team): issues the creator's bundle per platform of the campaign,
 * as the invite page's "Get my key" does. Idempotent: the same creator gets the same codes.
 */
export const fulfillRedeemCodesRequest = z.object({
  campaignId: id,
  influencerId: id,
});
export type FulfillRedeemCodesRequest = z.infer<typeof fulfillRedeemCodesRequest>;
export const fulfillRedeemCodesResponse = redeemCodeFulfilment;

/** GET /redeem-code/alerts: pools that ran dry while creators were asking (in-app notice). */
export const redeemCodeAlert = z.object({
  campaignId: z.number().int(),
  campaignName: z.string(),
  platform: redeemCodePlatform,
  label: z.string(),
  /** Creators waiting for a code on this platform. */
  waiting: z.number().int(),
  /** Codes available now (import more and they get them on their next visit). */
  available: z.number().int(),
  /** "No codes left for Steam". */
  message: z.string(),
  since: z.string(),
  lastAt: z.string(),
});
export type RedeemCodeAlert = z.infer<typeof redeemCodeAlert>;
export const redeemCodeAlertsResponse = itemsResponse(redeemCodeAlert);
export type RedeemCodeAlertsResponse = z.infer<typeof redeemCodeAlertsResponse>;

/** Who did what to a campaign's codes, and when. */
export const redeemCodeAuditEntry = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  action: redeemCodeAuditAction,
  platform: redeemCodePlatform.nullable(),
  /** Codes concerned (added, exported, moved, issued) or the new bundle size. */
  count: z.number().int(),
  /** The team user; null when the creator (invite page) did it. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  via: z.enum(['team', 'creator', 'system']),
  /** The creator, for fulfils. */
  influencer: redeemCodeHolder.nullable(),
  /** Action details: import counts and file name, export `remove`, transfer's other campaign. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type RedeemCodeAuditEntry = z.infer<typeof redeemCodeAuditEntry>;

/** POST /redeem-code/audit: newest first. */
export const redeemCodeAuditRequest = listRequest(['createdAt'], {
  action: redeemCodeAuditAction,
}).extend({ campaignId: id });
export type RedeemCodeAuditRequest = z.input<typeof redeemCodeAuditRequest>;
export const redeemCodeAuditResponse = listResponse(redeemCodeAuditEntry);
export type RedeemCodeAuditResponse = z.infer<typeof redeemCodeAuditResponse>;
