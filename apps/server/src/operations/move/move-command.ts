import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { localObjectStore, openDatabase, s3ObjectStore } from '../../platform/index.ts';
import { BackupError } from '../backup/archive-layout.ts';
import { type CommandIo, commandInstallation, runCommand } from '../backup/command-io.ts';
import { moveDatabase } from './move-database.ts';
import { moveFiles } from './move-files.ts';

/**
 * `npm run move -- --to postgres://… [--files s3]`: copies the embedded installation of
 * DATA_DIR to a PostgreSQL database and, with `--files s3`, its stored files to the bucket
 * the S3_* settings name. Safe to run again: what already arrived is verified, not copied.
 * The keys stay in DATA_DIR, which the server keeps using.
 */
export async function moveCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    const { values } = parseArgs({
      args: [...argv],
      options: { to: { type: 'string' }, files: { type: 'string' } },
    });
    const to = values.to ?? '';
    if (!/^postgres(ql)?:\/\//.test(to)) {
      throw new BackupError(
        'Name the PostgreSQL database to move to: --to postgres://user:password@host:5432/name',
      );
    }
    if (values.files !== undefined && values.files !== 's3') {
      throw new BackupError('--files takes one value: s3 (the bucket of the S3_* settings).');
    }
    if (io.env.DATABASE_URL) {
      throw new BackupError(
        'DATABASE_URL is set: this installation already runs on PostgreSQL. Unset it to move the embedded database of DATA_DIR.',
      );
    }
    const { config, openDatabase: openSource } = commandInstallation(io, {
      databaseMustExist: true,
      command: 'move',
    });
    if (values.files === 's3' && !config.s3) {
      throw new BackupError(
        '--files s3 needs S3_BUCKET (and S3_ENDPOINT etc. for a non-AWS service).',
      );
    }
    const where = new URL(to);
    const name = `${where.host}${where.pathname}`;
    const source = await openSource();
    try {
      const target = await openDatabase({ kind: 'postgres', url: to, max: 2 });
      try {
        const moved = await moveDatabase(source, target);
        const rows = moved.tables.reduce((sum, t) => sum + t.rows, 0);
        io.stdout(
          moved.done === 'moved'
            ? `Moved ${rows} rows in ${moved.tables.length} tables to ${name}; counts and checksums match.`
            : `${name} already holds this installation's ${rows} rows; counts and checksums match, nothing copied.`,
        );
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
    if (config.s3 && values.files === 's3') {
      const files = await moveFiles(
        localObjectStore(join(config.dataDir, 'files')),
        s3ObjectStore(config.s3),
      );
      io.stdout(
        `Copied ${files.copied} files to bucket ${config.s3.bucket} (${files.kept} were already there); sha256 of each matches.`,
      );
    }
    io.stdout(
      `Next: set DATABASE_URL to the target${values.files === 's3' ? ' and keep the S3_* settings' : ''}, keep DATA_DIR (it holds the keys), and start the server.`,
    );
  });
}
