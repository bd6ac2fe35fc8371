import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock on its data dir: a second process that opens it (a backup, a second
 * server) succeeds, and both writing leaves the database unreadable (electric-sql/pglite#1106).
 * So whoever opens the embedded database holds this file beside it, naming its process, the
 * way PostgreSQL's postmaster.pid does; the file is removed on a clean stop, and one left by a
 * process that is gone (kill -9, a crash) is taken over.
 */
export const LOCK_FILE = 'pglite.lock';

/** Who holds the data dir: a server, or one of the commands (backup, restore, move, create-admin). */
export type DataDirHolder = { pid: number; what: string; command: string; since: string };

/** The data dir is held by a live process: the message names it and says what to do. */
export class DataDirBusyError extends Error {}

/** Data dirs this process holds, so a second hold in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the data dir for `what` ("server", "backup"...) or throws DataDirBusyError naming the
 * live process that holds it. Release when the database is closed.
 */
export function holdDataDir(dataDir: string, what: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const holder: DataDirHolder = {
    pid: process.pid,
    what,
    command: commandLineOf(process.pid) ?? '',
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': created only if absent, so two processes cannot both take it.
      writeFileSync(file, `${JSON.stringify(holder)}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const current = liveHolder(dataDir);
      if (current) throw new DataDirBusyError(busyMessage(dataDir, current));
      rmSync(file, { force: true });
    }
  }
  heldHere.add(file);
  return {
    release() {
      if (!heldHere.delete(file)) return;
      // Only our own file: a stale one taken over by someone else stays theirs.
      if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}

/** The live process holding `dataDir`, or null when none does (no file, or a stale one). */
export function liveHolder(dataDir: string): DataDirHolder | null {
  const file = join(dataDir, LOCK_FILE);
  const holder = readHolder(file);
  if (!holder) return null;
  if (holder.pid === process.pid) return heldHere.has(file) ? holder : null;
  if (!alive(holder.pid)) return null;
  // A reused pid (a container restarted with the same pids) is some other program: where the
  // system tells a process's command line, it must be the one that wrote the file.
  const command = commandLineOf(holder.pid);
  return command === null || holder.command === '' || command === holder.command ? holder : null;
}

function busyMessage(dataDir: string, holder: DataDirHolder): string {
  const who = holder.what === 'server' ? 'A CreatorHub server' : `A ${holder.what}`;
  return `${who} (pid ${holder.pid}) is using the embedded database in ${dataDir}: stop it first (PGlite lets one process at a time open its data dir). Nothing was changed.`;
}

function readHolder(file: string): DataDirHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirHolder>;
    return typeof parsed.pid === 'number' ? (parsed as DataDirHolder) : null;
  } catch {
    // Absent, or cut short by a crash while being written: nobody's.
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line on Linux (/proc), else null (unknown: the pid is trusted). */
function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
}
