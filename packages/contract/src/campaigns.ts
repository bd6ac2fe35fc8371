import { z } from 'zod';
import { bulkResult } from './bulk.ts';
import { CampaignStatus, campaignStatus, campaignType, enumValues, gamePlatform } from './enums.ts';
import {
  counters,
  email,
  id,
  ids,
  optionalString,
  requiredString,
  rowId,
  timestamps,
} from './fields.ts';
import { listRequest, listResponse } from './paging.ts';
import { httpUrl, productRef, storedFile } from './products.ts';

/** The largest brief or instructions file (campaignEndpoints.uploadFile). */
export const CAMPAIGN_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const campaignMessages = {
  unsupportedFileType: 'Only PDF, jpeg, png and gif files are allowed',
  fileTooLarge: 'The file is too large',
  finishBeforeStart: 'The deadline must be after the start date',
  /** A campaign's brief is what its invite page shows creators: text, or a file (or both). */
  briefRequired: 'Brief is required',
  productNotFound: 'Product not found',
  campaignNotFound: 'Campaign not found',
} as const;

/** Ads for creators under the subscribers threshold (PRODUCT.md "Live capture"). */
export const campaignAds = z.object({
  enabled: z.boolean().default(false),
  subscribersThreshold: z
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .nullish()
    .transform((v) => v ?? null),
  title: optionalString(200),
  description: optionalString(5000),
  ctaLabel: optionalString(60),
  /** Where the CTA button leads. */
  ctaUrl: httpUrl.nullish().transform((v) => v ?? null),
});
export type CampaignAds = z.infer<typeof campaignAds>;
export const campaignAdsOutput = z.object({
  enabled: z.boolean(),
  subscribersThreshold: z.number().int().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  ctaUrl: z.string().nullable(),
});

const isoDateTime = z.iso.datetime({ offset: true });
const money = z.number().min(0).max(100_000_000);

/** Fields the wizard and the Settings > General tab edit. Files are s3keys from the uploads. */
const campaignFields = {
  name: requiredString(200),
  productId: rowId,
  type: campaignType,
  status: campaignStatus.default(CampaignStatus.Active),
  brief: optionalString(50_000),
  briefFile: optionalString(200),
  briefFileLabel: optionalString(200),
  instructions: optionalString(50_000),
  instructionsFile: optionalString(200),
  instructionsFileLabel: optionalString(200),
  image: optionalString(200),
  startedAt: isoDateTime.nullish().transform((v) => v ?? null),
  /** The deadline. */
  finishedAt: isoDateTime.nullish().transform((v) => v ?? null),
  /** Default deal of a paid campaign: approve uses these when the call omits them. */
  dealRevenueAmount: money.nullish().transform((v) => v ?? null),
  dealPostCount: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .nullish()
    .transform((v) => v ?? null),
  replyToManagerEnabled: z.boolean().default(false),
  sendPostSuggestions: z.boolean().default(false),
  /** Email the "approved" template to creators when they are approved. */
  sendApprovedEmails: z.boolean().default(true),
  /** Email the "rejected" template to creators when they are rejected. */
  sendRejectedEmails: z.boolean().default(false),
  /** Custom sender; when empty the campaign's creator's account sends. */
  senderName: optionalString(200),
  senderEmail: email.nullish().transform((v) => v ?? null),
  /** Platforms the campaign hands keys for. */
  redeemCodePlatforms: z.array(gamePlatform).max(8).default([]),
  isLiveCapture: z.boolean().default(false),
  /**
   * Invited creators prove they own their channel (Google or Twitch sign-in on the invite
   * page) before it gives them a key (issue 26).
   */
  inviteProof: z.boolean().default(false),
  ads: campaignAds.default({
    enabled: false,
    subscribersThreshold: null,
    title: null,
    description: null,
    ctaLabel: null,
    ctaUrl: null,
  }),
};

/** Whether a campaign with these brief fields has none: no text and no file. */
export function lacksBrief(value: { brief?: string | null; briefFile?: string | null }): boolean {
  return !value.brief?.trim() && !value.briefFile;
}

/** The fields of POST /campaign without its cross-field rule, for forms that extend them. */
export const campaignFieldsSchema = z.object(campaignFields);

/** Adds "Brief is required" (on `brief`) when neither a brief text nor a file is given. */
export function requireBrief(
  value: { brief?: string | null; briefFile?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (lacksBrief(value)) {
    ctx.addIssue({ code: 'custom', path: ['brief'], message: campaignMessages.briefRequired });
  }
}

/** POST /campaign: a brief is required (text or file), or the invite page has nothing to say. */
export const createCampaignRequest = campaignFieldsSchema.superRefine(requireBrief);
export type CreateCampaignRequest = z.input<typeof createCampaignRequest>;

/**
 * PUT /campaign/{id}: absent fields are kept; null clears an optional one. Clearing the brief
 * text and file together is refused ("Brief is required").
 */
export const updateCampaignRequest = z.object({
  name: campaignFields.name.optional(),
  productId: campaignFields.productId.optional(),
  type: campaignType.optional(),
  status: campaignStatus.optional(),
  brief: campaignFields.brief.optional(),
  briefFile: campaignFields.briefFile.optional(),
  briefFileLabel: campaignFields.briefFileLabel.optional(),
  instructions: campaignFields.instructions.optional(),
  instructionsFile: campaignFields.instructionsFile.optional(),
  instructionsFileLabel: campaignFields.instructionsFileLabel.optional(),
  image: campaignFields.image.optional(),
  startedAt: campaignFields.startedAt.optional(),
  finishedAt: campaignFields.finishedAt.optional(),
  dealRevenueAmount: campaignFields.dealRevenueAmount.optional(),
  dealPostCount: campaignFields.dealPostCount.optional(),
  replyToManagerEnabled: z.boolean().optional(),
  sendPostSuggestions: z.boolean().optional(),
  sendApprovedEmails: z.boolean().optional(),
  sendRejectedEmails: z.boolean().optional(),
  senderName: campaignFields.senderName.optional(),
  senderEmail: campaignFields.senderEmail.optional(),
  redeemCodePlatforms: z.array(gamePlatform).max(8).optional(),
  isLiveCapture: z.boolean().optional(),
  inviteProof: z.boolean().optional(),
  ads: campaignAds.optional(),
});
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequest>;

export const userRef = z.object({ id: z.number().int(), name: z.string() });
export type UserRef = z.infer<typeof userRef>;

/** Numbers the list and the header of the view show (shortlisted: Approved in paid ones). */
export const campaignCounts = counters(
  'influencersCount',
  'invitedCount',
  'shortlistedCount',
  'publishedCount',
  'paidCount',
  'postsCount',
  'views',
);

export const campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  product: productRef,
  type: campaignType,
  status: campaignStatus,
  brief: z.string().nullable(),
  briefFile: storedFile.nullable(),
  briefFileLabel: z.string().nullable(),
  instructions: z.string().nullable(),
  instructionsFile: storedFile.nullable(),
  instructionsFileLabel: z.string().nullable(),
  image: storedFile.nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  dealRevenueAmount: z.number().nullable(),
  dealPostCount: z.number().int().nullable(),
  replyToManagerEnabled: z.boolean(),
  sendPostSuggestions: z.boolean(),
  sendApprovedEmails: z.boolean(),
  sendRejectedEmails: z.boolean(),
  senderName: z.string().nullable(),
  senderEmail: z.string().nullable(),
  redeemCodePlatforms: z.array(gamePlatform),
  isLiveCapture: z.boolean(),
  inviteProof: z.boolean(),
  ads: campaignAdsOutput,
  createdBy: userRef.nullable(),
  /** Whether the signed-in user may delete it (Admin: any; Manager: their own). */
  canDelete: z.boolean(),
  counts: campaignCounts,
  ...timestamps,
});
export type Campaign = z.infer<typeof campaign>;

export const campaignListItem = campaign.pick({
  id: true,
  name: true,
  productId: true,
  product: true,
  type: true,
  status: true,
  image: true,
  startedAt: true,
  finishedAt: true,
  isLiveCapture: true,
  createdBy: true,
  canDelete: true,
  counts: true,
  createdAt: true,
  updatedAt: true,
});
export type CampaignListItem = z.infer<typeof campaignListItem>;

export const campaignSortFields = [
  'name',
  'product',
  'type',
  'status',
  'startedAt',
  'finishedAt',
  'influencersCount',
  'createdAt',
  'updatedAt',
] as const;
export type CampaignSortField = (typeof campaignSortFields)[number];
/** Search: campaign name and product title. Default sort: createdAt desc. */
export const campaignListRequest = listRequest([...campaignSortFields], {
  isLiveCapture: z.boolean(),
  status: campaignStatus,
  type: campaignType,
  productId: rowId,
  /** Created by any of these users (ids from POST /campaign/user/list). */
  createdBy: z.array(rowId).max(100),
});
export type CampaignListRequest = z.input<typeof campaignListRequest>;
export const campaignListResponse = listResponse(campaignListItem);
export type CampaignListResponse = z.infer<typeof campaignListResponse>;

export const campaignIdParams = z.object({ id });

/** POST /campaign/user/list: team users who created campaigns (the "created by" filter). */
export const campaignUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  campaignsCount: z.number().int(),
});
export type CampaignUser = z.infer<typeof campaignUser>;
export const campaignUserListRequest = listRequest(['name', 'campaignsCount'], {});
export type CampaignUserListRequest = z.input<typeof campaignUserListRequest>;
export const campaignUserListResponse = listResponse(campaignUser);
export type CampaignUserListResponse = z.infer<typeof campaignUserListResponse>;

/**
 * POST /campaign/lists: every creator (influencer) in campaigns `ids` joins every list in
 * `listIds` (idempotent). Per campaign id; unknown list ids answer 404 for the whole call.
 */
export const addCampaignCreatorsToListsRequest = z.object({ ids, listIds: ids });
export type AddCampaignCreatorsToListsRequest = z.infer<typeof addCampaignCreatorsToListsRequest>;
export const addCampaignCreatorsToListsResponse = bulkResult;

// Integrations: outgoing webhooks for workflow events.

export const WebhookEvent = {
  InfluencerAdded: 'influencer.added',
  InfluencerInvited: 'influencer.invited',
  InfluencerApproved: 'influencer.approved',
  InfluencerRejected: 'influencer.rejected',
  InfluencerPublished: 'influencer.published',
  InfluencerPaid: 'influencer.paid',
  InfluencerRemoved: 'influencer.removed',
  PostPublished: 'post.published',
  /** A campaign email came back as a bounce (issue 27): the creator's address, hard or soft. */
  EmailBounced: 'email.bounced',
} as const;
export type WebhookEvent = (typeof WebhookEvent)[keyof typeof WebhookEvent];
export const webhookEvent = z.enum(enumValues(WebhookEvent));

/**
 * Deliveries are POSTed as JSON `{ id, event, campaignId, occurredAt, data }` with headers
 * `X-Webhook-Id`, `X-Webhook-Event`, `X-Webhook-Timestamp` (unix seconds) and
 * `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret>`.
 * Non-2xx answers are retried with backoff.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const WEBHOOK_EVENT_HEADER = 'x-webhook-event';
export const WEBHOOK_ID_HEADER = 'x-webhook-id';

export const webhook = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  url: z.string(),
  events: z.array(webhookEvent),
  enabled: z.boolean(),
  /** The secret is write-only: answers say only whether one is set. */
  hasSecret: z.boolean(),
  lastDeliveryAt: z.string().nullable(),
  lastDeliveryStatus: z.enum(['ok', 'failed', 'retrying']).nullable(),
  lastDeliveryError: z.string().nullable(),
  ...timestamps,
});
export type Webhook = z.infer<typeof webhook>;

export const webhookSecret = z.string().min(16).max(200);
/** POST /campaign/{id}/webhooks. Without `secret` the server generates one and answers it once. */
export const createWebhookRequest = z.object({
  url: httpUrl,
  events: z.array(webhookEvent).min(1).max(20),
  enabled: z.boolean().default(true),
  secret: webhookSecret.optional(),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequest>;
/** The created webhook, plus the secret when the server generated it (shown once). */
export const createWebhookResponse = webhook.extend({ secret: z.string().optional() });
export type CreateWebhookResponse = z.infer<typeof createWebhookResponse>;
/** PUT /campaign/{id}/webhooks/{webhookId}; `secret` replaces the secret. */
export const updateWebhookRequest = z.object({
  url: httpUrl.optional(),
  events: z.array(webhookEvent).min(1).max(20).optional(),
  enabled: z.boolean().optional(),
  secret: webhookSecret.optional(),
});
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequest>;
export const webhookParams = z.object({ id, webhookId: id });
/** GET /campaign/{id}/webhooks */
export const webhookListResponse = listResponse(webhook);
export type WebhookListResponse = z.infer<typeof webhookListResponse>;
