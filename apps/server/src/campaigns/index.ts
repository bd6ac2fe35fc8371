// Campaigns: products, campaigns, their Workflow, keys, posts, statistics, dashboard,
// webhooks and the creator invite page. Stands on email, the CRM, core and the platform.
export { loadCampaign, lockCampaign } from './campaigns/load-campaign.ts';
export { periodSpanOf, spanColumns } from './dashboard/period-span.ts';
export { bounds, periodBucketOf, periodBuckets } from './dashboard/queries.ts';
export { contentFor } from './emails/templates.ts';
export { completeInviteSignIn } from './invite-page/channel-proof.ts';
export { reserveBundles } from './keys/claims.ts';
export { queueInvitesNow } from './workflow/jobs.ts';
export { addCampaignInfluencers, workflowCampaign } from './workflow/service.ts';
export type { TransitionBy } from './workflow/workflow.ts';
export {
  addInfluencersToCampaign,
  applyWorkflowAction,
  emailOutcomeOf,
  toWorkflowCampaign,
  workflowRows,
} from './workflow/workflow.ts';

import { EmailTemplateType } from '@app/contract';
import { onInfluencerLifecycle } from '../crm/index.ts';
import { onEmailSettled } from '../email/index.ts';
import type { AreaManifest } from '../platform/index.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { emailStatsRoutes } from './email-stats/routes.ts';
import { emailTemplateRoutes } from './emails/routes.ts';
import { invitePageRoutes } from './invite-page/routes.ts';
import { influencerKeys } from './keys/influencer-keys.ts';
import { publicRedeemCodeRoutes } from './keys/public-routes.ts';
import { redeemCodeRoutes } from './keys/routes.ts';
import { refreshPostStatsJob, scanSuggestedPostsJob, schedulePostJobs } from './posts/jobs.ts';
import { postRoutes } from './posts/routes.ts';
import { productRoutes } from './products/routes.ts';
import { CAMPAIGN_EMAIL_KINDS, queueEmailBouncedWebhooks } from './webhooks/email-bounced.ts';
import { deliverWebhookJob } from './webhooks/jobs.ts';
import { webhookRoutes } from './webhooks/routes.ts';
import { influencerCampaignRows } from './workflow/influencer-campaign-rows.ts';
import { recordInviteEmailOutcome } from './workflow/invite-email-state.ts';
import { sendCampaignInviteJob, sendWorkflowEmailJob } from './workflow/jobs.ts';
import { campaignInfluencerRoutes } from './workflow/routes.ts';

export const campaignsArea = {
  name: 'campaigns',
  routes: [
    dashboardRoutes,
    productRoutes,
    campaignRoutes,
    campaignInfluencerRoutes,
    webhookRoutes,
    postRoutes,
    redeemCodeRoutes,
    // The invite page's calls keep their own scope (a malformed token answers 404).
    invitePageRoutes,
    publicRedeemCodeRoutes,
    emailTemplateRoutes,
    emailStatsRoutes,
  ],
  jobs: [
    sendCampaignInviteJob,
    sendWorkflowEmailJob,
    deliverWebhookJob,
    refreshPostStatsJob,
    scanSuggestedPostsJob,
  ],
  schedules: [(jobs, { config }) => schedulePostJobs(jobs, config)],
  listeners: [
    // The Workflow's invite column follows how each invite email ends.
    () => onEmailSettled(EmailTemplateType.Invite, recordInviteEmailOutcome),
    // A campaign email's bounce, read back from the mailbox, goes out as `email.bounced`.
    () => {
      for (const kind of CAMPAIGN_EMAIL_KINDS) onEmailSettled(kind, queueEmailBouncedWebhooks);
    },
    // A creator's campaign rows and reserved keys follow a merge or a delete in the CRM.
    () => onInfluencerLifecycle(influencerCampaignRows),
    () => onInfluencerLifecycle(influencerKeys),
  ],
} satisfies AreaManifest;
