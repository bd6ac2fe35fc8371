import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configTable } from './config.ts';

// The README's configuration table is what operators read: it must name every variable.
describe('README configuration table', () => {
  const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');

  it.each(configTable.map((row) => row.name))('documents %s', (name) => {
    expect(readme).toContain(`| \`${name}\` |`);
  });
});
