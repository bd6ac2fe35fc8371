// `npm run bench`: every benchmark, printing ratios measured in the same run.
import { runFoundationBench } from './foundation.bench.ts';

await runFoundationBench();
