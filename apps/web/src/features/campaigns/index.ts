// What other features may use of campaigns: the queries, paths and labels, and the form pieces
// the live-capture screens share with the campaign wizard and settings.
export {
  useCampaign,
  useCampaigns,
  useCreateCampaign,
  useUpdateCampaign,
  useWorkflow,
  useWorkflowStats,
} from './api/campaigns-queries.ts';
// The campaign form whole: its schema, steps and conversions are what the wizard shares.
export * from './logic/campaign-form.ts';
export { useCampaignMedia } from './logic/campaign-media.ts';
export { campaignHref } from './logic/campaign-paths.ts';
export { periodFromParam } from './logic/stats-period.ts';
export { useCampaignRoute } from './logic/use-campaign-route.ts';
export { statusChips } from './logic/workflow-status.ts';
export { AddLiveCaptureButton } from './sections/add-live-capture-button.tsx';
export { BasicInfoFields } from './sections/basic-info-fields.tsx';
export { BriefFields } from './sections/brief-fields.tsx';
export { CampaignArt, CampaignStatusLabel } from './sections/campaign-labels.tsx';
export { CampaignNotLoaded } from './sections/campaign-not-loaded.tsx';
