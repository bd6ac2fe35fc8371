import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server's areas, lowest first (src/areas.ts lists their manifests in this order). An
 * area may import the areas before it, and only through their index.ts; capture and
 * discovery stand side by side at the top and may not import each other.
 */
export const AREA_ORDER = [
  ['platform'],
  ['core'],
  ['crm'],
  ['email'],
  ['campaigns'],
  ['capture', 'discovery'],
] as const;

// Every relative import or re-export, `import type` included: a type from an area above is
// as much an upward dependency as a value.
const relativeImport =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

// Tests (and the testing.ts helpers beside them) are white-box checks of the whole app: they
// may reach into any area, and nothing of the app imports them.
const isTestFile = (name: string) => name.endsWith('.test.ts') || name === 'testing.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTestFile(entry.name) ? [path] : [];
  });
}

/**
 * Each import under `src` that breaks the layering: one area reaching into another's files
 * instead of its index.ts, or an area importing one at its level or above (or the shell:
 * app.ts, server.ts, operations/, cli/, supervisor/, which stand above every area).
 */
export function areaImportViolations(src: string): string[] {
  const rank = new Map<string, number>(
    AREA_ORDER.flatMap((names, level) => names.map((name) => [name, level] as const)),
  );
  const areaOf = (path: string): string => {
    const [top, rest] = relative(src, path).split('/', 2);
    return top && rest !== undefined && rank.has(top) ? top : 'shell';
  };
  const violations: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = areaOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const specifier = match[1] ?? match[2] ?? '';
      const target = resolve(dirname(file), specifier);
      const to = areaOf(target);
      // Within an area (or within the shell) any file may import any other.
      if (to === from) continue;
      const where = `${relative(src, file)} -> ${specifier}`;
      if (from !== 'shell' && to === 'shell') {
        violations.push(`${where}: the ${from} area imports the app shell`);
        continue;
      }
      if (from !== 'shell' && (rank.get(to) ?? 0) >= (rank.get(from) ?? 0)) {
        violations.push(`${where}: the ${from} area imports ${to}, which is not below it`);
      } else if (target !== join(src, to, 'index.ts')) {
        violations.push(`${where}: import the ${to} area through its index.ts`);
      }
    }
  }
  return violations;
}
