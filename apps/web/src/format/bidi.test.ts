// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueI18n } from '../app/i18n/catalogue-i18n.ts';
import { isolate, ltr, rowsRangeLabel, rowsSelectedLabel, withoutIsolates } from './bidi.ts';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

// The shipped English catalogue, so plurals resolve as in the app; Arabic falls back to it.
const catalogue = JSON.parse(
  readFileSync(new URL('../../public/locales/en/translation.json', import.meta.url), 'utf8'),
);
let t: TFunction;
beforeAll(async () => {
  t = catalogueI18n(catalogue, 'ar').t;
});

/** Every run of digits (with the separators and dashes between them) sits inside LRI…PDI. */
function numbersIsolated(label: string): boolean {
  const bare = label.replace(new RegExp(`${LRI}[^${PDI}]*${PDI}`, 'g'), '');
  return !/\d/.test(bare);
}

describe('bidi-safe count labels', () => {
  it('sets a number apart left to right, and a whole label apart by its first letter', () => {
    expect(ltr('1–5')).toBe(`${LRI}1–5${PDI}`);
    expect(ltr(10)).toBe(`${LRI}10${PDI}`);
    expect(isolate('1–5 of 5')).toBe(`${FSI}1–5 of 5${PDI}`);
    expect(withoutIsolates(isolate(`${ltr('1–5')} of ${ltr(5)}`))).toBe('1–5 of 5');
  });

  it('builds "1–5 of 5" with the range and the total as one token each, inside one isolate', () => {
    const label = rowsRangeLabel(t, 1, 5, '5');
    expect(label).toBe(`${FSI}${LRI}1–5${PDI} of ${LRI}5${PDI}${PDI}`);
    expect(withoutIsolates(label)).toBe('1–5 of 5');
  });

  it('keeps thousands, capped totals and unknown totals readable', () => {
    const big = rowsRangeLabel(t, 1001, 1025, '12,345');
    expect(withoutIsolates(big)).toBe('1,001–1,025 of 12,345');
    expect(numbersIsolated(big)).toBe(true);

    const capped = rowsRangeLabel(t, 26, 50, '10,000+');
    expect(withoutIsolates(capped)).toBe('26–50 of 10,000+');
    expect(capped).toContain(`${LRI}10,000+${PDI}`);

    const unknown = rowsRangeLabel(t, 51, 75, null);
    expect(withoutIsolates(unknown)).toBe('51–75 of more than 75');
    expect(numbersIsolated(unknown)).toBe(true);
  });

  it('counts selected rows with the right plural, the number isolated', () => {
    const one = rowsSelectedLabel(t, 1);
    expect(withoutIsolates(one)).toBe('1 row selected');
    expect(one.startsWith(FSI) && one.endsWith(PDI)).toBe(true);
    const many = rowsSelectedLabel(t, 1200);
    expect(withoutIsolates(many)).toBe('1,200 rows selected');
    expect(numbersIsolated(many)).toBe(true);
  });

  it('isolates every number of a label, not only the first', () => {
    // What a plain template would give: digits open to the page's direction.
    expect(numbersIsolated('1–5 of 5')).toBe(false);
    expect(numbersIsolated(rowsRangeLabel(t, 1, 5, '5'))).toBe(true);
  });
});
