// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module shared with the server's code-rules test, without types
import { importCycles } from '../../../../scripts/import-cycles.mjs';

// Every endpoint is called through callEndpoint with its contract declaration: a path
// written by hand at an HTTP call, or a feature imported by the shared layers, fails here.

const src = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({
  path: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));

/** `http.post('x')`, `http.get<T>(\`x/${id}\`)`: a path written at the call. */
const handWrittenCall =
  /\b(?:http|client)\.(?:get|post|put|delete|patch|request|raw)\s*(?:<[^>]*>)?\(\s*['"`]/;

describe('web code rules', () => {
  it('reads the web sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('calls the API only through callEndpoint (api/call-endpoint.ts)', () => {
    const offenders = files
      .filter(
        (f) =>
          f.path !== join('api', 'call-endpoint.ts') && !f.path.startsWith(join('api', 'http')),
      )
      .filter((f) => handWrittenCall.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('lays every feature out in pages/, sections/, dialogs/, api/ and logic/, and index.ts', () => {
    const allowed = new Set(['pages', 'sections', 'dialogs', 'api', 'logic', 'index.ts']);
    const misplaced = files
      .filter((f) => f.path.startsWith(`features${sep}`))
      .filter((f) => !allowed.has(f.path.split(sep)[2] ?? ''))
      .map((f) => f.path);
    expect(misplaced).toEqual([]);
  });

  it('keeps api/ and components/ free of feature imports', () => {
    const offenders = files
      .filter((f) => f.path.startsWith('api') || f.path.startsWith('components'))
      .filter((f) => /from '(\.\.\/)+features\//.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(src)).toEqual([]);
  });
});
