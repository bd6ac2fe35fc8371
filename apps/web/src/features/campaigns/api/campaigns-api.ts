import {
  type AddCampaignInfluencersRequest,
  type ApproveInfluencersRequest,
  type CampaignStatsRequest,
  type CreateWebhookRequest,
  campaignEndpoints,
  type ExportCampaignInfluencersRequest,
  type InviteInfluencersRequest,
  type PayInfluencersRequest,
  type PostListRequest,
  postEndpoints,
  type TransferCampaignInfluencersRequest,
  type UpdateWebhookRequest,
  type WorkflowListRequest,
  type WorkflowPreviewRequest,
  webhookEndpoints,
  workflowEndpoints,
} from '@app/contract';
import { callEndpoint, downloadEndpointFile } from '../../../api/call-endpoint.ts';
import { resourceCalls } from '../../../api/resource-calls.ts';

// Plain calls, one per endpoint; the hooks in campaigns-queries.ts add caching.

export const {
  list: listCampaigns,
  get: getCampaign,
  create: createCampaign,
  update: updateCampaign,
  delete: deleteCampaigns,
} = resourceCalls(campaignEndpoints);

export function listCampaignUsers(signal?: AbortSignal) {
  return callEndpoint(campaignEndpoints.userList, {
    body: { page: 0, pageSize: 100, sort: { field: 'name', order: 'asc' } },
    signal,
  });
}

/** Brief and instructions files: PDF or an image. */
export function uploadCampaignFile(file: File) {
  return callEndpoint(campaignEndpoints.uploadFile, { file });
}

export function getCampaignStats(id: number, body: CampaignStatsRequest, signal?: AbortSignal) {
  return callEndpoint(campaignEndpoints.stats, { params: { id }, body, signal });
}

// Workflow

export function listWorkflow(id: number, body: WorkflowListRequest, signal?: AbortSignal) {
  return callEndpoint(workflowEndpoints.list, { params: { id }, body, signal });
}

export function getWorkflowStats(id: number, signal?: AbortSignal) {
  return callEndpoint(workflowEndpoints.stats, { params: { id }, signal });
}

export function addCampaignInfluencers(id: number, body: AddCampaignInfluencersRequest) {
  return callEndpoint(workflowEndpoints.add, { params: { id }, body });
}

export function transferCampaignInfluencers(id: number, body: TransferCampaignInfluencersRequest) {
  return callEndpoint(workflowEndpoints.transfer, { params: { id }, body });
}

export type SimpleWorkflowAction = 'invite' | 'reject' | 'delete';

export function runWorkflowAction(id: number, action: SimpleWorkflowAction, ids: number[]) {
  return callEndpoint(workflowEndpoints[action], { params: { id }, body: { ids } });
}

/** Invite; Rejected creators among the ids only when `includeRejected` (issue 31). */
export function inviteInfluencers(id: number, body: InviteInfluencersRequest) {
  return callEndpoint(workflowEndpoints.invite, { params: { id }, body });
}

/** What a bulk step would do (moves, refusals, emails, amounts), before confirming it. */
export function previewWorkflowAction(
  id: number,
  body: WorkflowPreviewRequest,
  signal?: AbortSignal,
) {
  return callEndpoint(workflowEndpoints.preview, { params: { id }, body, signal });
}

export function approveInfluencers(id: number, body: ApproveInfluencersRequest) {
  return callEndpoint(workflowEndpoints.approve, { params: { id }, body });
}

export function payInfluencers(id: number, body: PayInfluencersRequest) {
  return callEndpoint(workflowEndpoints.pay, { params: { id }, body });
}

/** Saves influencers.xlsx (or the server's name for it). */
export function exportWorkflow(id: number, body: ExportCampaignInfluencersRequest) {
  return downloadEndpointFile(workflowEndpoints.export, { params: { id }, body });
}

// Posts

export function listPosts(id: number, body: PostListRequest, signal?: AbortSignal) {
  return callEndpoint(postEndpoints.list, { params: { id }, body, signal });
}

export function addPost(id: number, url: string) {
  return callEndpoint(postEndpoints.add, { params: { id }, body: { url } });
}

export function decidePosts(id: number, decision: 'publish' | 'skip', ids: number[]) {
  return callEndpoint(postEndpoints[decision], { params: { id }, body: { ids } });
}

// Webhooks (Settings > Integrations)

export function listWebhooks(id: number, signal?: AbortSignal) {
  return callEndpoint(webhookEndpoints.list, { params: { id }, signal });
}

export function createWebhook(id: number, body: CreateWebhookRequest) {
  return callEndpoint(webhookEndpoints.create, { params: { id }, body });
}

export function updateWebhook(id: number, webhookId: number, body: UpdateWebhookRequest) {
  return callEndpoint(webhookEndpoints.update, { params: { id, webhookId }, body });
}

export function deleteWebhooks(id: number, ids: number[]) {
  return callEndpoint(webhookEndpoints.delete, { params: { id }, body: { ids } });
}
