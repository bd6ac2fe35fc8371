import { type ImportRedeemCodesResponse, REDEEM_CODE_MAX_LENGTH } from '@app/contract';

import type { Translate } from './use-plain-t.ts';

export type ImportSummary = {
  /** success: every code went in; warning: some were refused or none went in. */
  severity: 'success' | 'warning';
  title: string;
  /** One line per non-zero outcome, each saying why. */
  lines: string[];
  /** One sentence for a toast. */
  short: string;
};

const numberFormat = new Intl.NumberFormat('en-US');
const n = (value: number) => numberFormat.format(value);

function joinReasons(reasons: string[]): string {
  return reasons.join(', ');
}

/** The server's answer to an import, as a person reads it: added, skipped and rejected, and why. */
export function summarizeImport(answer: ImportRedeemCodesResponse, t: Translate): ImportSummary {
  const { added, skipped, rejected, details } = answer;
  const lines: string[] = [];

  if (skipped > 0) {
    const reasons: string[] = [];
    if (details.blank > 0)
      reasons.push(
        details.blank === 1
          ? t('1 blank line')
          : t('{{formatted}} blank lines', { count: details.blank, formatted: n(details.blank) }),
      );
    if (details.duplicateInFile > 0)
      reasons.push(
        t('{{formatted}} repeated in the file', {
          count: details.duplicateInFile,
          formatted: n(details.duplicateInFile),
        }),
      );
    lines.push(
      reasons.length
        ? t('{{formatted}} skipped: {{reasons}}', {
            count: skipped,
            formatted: n(skipped),
            reasons: joinReasons(reasons),
          })
        : t('{{formatted}} skipped', { count: skipped, formatted: n(skipped) }),
    );
  }

  if (rejected > 0) {
    const reasons: string[] = [];
    if (details.alreadyInPool > 0)
      reasons.push(
        t('{{formatted}} already in a pool', {
          count: details.alreadyInPool,
          formatted: n(details.alreadyInPool),
        }),
      );
    if (details.invalid > 0)
      reasons.push(
        t('{{formatted}} invalid (over {{max}} characters or control characters)', {
          count: details.invalid,
          formatted: n(details.invalid),
          max: REDEEM_CODE_MAX_LENGTH,
        }),
      );
    lines.push(
      reasons.length
        ? t('{{formatted}} rejected: {{reasons}}', {
            count: rejected,
            formatted: n(rejected),
            reasons: joinReasons(reasons),
          })
        : t('{{formatted}} rejected', { count: rejected, formatted: n(rejected) }),
    );
  }

  const title =
    added === 0
      ? t('No new codes were added')
      : added === 1
        ? t('1 code added')
        : t('{{formatted}} codes added', { count: added, formatted: n(added) });

  const short = t('Added {{added}}, skipped {{skipped}}, rejected {{rejected}}', {
    added: n(added),
    skipped: n(skipped),
    rejected: n(rejected),
  });

  return { severity: added > 0 && rejected === 0 ? 'success' : 'warning', title, lines, short };
}
