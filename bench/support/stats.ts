/** p-th percentile (0-100) of samples in milliseconds, nearest-rank. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs fn `warmup` times unmeasured, then `runs` times, and answers each run's ms. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warmup = 20) {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/**
 * One printed line comparing the API with raw SQL: p50 / p95 of each and their ratios, the
 * case name padded to `nameWidth` and each pair of figures to `figureWidth`.
 */
export function comparisonLine(
  name: string,
  api: number[],
  raw: number[],
  { nameWidth, figureWidth }: { nameWidth: number; figureWidth: number },
): { line: string; apiP95: number } {
  const [a50, a95, r50, r95] = [
    percentile(api, 50),
    percentile(api, 95),
    percentile(raw, 50),
    percentile(raw, 95),
  ];
  const line = `  ${name.padEnd(nameWidth)} ${`${fmt(a50)} / ${fmt(a95)}`.padEnd(figureWidth)} ${`${fmt(r50)} / ${fmt(r95)}`.padEnd(figureWidth)} ${(a50 / r50).toFixed(2)}x / ${(a95 / r95).toFixed(2)}x`;
  return { line, apiP95: a95 };
}
