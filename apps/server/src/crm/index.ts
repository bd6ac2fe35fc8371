// The CRM: influencers, their channels and platform figures, lists and saved table views.
// Stands on core and the platform; campaigns follow its influencers through lifecycle hooks.
export { intArray, jsonParam, refreshInfluencerAggregates } from './channels/aggregates.ts';
export { freshStatsColumns } from './channels/fresh-stats-columns.ts';
export { refreshChannelsJob } from './channels/jobs.ts';
export { lookupKeyOf, parseChannelUrl } from './channels/parse-channel-url.ts';
export { lookupOf, refreshChannel } from './channels/refresh.ts';
export {
  findExistingChannel,
  insertChannel,
  newChannelValues,
  withChannelCheck,
} from './channels/service.ts';
export { toChannelSummary } from './channels/to-channel-dto.ts';
export { assertInfluencer } from './influencers/assert-influencer.ts';
export type { InfluencerLifecycleHooks, InfluencerMerge } from './influencers/lifecycle-hooks.ts';
export { onInfluencerLifecycle } from './influencers/lifecycle-hooks.ts';
export { addInfluencersToLists } from './lists/service.ts';
export type { OwnedChannel } from './providers/channel-owner.ts';
export {
  channelSignInConfigured,
  channelSignInUrl,
  channelsOfSignIn,
} from './providers/channel-owner.ts';
export type { ChannelStats, RecentPost } from './providers/channel-stats.ts';
export { ProviderError } from './providers/provider-error.ts';
export { providersFor } from './providers/providers.ts';
export type { ChannelSignInState } from './providers/sign-in-state.ts';
export {
  readChannelSignInState,
  signChannelSignInState,
} from './providers/sign-in-state.ts';

import type { AreaManifest } from '../platform/index.ts';
import {
  refreshChannelsJob,
  refreshStaleChannelsJob,
  scheduleChannelRefresh,
} from './channels/jobs.ts';
import { importInfluencersJob } from './influencers/import/import-job.ts';
import { influencerRoutes } from './influencers/routes.ts';
import { listRoutes } from './lists/routes.ts';
import { registerCrmIntegrations } from './providers/integration-probes.ts';
import { tableViewRoutes } from './table-views/routes.ts';

export const crmArea = {
  name: 'crm',
  routes: [listRoutes, tableViewRoutes, influencerRoutes],
  jobs: [refreshChannelsJob, refreshStaleChannelsJob, importInfluencersJob],
  schedules: [(jobs, { config }) => scheduleChannelRefresh(jobs, config)],
  listeners: [registerCrmIntegrations],
} satisfies AreaManifest;
