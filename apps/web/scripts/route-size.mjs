// Prints the gzip size of the JS a route needs on first load, from the Vite manifest.
// Usage (after `vite build`): node apps/web/scripts/route-size.mjs [module ...]
// Default modules: what /login loads (entry + auth layout + login page).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const wanted = process.argv.slice(2);
const roots = wanted.length
  ? wanted
  : ['index.html', 'src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'];

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in manifest: ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) visit(dep);
}
for (const root of roots) visit(root);

let raw = 0;
let gz = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const buf = readFileSync(join(dist, file));
  const size = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
console.log(
  `total: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip, ${rows.length} chunks`,
);
const grid = rows.some(([f]) => /team-tab|DataGrid|x-data-grid/i.test(f));
console.log(`data grid in these chunks: ${grid ? 'YES' : 'no'}`);
