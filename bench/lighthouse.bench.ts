// Team app first load (issue 12): Lighthouse's mobile audit (its default: a mid-range phone,
// slow 4G and a 4x slower CPU, simulated) of /login, served by the real server from the built
// web app (apps/web/dist, as `npm start` serves it), in Debian's Chromium. Prints each run's
// performance score, LCP and bytes transferred, then the median run; the target is a score of
// 0.9 or better. JS transferred / JS size shows what compression saves on the wire. Lighthouse
// scales the main-thread time it observes, so on a busy machine the default series reads low;
// a second series then slows the CPU less, by Lighthouse's own CPU benchmark of the machine.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { startBenchApp } from './support/bench-app.ts';

const repo = join(import.meta.dirname, '..');
// BENCH_WEB_DIST measures another build (e.g. one made with `vite build --outDir`).
const webDist = process.env.BENCH_WEB_DIST ?? join(repo, 'apps/web/dist');
const RUNS = 3;

export const chromeFlags = ['--headless=new', ...chromiumArgs];

export type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
};

export type LoadFigures = {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  bytes: number;
  jsBytes: number;
  jsResourceBytes: number;
  jsRequests: number;
  /** The scripts the page loaded (to weigh them gzip-compressed). */
  scriptUrls: string[];
  benchmarkIndex: number;
};

// Lighthouse's mobile default: slow 4G and a 4x CPU slowdown, meant for a desktop-class host.
export const MOBILE_CPU_SLOWDOWN = 4;
// Lighthouse's CPU benchmark index of such a host (its throttling docs: a high-end desktop
// scores about 1500); a loaded shared machine scores a fraction of it.
export const DESKTOP_BENCHMARK = 1500;

export async function audit(url: string, port: number, cpuSlowdown?: number): Promise<LoadFigures> {
  try {
    return await auditOnce(url, port, cpuSlowdown);
  } catch (error) {
    // A busy machine sometimes loses the trace (NO_NAVSTART); Lighthouse asks to run again.
    console.log(`    (run again: ${error instanceof Error ? error.message : String(error)})`);
    return auditOnce(url, port, cpuSlowdown);
  }
}

async function auditOnce(url: string, port: number, cpuSlowdown?: number): Promise<LoadFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    cpuSlowdown === undefined
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: {
            throttling: {
              rttMs: 150,
              throughputKbps: 1638.4,
              requestLatencyMs: 562.5,
              downloadThroughputKbps: 1474.56,
              uploadThroughputKbps: 675,
              cpuSlowdownMultiplier: cpuSlowdown,
            },
          },
        },
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const sum = (list: NetworkItem[], key: 'transferSize' | 'resourceSize') =>
    list.reduce((total, item) => total + (item[key] ?? 0), 0);
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    jsBytes: sum(scripts, 'transferSize'),
    jsResourceBytes: sum(scripts, 'resourceSize'),
    jsRequests: scripts.length,
    scriptUrls: scripts.map((item) => item.url),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function describe(figures: LoadFigures) {
  return [
    `score ${figures.score.toFixed(2)}`,
    `LCP ${seconds(figures.lcpMs)}`,
    `FCP ${seconds(figures.fcpMs)}`,
    `TBT ${figures.tbtMs.toFixed(0)} ms`,
    `transferred ${kb(figures.bytes)}`,
    `JS ${kb(figures.jsBytes)} in ${figures.jsRequests} files`,
    `CPU benchmark ${figures.benchmarkIndex.toFixed(0)}`,
  ].join(', ');
}

export async function runLighthouseBench() {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const app = await startBenchApp(null, { webDist });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  try {
    const url = `${app.url}/login`;
    console.log(`\nLighthouse mobile, ${url} (${RUNS} runs after one warm-up)`);
    // The simulated phone scales the CPU time it observes, so a busy machine lowers the score:
    // Lighthouse's CPU benchmark index is printed per run (a quiet desktop-class core: 1000+).
    console.log(`  machine load average (1 min): ${loadavg()[0]?.toFixed(1)}`);
    const warmUp = await audit(url, chrome.port);
    const series = async (label: string, cpuSlowdown?: number) => {
      console.log(`  ${label}`);
      const runs: LoadFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const figures = await audit(url, chrome.port, cpuSlowdown);
        runs.push(figures);
        console.log(`    run ${i + 1}: ${describe(figures)}`);
      }
      const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)];
      if (!median) return;
      console.log(`    median: ${describe(median)}`);
      console.log(
        `    score / target 0.9: ${(median.score / 0.9).toFixed(2)} (${median.score >= 0.9 ? 'met' : 'MISSED'})`,
      );
      console.log(
        `    JS transferred / JS size: ${(median.jsBytes / median.jsResourceBytes).toFixed(2)}`,
      );
    };
    await series(`Lighthouse's mobile default (${MOBILE_CPU_SLOWDOWN}x CPU slowdown)`);
    // Lighthouse's 4x is meant for a desktop-class host; on another machine the same phone is
    // simulated by scaling the slowdown by Lighthouse's CPU benchmark of it, as its throttling
    // docs advise: less on a busy shared machine (never below 1x), more on a fast one (whose
    // short tasks would otherwise make any page look light).
    const slowdown = Math.max(1, (MOBILE_CPU_SLOWDOWN * warmUp.benchmarkIndex) / DESKTOP_BENCHMARK);
    if (Math.abs(slowdown - MOBILE_CPU_SLOWDOWN) / MOBILE_CPU_SLOWDOWN > 0.1) {
      await series(
        `calibrated to this machine (CPU benchmark ${warmUp.benchmarkIndex.toFixed(0)} of a desktop's ~${DESKTOP_BENCHMARK}: ${slowdown.toFixed(1)}x CPU slowdown)`,
        slowdown,
      );
    }
  } finally {
    chrome.kill();
    await app.close();
  }
}
