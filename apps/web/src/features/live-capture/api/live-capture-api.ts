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

export function deleteSubmission(campaignId: number, submissionId: number) {
  return callEndpoint(leadMagnetEndpoints.deleteSubmission, {
    params: { id: campaignId, sid: submissionId },
  });
}

export function retrySubmission(campaignId: number, submissionId: number) {
  return callEndpoint(leadMagnetEndpoints.retry, { params: { id: campaignId, sid: submissionId } });
}

export function addSubmissionToCampaign(campaignId: number, submissionId: number) {
  return callEndpoint(leadMagnetEndpoints.addToCampaign, {
    params: { id: campaignId, sid: submissionId },
  });
}

export function applySubmissionMapping(
  campaignId: number,
  submissionId: number,
  body: ApplyMappingRequest,
) {
  return callEndpoint(leadMagnetEndpoints.applyMapping, {
    params: { id: campaignId, sid: submissionId },
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
