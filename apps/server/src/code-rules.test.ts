import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module shared with the web's code-rules test, without types
import { importCycles } from '../../../scripts/import-cycles.mjs';
import { areaImportViolations } from '../test/area-imports.ts';

// Raw SQL rows are typed once (db/rows.ts) and routes come from the contract's endpoint
// declarations: a double cast or a hand-registered /api route in the sources fails here.

const src = fileURLToPath(new URL('.', import.meta.url));

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
      importCycles(fileURLToPath(new URL('../../../packages/contract/src', import.meta.url))),
    ).toEqual([]);
  });
});

describe('server areas', () => {
  it('import only the areas below them, each through its index.ts', () => {
    expect(areaImportViolations(src)).toEqual([]);
  });

  it('are told apart from an upward or an internal import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'areas-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    try {
      write('platform/index.ts', "export { db } from './db/db.ts';\n");
      write('platform/db/db.ts', 'export const db = 1;\n');
      write('crm/index.ts', "export { influencer } from './influencers/service.ts';\n");
      write(
        'crm/influencers/service.ts',
        "import { db } from '../../platform/index.ts';\nexport const influencer = db;\n",
      );
      write(
        'crm/influencers/service.test.ts',
        "import { x } from '../../campaigns/internal.ts';\n",
      );
      write('campaigns/index.ts', "export { campaign } from './internal.ts';\n");
      write(
        'campaigns/internal.ts',
        "import { db } from '../platform/db/db.ts';\nexport const campaign = db;\n",
      );
      write('email/send.ts', "import type { Campaign } from '../campaigns/index.ts';\n");
      write('email/index.ts', "import { start } from '../server.ts';\n");
      write('app.ts', "import { campaign } from './campaigns/internal.ts';\n");
      write(
        'server.ts',
        "import { app } from './app.ts';\nimport { crm } from './crm/index.ts';\n",
      );
      expect(areaImportViolations(dir).sort()).toEqual([
        'app.ts -> ./campaigns/internal.ts: import the campaigns area through its index.ts',
        'campaigns/internal.ts -> ../platform/db/db.ts: import the platform area through its index.ts',
        'email/index.ts -> ../server.ts: the email area imports the app shell',
        'email/send.ts -> ../campaigns/index.ts: the email area imports campaigns, which is not below it',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
