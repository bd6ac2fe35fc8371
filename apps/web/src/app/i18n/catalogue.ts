import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { messages, userRoleLabel, userStatusLabel } from '@app/contract';
import { catalogueFrom } from './extract-strings.ts';

// Node-side only (script and test): builds the English catalogue from the source tree.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export function buildCatalogue(srcDir: string): Record<string, string> {
  const extra = [
    ...Object.values(messages),
    ...Object.values(userRoleLabel),
    ...Object.values(userStatusLabel),
    'Passwords do not match',
  ];
  return catalogueFrom(
    sourceFiles(srcDir).map((file) => readFileSync(file, 'utf8')),
    extra,
  );
}
