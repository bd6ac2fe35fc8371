// Country (ISO 3166-1 alpha-2) and language (ISO 639-1) codes with English names, built from
// the browser's Intl data instead of a shipped table.

export type CodeOption = { code: string; name: string };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

// Codes Intl names that are not countries: unions, pseudo-locales, "unknown region".
const notCountries = new Set(['EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);

function twoLetterCodes(upper: boolean): string[] {
  const start = upper ? 65 : 97;
  const out: string[] = [];
  for (let a = 0; a < 26; a += 1) {
    for (let b = 0; b < 26; b += 1) out.push(String.fromCharCode(start + a, start + b));
  }
  return out;
}

/** Deprecated codes (DD, UK, iw...) are aliases Intl maps to the current code: drop them. */
function isCanonical(code: string, kind: 'region' | 'language'): boolean {
  try {
    const tag = kind === 'region' ? `und-${code}` : code;
    return Intl.getCanonicalLocales(tag)[0] === tag;
  } catch {
    return false;
  }
}

function options(
  codes: string[],
  names: Intl.DisplayNames,
  kind: 'region' | 'language',
  skip: Set<string>,
): CodeOption[] {
  const seen = new Set<string>();
  return codes
    .filter((code) => !skip.has(code) && isCanonical(code, kind))
    .flatMap((code) => {
      const name = names.of(code);
      if (!name || name === code || seen.has(name)) return [];
      seen.add(name);
      return [{ code, name }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

let countries: CodeOption[] | null = null;
let languages: CodeOption[] | null = null;

export function countryOptions(): CodeOption[] {
  countries ??= options(twoLetterCodes(true), regionNames, 'region', notCountries);
  return countries;
}

export function languageOptions(): CodeOption[] {
  languages ??= options(twoLetterCodes(false), languageNames, 'language', new Set());
  return languages;
}

/** "DE" -> "Germany"; unknown codes are shown as they are; null -> null. */
export function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** "de" -> "German"; "pt-BR" -> "Brazilian Portuguese"; unknown codes as they are. */
export function languageName(code: string | null): string | null {
  if (!code) return null;
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}
