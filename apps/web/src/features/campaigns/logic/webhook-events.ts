import type { WebhookEvent } from '@app/contract';

// Readable names for the contract's event ids; the id itself is what receivers switch on.
export const webhookEventLabel: Record<WebhookEvent, string> = {
  'influencer.added': 'Creator added',
  'influencer.invited': 'Creator invited',
  'influencer.approved': 'Creator approved',
  'influencer.rejected': 'Creator rejected',
  'influencer.published': 'Creator published',
  'influencer.paid': 'Creator paid',
  'influencer.removed': 'Creator removed',
  'post.published': 'Post published',
  'email.bounced': 'Email bounced',
};
