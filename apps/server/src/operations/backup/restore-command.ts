import { parseArgs } from 'node:util';
import { BackupError } from './archive-layout.ts';
import { type CommandIo, commandInstallation, pathArgument, runCommand } from './command-io.ts';
import { restoreBackup } from './restore-backup.ts';

/**
 * `npm run restore -- --from file.tar.gz [--force]`: into the installation the environment
 * configures, which must be empty unless --force (then everything in it is replaced).
 * Stop the server first.
 */
export async function restoreCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    const { values } = parseArgs({
      args: [...argv],
      options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
    });
    if (!values.from) throw new BackupError('--from: the archive to restore is required.');
    const from = pathArgument(io, values.from);
    const { config, objects, openDatabase } = commandInstallation(io, {
      databaseMustExist: false,
      command: 'restore',
    });
    const summary = await restoreBackup({
      from,
      force: values.force,
      config,
      openDatabase,
      objects,
    });
    io.stdout(
      `Restored ${summary.rows} rows in ${summary.tables} tables, ${summary.files} files and the keys from ${from}`,
    );
    for (const note of summary.notes) io.stdout(`Note: ${note}`);
  });
}
