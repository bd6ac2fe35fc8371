import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module shared with the web's code-rules test, without types
import { importCycles } from '../../../../scripts/import-cycles.mjs';

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

  it('has no import cycle in the server or the contract', () => {
    expect(importCycles(src)).toEqual([]);
    expect(
      importCycles(fileURLToPath(new URL('../../../../packages/contract/src', import.meta.url))),
    ).toEqual([]);
  });
});

describe('import cycle finder', () => {
  it('finds a ring of value imports and ignores type-only imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { c } from './c';\nexport const b = c;\n");
      writeFileSync(join(dir, 'c.ts'), "export { a } from './a.ts';\nexport const c = 1;\n");
      writeFileSync(join(dir, 'd.ts'), "import type { E } from './e.ts';\nexport type D = E;\n");
      writeFileSync(join(dir, 'e.ts'), "import type { D } from './d.ts';\nexport type E = D;\n");
      expect(importCycles(dir)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
