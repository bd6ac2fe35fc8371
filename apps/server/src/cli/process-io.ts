import type { CommandIo } from '../operations/backup/command-io.ts';

/** A command's environment and output: the real process's (tests pass their own). */
export const processIo: CommandIo = {
  env: process.env,
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
};
