import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

export const DOVECOT_BINARY = '/usr/sbin/dovecot';

/** A private Dovecot on loopback for one test file: one user, a maildir in a temp dir. */
export type TestDovecot = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** APPENDs real RFC 5322 messages over one connection; answers their UIDs. */
  append(
    folder: string,
    raws: readonly (string | Buffer)[],
    flags?: string[],
    internalDate?: Date,
  ): Promise<number[]>;
  /** The flags of every message in the folder, by UID. */
  flagsOf(folder: string): Promise<Map<number, Set<string>>>;
  /** Sets or clears \Seen from outside (another mail client). */
  setSeen(folder: string, uids: readonly number[], seen: boolean): Promise<void>;
  /** Every message's raw source in the folder, by UID. */
  sourcesOf(folder: string): Promise<Map<number, Buffer>>;
  /** Deletes every message of the folder (EXPUNGE): for renumbering it. */
  emptyFolder(folder: string): Promise<void>;
  /** Gives the folder a new UIDVALIDITY (what a server does after rebuilding a folder). */
  changeUidValidity(folder: string): Promise<number>;
  /** The folder's UIDVALIDITY as the server reports it. */
  uidValidityOf(folder: string): Promise<number>;
  stop(): Promise<void>;
};

const running = new Map<ChildProcess, string>();
// The test process may end without calling stop (a crash, a failed hook): leave no Dovecot
// and no temp dir behind.
process.once('exit', () => {
  for (const [child, dir] of running) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Starts Dovecot with its own config file (`dovecot -F -c FILE`): everything (base_dir,
 * state, logs, maildir, passwd-file) under a temp dir, IMAP on a free loopback port with
 * plain LOGIN (no TLS: loopback only), a Sent folder marked \Sent. As root its mail
 * processes run as the `dovecot` user, which owns the maildir (first_valid_uid must allow
 * that system uid); as anyone else, as that user. `condstore: false` hides CONDSTORE and
 * QRESYNC, as older servers do.
 */
export async function startDovecot(options: { condstore?: boolean } = {}): Promise<TestDovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'dovecot-test-'));
  const port = await freePort();
  // Unique: accounts made for it share one PostgreSQL database with other test files.
  const user = `manager-${randomUUID()}@mail.test`;
  const password = `pw-${randomUUID()}`;
  const owner = mailOwner();
  // Dovecot's auth and mail processes (the dovecot user) must reach the passwd file and maildir.
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub));
  if (owner.chown) chownSync(join(dir, 'mail'), owner.uid, owner.gid);
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${password}\n`);
  const configFile = join(dir, 'dovecot.conf');
  writeFileSync(configFile, dovecotConfig(dir, port, owner, options.condstore ?? true));

  const child = spawn(DOVECOT_BINARY, ['-F', '-c', configFile], { stdio: 'ignore' });
  running.set(child, dir);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(child));
  try {
    await waitForPort(port, child, () => logOf(dir));
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const doveadm = (...args: string[]) => run('/usr/bin/doveadm', ['-c', configFile, ...args]);
  async function uidValidityOf(folder: string): Promise<number> {
    const { stdout } = await doveadm('mailbox', 'status', '-u', user, 'uidvalidity', folder);
    return Number(/uidvalidity=(\d+)/.exec(stdout)?.[1] ?? Number.NaN);
  }
  const client = () =>
    new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
      disableAutoIdle: true,
    });
  async function withFolder<T>(folder: string, work: (imap: ImapFlow) => Promise<T>): Promise<T> {
    const imap = client();
    await imap.connect();
    try {
      const lock = await imap.getMailboxLock(folder);
      try {
        return await work(imap);
      } finally {
        lock.release();
      }
    } finally {
      await imap.logout();
    }
  }

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    async append(folder, raws, flags = [], internalDate = undefined) {
      const imap = client();
      await imap.connect();
      try {
        const uids: number[] = [];
        for (const raw of raws) {
          const appended = await imap.append(folder, raw, flags, internalDate);
          uids.push(appended ? (appended.uid ?? 0) : 0);
        }
        return uids;
      } finally {
        await imap.logout();
      }
    },
    flagsOf: (folder) =>
      withFolder(folder, async (imap) => {
        const out = new Map<number, Set<string>>();
        if (imap.mailbox && imap.mailbox.exists === 0) return out;
        for await (const m of imap.fetch('1:*', { uid: true, flags: true })) {
          out.set(m.uid, m.flags ?? new Set());
        }
        return out;
      }),
    setSeen: (folder, uids, seen) =>
      withFolder(folder, async (imap) => {
        if (uids.length === 0) return;
        if (seen) await imap.messageFlagsAdd([...uids], ['\\Seen'], { uid: true });
        else await imap.messageFlagsRemove([...uids], ['\\Seen'], { uid: true });
      }),
    sourcesOf: (folder) =>
      withFolder(folder, async (imap) => {
        const out = new Map<number, Buffer>();
        if (imap.mailbox && imap.mailbox.exists === 0) return out;
        for await (const m of imap.fetch('1:*', { uid: true, source: true })) {
          if (m.source) out.set(m.uid, m.source);
        }
        return out;
      }),
    emptyFolder: (folder) =>
      withFolder(folder, async (imap) => {
        if (imap.mailbox && imap.mailbox.exists > 0) await imap.messageDelete('1:*');
      }),
    async changeUidValidity(folder) {
      const next = (await uidValidityOf(folder)) + 1000;
      await doveadm('mailbox', 'update', '-u', user, '--uid-validity', String(next), folder);
      return next;
    },
    uidValidityOf,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type MailOwner = { name: string; uid: number; gid: number; chown: boolean };

/** Who owns the maildir and runs the mail processes. */
function mailOwner(): MailOwner {
  const me = userInfo();
  if (me.uid !== 0) return { name: me.username, uid: me.uid, gid: me.gid, chown: false };
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('dovecot:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('No "dovecot" user: install dovecot-imapd (see .ci/run)');
  return { name: 'dovecot', uid: Number(uid), gid: Number(gid), chown: true };
}

/** What a server without CONDSTORE (and QRESYNC) offers after LOGIN. */
const WITHOUT_CONDSTORE =
  'IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ NAMESPACE UIDPLUS CHILDREN UNSELECT MOVE SPECIAL-USE LIST-EXTENDED ESEARCH';

function dovecotConfig(dir: string, port: number, owner: MailOwner, condstore: boolean): string {
  // Without root, every Dovecot service runs as the one user there is.
  const unprivileged =
    owner.chown === false
      ? `default_internal_user = ${owner.name}\ndefault_login_user = ${owner.name}\n`
      : '';
  return `# A private test Dovecot (apps/server/test/dovecot.ts).
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
first_valid_uid = 1
first_valid_gid = 1
mail_plugins =
# A test mailbox: no fsync per APPEND (a crash loses nothing that matters here).
mail_fsync = never
mail_location = maildir:${dir}/mail/%u
${condstore ? '' : `imap_capability = ${WITHOUT_CONDSTORE}\n`}${unprivileged}passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/mail/%u
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = create
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
  # No growing delay for the tests' repeated wrong passwords (the auth penalty).
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
`;
}

function logOf(dir: string): string {
  try {
    return readFileSync(join(dir, 'dovecot.log'), 'utf8');
  } catch {
    return '';
  }
}

/** Waits until the IMAP greeting arrives (Dovecot starts in about a second). */
async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Dovecot exited at start:\n${log()}`);
    if (await greets(port)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Dovecot did not answer on port ${port}:\n${log()}`);
}

function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('* OK'));
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
