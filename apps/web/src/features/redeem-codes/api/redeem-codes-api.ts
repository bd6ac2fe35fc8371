import {
  redeemCodeEndpoints as endpoints,
  type FulfillRedeemCodesRequest,
  type RedeemCodeAuditRequest,
  type RedeemCodeListRequest,
  type RedeemCodePlatform,
  type SetBundleSizeRequest,
  type TransferUnusedRequest,
} from '@app/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { type ExportInput, exportCodes } from '../logic/export-file.ts';

// Plain calls, one per endpoint; redeem-codes-queries.ts adds caching.

export function getPlatforms(signal?: AbortSignal) {
  return callEndpoint(endpoints.platforms, { signal });
}

export function getStats(campaignId: number, signal?: AbortSignal) {
  return callEndpoint(endpoints.stats, { body: { campaignId }, signal });
}

export function getRequestStats(campaignId: number, signal?: AbortSignal) {
  return callEndpoint(endpoints.requestStats, { body: { campaignId }, signal });
}

export function listCodes(body: RedeemCodeListRequest, signal?: AbortSignal) {
  return callEndpoint(endpoints.list, { body, signal });
}

export function listAudit(body: RedeemCodeAuditRequest, signal?: AbortSignal) {
  return callEndpoint(endpoints.audit, { body, signal });
}

export function getAlerts(signal?: AbortSignal) {
  return callEndpoint(endpoints.alerts, { signal });
}

/** The file import: the fields go first, then the file, as the server reads the stream in order. */
export function importCodeFile(
  input: { campaignId: number; platform: RedeemCodePlatform; file: File },
  signal?: AbortSignal,
) {
  const { file, ...fields } = input;
  return callEndpoint(endpoints.importFile, { fields, file, signal });
}

export function setBundleSize(body: SetBundleSizeRequest) {
  return callEndpoint(endpoints.setBundleSize, { body });
}

export function transferUnused(body: TransferUnusedRequest) {
  return callEndpoint(endpoints.transferUnused, { body });
}

export function fulfillCodes(body: FulfillRedeemCodesRequest) {
  return callEndpoint(endpoints.fulfill, { body });
}

export function exportRedeemCodes(input: ExportInput) {
  return exportCodes(input);
}
