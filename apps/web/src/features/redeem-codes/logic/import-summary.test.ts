import type { ImportRedeemCodesResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { summarizeImport } from './import-summary.ts';

// English source strings are the keys: interpolate them the way i18next does.
const t = (key: string, options: Record<string, unknown> = {}) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

const answer = (
  counts: Partial<Omit<ImportRedeemCodesResponse, 'details'>>,
  details: Partial<ImportRedeemCodesResponse['details']> = {},
): ImportRedeemCodesResponse => ({
  added: 0,
  skipped: 0,
  rejected: 0,
  ...counts,
  details: { lines: 0, blank: 0, duplicateInFile: 0, alreadyInPool: 0, invalid: 0, ...details },
});

describe('summarizeImport', () => {
  it('says how many went in, with thousands separators, and nothing else when all did', () => {
    expect(summarizeImport(answer({ added: 2000 }, { lines: 2000 }), t)).toEqual({
      severity: 'success',
      title: '2,000 codes added',
      lines: [],
      short: 'Added 2,000, skipped 0, rejected 0',
    });
    expect(summarizeImport(answer({ added: 1 }), t).title).toBe('1 code added');
  });

  it('explains skipped lines: blanks and repeats inside the file', () => {
    const summary = summarizeImport(
      answer({ added: 10, skipped: 4 }, { blank: 1, duplicateInFile: 3 }),
      t,
    );
    expect(summary.severity).toBe('success');
    expect(summary.lines).toEqual(['4 skipped: 1 blank line, 3 repeated in the file']);
    expect(summarizeImport(answer({ added: 1, skipped: 2 }, { blank: 2 }), t).lines).toEqual([
      '2 skipped: 2 blank lines',
    ]);
    expect(
      summarizeImport(answer({ added: 1, skipped: 1 }, { duplicateInFile: 1 }), t).lines,
    ).toEqual(['1 skipped: 1 repeated in the file']);
  });

  it('explains rejected codes and warns about them', () => {
    const summary = summarizeImport(
      answer({ added: 5, rejected: 1203 }, { alreadyInPool: 1200, invalid: 3 }),
      t,
    );
    expect(summary.severity).toBe('warning');
    expect(summary.lines).toEqual([
      '1,203 rejected: 1,200 already in a pool, 3 invalid (over 200 characters or control characters)',
    ]);
    expect(summary.short).toBe('Added 5, skipped 0, rejected 1,203');
  });

  it('warns when nothing went in, even if nothing was refused', () => {
    const summary = summarizeImport(answer({ skipped: 3 }, { blank: 3 }), t);
    expect(summary.severity).toBe('warning');
    expect(summary.title).toBe('No new codes were added');
  });

  it('still gives the totals when the server sends no breakdown', () => {
    expect(summarizeImport(answer({ added: 1, skipped: 2, rejected: 3 }), t).lines).toEqual([
      '2 skipped',
      '3 rejected',
    ]);
  });
});
