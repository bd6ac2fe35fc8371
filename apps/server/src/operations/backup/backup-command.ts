import { parseArgs } from 'node:util';
import { type CommandIo, commandInstallation, pathArgument, runCommand } from './command-io.ts';
import { readInstallationKeys } from './installation-keys.ts';
import { writeBackup } from './write-backup.ts';

/**
 * `npm run backup -- [--out file.tar.gz]`: database, stored files and keys of the
 * installation the environment configures. Keys are written to the archive, never printed.
 */
export async function backupCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    const { values } = parseArgs({ args: [...argv], options: { out: { type: 'string' } } });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = pathArgument(io, values.out ?? `creatorhub-backup-${stamp}.tar.gz`);
    const { config, objects, openDatabase } = commandInstallation(io, {
      databaseMustExist: true,
      command: 'backup',
    });
    const database = await openDatabase();
    try {
      const summary = await writeBackup({
        database,
        objects,
        keys: readInstallationKeys(config),
        out,
      });
      io.stdout(
        `Backed up ${summary.rows} rows in ${summary.tables} tables, ${summary.files} files and the keys to ${out}`,
      );
    } finally {
      await database.close();
    }
  });
}
