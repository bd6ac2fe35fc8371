// Email: sender accounts, rendering, the outbox and its delivery, tracking links, mailbox
// sync and Mailings. Stands on the CRM, core and the platform; knows no campaign module
// (areas above follow their emails through onEmailSettled).
export { closeEmailPools, messageIdOf } from './delivery/deliver.ts';
export type { EmailDraft } from './delivery/outbox.ts';
export { queueEmails } from './delivery/outbox.ts';
export { resolveCampaignSender } from './delivery/sender.ts';
export type { EmailSettlement, SettledEmail } from './delivery/settled.ts';
export { onEmailSettled } from './delivery/settled.ts';
export { defaultEmailContent } from './rendering/defaults.ts';
export {
  assertKnownVariables,
  influencerVariableColumns,
  inviteLinkOf,
  renderEmail,
  sanitizeEmailHtml,
} from './rendering/render.ts';
export { unsubscribeFooterHtml, unsubscribeFooterText } from './tracking/links.ts';

import type { AreaManifest } from '../platform/index.ts';
import { mailAccountRoutes } from './accounts/routes.ts';
import { MAILING_EMAIL_KIND } from './delivery/deliver.ts';
import {
  deliverEmailsJob,
  recoverEmailDeliveriesJob,
  scheduleEmailRecovery,
} from './delivery/jobs.ts';
import { onEmailSettled } from './delivery/settled.ts';
import { registerEmailIntegrations } from './integrations/register.ts';
import {
  markSeenInMailboxJob,
  scheduleMailboxSyncs,
  scheduleMailboxSyncsJob,
  syncMailboxJob,
} from './mail-sync/jobs.ts';
import { recordMailingOutcome } from './mail-sync/sent-copies.ts';
import { mailingRoutes } from './mailings/routes.ts';
import { publicEmailRoutes } from './tracking/routes.ts';

export const emailArea = {
  name: 'email',
  routes: [mailAccountRoutes, mailingRoutes, publicEmailRoutes],
  jobs: [
    deliverEmailsJob,
    recoverEmailDeliveriesJob,
    syncMailboxJob,
    scheduleMailboxSyncsJob,
    markSeenInMailboxJob,
  ],
  schedules: [scheduleEmailRecovery, scheduleMailboxSyncs],
  // A sent mailing message gets its copy in the mailbox's Sent folder once it settles.
  listeners: [
    () => onEmailSettled(MAILING_EMAIL_KIND, recordMailingOutcome),
    registerEmailIntegrations,
  ],
} satisfies AreaManifest;
