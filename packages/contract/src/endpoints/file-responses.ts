import { type FileResponse, fileResponse } from '../endpoint.ts';

// The download types the API answers with, named once so every export of a kind says the same
// Content-Type.

/** A spreadsheet download (.xlsx). */
export const xlsxFileResponse = (fileName: string): FileResponse =>
  fileResponse(fileName, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/** A plain-text download in UTF-8 (one code per line and the like). */
export const textFileResponse = (fileName: string): FileResponse =>
  fileResponse(fileName, 'text/plain; charset=utf-8');
