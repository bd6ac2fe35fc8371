import { z } from 'zod';
import { statsPeriod } from './campaign-stats.ts';
import { channelType, SubmissionStatus } from './enums.ts';
import { counterFields, id, optionalString, rowId, timestamps } from './fields.ts';
import { labelledEnum, type ValueOf } from './labelled-enum.ts';
import {
  listResponse,
  listSearch,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  pageFields,
  sortOrder,
} from './paging.ts';

// Live capture (SPEC 3 "Live-capture settings", 4, 7 "Lead magnet", 8; PRODUCT.md "Live
// capture"): a live-capture campaign's one lead magnet (a hosted page or an embeddable
// form), the submissions creators send through it, and the pipeline that maps, checks and
// invites them. The public side (no login) is in apply-page.ts.

export const {
  values: LeadMagnetType,
  schema: leadMagnetType,
  labels: leadMagnetTypeLabel,
} = labelledEnum({
  HostedPage: ['hosted_page', 'Hosted page'],
  EmbeddableForm: ['embeddable_form', 'Embeddable form'],
});
export type LeadMagnetType = ValueOf<typeof LeadMagnetType>;

/**
 * The proof a lead magnet needs before autoinvite may give a key (issue 26). `none`: no
 * proof is asked, so nothing is automatic: the team reviews each submission; `email`: the
 * confirmation link proves the address (never the channel); `channel`: the channel is proven
 * by signing in with Google or Twitch, or by the code in its description; `channelAndEmail`:
 * both. A fraud flag holds autoinvite in every mode.
 */
export const {
  values: CaptureVerification,
  schema: captureVerification,
  labels: captureVerificationLabel,
} = labelledEnum({
  None: ['none', 'No proof: the team reviews each one'],
  Email: ['email', 'Email confirmed'],
  Channel: ['channel', 'Channel proven (sign-in or code)'],
  ChannelAndEmail: ['channelAndEmail', 'Channel proven and email confirmed'],
});
export type CaptureVerification = ValueOf<typeof CaptureVerification>;

/** What each proof choice lets through, in plain words, for the settings screen. */
export const captureVerificationHelp: Record<CaptureVerification, string> = {
  none: 'Nothing is sent automatically: every submission waits for a team member to approve it.',
  email:
    'Autoinvite gives a key once the creator clicks the link in the email. This proves the address only: anyone can type a famous channel with their own address.',
  channel:
    'Autoinvite gives a key once the creator signs in with the channel (Google or Twitch) or puts the code in the channel description. Only the channel owner can do either.',
  channelAndEmail:
    'As channel proof, and the creator must also click the link in the email, so the key goes to an address they read.',
};

/** Whether the mode needs the channel proven / the address confirmed. */
export const proofNeeds = (mode: CaptureVerification) => ({
  channel: mode === 'channel' || mode === 'channelAndEmail',
  email: mode === 'email' || mode === 'channelAndEmail',
});

/** How a submission's channel was proven: the description code, or a sign-in. */
export const {
  values: ChannelProof,
  schema: channelProof,
  labels: channelProofLabel,
} = labelledEnum({
  Code: ['code', 'Code in the channel description'],
  Google: ['google', 'Signed in with Google'],
  Twitch: ['twitch', 'Signed in with Twitch'],
});
export type ChannelProof = ValueOf<typeof ChannelProof>;

export const submissionStatus = z.enum([
  SubmissionStatus.NotMapped,
  SubmissionStatus.Mapped,
  SubmissionStatus.EmailSent,
  SubmissionStatus.AddedToWorkflow,
  SubmissionStatus.CheckError,
]);
export const submissionStatusLabel: Record<SubmissionStatus, string> = {
  'not mapped': 'Not mapped',
  mapped: 'Mapped',
  'email sent': 'Email sent',
  'added to workflow': 'Added to workflow',
  'check error': 'Check error',
};

/** The pipeline step a check error belongs to, with SPEC 8's message for it. */
export const {
  values: CaptureStep,
  schema: captureStep,
  labels: captureCheckErrorMessage,
} = labelledEnum({
  Validate: ['validate', 'System error before channel validation'],
  AddToCampaign: ['addToCampaign', 'System error when adding the influencer to the campaign'],
  ReserveKey: ['reserveKey', 'System error when reserving a redeem code'],
  Invite: ['invite', 'System error when sending an invite'],
  ConfirmationEmail: ['confirmationEmail', 'Error while sending the channel-confirmation email'],
});
export type CaptureStep = ValueOf<typeof CaptureStep>;

/**
 * How a submission ended, beside its status. `invited`: in the workflow with a key reserved
 * and the invite sent; `ad`: under the ads threshold, shown the campaign's ad; `noKeysLeft`:
 * every key was taken (not an error); `belowMinimum`: fewer subscribers than the minimum;
 * `blocked`: on the blocklist (the creator is told nothing more than "received");
 * `duplicate`: the same email or channel already applied to this campaign.
 */
export const {
  values: SubmissionOutcome,
  schema: submissionOutcome,
  labels: submissionOutcomeLabel,
} = labelledEnum({
  Invited: ['invited', 'Invited'],
  Ad: ['ad', 'Shown the ad'],
  NoKeysLeft: ['noKeysLeft', 'No keys left'],
  BelowMinimum: ['belowMinimum', 'Below the minimum'],
  Blocked: ['blocked', 'Blocked'],
  Duplicate: ['duplicate', 'Duplicate'],
});
export type SubmissionOutcome = ValueOf<typeof SubmissionOutcome>;

/**
 * Fraud flags: doubts about a submission. Each holds autoinvite (the submission waits for the
 * team, who may approve it by hand); none stops the pipeline's checks.
 */
export const {
  values: SubmissionFlag,
  schema: submissionFlag,
  labels: submissionFlagLabel,
} = labelledEnum({
  EmailDomainMismatch: ['emailDomainMismatch', "Email domain differs from the channel's contact"],
  YoungChannel: ['youngChannel', 'The channel is very young'],
  SubscribersVsViews: ['subscribersVsViews', 'Subscriber count inconsistent with its views'],
  EmailSeveralChannels: ['emailSeveralChannels', 'The same email claims several channels'],
});
export type SubmissionFlag = ValueOf<typeof SubmissionFlag>;

/** An extra field of the form, beside email and channel URL. */
export const {
  values: LeadMagnetFieldType,
  schema: leadMagnetFieldType,
  labels: leadMagnetFieldTypeLabel,
} = labelledEnum({
  Text: ['text', 'Short text'],
  LongText: ['longText', 'Long text'],
  Url: ['url', 'Link'],
  Select: ['select', 'Choice'],
});
export type LeadMagnetFieldType = ValueOf<typeof LeadMagnetFieldType>;

export const LEAD_MAGNET_FIELDS_MAX = 10;
/** The longest answer to an extra field; long texts only. Short ones stop at 500. */
export const LEAD_MAGNET_ANSWER_MAX = 2000;

export const leadMagnetField = z.object({
  /** The answer's key in a submission's `fields`: letters, digits, _ and -. */
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, { error: 'Use lowercase letters, digits, _ or -' }),
  label: z.string().trim().min(1).max(120),
  type: leadMagnetFieldType,
  required: z.boolean().default(false),
  /** The choices of a `select` field. */
  options: z.array(z.string().trim().min(1).max(120)).max(30).default([]),
});
export type LeadMagnetField = z.infer<typeof leadMagnetField>;

/** Live-capture settings (SPEC 3) with the verification the campaign asks for. */
const settingsShape = {
  autovalidate: z.boolean(),
  autoinvite: z.boolean(),
  minSubscribers: z.number().int().min(0).max(1_000_000_000),
  verification: captureVerification,
};
export const liveCaptureSettings = z.object({
  autovalidate: settingsShape.autovalidate.default(true),
  autoinvite: settingsShape.autoinvite.default(false),
  minSubscribers: settingsShape.minSubscribers.default(0),
  verification: settingsShape.verification.default('channel'),
});
export type LiveCaptureSettings = z.infer<typeof liveCaptureSettings>;

/** An origin allowed to embed the form or call the public API from its page. */
export const allowedOrigin = z
  .string()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, {
    error: 'An origin is a scheme and a host, like https://mygame.com',
  })
  .transform((v) => v.toLowerCase());

const leadMagnetFields = {
  type: leadMagnetType,
  /** The page's address: /apply/{slug}. Lowercase letters, digits and dashes. */
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/, {
      error: 'Use 3 to 60 lowercase letters, digits or dashes',
    }),
  /** The page's heading; the campaign's name when empty. */
  title: optionalString(200),
  /** Shown on the page above the form; the campaign's brief when empty. */
  intro: optionalString(5000),
  /** The creator sees this after sending, instead of the default thanks. */
  successMessage: optionalString(1000),
  fields: z
    .array(leadMagnetField)
    .max(LEAD_MAGNET_FIELDS_MAX)
    .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, {
      error: 'Each field needs its own key',
    }),
  allowedOrigins: z.array(allowedOrigin).max(20),
};

/** POST /lead-magnet/campaign/{id}: create the campaign's lead magnet (one per campaign). */
export const createLeadMagnetRequest = z.object({
  ...leadMagnetFields,
  fields: leadMagnetFields.fields.default([]),
  allowedOrigins: leadMagnetFields.allowedOrigins.default([]),
  settings: liveCaptureSettings.default({
    autovalidate: true,
    autoinvite: false,
    minSubscribers: 0,
    verification: 'channel',
  }),
});
export type CreateLeadMagnetRequest = z.input<typeof createLeadMagnetRequest>;

/**
 * POST /lead-magnet/campaign/{id}/{lid}: change what is sent; the rest stays. No defaults
 * here, so an absent key parses to absent (inside `settings` too).
 */
export const updateLeadMagnetRequest = z.object({
  ...z.object(leadMagnetFields).partial().shape,
  settings: z.object(settingsShape).partial().optional(),
});
export type UpdateLeadMagnetRequest = z.input<typeof updateLeadMagnetRequest>;

export const leadMagnetCampaignParams = z.object({ id });
export const leadMagnetParams = z.object({ id, lid: id });
export const submissionParams = z.object({ id, sid: id });

export const leadMagnet = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  type: leadMagnetType,
  slug: z.string(),
  title: z.string().nullable(),
  intro: z.string().nullable(),
  successMessage: z.string().nullable(),
  fields: z.array(leadMagnetField.extend({ required: z.boolean(), options: z.array(z.string()) })),
  allowedOrigins: z.array(z.string()),
  settings: z.object({
    autovalidate: z.boolean(),
    autoinvite: z.boolean(),
    minSubscribers: z.number().int(),
    verification: captureVerification,
  }),
  /** The public page: `{origin}/apply/{slug}`. */
  pageUrl: z.string(),
  /** The embed snippet (an iframe that fits its height, with a plain link inside). */
  embedHtml: z.string(),
  submissionsCount: z.number().int(),
  ...timestamps,
});
export type LeadMagnet = z.infer<typeof leadMagnet>;

/** GET /lead-magnet/campaign/{id}: the campaign's lead magnet, or null before it has one. */
export const campaignLeadMagnetResponse = z.object({ leadMagnet: leadMagnet.nullable() });

export const captureCheckError = z.object({
  step: captureStep,
  /** SPEC 8's message for the step. */
  message: z.string(),
  /** What went wrong, for the manager: "YouTube API key is not configured", "Channel not found". */
  reason: z.string(),
  at: z.string(),
});
export type CaptureCheckError = z.infer<typeof captureCheckError>;

export const submission = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  leadMagnetId: z.number().int(),
  email: z.string(),
  channelUrl: z.string(),
  /** The platform the URL names; null when it names none the product supports. */
  channelType: channelType.nullable(),
  /** Answers to the lead magnet's extra fields, by key. */
  fields: z.record(z.string(), z.string()),
  status: submissionStatus,
  outcome: submissionOutcome.nullable(),
  checkError: captureCheckError.nullable(),
  flags: z.array(submissionFlag),
  /** How the channel was proven (code, Google or Twitch sign-in); null until it is. */
  channelProof: channelProof.nullable(),
  channelProvenAt: z.string().nullable(),
  /** The confirmation link was opened: the address is the creator's (not the channel). */
  emailConfirmed: z.boolean(),
  /**
   * Why autoinvite waits for the team, in plain words (a missing proof, each fraud flag);
   * empty when nothing holds it, or when the lead magnet does not autoinvite.
   */
  heldBecause: z.array(z.string()),
  influencer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  channel: z
    .object({
      id: z.number().int(),
      name: z.string(),
      url: z.string(),
      type: channelType,
      subscribers: z.number().int().nullable(),
    })
    .nullable(),
  /** Times the pipeline has tried the current step. */
  attempts: z.number().int(),
  ...timestamps,
});
export type Submission = z.infer<typeof submission>;

export const submissionSortFields = ['createdAt', 'updatedAt', 'email', 'status'] as const;

/**
 * GET /lead-magnet/campaign/{id}/submissions: query parameters (text), newest first by
 * default. `status` filters one status; `search` matches email or channel URL.
 */
export const submissionListQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sortField: z.enum(submissionSortFields).default('createdAt'),
  sortOrder: sortOrder.default('desc'),
  status: submissionStatus.optional(),
  outcome: submissionOutcome.optional(),
  flagged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  search: listSearch,
});
export type SubmissionListQuery = z.input<typeof submissionListQuery>;
export const submissionListResponse = listResponse(submission).extend({
  /** Submissions per status, for the filter tabs (ignores the status filter itself). */
  statusCounts: z.record(submissionStatus, z.number().int()),
});
export type SubmissionListResponse = z.infer<typeof submissionListResponse>;

/**
 * POST .../submissions/{sid}/apply-mapping: the manager's answer for a submission the
 * pipeline could not map, or mapped wrong. `channel`: an existing CRM channel (its influencer
 * comes with it). `url`: a channel URL, created if new (source "Lead magnet submission"),
 * under `influencerId` when given, else under a new influencer named after the channel.
 */
export const submissionMapping = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('channel'), channelId: rowId }),
  z.object({
    kind: z.literal('url'),
    channelUrl: z.string().trim().min(1).max(2000),
    influencerId: rowId.nullish().transform((v) => v ?? null),
  }),
]);
export const applyMappingRequest = z.object({
  mapping: submissionMapping,
  /** Run the rest of the pipeline (check, invite per settings) after mapping. */
  continuePipeline: z.boolean().default(true),
});
export type ApplyMappingRequest = z.input<typeof applyMappingRequest>;

/** GET /lead-magnet/stats: one campaign's figures, or every live-capture campaign's. */
export const leadMagnetStatsQuery = z.object({
  campaignId: id.optional(),
  period: z.coerce.number().pipe(statsPeriod).default(30),
});
/** What a capture period counts: submissions, those mapped to a channel, those added. */
const captureCounts = counterFields('submissions', 'mapped', 'added');
const captureFigures = {
  ...captureCounts,
  /** added / submissions, 0..1; null without submissions. */
  conversion: z.number().nullable(),
};
export const leadMagnetStatsResponse = z.object({
  period: statsPeriod,
  from: z.string(),
  to: z.string(),
  totals: z.object(captureFigures),
  campaigns: z.array(
    z.object({
      campaignId: z.number().int(),
      campaignName: z.string(),
      leadMagnetId: z.number().int().nullable(),
      slug: z.string().nullable(),
      ...captureFigures,
    }),
  ),
  /** Per UTC day for 7..90 days, per calendar month for a year. */
  series: z.array(z.object({ from: z.string(), to: z.string(), ...captureCounts })),
});
export type LeadMagnetStatsResponse = z.infer<typeof leadMagnetStatsResponse>;

/** Settings > Live capture blocklist: who never gets a key through a lead magnet. */
export const {
  values: BlocklistKind,
  schema: blocklistKind,
  labels: blocklistKindLabel,
} = labelledEnum({
  Email: ['email', 'Email'],
  EmailDomain: ['emailDomain', 'Email domain'],
  Channel: ['channel', 'Channel'],
});
export type BlocklistKind = ValueOf<typeof BlocklistKind>;

export const createBlocklistEntryRequest = z.object({
  kind: blocklistKind,
  /** An email, a domain (example.com) or a channel URL; checked and normalised per kind. */
  value: z.string().trim().min(1).max(2000),
  note: optionalString(500),
});
export type CreateBlocklistEntryRequest = z.input<typeof createBlocklistEntryRequest>;
export const blocklistEntry = z.object({
  id: z.number().int(),
  kind: blocklistKind,
  /** Normalised: a lowercase email or domain, or `youtube:UC…` / `twitch:login`. */
  value: z.string(),
  note: z.string().nullable(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Attempts this entry refused, over every lead magnet (only counts are kept). */
  blockedAttempts: z.number().int(),
});
export type BlocklistEntry = z.infer<typeof blocklistEntry>;
export const blocklistListRequest = z.object({ search: listSearch, ...pageFields });
export const blocklistListResponse = listResponse(blocklistEntry);
export const blocklistParams = z.object({ id });
