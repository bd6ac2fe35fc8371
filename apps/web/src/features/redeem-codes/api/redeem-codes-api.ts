import {
  type ExportUnusedRequest,
  type ExportUsedRequest,
  type FulfillRedeemCodesRequest,
  fulfillRedeemCodesResponse,
  importRedeemCodesResponse,
  REDEEM_CODE_ALERTS_PATH,
  REDEEM_CODE_AUDIT_PATH,
  REDEEM_CODE_BUNDLE_SIZE_PATH,
  REDEEM_CODE_IMPORT_PATH,
  type RedeemCodeAuditRequest,
  type RedeemCodeListRequest,
  type RedeemCodePlatform,
  redeemCodeAlertsResponse,
  redeemCodeAuditResponse,
  redeemCodeListResponse,
  redeemCodePlatformsResponse,
  redeemCodeRequestStatsResponse,
  redeemCodeStatsResponse,
  type SetBundleSizeRequest,
  setBundleSizeResponse,
  type TransferUnusedRequest,
  transferUnusedResponse,
} from '@app/contract';
import type { HttpClient } from '../../../api/http-client.ts';
import { parseResponse } from '../../../api/parse-response.ts';
import { type ExportKind, exportCodes } from '../logic/export-file.ts';

// Plain calls, one per endpoint; redeem-codes-queries.ts adds caching. Each takes the client
// so tests can drive them with a fake fetch.

export async function getPlatforms(client: HttpClient, signal?: AbortSignal) {
  return parseResponse(
    redeemCodePlatformsResponse,
    await client.get<unknown>('redeem-code/platforms', { signal }),
  );
}

export async function getStats(client: HttpClient, campaignId: number, signal?: AbortSignal) {
  return parseResponse(
    redeemCodeStatsResponse,
    await client.post<unknown>('redeem-code/stats', { campaignId }, { signal }),
  );
}

export async function getRequestStats(
  client: HttpClient,
  campaignId: number,
  signal?: AbortSignal,
) {
  return parseResponse(
    redeemCodeRequestStatsResponse,
    await client.post<unknown>('redeem-code/request-stats', { campaignId }, { signal }),
  );
}

export async function listCodes(
  client: HttpClient,
  params: RedeemCodeListRequest,
  signal?: AbortSignal,
) {
  return parseResponse(
    redeemCodeListResponse,
    await client.post<unknown>('redeem-code/list', params, { signal }),
  );
}

export async function listAudit(
  client: HttpClient,
  params: RedeemCodeAuditRequest,
  signal?: AbortSignal,
) {
  return parseResponse(
    redeemCodeAuditResponse,
    await client.post<unknown>(REDEEM_CODE_AUDIT_PATH, params, { signal }),
  );
}

export async function getAlerts(client: HttpClient, signal?: AbortSignal) {
  return parseResponse(
    redeemCodeAlertsResponse,
    await client.get<unknown>(REDEEM_CODE_ALERTS_PATH, { signal }),
  );
}

/** The file import: the fields first, then the file, as the server reads the stream in order. */
export async function importCodeFile(
  client: HttpClient,
  input: { campaignId: number; platform: RedeemCodePlatform; file: File },
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('campaignId', String(input.campaignId));
  form.append('platform', input.platform);
  form.append('file', input.file, input.file.name);
  return parseResponse(
    importRedeemCodesResponse,
    await client.post<unknown>(REDEEM_CODE_IMPORT_PATH, form, { signal }),
  );
}

export async function setBundleSize(client: HttpClient, body: SetBundleSizeRequest) {
  return parseResponse(
    setBundleSizeResponse,
    await client.post<unknown>(REDEEM_CODE_BUNDLE_SIZE_PATH, body),
  );
}

export async function transferUnused(client: HttpClient, body: TransferUnusedRequest) {
  return parseResponse(
    transferUnusedResponse,
    await client.post<unknown>('redeem-code/transfer-unused', body),
  );
}

export async function fulfillCodes(client: HttpClient, body: FulfillRedeemCodesRequest) {
  return parseResponse(
    fulfillRedeemCodesResponse,
    await client.post<unknown>('redeem-code/fulfill', body),
  );
}

export type ExportInput =
  | { kind: Extract<ExportKind, 'unused'>; body: ExportUnusedRequest }
  | { kind: Extract<ExportKind, 'used'>; body: ExportUsedRequest };

export async function exportRedeemCodes(client: HttpClient, input: ExportInput) {
  return exportCodes(client, input.kind, input.body);
}
