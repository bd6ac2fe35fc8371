// `npm run bench`: every benchmark, printing figures and ratios measured in the same run,
// on PGlite and, with BENCH_DATABASE_URL (or TEST_DATABASE_URL), on PostgreSQL too.
// `npm run bench -- influencers` runs the named ones only; BENCH_ONLY=pglite or postgres one half.
import { runApplySubmitBench } from './apply-submit.bench.ts';
import { runCampaignsBench } from './campaigns.bench.ts';
import { runDashboardBench } from './dashboard.bench.ts';
import { runDiscoveryBench } from './discovery.bench.ts';
import { runDiscoveryAfterImportBench } from './discovery-after-import.bench.ts';
import { runEmailBench } from './email.bench.ts';
import { runFoundationBench } from './foundation.bench.ts';
import { runInfluencersBench } from './influencers.bench.ts';
import { runKeysBench } from './keys.bench.ts';
import { runLighthouseBench } from './lighthouse.bench.ts';
import { runLiveCapturePipelineBench } from './live-capture-pipeline.bench.ts';
import { runMailSyncBench } from './mail-sync.bench.ts';
import { runOperationsBench } from './operations.bench.ts';
import { runPublicPagesBench } from './public-pages.bench.ts';

const benches: Record<string, (postgresUrl: string | null) => Promise<void>> = {
  foundation: runFoundationBench,
  influencers: runInfluencersBench,
  campaigns: runCampaignsBench,
  keys: runKeysBench,
  dashboard: runDashboardBench,
  email: runEmailBench,
  lighthouse: runLighthouseBench,
  'public-pages': runPublicPagesBench,
  operations: runOperationsBench,
  'mail-sync': runMailSyncBench,
  discovery: runDiscoveryBench,
  'discovery-after-import': runDiscoveryAfterImportBench,
  'apply-submit': runApplySubmitBench,
  'live-capture-pipeline': runLiveCapturePipelineBench,
};
// Benches whose figures do not depend on the database run once.
const databaseFree = new Set(['lighthouse', 'public-pages']);
// Benches that compare the two databases themselves run once, given the PostgreSQL URL.
const bothDatabases = new Set(['operations']);

const wanted = process.argv.slice(2);
// BENCH_ONLY=pglite or postgres: one database's half of each bench, when the other is not the
// one under study (a 20,000-message sync on PGlite costs minutes before PostgreSQL's starts).
const only = process.env.BENCH_ONLY;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
if (!postgresUrl) console.log('(set BENCH_DATABASE_URL to also measure on PostgreSQL)');
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n===== ${name} =====`);
  if (bothDatabases.has(name)) {
    await run(postgresUrl);
    continue;
  }
  if (only !== 'postgres') await run(null);
  if (postgresUrl && only !== 'pglite' && !databaseFree.has(name)) await run(postgresUrl);
}
