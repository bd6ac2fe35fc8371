import {
  type AddCampaignInfluencersRequest,
  type ApproveInfluencersRequest,
  addCampaignInfluencersResponse,
  addCampaignPostResponse,
  CAMPAIGN_FILE_UPLOAD_PATH,
  type CampaignListRequest,
  type CampaignStatsRequest,
  type CreateCampaignRequest,
  type CreateWebhookRequest,
  campaign,
  campaignListResponse,
  campaignStatsResponse,
  campaignUserListResponse,
  createWebhookResponse,
  deleteCampaignsResponse,
  deleteWebhooksResponse,
  type ExportCampaignInfluencersRequest,
  type PayInfluencersRequest,
  type PostListRequest,
  postActionResponse,
  postListResponse,
  type TransferCampaignInfluencersRequest,
  transferCampaignInfluencersResponse,
  UPLOAD_FIELD,
  type UpdateCampaignRequest,
  type UpdateWebhookRequest,
  uploadResponse,
  WORKFLOW_EXPORT_FILE,
  type WorkflowListRequest,
  webhook,
  webhookListResponse,
  workflowActionResponse,
  workflowListResponse,
  workflowStats,
} from '@app/contract';
import { downloadFile } from '../../../api/download.ts';
import { http } from '../../../api/http.ts';
import { parseResponse } from '../../../api/parse-response.ts';

// Plain calls, one per endpoint; the hooks in campaigns-queries.ts add caching.

export async function listCampaigns(params: CampaignListRequest, signal?: AbortSignal) {
  return parseResponse(
    campaignListResponse,
    await http.post<unknown>('campaign/list', params, { signal }),
  );
}

export async function listCampaignUsers(signal?: AbortSignal) {
  return parseResponse(
    campaignUserListResponse,
    await http.post<unknown>(
      'campaign/user/list',
      { page: 0, pageSize: 100, sort: { field: 'name', order: 'asc' } },
      { signal },
    ),
  );
}

export async function getCampaign(id: number, signal?: AbortSignal) {
  return parseResponse(campaign, await http.get<unknown>(`campaign/${id}`, { signal }));
}

export async function createCampaign(body: CreateCampaignRequest) {
  return parseResponse(campaign, await http.post<unknown>('campaign', body));
}

export async function updateCampaign(id: number, body: UpdateCampaignRequest) {
  return parseResponse(campaign, await http.put<unknown>(`campaign/${id}`, body));
}

export async function deleteCampaigns(ids: number[]) {
  return parseResponse(
    deleteCampaignsResponse,
    await http.post<unknown>('campaign/delete', { ids }),
  );
}

/** Brief and instructions files: PDF or an image. */
export async function uploadCampaignFile(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return parseResponse(uploadResponse, await http.post<unknown>(CAMPAIGN_FILE_UPLOAD_PATH, form));
}

export async function getCampaignStats(
  id: number,
  body: CampaignStatsRequest,
  signal?: AbortSignal,
) {
  return parseResponse(
    campaignStatsResponse,
    await http.post<unknown>(`campaign/${id}/stats`, body, { signal }),
  );
}

// Workflow

export async function listWorkflow(id: number, params: WorkflowListRequest, signal?: AbortSignal) {
  return parseResponse(
    workflowListResponse,
    await http.post<unknown>(`campaign/${id}/influencers/list`, params, { signal }),
  );
}

export async function getWorkflowStats(id: number, signal?: AbortSignal) {
  return parseResponse(
    workflowStats,
    await http.get<unknown>(`campaign/${id}/influencers/stats`, { signal }),
  );
}

export async function addCampaignInfluencers(id: number, body: AddCampaignInfluencersRequest) {
  return parseResponse(
    addCampaignInfluencersResponse,
    await http.put<unknown>(`campaign/${id}/influencers`, body),
  );
}

export async function transferCampaignInfluencers(
  id: number,
  body: TransferCampaignInfluencersRequest,
) {
  return parseResponse(
    transferCampaignInfluencersResponse,
    await http.put<unknown>(`campaign/${id}/influencers/transfer`, body),
  );
}

export type SimpleWorkflowAction = 'invite' | 'reject' | 'delete';

export async function runWorkflowAction(id: number, action: SimpleWorkflowAction, ids: number[]) {
  return parseResponse(
    workflowActionResponse,
    await http.post<unknown>(`campaign/${id}/influencers/${action}`, { ids }),
  );
}

export async function approveInfluencers(id: number, body: ApproveInfluencersRequest) {
  return parseResponse(
    workflowActionResponse,
    await http.post<unknown>(`campaign/${id}/influencers/approve`, body),
  );
}

export async function payInfluencers(id: number, body: PayInfluencersRequest) {
  return parseResponse(
    workflowActionResponse,
    await http.post<unknown>(`campaign/${id}/influencers/pay`, body),
  );
}

/** Saves influencers.xlsx (or the server's name for it). */
export function exportWorkflow(id: number, body: ExportCampaignInfluencersRequest) {
  return downloadFile(http, `campaign/${id}/influencers/export`, WORKFLOW_EXPORT_FILE, { body });
}

// Posts

export async function listPosts(id: number, params: PostListRequest, signal?: AbortSignal) {
  return parseResponse(
    postListResponse,
    await http.post<unknown>(`campaign/${id}/posts/list`, params, { signal }),
  );
}

export async function addPost(id: number, url: string) {
  return parseResponse(
    addCampaignPostResponse,
    await http.post<unknown>(`campaign/${id}/posts`, { url }),
  );
}

export async function decidePosts(id: number, decision: 'publish' | 'skip', ids: number[]) {
  return parseResponse(
    postActionResponse,
    await http.post<unknown>(`campaign/${id}/posts/${decision}`, { ids }),
  );
}

// Webhooks (Settings > Integrations)

export async function listWebhooks(id: number, signal?: AbortSignal) {
  return parseResponse(
    webhookListResponse,
    await http.get<unknown>(`campaign/${id}/webhooks`, { signal }),
  );
}

export async function createWebhook(id: number, body: CreateWebhookRequest) {
  return parseResponse(
    createWebhookResponse,
    await http.post<unknown>(`campaign/${id}/webhooks`, body),
  );
}

export async function updateWebhook(id: number, webhookId: number, body: UpdateWebhookRequest) {
  return parseResponse(
    webhook,
    await http.put<unknown>(`campaign/${id}/webhooks/${webhookId}`, body),
  );
}

export async function deleteWebhooks(id: number, ids: number[]) {
  return parseResponse(
    deleteWebhooksResponse,
    await http.post<unknown>(`campaign/${id}/webhooks/delete`, { ids }),
  );
}
