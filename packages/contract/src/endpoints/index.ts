import type { Endpoint } from '../endpoint.ts';

// The Integrations screen's model travels with its endpoints (the package index lists files).
export * from '../integrations.ts';

import { applyPageEndpoints } from './apply-page.ts';
import { authEndpoints } from './auth.ts';
import { campaignEndpoints } from './campaigns.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { discoveryEndpoints } from './discovery.ts';
import { emailStatsEndpoints } from './email-stats.ts';
import { emailTemplateEndpoints } from './email-templates.ts';
import { influencerEndpoints } from './influencers.ts';
import { integrationEndpoints } from './integrations.ts';
import { invitePageEndpoints } from './invite-page.ts';
import { leadMagnetEndpoints } from './lead-magnets.ts';
import { listEndpoints } from './lists.ts';
import { mailAccountEndpoints } from './mail-accounts.ts';
import { mailingEndpoints } from './mailings.ts';
import { postEndpoints } from './posts.ts';
import { productEndpoints } from './products.ts';
import { redeemCodeEndpoints } from './redeem-codes.ts';
import { tableViewEndpoints } from './table-views.ts';
import { taskEndpoints } from './tasks.ts';
import { userEndpoints } from './users.ts';
import { webhookEndpoints } from './webhooks.ts';
import { workflowEndpoints } from './workflow.ts';

export { applyPageEndpoints } from './apply-page.ts';
export { authEndpoints } from './auth.ts';
export { campaignEndpoints } from './campaigns.ts';
export { dashboardEndpoints } from './dashboard.ts';
export { discoveryEndpoints } from './discovery.ts';
export { emailStatsEndpoints } from './email-stats.ts';
export { emailTemplateEndpoints } from './email-templates.ts';
export { influencerEndpoints } from './influencers.ts';
export { integrationEndpoints } from './integrations.ts';
export { invitePageEndpoints } from './invite-page.ts';
export { leadMagnetEndpoints } from './lead-magnets.ts';
export { listEndpoints } from './lists.ts';
export { mailAccountEndpoints } from './mail-accounts.ts';
export { mailingEndpoints } from './mailings.ts';
export { postEndpoints } from './posts.ts';
export { productEndpoints } from './products.ts';
export { redeemCodeEndpoints } from './redeem-codes.ts';
export { tableViewEndpoints } from './table-views.ts';
export { taskEndpoints } from './tasks.ts';
export { userEndpoints } from './users.ts';
export { webhookEndpoints } from './webhooks.ts';
export { workflowEndpoints } from './workflow.ts';

/** Every endpoint of the main API, by area: the server registers exactly these. */
export const endpointAreas = {
  applyPage: applyPageEndpoints,
  auth: authEndpoints,
  campaign: campaignEndpoints,
  dashboard: dashboardEndpoints,
  discovery: discoveryEndpoints,
  emailStats: emailStatsEndpoints,
  emailTemplate: emailTemplateEndpoints,
  influencer: influencerEndpoints,
  integration: integrationEndpoints,
  invitePage: invitePageEndpoints,
  leadMagnet: leadMagnetEndpoints,
  list: listEndpoints,
  mailAccount: mailAccountEndpoints,
  mailing: mailingEndpoints,
  post: postEndpoints,
  product: productEndpoints,
  redeemCode: redeemCodeEndpoints,
  tableView: tableViewEndpoints,
  task: taskEndpoints,
  user: userEndpoints,
  webhook: webhookEndpoints,
  workflow: workflowEndpoints,
} as const;

/** The flat list the OpenAPI document, the API-surface test and the fuzz test walk. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpointAreas).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
