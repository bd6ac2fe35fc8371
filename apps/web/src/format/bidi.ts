import type { TFunction } from 'i18next';
import { formatFull } from './format.ts';

// Unicode directional isolates (UAX #9): the text between an initiator and PDI is laid out on
// its own and counts as one neutral character to what surrounds it.
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A number, range or total ("1–25", "10,000+") that reads left to right in any paragraph.
 * Right to left, "1–5" alone would show as "5–1".
 */
export function ltr(text: string | number): string {
  return `${LRI}${text}${PDI}`;
}

/**
 * A whole label set apart from the page's direction: its first letter decides its own. An
 * English "1–5 of 5" on a right-to-left page otherwise shows as "of 5 5–1"; a translated
 * right-to-left label still reads right to left.
 */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/** The label without isolates: what a person reads (and what tests compare). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

/**
 * A pager's "1–25 of 1,234": the range and the total are each one token of the sentence.
 * `total` is the count as shown ("1,234", "10,000+"), or null when it is not known yet
 * ("1–25 of more than 25").
 */
export function rowsRangeLabel(t: TFunction, from: number, to: number, total: string | null) {
  const range = ltr(`${formatFull(from)}–${formatFull(to)}`);
  return isolate(
    total === null
      ? t('{{range}} of more than {{count}}', { range, count: ltr(formatFull(to)) })
      : t('{{range}} of {{total}}', { range, total: ltr(total) }),
  );
}

/** "3 rows selected" (plural by the count), bidi-safe like rowsRangeLabel. */
export function rowsSelectedLabel(t: TFunction, count: number) {
  return isolate(
    t('{{n}} rows selected', {
      count,
      n: ltr(formatFull(count)),
      defaultValue_one: '{{n}} row selected',
    }),
  );
}
