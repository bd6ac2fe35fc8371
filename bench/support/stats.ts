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
