import type { Campaign, EmailTemplateType } from '@app/contract';

type Settings = Pick<Campaign, 'sendApprovedEmails' | 'sendRejectedEmails' | 'sendPostSuggestions'>;

/**
 * When the product sends an email of this type for this campaign, in one sentence, through
 * `t` (the literals are the catalogue's keys).
 */
export function sentWhen(
  type: EmailTemplateType,
  campaign: Settings,
  t: (key: string) => string,
): string {
  switch (type) {
    case 'invite':
      return t('Sent when you invite creators.');
    case 'approved':
      return campaign.sendApprovedEmails
        ? t('Sent when you approve creators. You can turn it off in Settings > Emails.')
        : t('Not sent: approval emails are turned off in Settings > Emails.');
    case 'rejected':
      return campaign.sendRejectedEmails
        ? t('Sent when you reject creators. You can turn it off in Settings > Emails.')
        : t('Not sent: rejection emails are turned off in Settings > Emails.');
    case 'post_suggestion':
      return campaign.sendPostSuggestions
        ? t('Sent when a creator’s new upload matches the product.')
        : t('Not sent: post suggestions are turned off in Settings > Emails.');
    default:
      return t('Not sent automatically. Use it as the starting point of a custom email.');
  }
}
