import { REDEEM_CODE_COUNT_HEADER, UNUSED_CODES_FILE, USED_CODES_FILE } from '@app/contract';
import { fileNameFromDisposition, saveBlob } from '../../../api/download.ts';
import type { HttpClient } from '../../../api/http-client.ts';

export type ExportKind = 'unused' | 'used';

const paths: Record<ExportKind, string> = {
  unused: 'redeem-code/export-unused',
  used: 'redeem-code/export-used',
};

const defaultNames: Record<ExportKind, string> = {
  unused: UNUSED_CODES_FILE,
  used: USED_CODES_FILE,
};

/** SPEC 7: the server's Content-Disposition name wins; otherwise the SPEC's name per kind. */
export function exportFileName(kind: ExportKind, disposition: string | null): string {
  return fileNameFromDisposition(disposition) ?? defaultNames[kind];
}

/** How many codes the server says the file holds (its count header); null when it says none. */
export function exportedCount(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

export type ExportResult = { fileName: string; count: number | null };

/** Downloads an export through the API client and saves it under the chosen name. */
export async function exportCodes(
  client: HttpClient,
  kind: ExportKind,
  body: unknown,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): Promise<ExportResult> {
  const response = await client.raw(paths[kind], { method: 'POST', body });
  const fileName = exportFileName(kind, response.headers.get('Content-Disposition'));
  const count = exportedCount(response.headers.get(REDEEM_CODE_COUNT_HEADER));
  save(await response.blob(), fileName);
  return { fileName, count };
}
