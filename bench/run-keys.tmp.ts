import { runKeysBench } from './keys.bench.ts'; await runKeysBench(process.env.PGURL ?? null);
