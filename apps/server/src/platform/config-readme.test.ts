import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configTable, readmeConfigLine } from './config.ts';

// The README's configuration table is what operators read: it must say, line for line, what
// config.ts declares (every variable, in order, with its default and meaning).
describe('README configuration table', () => {
  const readme = readFileSync(join(import.meta.dirname, '../../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const table = section.slice(section.indexOf('\n|')).split('\n\n')[0]?.trim().split('\n').slice(2);

  it('is the table config.ts declares', () => {
    expect(table).toEqual(configTable.map(readmeConfigLine));
  });

  it.each(configTable.map((row) => row.name))('documents %s', (name) => {
    expect(readme).toContain(`| \`${name}\` |`);
  });
});
