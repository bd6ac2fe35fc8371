import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Raw SQL rows are typed once (db/rows.ts) and routes come from the contract's endpoint
// declarations: a double cast or a hand-registered /api route in the sources fails here.

const src = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(src)
  .filter((path) => !relative(src, path).startsWith(`..`))
  .map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));

describe('server code rules', () => {
  it('reads the server sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no double casts (`as unknown as`) outside tests', () => {
    const offenders = files
      .filter((f) => /\bas unknown as\b/.test(f.text.replace(/\/\/.*$/gm, '')))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });
});
