import {
  type ApplyMappingRequest,
  type CreateBlocklistEntryRequest,
  type CreateLeadMagnetRequest,
  leadMagnetEndpoints,
  type StatsPeriod,
  type SubmissionListQuery,
  type UpdateLeadMagnetRequest,
} from '@app/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

// Plain calls, one per endpoint (SPEC 7 "Lead magnet"); the hooks in live-capture-queries.ts
// add caching. `campaignId` is the campaign the lead magnet belongs to.

export function getLeadMagnet(campaignId: number, signal?: AbortSignal) {
  return callEndpoint(leadMagnetEndpoints.get, { params: { id: campaignId }, signal });
}

export function createLeadMagnet(campaignId: number, body: CreateLeadMagnetRequest) {
  return callEndpoint(leadMagnetEndpoints.create, { params: { id: campaignId }, body });
}

export function updateLeadMagnet(
  campaignId: number,
  leadMagnetId: number,
  body: UpdateLeadMagnetRequest,
) {
  return callEndpoint(leadMagnetEndpoints.update, {
    params: { id: campaignId, lid: leadMagnetId },
    body,
  });
}

export function listSubmissions(
  campaignId: number,
  query: SubmissionListQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(leadMagnetEndpoints.submissions, {
    params: { id: campaignId },
    query,
    signal,
  });
}

/** What the team may do to one submission from its row: each is a call with no body. */
const submissionActions = {
  retry: leadMagnetEndpoints.retry,
  addToCampaign: leadMagnetEndpoints.addToCampaign,
  delete: leadMagnetEndpoints.deleteSubmission,
};

export type SubmissionAction = keyof typeof submissionActions;

/** One submission (by `id`) and what to do to it. */
export type SubmissionStep = { action: SubmissionAction; id: number };

export function actOnSubmission(campaignId: number, { action, id }: SubmissionStep) {
  return callEndpoint(submissionActions[action], { params: { id: campaignId, sid: id } });
}

/** One submission (by `id`) and the creator fields its answers go into. */
export type SubmissionMapping = { id: number; body: ApplyMappingRequest };

export function applySubmissionMapping(campaignId: number, { id, body }: SubmissionMapping) {
  return callEndpoint(leadMagnetEndpoints.applyMapping, {
    params: { id: campaignId, sid: id },
    body,
  });
}

/** One campaign's figures, or every live-capture campaign's when `campaignId` is null. */
export function getCaptureStats(
  campaignId: number | null,
  period: StatsPeriod,
  signal?: AbortSignal,
) {
  return callEndpoint(leadMagnetEndpoints.stats, {
    query: campaignId === null ? { period } : { campaignId, period },
    signal,
  });
}

// Blocklist (Settings > Live capture blocklist)

export function listBlocklist(
  body: { search?: string; page: number; pageSize: number },
  signal?: AbortSignal,
) {
  return callEndpoint(leadMagnetEndpoints.blocklist, { body, signal });
}

export function createBlocklistEntry(body: CreateBlocklistEntryRequest) {
  return callEndpoint(leadMagnetEndpoints.blockCreate, { body });
}

export function deleteBlocklistEntry(id: number) {
  return callEndpoint(leadMagnetEndpoints.blockDelete, { params: { id } });
}
