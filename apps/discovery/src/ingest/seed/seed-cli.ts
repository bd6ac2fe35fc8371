import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadDiscoveryConfig } from '../../config.ts';
import { migrateDiscovery } from '../../db/database.ts';
import { openPostgres } from '../../db/open-postgres.ts';
import { importSeed, SeedImportStopped } from './import-seed.ts';
import { refusedRows, refusedRowsFile } from './refused-rows-file.ts';
import { refusalText } from './seed-rows.ts';

// `npm run discovery:seed -- FILE [--format=ndjson|csv] [--refused=PATH]`, or `-- --task=ID`
// to resume a stopped import. Uses DATABASE_URL (PostgreSQL) like the service's own process.
// Refused rows are printed (row, field, reason) and written to PATH (default: beside the
// file, FILE.refused.ndjson or .csv). Exit status 0 when rows were imported, even with some
// refused; 1 when nothing could be imported or the run stopped (it resumes with --task=ID).
async function main(argv: readonly string[]): Promise<number> {
  const args = argv.filter((a) => !a.startsWith('--'));
  const flag = (name: string) =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const taskId = flag('task');
  const format = flag('format');
  if (!taskId && args.length !== 1) {
    process.stderr.write(
      'Usage: discovery:seed -- FILE [--format=ndjson|csv] [--refused=PATH] | --task=ID\n',
    );
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
    let task: Awaited<ReturnType<typeof importSeed>>;
    try {
      task = await importSeed(
        { db: database.db, log, signal: abort.signal },
        {
          ...(taskId ? { taskId: Number(taskId) } : { filePath: args[0] ?? '' }),
          ...(format ? { format } : {}),
          onBatch: (t) =>
            process.stdout.write(
              `task ${t.id}: ${t.processedRows} rows read, ${t.errorRows} refused\n`,
            ),
        },
      );
    } catch (error) {
      if (!(error instanceof SeedImportStopped)) throw error;
      process.stderr.write(`${error.message}\nResume with: --task=${error.taskId}\n`);
      return 1;
    }
    if (task.status !== 'done') {
      process.stderr.write(
        `Import ${task.id} stopped after row ${task.processedRows}; resume with: --task=${task.id}\n`,
      );
      return 1;
    }
    for await (const r of refusedRows(database.db, task.id)) {
      process.stderr.write(`row ${r.row}: ${refusalText({ field: r.field, message: r.reason })}\n`);
    }
    if (task.errorRows > 0) {
      const path =
        flag('refused') ?? `${task.fileKey}.refused.${task.format === 'csv' ? 'csv' : 'ndjson'}`;
      await pipeline(Readable.from(refusedRowsFile(database.db, task)), createWriteStream(path));
      process.stderr.write(`${task.errorRows} rows refused, written to ${path}\n`);
    }
    const imported = task.processedRows - task.errorRows;
    process.stdout.write(
      `Import ${task.id} completed: ${imported} rows imported, ${task.errorRows} refused\n`,
    );
    return imported > 0 ? 0 : 1;
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
