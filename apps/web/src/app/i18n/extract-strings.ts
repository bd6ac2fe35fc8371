// Source strings are the translation keys. This finds them in the code so the English
// catalogue (public/locales/en/translation.json) can be generated and checked.

const callPattern = /\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
// A plural: a t() call whose options name the singular, `{ count, defaultValue_one: '…' }`
// (i18next's convention); i18next picks `<key>_one` / `<key>_other` (JSON v4) by the count.
const pluralPattern =
  /\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*,\s*\{[^{}]*?\bdefaultValue_one:\s*(['"])((?:\\.|(?!\3).)*)\3/g;
// Keys that reach t() through config objects (nav, areas, tabs, presets).
const configPattern =
  /\b(?:title|heading|description|label|subheader):\s*(['"])((?:\\.|(?!\1).)*)\1/g;
const featuresPattern = /\bfeatures:\s*\[([^\]]*)\]/g;
const stringPattern = /(['"])((?:\\.|(?!\1).)*)\1/g;

function unescapeQuotes(value: string): string {
  return value.replace(/\\(['"\\])/g, '$1');
}

export function extractStrings(source: string): string[] {
  return Object.keys(extractEntries(source));
}

/** Every key the source uses, with its English text (the key itself, or a plural form). */
export function extractEntries(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  const add = (key: string | undefined, value = key) => {
    if (key && value !== undefined) found[unescapeQuotes(key)] = unescapeQuotes(value);
  };
  for (const m of source.matchAll(callPattern)) add(m[2]);
  for (const m of source.matchAll(pluralPattern)) {
    add(`${m[2]}_one`, m[4]);
    add(`${m[2]}_other`, m[2]);
  }
  for (const m of source.matchAll(configPattern)) add(m[2]);
  for (const m of source.matchAll(featuresPattern)) {
    for (const s of (m[1] ?? '').matchAll(stringPattern)) add(s[2]);
  }
  return found;
}

/** Extra keys whose text lives in the contract (labels and messages shown through t()). */
export function catalogueFrom(sources: string[], extra: string[]): Record<string, string> {
  const entries: Record<string, string> = Object.fromEntries(extra.map((k) => [k, k]));
  for (const source of sources) Object.assign(entries, extractEntries(source));
  const sorted = Object.keys(entries).sort((a, b) => a.localeCompare(b, 'en'));
  return Object.fromEntries(sorted.map((k) => [k, entries[k] ?? k]));
}
