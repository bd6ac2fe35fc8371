import { influencerMessages, messages } from '@app/contract';

/**
 * Client-side ceiling for an import upload. The contract names no byte limit; a 10,000-row
 * spreadsheet is well under 2 MB, so 10 MB leaves room and stops obvious mistakes early. The
 * server checks again ("The file is too large").
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLS_MIME = 'application/vnd.ms-excel';
export const ODS_MIME = 'application/vnd.oasis.opendocument.spreadsheet';

/** The spreadsheets the import reads; the server decides by content, not by name. */
export const IMPORT_EXTENSIONS = ['xlsx', 'xls', 'ods', 'csv'] as const;

/** The picker's accept attribute: the four extensions and their usual types. */
export const IMPORT_ACCEPT = [
  ...IMPORT_EXTENSIONS.map((extension) => `.${extension}`),
  XLSX_MIME,
  XLS_MIME,
  ODS_MIME,
  'text/csv',
].join(',');

// What browsers report for these files: their own types, nothing or octet-stream on some
// systems, a zip for .xlsx/.ods, and for .csv plain text or (Windows with Excel) the .xls type.
const acceptableTypes = new Set([
  '',
  'application/octet-stream',
  'application/zip',
  XLSX_MIME,
  XLS_MIME,
  ODS_MIME,
  'text/csv',
  'text/plain',
  'application/csv',
  'text/x-csv',
  'text/comma-separated-values',
]);

const isImportExtension = (extension: string) =>
  IMPORT_EXTENSIONS.some((known) => known === extension);

/** Why a picked file cannot be imported, or null. The messages are the server's own. */
export function validateImportFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes = IMPORT_MAX_BYTES,
): string | null {
  const extension = file.name.includes('.')
    ? (file.name.split('.').pop()?.toLowerCase() ?? '')
    : '';
  if (!isImportExtension(extension) || !acceptableTypes.has(file.type)) {
    return influencerMessages.notSpreadsheet;
  }
  if (file.size === 0) return messages.noItemsToImport;
  if (file.size > maxBytes) return influencerMessages.fileTooLarge;
  return null;
}
