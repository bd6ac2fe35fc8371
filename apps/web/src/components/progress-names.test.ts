// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A progress indicator is a role="progressbar": without a name axe reports it as serious
// (aria-progressbar-name), and the browser suite meets one only if it happens to catch the
// loading moment. So the rule is read from the source: every MUI LinearProgress and
// CircularProgress has a name (aria-label, aria-labelledby) or is hidden beside words that
// say the same (aria-hidden).

const src = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Each `<LinearProgress …>` or `<CircularProgress …>` opening tag without a name. */
function unnamedProgress(): string[] {
  return sourceFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<(Linear|Circular)Progress\b([^>]*?)\/?>/gs)]
      .filter((match) => !/aria-(label|labelledby|hidden)\b/.test(match[2] ?? ''))
      .map((match) => `${relative(src, file)}: ${match[0].replace(/\s+/g, ' ')}`),
  );
}

describe('progress indicators', () => {
  it('each has a name or is hidden beside words', () => {
    expect(unnamedProgress()).toEqual([]);
  });
});
