import { z } from 'zod';

// The dataset's one date format is ISO 8601: a date `2025-03-04` (midnight UTC) or a
// date-time with its zone `2025-03-04T18:30:00Z` / `2025-03-04T18:30:00.5+02:00`. A day
// that does not exist (2024-02-30) is refused, not rolled over as Date.parse does, and so is
// any other shape (`04/03/2025` is the 4th of March or the 3rd of April depending on who
// wrote it). Activity cannot be in the future: a creator would count as "played within
// 7 days" until then; a clock skew of a day is allowed.

/** How far ahead of this machine's clock an activity date may be. */
export const SEED_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** Activity before this is a unit mistake (seconds read as milliseconds, a 0 default). */
const EARLIEST_ACTIVITY = Date.UTC(1970, 0, 1);
/** Release dates: announced games carry planned dates, but not centuries ahead. */
const EARLIEST_RELEASE_YEAR = 1950;
const RELEASE_YEARS_AHEAD = 10;

const FORMAT_HINT = 'must be an ISO 8601 date (2025-03-04) or date-time (2025-03-04T18:30:00Z)';
const PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The instant of an ISO 8601 date or date-time (UTC ms), or why it is not one. */
export function parseSeedInstant(text: string): { ms: number } | { error: string } {
  const m = PATTERN.exec(text.trim());
  if (!m) return { error: FORMAT_HINT };
  const [, y, mo, d, h, mi, s, fraction, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
    return { error: `is not a calendar date (${y}-${mo}-${d})` };
  }
  if (h === undefined) return { ms: Date.UTC(year, month - 1, day) };
  if (zone === undefined) return { error: 'needs its time zone (Z or an offset such as +02:00)' };
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? 0);
  if (hour > 23 || minute > 59 || second > 59)
    return { error: `is not a time of day (${h}:${mi})` };
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    const sign = digits.startsWith('-') ? -1 : 1;
    const oh = Number(digits.slice(1, 3));
    const om = Number(digits.slice(3, 5));
    if (oh > 14 || om > 59) return { error: `has no such time zone offset (${zone})` };
    offsetMinutes = sign * (oh * 60 + om);
  }
  const ms =
    Date.UTC(year, month - 1, day, hour, minute, second) +
    Math.floor(Number(fraction ?? 0) * 1000) -
    offsetMinutes * 60_000;
  return { ms };
}

/** A moment of activity (last active, played): ISO 8601, not before 1970, not in the future. */
export const seedInstant = z.unknown().transform((value, ctx) => {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: 'is required' });
    return z.NEVER;
  }
  if (typeof value !== 'string') {
    ctx.addIssue({ code: 'custom', message: FORMAT_HINT });
    return z.NEVER;
  }
  const parsed = parseSeedInstant(value);
  if ('error' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  if (parsed.ms > Date.now() + SEED_CLOCK_SKEW_MS) {
    ctx.addIssue({ code: 'custom', message: 'is in the future' });
    return z.NEVER;
  }
  if (parsed.ms < EARLIEST_ACTIVITY) {
    ctx.addIssue({ code: 'custom', message: 'is before 1970' });
    return z.NEVER;
  }
  return new Date(parsed.ms).toISOString();
});

/** A calendar date (a game's release): YYYY-MM-DD only. */
export const seedDate = z.unknown().transform((value, ctx) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD)' });
    return z.NEVER;
  }
  const parsed = parseSeedInstant(text);
  if ('error' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  const year = Number(text.slice(0, 4));
  const latest = new Date().getUTCFullYear() + RELEASE_YEARS_AHEAD;
  if (year < EARLIEST_RELEASE_YEAR || year > latest) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a year from ${EARLIEST_RELEASE_YEAR} to ${latest}`,
    });
    return z.NEVER;
  }
  return text;
});
