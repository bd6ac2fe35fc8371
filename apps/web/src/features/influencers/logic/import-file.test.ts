import { influencerMessages, messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_ACCEPT,
  IMPORT_MAX_BYTES,
  ODS_MIME,
  validateImportFile,
  XLS_MIME,
  XLSX_MIME,
} from './import-file.ts';

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('validateImportFile', () => {
  it('accepts .xlsx with the OOXML type, no type or octet-stream', () => {
    expect(validateImportFile(file('creators.xlsx', XLSX_MIME))).toBeNull();
    expect(validateImportFile(file('CREATORS.XLSX', ''))).toBeNull();
    expect(validateImportFile(file('c.xlsx', 'application/octet-stream'))).toBeNull();
  });

  it('accepts legacy .xls, .ods and .csv with the types browsers report for them', () => {
    expect(validateImportFile(file('old.xls', XLS_MIME))).toBeNull();
    expect(validateImportFile(file('old.xls', ''))).toBeNull();
    expect(validateImportFile(file('sheet.ods', ODS_MIME))).toBeNull();
    expect(validateImportFile(file('list.csv', 'text/csv'))).toBeNull();
    expect(validateImportFile(file('list.csv', 'text/plain'))).toBeNull();
    // Windows with Excel installed reports .csv as the .xls type
    expect(validateImportFile(file('list.CSV', XLS_MIME))).toBeNull();
  });

  it('offers the four formats in the picker', () => {
    expect(IMPORT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.xlsx', '.xls', '.ods', '.csv', XLSX_MIME, XLS_MIME, ODS_MIME]),
    );
  });

  it('refuses other files, even renamed ones with a telling type', () => {
    expect(validateImportFile(file('notes.txt', 'text/plain'))).toBe(
      influencerMessages.notSpreadsheet,
    );
    expect(validateImportFile(file('photo.xlsx', 'image/png'))).toBe(
      influencerMessages.notSpreadsheet,
    );
    expect(validateImportFile(file('noext', ''))).toBe(influencerMessages.notSpreadsheet);
    expect(validateImportFile(file('csv', 'text/csv'))).toBe(influencerMessages.notSpreadsheet);
  });

  it('refuses empty and oversized files', () => {
    expect(validateImportFile(file('empty.xlsx', XLSX_MIME, 0))).toBe(messages.noItemsToImport);
    expect(validateImportFile(file('big.csv', 'text/csv', IMPORT_MAX_BYTES + 1))).toBe(
      influencerMessages.fileTooLarge,
    );
    expect(validateImportFile(file('edge.xlsx', XLSX_MIME, IMPORT_MAX_BYTES))).toBeNull();
  });
});
