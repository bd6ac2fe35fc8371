// Import cycles among a workspace's own source files (relative imports only; `import type`
// erases at build time and is left out). Used by the code-rules tests of each workspace.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const sourceFile = /\.(?:ts|tsx|mjs)$/;
const importFrom =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function listSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each cycle as the list of files (relative to `root`) that import each other in a ring. */
export function importCycles(root) {
  const files = listSources(root);
  const edges = new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(importFrom)]
        .map((match) => resolveImport(file, match[1]))
        .filter((target) => target !== undefined);
      return [file, targets];
    }),
  );

  // Tarjan's strongly connected components: a component of two or more files is a cycle.
  let index = 0;
  const indexOf = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    indexOf.set(file, index);
    lowLink.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!indexOf.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file), indexOf.get(target)));
      }
    }
    if (lowLink.get(file) === indexOf.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(relative(root, member));
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!indexOf.has(file)) visit(file);
  return cycles;
}
