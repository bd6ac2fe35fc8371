// Usage: node apps/web/scripts/extract-strings.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from '../src/app/i18n/catalogue.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'public/locales/en/translation.json');
const next = `${JSON.stringify(buildCatalogue(join(root, 'src')), null, 2)}\n`;

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== next) {
    console.error('public/locales/en/translation.json is out of date: run the extract script');
    process.exit(1);
  }
} else {
  writeFileSync(target, next);
  console.log(`wrote ${Object.keys(JSON.parse(next)).length} strings to ${target}`);
}
