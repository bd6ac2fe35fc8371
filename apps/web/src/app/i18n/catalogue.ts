import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from '@app/contract';
import { catalogueFrom } from './extract-strings.ts';

// Node-side only (script and test): builds the English catalogue from the source tree.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Strings the contract shows through t(): every exported label map (`…Label`, `…Labels`) and
 * message table (`messages`, `…Messages`) whose values are plain strings.
 */
function contractStrings(): string[] {
  return Object.entries(contract).flatMap(([name, value]) => {
    if (!/(Labels?|Messages|^messages)$/.test(name)) return [];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.values(value).filter((v): v is string => typeof v === 'string');
  });
}

export function buildCatalogue(srcDir: string): Record<string, string> {
  const extra = [...contractStrings(), 'Passwords do not match'];
  return catalogueFrom(
    sourceFiles(srcDir).map((file) => readFileSync(file, 'utf8')),
    extra,
  );
}
