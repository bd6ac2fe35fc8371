// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Features depend one way and meet at their index: a feature may use another only through
// `features/<name>/index.ts`, and no ring of features uses each other (docs/decisions.md,
// "Web features in one direction (issue 25)"). Lazy `import()` counts: it is a dependency too.

const src = fileURLToPath(new URL('..', import.meta.url));
const features = join(src, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `import x from '…'`, `export { x } from '…'`, `import('…')`; `type` marks erased ones. */
const importPattern =
  /(?:^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?|\bimport\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;

type FeatureImport = { file: string; from: string; to: string; target: string; erased: boolean };

/** Every import in a feature's file that lands in another feature. */
function crossFeatureImports(root: string): FeatureImport[] {
  return sourceFiles(root).flatMap((file) => {
    const from = relative(root, file).split(sep)[0] ?? '';
    return [...readFileSync(file, 'utf8').matchAll(importPattern)].flatMap((match) => {
      const target = relative(root, resolve(dirname(file), match[2] ?? ''));
      const to = target.split(sep)[0] ?? '';
      if (target.startsWith('..') || to === from) return [];
      return [{ file: relative(root, file), from, to, target, erased: match[1] !== undefined }];
    });
  });
}

/** Rings of features that use each other (value imports), each as its sorted member list. */
function featureCycles(imports: FeatureImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const i of imports.filter((i) => !i.erased)) {
    edges.set(i.from, (edges.get(i.from) ?? new Set()).add(i.to));
  }
  // Tarjan's strongly connected components: one of two or more features is a ring.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const ring = stack.splice(stack.indexOf(node));
    if (ring.length > 1) cycles.push(ring.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const imports = crossFeatureImports(features);
const isIndex = (target: string) => /^[^/\\]+[/\\]index\.tsx?$/.test(target);

describe('web features', () => {
  it('reads imports between features', () => {
    expect(imports.length).toBeGreaterThan(20);
  });

  it('use each other only through their index.ts', () => {
    const offenders = imports
      .filter((i) => !isIndex(i.target))
      .map((i) => `${i.file} -> ${i.target}`);
    expect(offenders).toEqual([]);
  });

  it('depend one way: no ring of features uses each other', () => {
    expect(featureCycles(imports)).toEqual([]);
  });

  it('sees a ring when there is one', () => {
    const ring = [
      { file: 'a/x.ts', from: 'a', to: 'b', target: 'b/index.ts', erased: false },
      { file: 'b/x.ts', from: 'b', to: 'c', target: 'c/index.ts', erased: false },
      { file: 'c/x.ts', from: 'c', to: 'a', target: 'a/index.ts', erased: false },
      { file: 'c/y.ts', from: 'c', to: 'd', target: 'd/index.ts', erased: false },
      { file: 'd/x.ts', from: 'd', to: 'c', target: 'c/index.ts', erased: true },
    ];
    expect(featureCycles(ring)).toEqual([['a', 'b', 'c']]);
  });
});
