import { influencerMessages, messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, validateImportFile, XLSX_MIME } from './import-file.ts';

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('validateImportFile', () => {
  it('accepts .xlsx with the OOXML type, no type or octet-stream', () => {
    expect(validateImportFile(file('creators.xlsx', XLSX_MIME))).toBeNull();
    expect(validateImportFile(file('CREATORS.XLSX', ''))).toBeNull();
    expect(validateImportFile(file('c.xlsx', 'application/octet-stream'))).toBeNull();
  });

  it('explains that legacy .xls must be saved as .xlsx', () => {
    expect(validateImportFile(file('old.xls', 'application/vnd.ms-excel'))).toBe(
      influencerMessages.legacyXls,
    );
    expect(validateImportFile(file('old.xls', ''))).toBe(influencerMessages.legacyXls);
  });

  it('refuses other files, even renamed ones with a telling type', () => {
    expect(validateImportFile(file('list.csv', 'text/csv'))).toBe(
      influencerMessages.notSpreadsheet,
    );
    expect(validateImportFile(file('photo.xlsx', 'image/png'))).toBe(
      influencerMessages.notSpreadsheet,
    );
    expect(validateImportFile(file('noext', ''))).toBe(influencerMessages.notSpreadsheet);
  });

  it('refuses empty and oversized files', () => {
    expect(validateImportFile(file('empty.xlsx', XLSX_MIME, 0))).toBe(messages.noItemsToImport);
    expect(validateImportFile(file('big.xlsx', XLSX_MIME, IMPORT_MAX_BYTES + 1))).toBe(
      influencerMessages.fileTooLarge,
    );
    expect(validateImportFile(file('edge.xlsx', XLSX_MIME, IMPORT_MAX_BYTES))).toBeNull();
  });
});
