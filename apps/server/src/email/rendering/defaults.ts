import type { EmailTemplateType } from '@app/contract';

/** What a campaign sends until it saves its own content for a type. */
export const defaultEmailContent: Record<EmailTemplateType, { subject: string; body: string }> = {
  invite: {
    subject: 'Invitation: {{campaign.name}}',
    body: '<p>Hi {{influencer.firstName}},</p><p>We would love to have {{influencer.mediaName}} on board for <strong>{{campaign.name}}</strong>.</p><p><a href="{{inviteLink}}">See the campaign and get your key</a></p><p>Thanks!</p>',
  },
  key_delivered: {
    subject: 'Your key for {{campaign.name}}',
    body: '<p>Hi {{influencer.firstName}},</p><p>Here is your key for <strong>{{campaign.name}}</strong>: <strong>{{key}}</strong></p><p>Everything about the campaign is on <a href="{{inviteLink}}">your invitation page</a>.</p>',
  },
  approved: {
    subject: 'You are in: {{campaign.name}}',
    body: '<p>Hi {{influencer.firstName}},</p><p>Good news: {{influencer.mediaName}} has been approved for <strong>{{campaign.name}}</strong>.</p><p><a href="{{inviteLink}}">Open your invitation page</a></p>',
  },
  rejected: {
    subject: 'About {{campaign.name}}',
    body: '<p>Hi {{influencer.firstName}},</p><p>Thank you for your interest in <strong>{{campaign.name}}</strong>. This time we will not be moving forward with {{influencer.mediaName}}.</p>',
  },
  reminder: {
    subject: 'Reminder: {{campaign.name}}',
    body: '<p>Hi {{influencer.firstName}},</p><p>A friendly reminder about <strong>{{campaign.name}}</strong>.</p><p><a href="{{inviteLink}}">Open your invitation page</a></p>',
  },
  channel_confirmation: {
    // The link proves the address the creator typed, never the channel (issue 26): said so.
    subject: 'Please confirm your email address for {{campaign.name}}',
    body: '<p>Hi {{influencer.firstName}},</p><p>Thanks for applying to <strong>{{campaign.name}}</strong> with {{influencer.mediaName}}. Please confirm this email address is yours: <a href="{{inviteLink}}">confirm</a>.</p>',
  },
  post_suggestion: {
    subject: 'Is this your video for {{campaign.name}}?',
    body: '<p>Hi {{influencer.firstName}},</p><p>We found a recent upload from {{influencer.mediaName}} that may be about <strong>{{campaign.name}}</strong>. Please confirm it on <a href="{{inviteLink}}">your invitation page</a>.</p>',
  },
};
