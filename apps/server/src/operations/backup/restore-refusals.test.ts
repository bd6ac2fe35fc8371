import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { UserRole } from '@app/contract';
import { type Header, pack as tarPack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commandIo,
  type Installation,
  newInstallation,
  publicTables,
  withOneUser,
} from '../../../test/installations.ts';
import { loadConfig } from '../../platform/config.ts';
import { resolveSecretBoxKey } from '../../platform/secret-box/secret-box.ts';
import { ARCHIVE_FORMAT, type ArchiveVersion } from './archive-layout.ts';
import { backupCommand } from './backup-command.ts';
import { appVersion, knownMigrations } from './migrations.ts';
import { restoreCommand } from './restore-command.ts';

// Each test builds whole installations (an on-disk PGlite's initdb and every migration, twice):
// minutes on a loaded 2-core machine, seconds alone.
const INSTALLATION_TIMEOUT = 300_000;

type CraftedEntry = Pick<Header, 'name'> & Partial<Header> & { body?: Buffer };

/** A tar.gz of exactly these entries, as a hostile or broken archive would hold them. */
async function craftArchive(file: string, entries: CraftedEntry[]): Promise<void> {
  const pack = tarPack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const { body, ...header } of entries) {
    await new Promise<void>((done, fail) =>
      pack.entry({ ...header, size: body?.length ?? 0 }, body ?? Buffer.alloc(0), (error) =>
        error ? fail(error) : done(),
      ),
    );
  }
  pack.finalize();
  await written;
}

function versionEntry(overrides: Partial<ArchiveVersion> = {}): CraftedEntry {
  const latest = knownMigrations().at(-1);
  const version: ArchiveVersion = {
    format: ARCHIVE_FORMAT,
    appVersion: appVersion(),
    migration: {
      tag: latest?.tag ?? '',
      when: latest?.folderMillis ?? 0,
      index: latest?.index ?? 0,
    },
    createdAt: new Date().toISOString(),
    databaseKind: 'pglite',
    ...overrides,
  };
  return { name: 'version.json', body: Buffer.from(JSON.stringify(version)) };
}

describe('restore refuses, touching nothing', () => {
  const work = mkdtempSync(join(tmpdir(), 'restore-refusals-'));
  const archive = join(work, 'backup.tar.gz');
  const installations: Installation[] = [];
  let target: Installation;

  beforeAll(async () => {
    const source = await newInstallation();
    installations.push(source);
    await withOneUser(source, {
      email: 'one@test.example',
      firstName: 'One',
      role: UserRole.Admin,
    });
    // A secret-box key in DATA_DIR, as an installation that sealed a secret has.
    resolveSecretBoxKey(loadConfig(source.env));
    expect(await backupCommand(['--out', archive], commandIo(source.env).io)).toBe(0);
    target = await newInstallation();
    installations.push(target);
  }, INSTALLATION_TIMEOUT);

  afterAll(async () => {
    for (const made of installations) await made.remove();
    rmSync(work, { recursive: true, force: true });
  });

  /** Restores into the empty target and expects a refusal: exit 1, the message, no change. */
  async function expectRefused(file: string, message: RegExp, env: Record<string, string> = {}) {
    const run = commandIo({ ...target.env, ...env });
    expect(await restoreCommand(['--from', file], run.io)).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toMatch(message);
    await expectTargetUntouched();
  }

  async function expectTargetUntouched() {
    // No database opened (PGlite would have created DATA_DIR/pglite), no keys, no files.
    expect(readdirSync(target.dataDir)).toEqual([]);
    if (target.env.DATABASE_URL) {
      const database = await target.open();
      try {
        expect(await publicTables(database.db)).toEqual([]);
      } finally {
        await database.close();
      }
    }
  }

  it('refuses an archive written by a newer version, through the npm script', async () => {
    const newer = join(work, 'newer.tar.gz');
    const latest = knownMigrations().at(-1);
    await craftArchive(newer, [
      versionEntry({
        appVersion: '99.0.0',
        migration: {
          tag: '0099_future',
          when: (latest?.folderMillis ?? 0) + 86_400_000,
          index: 99,
        },
      }),
    ]);
    const root = resolve(import.meta.dirname, '../../../../..');
    const run = spawnSync('npm', ['run', '--silent', 'restore', '--', '--from', newer], {
      cwd: root,
      env: { ...process.env, ...target.env },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `This archive was written by a newer version: CreatorHub 99.0.0 (migration 0099_future); this installation is CreatorHub ${appVersion()} (latest migration ${latest?.tag}). Upgrade CreatorHub to 99.0.0 or later, then restore. Nothing was changed.`,
    );
    await expectTargetUntouched();
  }, 60_000);

  it('refuses a truncated archive and one with a damaged byte', async () => {
    const whole = readFileSync(archive);
    const truncated = join(work, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expectRefused(
      truncated,
      /is not a readable backup archive \(truncated or damaged: .+\)\. Nothing was changed\.$/,
    );

    const damaged = join(work, 'damaged.tar.gz');
    const copy = Buffer.from(whole);
    const at = Math.floor(copy.length / 2);
    copy[at] = (copy[at] ?? 0) ^ 0xff;
    writeFileSync(damaged, copy);
    await expectRefused(
      damaged,
      /(not a readable backup archive|Not a backup archive of this application).*Nothing was changed\.$/,
    );

    const garbage = join(work, 'garbage.tar.gz');
    writeFileSync(garbage, randomBytes(4096));
    await expectRefused(garbage, /is not a readable backup archive/);
  });

  it('refuses entries that would write outside the restore, links and unknown names', async () => {
    const outside = join(work, 'outside.txt');
    const cases: [CraftedEntry, RegExp][] = [
      [{ name: '../outside.txt', body: Buffer.from('x') }, /unexpected entry "\.\.\/outside\.txt"/],
      [{ name: outside, body: Buffer.from('x') }, /unexpected entry/],
      [{ name: `files/../../${'a'.repeat(32)}.png`, body: Buffer.from('x') }, /unexpected entry/],
      [
        { name: `files/${'b'.repeat(32)}.png`, type: 'symlink', linkname: '/etc/passwd' },
        /is a symlink, not a file/,
      ],
      [{ name: 'db', type: 'directory' }, /is a directory, not a file/],
    ];
    for (const [entry, message] of cases) {
      const file = join(work, `hostile-${randomBytes(4).toString('hex')}.tar.gz`);
      await craftArchive(file, [versionEntry(), entry]);
      await expectRefused(
        file,
        new RegExp(
          `^Not a backup archive of this application: .*${message.source}.*Nothing was changed\\.$`,
        ),
      );
      expect(existsSync(outside)).toBe(false);
    }
    const noVersion = join(work, 'no-version.tar.gz');
    await craftArchive(noVersion, [{ name: 'keys.json', body: Buffer.from('{}') }]);
    await expectRefused(noVersion, /it does not begin with version\.json/);
    const noManifest = join(work, 'no-manifest.tar.gz');
    await craftArchive(noManifest, [versionEntry()]);
    await expectRefused(noManifest, /the manifest is missing/);
  });

  it('refuses when SECRET_BOX_KEY is set to another key than the archive was sealed with', async () => {
    await expectRefused(archive, /^SECRET_BOX_KEY is set and differs from the key/, {
      SECRET_BOX_KEY: randomBytes(32).toString('base64'),
    });
  });
});
