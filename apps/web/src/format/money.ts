// Money as a marketing team reads it. Deals are in US dollars (the payments area's currency).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

function known(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/** 1250 -> "$1,250.00", 12.5 -> "$12.50"; unknown -> "—". */
export function formatMoney(value: number | null | undefined): string {
  return known(value) ? usd.format(value) : '—';
}

/** Whole dollars when there are no cents: 1250 -> "$1,250", 12.5 -> "$12.50". */
export function formatDeal(value: number | null | undefined): string {
  if (!known(value)) return '—';
  return Number.isInteger(value) ? usdWhole.format(value) : usd.format(value);
}

/** For KPI cards: 12_500 -> "$12.5K"; small amounts keep their cents. */
export function formatMoneyCompact(value: number | null | undefined): string {
  if (!known(value)) return '—';
  return Math.abs(value) >= 10_000 ? usdCompact.format(value) : formatDeal(value);
}

/**
 * Cost per 1,000 views. No views means no meaningful cost: "—", never "$0" or "Infinity".
 * The server computes it in SQL; this is for when only spend and views are at hand.
 */
export function costPerThousandViews(spend: number, views: number): number | null {
  if (!Number.isFinite(spend) || !Number.isFinite(views) || views <= 0) return null;
  return (spend / views) * 1000;
}

/** Reads an amount typed by a person: "1,250", "$99.5", " 40 ". Empty -> null; junk -> undefined. */
export function parseMoney(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}
