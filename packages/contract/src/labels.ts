import {
  CampaignInfluencerStatus,
  CampaignType,
  MailingStatus,
  UserRole,
  UserStatus,
} from './enums.ts';

export const userRoleLabel: Record<UserRole, string> = {
  [UserRole.Admin]: 'Admin',
  [UserRole.Manager]: 'Manager',
};

export const userStatusLabel: Record<UserStatus, string> = {
  [UserStatus.Active]: 'Active',
  [UserStatus.Suspended]: 'Suspended',
};

/** Paid campaigns call Shortlisted "Approved" and Published "Completed" (SPEC 4). */
export function campaignInfluencerStatusLabel(
  status: CampaignInfluencerStatus,
  campaignType: CampaignType,
): string {
  const paid = campaignType === CampaignType.Paid;
  switch (status) {
    case CampaignInfluencerStatus.Pending:
      return 'Pending';
    case CampaignInfluencerStatus.Invited:
      return 'Invited';
    case CampaignInfluencerStatus.Shortlisted:
      return paid ? 'Approved' : 'Shortlisted';
    case CampaignInfluencerStatus.Published:
      return paid ? 'Completed' : 'Published';
    case CampaignInfluencerStatus.Rejected:
      return 'Rejected';
    case CampaignInfluencerStatus.Paid:
      return 'Paid';
  }
}

export const mailingStatusLabel: Record<MailingStatus, string> = {
  [MailingStatus.Sent]: 'Sent',
  [MailingStatus.Pending]: 'Sending',
  [MailingStatus.Draft]: 'Draft',
  [MailingStatus.Failed]: 'Failed',
};
