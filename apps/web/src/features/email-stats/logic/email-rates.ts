import type { EmailStatsTotals } from '@app/contract';

export type EmailFigure =
  | 'sent'
  | 'delivered'
  | 'opened'
  | 'clicked'
  | 'error'
  | 'bounced'
  | 'not_opened';

/**
 * What each figure is a share of (contract emailStatsTotals): delivered, error and bounced of
 * what was sent; opened, clicked and not opened of what was delivered (an email never delivered cannot
 * be opened). `sent` has no base.
 */
export const rateBase: Record<EmailFigure, 'sent' | 'delivered' | null> = {
  sent: null,
  delivered: 'sent',
  error: 'sent',
  bounced: 'sent',
  opened: 'delivered',
  clicked: 'delivered',
  not_opened: 'delivered',
};

/** part / whole as a percentage with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return null;
  const share = Math.min(1, Math.max(0, part / whole));
  return Math.round(share * 1000) / 10;
}

export function emailRate(totals: EmailStatsTotals, figure: EmailFigure): number | null {
  const base = rateBase[figure];
  return base === null ? null : percentOf(totals[figure], totals[base]);
}

/** "42%", "4.5%", "0%"; a dash when there is no base yet. */
export function formatPercent(value: number | null): string {
  if (value === null) return '—';
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
