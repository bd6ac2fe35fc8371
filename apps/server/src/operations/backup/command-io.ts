import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Config,
  ConfigError,
  databaseOptionsFromConfig,
  loadConfig,
  objectStoreFor,
  openDatabase,
} from '../../platform/index.ts';
import { DataDirBusyError, holdDataDir } from '../data-dir-lock.ts';
import { BackupError } from './archive-layout.ts';

export type CommandIo = {
  env: Record<string, string | undefined>;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
};

/** The directory the command was typed in (npm keeps it in INIT_CWD), as main.ts does. */
export const invocationDir = (env: CommandIo['env']) => env.INIT_CWD ?? process.cwd();

/** The server's own configuration, from the same environment the server reads. */
export function commandConfig(io: CommandIo): Config {
  return loadConfig(io.env, { cwd: invocationDir(io.env) });
}

export function pathArgument(io: CommandIo, value: string): string {
  return resolve(invocationDir(io.env), value);
}

/**
 * The installation the environment configures: its configuration, its stored files, and a way
 * to open its database (an embedded one must already exist when `databaseMustExist`: a backup
 * of nothing is a mistyped DATA_DIR). An embedded database is refused while a server (or
 * another command) has it open, and held by `command` until closed.
 */
export function commandInstallation(
  io: CommandIo,
  { databaseMustExist, command }: { databaseMustExist: boolean; command: string },
) {
  const config = commandConfig(io);
  const openInstallationDatabase = async () => {
    const options = databaseOptionsFromConfig(config);
    if (
      databaseMustExist &&
      options.kind === 'pglite' &&
      options.dataDir &&
      !existsSync(options.dataDir)
    ) {
      throw new BackupError(`No database at ${options.dataDir}: check DATA_DIR.`);
    }
    if (options.kind !== 'pglite') return openDatabase(options);
    const held = holdDataDir(config.dataDir, command);
    const database = await openDatabase(options).catch((error: unknown) => {
      held.release();
      throw error;
    });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          held.release();
        }
      },
    };
  };
  return { config, objects: objectStoreFor(config), openDatabase: openInstallationDatabase };
}

/** Known failures print their message; anything else its stack. Answers the exit code. */
export async function runCommand(io: CommandIo, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (error) {
    const known =
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DataDirBusyError;
    const text =
      error instanceof Error
        ? known
          ? error.message
          : (error.stack ?? error.message)
        : String(error);
    io.stderr(text);
    return 1;
  }
}
