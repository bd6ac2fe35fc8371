// Source strings are the translation keys. This finds them in the code so the English
// catalogue (public/locales/en/translation.json) can be generated and checked.

const callPattern = /\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
// Keys that reach t() through config objects (nav, areas, tabs, presets).
const configPattern =
  /\b(?:title|heading|description|label|subheader):\s*(['"])((?:\\.|(?!\1).)*)\1/g;
const featuresPattern = /\bfeatures:\s*\[([^\]]*)\]/g;
const stringPattern = /(['"])((?:\\.|(?!\1).)*)\1/g;

function unescapeQuotes(value: string): string {
  return value.replace(/\\(['"\\])/g, '$1');
}

export function extractStrings(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(callPattern)) if (m[2]) found.add(unescapeQuotes(m[2]));
  for (const m of source.matchAll(configPattern)) if (m[2]) found.add(unescapeQuotes(m[2]));
  for (const m of source.matchAll(featuresPattern)) {
    for (const s of (m[1] ?? '').matchAll(stringPattern)) if (s[2]) found.add(unescapeQuotes(s[2]));
  }
  return [...found];
}

/** Extra keys whose text lives in the contract (labels and messages shown through t()). */
export function catalogueFrom(sources: string[], extra: string[]): Record<string, string> {
  const keys = new Set<string>(extra);
  for (const source of sources) for (const key of extractStrings(source)) keys.add(key);
  const sorted = [...keys].sort((a, b) => a.localeCompare(b, 'en'));
  return Object.fromEntries(sorted.map((k) => [k, k]));
}
