import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DataDirBusyError, holdDataDir, LOCK_FILE, liveHolder } from './data-dir-lock.ts';

const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

const leaveLock = (dir: string, holder: object) =>
  writeFileSync(join(dir, LOCK_FILE), `${JSON.stringify(holder)}\n`);

describe('the embedded data dir lock', () => {
  it('refuses a second holder while the first holds it, naming it, and frees it on release', () => {
    const dir = dataDir();
    const server = holdDataDir(dir, 'server');
    expect(liveHolder(dir)).toMatchObject({ pid: process.pid, what: 'server' });
    expect(() => holdDataDir(dir, 'backup')).toThrow(DataDirBusyError);
    expect(() => holdDataDir(dir, 'backup')).toThrow(
      `A CreatorHub server (pid ${process.pid}) is using the embedded database in ${dir}: stop it first`,
    );
    server.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const backup = holdDataDir(dir, 'backup');
    expect(() => holdDataDir(dir, 'server')).toThrow(`A backup (pid ${process.pid})`);
    backup.release();
  });

  it('takes over a file left by a process that is gone (kill -9, a crash)', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    leaveLock(dir, { pid: gone, what: 'server', command: '', since: '' });
    expect(liveHolder(dir)).toBeNull();
    const held = holdDataDir(dir, 'server');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    held.release();
  });

  it('takes over a file naming a pid that now runs another program, or cut short', () => {
    const dir = dataDir();
    // A container restarted with the same pids: the pid is alive but runs something else
    // (told apart by its command line in /proc, on Linux).
    leaveLock(dir, { pid: process.ppid, what: 'server', command: 'node main.ts', since: '' });
    expect(liveHolder(dir)).toBeNull();
    writeFileSync(join(dir, LOCK_FILE), '{"pid":');
    expect(liveHolder(dir)).toBeNull();
    holdDataDir(dir, 'server').release();
  });
});
