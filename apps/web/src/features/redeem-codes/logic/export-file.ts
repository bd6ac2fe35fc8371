import {
  type ExportUnusedRequest,
  type ExportUsedRequest,
  REDEEM_CODE_COUNT_HEADER,
  redeemCodeEndpoints,
} from '@app/contract';
import { fetchEndpointFile } from '../../../api/call-endpoint.ts';
import { saveBlob } from '../../../api/download.ts';

export type ExportKind = 'unused' | 'used';

export type ExportInput =
  | { kind: Extract<ExportKind, 'unused'>; body: ExportUnusedRequest }
  | { kind: Extract<ExportKind, 'used'>; body: ExportUsedRequest };

/** How many codes the server says the file holds (its count header); null when it says none. */
export function exportedCount(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

export type ExportResult = { fileName: string; count: number | null };

/**
 * Downloads an export and saves it: under the server's Content-Disposition name, else the
 * SPEC's name of each kind (the endpoint's declared file name).
 */
export async function exportCodes(
  input: ExportInput,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): Promise<ExportResult> {
  const { blob, fileName, headers } =
    input.kind === 'unused'
      ? await fetchEndpointFile(redeemCodeEndpoints.exportUnused, { body: input.body })
      : await fetchEndpointFile(redeemCodeEndpoints.exportUsed, { body: input.body });
  const count = exportedCount(headers.get(REDEEM_CODE_COUNT_HEADER));
  save(blob, fileName);
  return { fileName, count };
}
