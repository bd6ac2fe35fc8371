// How discovery's figures read: growth as a signed percentage, codes as names.

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** 0.123 -> "+12.3%"; null (unknown) -> "—". */
export function formatGrowth(growth: number | null): string {
  return growth === null || !Number.isFinite(growth) ? '—' : percent.format(growth);
}

/** A code's English name in `names`; the code itself where it is not one Intl takes. */
function displayName(names: Intl.DisplayNames, code: string | null): string {
  if (!code) return '—';
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageName(code: string | null): string {
  return displayName(languageNames, code);
}

export function countryName(code: string | null): string {
  return displayName(regionNames, code);
}

/** "2026-03-04" -> 2026; null -> null. */
export function releaseYear(date: string | null): number | null {
  const year = date ? Number(date.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) ? year : null;
}
