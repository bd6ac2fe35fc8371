// Numeric codes are the SPEC's (section 4); labels are what the interface shows.

export const UserRole = { Admin: 1, Manager: 2 } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

export const UserStatus = { Active: 1, Suspended: 2 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

export const InfluencerStatus = { Active: 1, Suspended: 2 } as const;
export type InfluencerStatus = (typeof InfluencerStatus)[keyof typeof InfluencerStatus];

export const InfluencerSource = {
  Manual: 1,
  Import: 2,
  LeadMagnet: 3,
  LeadMagnetSubmission: 4,
  Discovery: 5,
} as const;
export type InfluencerSource = (typeof InfluencerSource)[keyof typeof InfluencerSource];

export const ChannelType = { Youtube: 1, Twitch: 2 } as const;
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];

export const CampaignStatus = { Active: 1, Closed: 2 } as const;
export type CampaignStatus = (typeof CampaignStatus)[keyof typeof CampaignStatus];

export const CampaignType = { Free: 'free', Paid: 'paid' } as const;
export type CampaignType = (typeof CampaignType)[keyof typeof CampaignType];

export const CampaignInfluencerStatus = {
  Pending: 1,
  Invited: 2,
  Shortlisted: 3,
  Published: 4,
  Rejected: 5,
  Paid: 6,
} as const;
export type CampaignInfluencerStatus =
  (typeof CampaignInfluencerStatus)[keyof typeof CampaignInfluencerStatus];

export const MailingStatus = {
  Sent: 'sent',
  Pending: 'pending',
  Draft: 'draft',
  Failed: 'failed',
} as const;
export type MailingStatus = (typeof MailingStatus)[keyof typeof MailingStatus];

export const EmailStatStatus = {
  Sent: 'sent',
  Delivered: 'delivered',
  Opened: 'opened',
  Clicked: 'clicked',
  Error: 'error',
  NotOpened: 'not_opened',
} as const;
export type EmailStatStatus = (typeof EmailStatStatus)[keyof typeof EmailStatStatus];

export const SubmissionStatus = {
  NotMapped: 'not mapped',
  Mapped: 'mapped',
  EmailSent: 'email sent',
  AddedToWorkflow: 'added to workflow',
  CheckError: 'check error',
} as const;
export type SubmissionStatus = (typeof SubmissionStatus)[keyof typeof SubmissionStatus];

export const PaymentStatus = { Paid: 'paid', Pending: 'pending', Unclaimed: 'unclaimed' } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Builds a zod-friendly tuple of an enum object's values. */
export function enumValues<T extends Record<string, string | number>>(e: T): T[keyof T][] {
  return Object.values(e) as T[keyof T][];
}
