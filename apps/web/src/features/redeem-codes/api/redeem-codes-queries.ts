import type {
  RedeemCodeAuditRequest,
  RedeemCodeListRequest,
  RedeemCodePlatform,
  SetBundleSizeRequest,
  TransferUnusedRequest,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ExportInput } from '../logic/export-file.ts';
import {
  exportRedeemCodes,
  getAlerts,
  getPlatforms,
  getRequestStats,
  getStats,
  importCodeFile,
  listAudit,
  listCodes,
  setBundleSize,
  transferUnused,
} from './redeem-codes-api.ts';

/** GET /redeem-code/platforms is cacheable: fetched once per app load. */
export function usePlatforms() {
  return useQuery({
    queryKey: queryKeys.redeemCodes.platforms,
    queryFn: ({ signal }) => getPlatforms(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useCodeStats(campaignId: number) {
  return useQuery({
    queryKey: queryKeys.redeemCodes.stats(campaignId),
    queryFn: ({ signal }) => getStats(campaignId, signal),
  });
}

export function useRequestStats(campaignId: number) {
  return useQuery({
    queryKey: queryKeys.redeemCodes.requestStats(campaignId),
    queryFn: ({ signal }) => getRequestStats(campaignId, signal),
  });
}

export function useCodeList(params: RedeemCodeListRequest) {
  return usePagedList(queryKeys.redeemCodes.list, listCodes, params);
}

export function useCodeAudit(params: RedeemCodeAuditRequest) {
  return usePagedList(queryKeys.redeemCodes.audit, listAudit, params);
}

export function useCodeAlerts() {
  return useQuery({
    queryKey: queryKeys.redeemCodes.alerts,
    queryFn: ({ signal }) => getAlerts(signal),
  });
}

/** Codes moved: this campaign's numbers, rows and audit are stale, and so are the alerts. */
function useInvalidateCodes() {
  const queryClient = useQueryClient();
  return (campaignIds: number[]) =>
    Promise.all([
      ...campaignIds.map((id) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.redeemCodes.campaign(id) }),
      ),
      queryClient.invalidateQueries({ queryKey: queryKeys.redeemCodes.alerts }),
    ]);
}

export function useImportCodes(campaignId: number) {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: (input: { platform: RedeemCodePlatform; file: File }) =>
      importCodeFile({ campaignId, ...input }),
    onSettled: () => invalidate([campaignId]),
  });
}

export function useSetBundleSize() {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: (body: SetBundleSizeRequest) => setBundleSize(body),
    onSuccess: (_answer, body) => invalidate([body.campaignId]),
  });
}

export function useTransferUnused() {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: (body: TransferUnusedRequest) => transferUnused(body),
    onSettled: (_answer, _error, body) => invalidate([body.fromCampaignId, body.toCampaignId]),
  });
}

export function useExportCodes(campaignId: number) {
  const invalidate = useInvalidateCodes();
  return useMutation({
    mutationFn: (input: ExportInput) => exportRedeemCodes(input),
    // An export is audited, and "remove" empties the pool.
    onSettled: () => invalidate([campaignId]),
  });
}
