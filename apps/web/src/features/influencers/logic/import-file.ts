import { influencerMessages, messages } from '@app/contract';

/**
 * Client-side ceiling for an import upload. The contract names no byte limit; a 10,000-row
 * .xlsx is well under 2 MB, so 10 MB leaves room and stops obvious mistakes early. The
 * server checks again ("The file is too large").
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The picker's accept attribute: only .xlsx (the server refuses legacy .xls). */
export const IMPORT_ACCEPT = `.xlsx,${XLSX_MIME}`;

// Browsers report .xlsx as the OOXML type, or nothing / octet-stream on some systems.
const acceptableTypes = new Set(['', XLSX_MIME, 'application/octet-stream', 'application/zip']);

/** Why a picked file cannot be imported, or null. The messages are the server's own. */
export function validateImportFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes = IMPORT_MAX_BYTES,
): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'xls' || file.type === 'application/vnd.ms-excel') {
    return influencerMessages.legacyXls;
  }
  if (extension !== 'xlsx' || !acceptableTypes.has(file.type))
    return influencerMessages.notSpreadsheet;
  if (file.size === 0) return messages.noItemsToImport;
  if (file.size > maxBytes) return influencerMessages.fileTooLarge;
  return null;
}
