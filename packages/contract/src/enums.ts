import { labelledCodes, labelledEnum, type ValueOf } from './labelled-enum.ts';

// Numeric codes are the SPEC's (section 4); labels are what the interface shows. Each enum
// is one list: the const object, its zod schema and its label map come from it.

export const {
  values: UserRole,
  schema: userRole,
  labels: userRoleLabel,
} = labelledCodes({ Admin: [1, 'Admin'], Manager: [2, 'Manager'] });
export type UserRole = ValueOf<typeof UserRole>;

export const {
  values: UserStatus,
  schema: userStatus,
  labels: userStatusLabel,
} = labelledCodes({ Active: [1, 'Active'], Suspended: [2, 'Suspended'] });
export type UserStatus = ValueOf<typeof UserStatus>;

export const {
  values: InfluencerStatus,
  schema: influencerStatus,
  labels: influencerStatusLabel,
} = labelledCodes({ Active: [1, 'Active'], Suspended: [2, 'Suspended'] });
export type InfluencerStatus = ValueOf<typeof InfluencerStatus>;

export const {
  values: InfluencerSource,
  schema: influencerSource,
  labels: influencerSourceLabel,
} = labelledCodes({
  Manual: [1, 'Manual'],
  Import: [2, 'Import'],
  LeadMagnet: [3, 'Lead magnet'],
  LeadMagnetSubmission: [4, 'Lead magnet submission'],
  Discovery: [5, 'Discovery'],
});
export type InfluencerSource = ValueOf<typeof InfluencerSource>;

export const {
  values: ChannelType,
  schema: channelType,
  labels: channelTypeLabel,
} = labelledCodes({ Youtube: [1, 'YouTube'], Twitch: [2, 'Twitch'] });
export type ChannelType = ValueOf<typeof ChannelType>;

export const {
  values: CampaignStatus,
  schema: campaignStatus,
  labels: campaignStatusLabel,
} = labelledCodes({ Active: [1, 'Active'], Closed: [2, 'Closed'] });
export type CampaignStatus = ValueOf<typeof CampaignStatus>;

export const {
  values: CampaignType,
  schema: campaignType,
  labels: campaignTypeLabel,
} = labelledEnum({ Free: ['free', 'Free'], Paid: ['paid', 'Paid'] });
export type CampaignType = ValueOf<typeof CampaignType>;

/**
 * The labels are a free campaign's: paid campaigns call Shortlisted "Approved" and Published
 * "Completed" (campaignInfluencerStatusLabel).
 */
export const {
  values: CampaignInfluencerStatus,
  schema: campaignInfluencerStatus,
  labels: freeCampaignInfluencerStatusLabel,
} = labelledCodes({
  Pending: [1, 'Pending'],
  Invited: [2, 'Invited'],
  Shortlisted: [3, 'Shortlisted'],
  Published: [4, 'Published'],
  Rejected: [5, 'Rejected'],
  Paid: [6, 'Paid'],
});
export type CampaignInfluencerStatus = ValueOf<typeof CampaignInfluencerStatus>;

export const {
  values: MailingStatus,
  schema: mailingStatus,
  labels: mailingStatusLabel,
} = labelledEnum({
  Sent: ['sent', 'Sent'],
  Pending: ['pending', 'Sending'],
  Draft: ['draft', 'Draft'],
  Failed: ['failed', 'Failed'],
});
export type MailingStatus = ValueOf<typeof MailingStatus>;

export const {
  values: EmailStatStatus,
  schema: emailStatStatus,
  labels: emailStatStatusLabel,
} = labelledEnum({
  Sent: ['sent', 'Sent'],
  Delivered: ['delivered', 'Delivered'],
  Opened: ['opened', 'Opened'],
  Clicked: ['clicked', 'Clicked'],
  Error: ['error', 'Error'],
  Bounced: ['bounced', 'Bounced'],
  NotOpened: ['not_opened', 'Not opened'],
});
export type EmailStatStatus = ValueOf<typeof EmailStatStatus>;

/**
 * Game platforms: a product's platforms, its store links, and a campaign's redeem-code
 * pools (PRODUCT.md "Keys"). The ids are stable.
 */
export const {
  values: GamePlatform,
  schema: gamePlatform,
  labels: gamePlatformLabel,
} = labelledEnum({
  Steam: ['steam', 'Steam'],
  Epic: ['epic', 'Epic Games Store'],
  Gog: ['gog', 'GOG'],
  Xbox: ['xbox', 'Xbox'],
  Playstation: ['playstation', 'PlayStation'],
  Switch: ['switch', 'Nintendo Switch'],
  Itch: ['itch', 'itch.io'],
  Other: ['other', 'Other'],
});
export type GamePlatform = ValueOf<typeof GamePlatform>;

/**
 * Where a channel's numbers stand:
 * - pending: added, the first refresh has not run yet;
 * - ok: refreshed from the platform (see refreshedAt);
 * - not_configured: no API key for this platform, the channel is kept without stats
 *   (the interface shows "stats not configured");
 * - not_found: the platform says the channel (or the video it was added by) does not exist;
 * - error: the last refresh failed (statsError says why; quota exhaustion included).
 */
export const {
  values: ChannelStatsStatus,
  schema: channelStatsStatus,
  labels: channelStatsStatusLabel,
} = labelledEnum({
  Pending: ['pending', 'Refreshing'],
  Ok: ['ok', 'Up to date'],
  NotConfigured: ['not_configured', 'Stats not configured'],
  NotFound: ['not_found', 'Channel not found on the platform'],
  Error: ['error', 'Refresh failed'],
});
export type ChannelStatsStatus = ValueOf<typeof ChannelStatsStatus>;

/**
 * suggested: found by the scan of creators' uploads, waiting for a decision;
 * published: counts for the campaign (added by URL, accepted suggestion, or the creator's
 * submission on the invite page); skipped: a suggestion turned down.
 */
export const {
  values: PostStatus,
  schema: postStatus,
  labels: postStatusLabel,
} = labelledEnum({
  Suggested: ['suggested', 'Suggested'],
  Published: ['published', 'Published'],
  Skipped: ['skipped', 'Skipped'],
});
export type PostStatus = ValueOf<typeof PostStatus>;

/**
 * Where the invite email stands. 'queued': in the outbox, not sent yet; 'sent' / 'failed' once
 * the mail server answered; 'bounced': sent, then a delivery status notification came back
 * to the sender's mailbox (issue 27); 'none': invited without an email (no address, or unsubscribed),
 * so there is nothing to wait for. null: never invited.
 */
export const {
  values: InviteEmailState,
  schema: inviteEmailState,
  labels: inviteEmailStateLabel,
} = labelledEnum({
  Queued: ['queued', 'Queued (not sent yet)'],
  Sent: ['sent', 'Sent'],
  Failed: ['failed', 'Failed'],
  Bounced: ['bounced', 'Bounced'],
  None: ['none', 'No email'],
});
export type InviteEmailState = ValueOf<typeof InviteEmailState>;

/** A campaign's email types (PRODUCT.md "Email"); each has default content the campaign may override. */
export const {
  values: EmailTemplateType,
  schema: emailTemplateType,
  labels: emailTemplateTypeLabel,
} = labelledEnum({
  Invite: ['invite', 'Invite'],
  KeyDelivered: ['key_delivered', 'Key delivered'],
  Approved: ['approved', 'Approved'],
  Rejected: ['rejected', 'Rejected'],
  Reminder: ['reminder', 'Reminder'],
  ChannelConfirmation: ['channel_confirmation', 'Channel confirmation'],
  PostSuggestion: ['post_suggestion', 'Post suggestion'],
});
export type EmailTemplateType = ValueOf<typeof EmailTemplateType>;

/** How a sender account signs in to its mail server (mailer-auth.ts). */
export const {
  values: MailerAuthType,
  schema: mailerAuthType,
  labels: mailerAuthTypeLabel,
} = labelledEnum({ Smtp: ['smtp', 'SMTP'], Gmail: ['gmail', 'Gmail'] });
export type MailerAuthType = ValueOf<typeof MailerAuthType>;

/** Where a redeem code stands (redeem-codes.ts). */
export const {
  values: RedeemCodeStatus,
  schema: redeemCodeStatus,
  labels: redeemCodeStatusLabel,
} = labelledEnum({
  Available: ['available', 'Available'],
  Reserved: ['reserved', 'Reserved'],
  Issued: ['issued', 'Issued'],
});
export type RedeemCodeStatus = ValueOf<typeof RedeemCodeStatus>;

/** What the redeem-code audit log records. */
export const {
  values: RedeemCodeAuditAction,
  schema: redeemCodeAuditAction,
  labels: redeemCodeAuditActionLabel,
} = labelledEnum({
  Import: ['import', 'Imported'],
  ExportUnused: ['export-unused', 'Exported unused'],
  ExportUsed: ['export-used', 'Exported used'],
  Transfer: ['transfer', 'Transferred'],
  Fulfil: ['fulfil', 'Issued'],
  BundleSize: ['bundle-size', 'Bundle size changed'],
});
export type RedeemCodeAuditAction = ValueOf<typeof RedeemCodeAuditAction>;

/** Background work the user can watch (`/task/{type}`). Later issues add types. */
export const {
  values: TaskType,
  schema: taskType,
  labels: taskTypeLabel,
} = labelledEnum({
  InfluencerImport: ['influencer-import', 'Influencer import'],
  ChannelRefresh: ['channel-refresh', 'Channel refresh'],
});
export type TaskType = ValueOf<typeof TaskType>;

/**
 * pending -> running -> completed | failed. A running task whose worker stopped (a crash, a
 * deploy) is resuming until another worker has taken it over and made progress again; it
 * then goes on from its last committed step.
 */
export const {
  values: TaskStatus,
  schema: taskStatus,
  labels: taskStatusLabel,
} = labelledEnum({
  Pending: ['pending', 'Waiting'],
  Running: ['running', 'Running'],
  Resuming: ['resuming', 'Resuming'],
  Completed: ['completed', 'Completed'],
  Failed: ['failed', 'Failed'],
});
export type TaskStatus = ValueOf<typeof TaskStatus>;

export const SubmissionStatus = {
  NotMapped: 'not mapped',
  Mapped: 'mapped',
  EmailSent: 'email sent',
  AddedToWorkflow: 'added to workflow',
  CheckError: 'check error',
} as const;
export type SubmissionStatus = ValueOf<typeof SubmissionStatus>;

export const PaymentStatus = { Paid: 'paid', Pending: 'pending', Unclaimed: 'unclaimed' } as const;
export type PaymentStatus = ValueOf<typeof PaymentStatus>;

/** Builds a zod-friendly tuple of an enum object's values. */
export function enumValues<T extends Record<string, string | number>>(e: T): T[keyof T][] {
  return Object.values(e) as T[keyof T][];
}
