import { loadDiscoveryConfig } from '../../config.ts';
import { migrateDiscovery } from '../../db/database.ts';
import { openPostgres } from '../../db/open-postgres.ts';
import { importSeed } from './import-seed.ts';

// `npm run discovery:seed -- FILE [--format=ndjson|csv]`, or `-- --task=ID` to resume a
// killed import. Uses DATABASE_URL (PostgreSQL) like the service's own process.
async function main(argv: readonly string[]): Promise<number> {
  const args = argv.filter((a) => !a.startsWith('--'));
  const flag = (name: string) =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const taskId = flag('task');
  const format = flag('format');
  if (!taskId && args.length !== 1) {
    process.stderr.write('Usage: discovery:seed -- FILE [--format=ndjson|csv] | --task=ID\n');
    return 2;
  }
  if (format !== undefined && format !== 'ndjson' && format !== 'csv') {
    process.stderr.write('--format must be ndjson or csv\n');
    return 2;
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('DATABASE_URL must be set (a PostgreSQL URL)\n');
    return 2;
  }
  // Only the database setting is needed here; the token check is the server's.
  loadDiscoveryConfig({ DISCOVERY_TOKEN: 'x'.repeat(16), ...process.env });
  const database = openPostgres(url, 2);
  try {
    await migrateDiscovery(database.db);
    const abort = new AbortController();
    process.once('SIGINT', () => abort.abort());
    const log = {
      info: (m: string, d?: Record<string, unknown>) =>
        process.stdout.write(`${m} ${JSON.stringify(d ?? {})}\n`),
      warn: (m: string, d?: Record<string, unknown>) =>
        process.stderr.write(`${m} ${JSON.stringify(d ?? {})}\n`),
    };
    const task = await importSeed(
      { db: database.db, log, signal: abort.signal },
      {
        ...(taskId ? { taskId: Number(taskId) } : { filePath: args[0] ?? '' }),
        ...(format ? { format } : {}),
        onBatch: (t) =>
          process.stdout.write(`task ${t.id}: ${t.processedRows} rows, ${t.errorRows} errors\n`),
      },
    );
    process.stdout.write(`${JSON.stringify(task, null, 2)}\n`);
    return task.status === 'done' ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
