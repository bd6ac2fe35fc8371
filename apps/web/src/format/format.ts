// Numbers and dates as a marketing team reads them: 1.2M subscribers, "Mar 4, 2026".

const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const fullFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 1234 -> "1.2K", 1250000 -> "1.3M"; null (unknown) -> "—". */
export function formatCompact(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return compactFormat.format(value);
}

/** 1234567 -> "1,234,567"; null -> "—". For tooltips and detail cards. */
export function formatFull(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return fullFormat.format(value);
}

/** An ISO instant as "Mar 4, 2026"; null or junk -> "—". */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

export function formatDayTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}

/**
 * Reads a number typed by a person: "12k", "1.5M", "10,000", " 250 ". Empty -> null;
 * anything unreadable -> undefined (so the field can say so).
 */
export function parseCount(text: string): number | null | undefined {
  const trimmed = text
    .trim()
    .replace(/[,_\s]/g, '')
    .toLowerCase();
  if (trimmed === '') return null;
  const match = /^(\d+(?:\.\d+)?)([km]?)$/.exec(trimmed);
  if (!match) return undefined;
  const base = Number(match[1]);
  const factor = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
  const value = Math.round(base * factor);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The list's subscribersCount is a sum that reads 0 when no channel has numbers yet (stats
 * pending or not configured); show a dash then, not a misleading 0.
 */
export function hasAudienceNumbers(channels: readonly { subscribers: number | null }[]): boolean {
  return channels.some((channel) => channel.subscribers !== null);
}

/** A list total as counted: "1,234", or "10,000+" when the server's count stopped at a cap. */
export function formatTotal(total: number, capped: boolean): string {
  return `${fullFormat.format(total)}${capped ? '+' : ''}`;
}
