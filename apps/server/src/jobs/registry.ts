import {
  sendCampaignInviteJob,
  sendWorkflowEmailJob,
} from '../modules/campaign-influencers/jobs.ts';
import { refreshChannelsJob, refreshStaleChannelsJob } from '../modules/channels/jobs.ts';
import { discoveryIngestJobs } from '../modules/discovery/ingest-jobs.ts';
import { importDiscoverySeedJob } from '../modules/discovery/seed-import.ts';
import { deliverEmailsJob, recoverEmailDeliveriesJob } from '../modules/email-delivery/jobs.ts';
import { deleteStoredObjectJob, sweepUnattachedUploadsJob } from '../modules/files/jobs.ts';
import { importInfluencersJob } from '../modules/influencers/import/import-job.ts';
import { captureStepJob } from '../modules/live-capture/pipeline/steps.ts';
import {
  markSeenInMailboxJob,
  scheduleMailboxSyncsJob,
  syncMailboxJob,
} from '../modules/mail-sync/jobs.ts';
import { refreshPostStatsJob, scanSuggestedPostsJob } from '../modules/posts/jobs.ts';
import { deliverWebhookJob } from '../modules/webhooks/jobs.ts';
import type { JobDefinition } from './define-job.ts';
import { createJobRegistry } from './job-queue.ts';

// Modules that follow how their emails end register with email-delivery (settled.ts) when
// loaded; every process that runs jobs loads this file, so they are always listening.
import '../modules/campaign-influencers/invite-email-state.ts';
import '../modules/mail-sync/sent-copies.ts';
import '../modules/live-capture/pipeline/email-outcomes.ts';

/** Every job of the application; a job must be listed here to be enqueued or worked. */
export const allJobs: readonly JobDefinition[] = [
  deleteStoredObjectJob as JobDefinition,
  sweepUnattachedUploadsJob as JobDefinition,
  refreshChannelsJob as JobDefinition,
  refreshStaleChannelsJob as JobDefinition,
  importInfluencersJob as JobDefinition,
  sendCampaignInviteJob as JobDefinition,
  sendWorkflowEmailJob as JobDefinition,
  deliverWebhookJob as JobDefinition,
  deliverEmailsJob as JobDefinition,
  recoverEmailDeliveriesJob as JobDefinition,
  refreshPostStatsJob as JobDefinition,
  scanSuggestedPostsJob as JobDefinition,
  syncMailboxJob as JobDefinition,
  scheduleMailboxSyncsJob as JobDefinition,
  markSeenInMailboxJob as JobDefinition,
  ...discoveryIngestJobs,
  importDiscoverySeedJob as JobDefinition,
  captureStepJob as JobDefinition,
];

export const jobRegistry = createJobRegistry(allJobs);
