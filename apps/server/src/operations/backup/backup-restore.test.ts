import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createMailerAccountRequest, UserRole } from '@app/contract';
import { migrateDiscovery } from '@app/discovery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCampaign, createTestCampaign } from '../../../test/campaign-factories.ts';
import { createDiscoveryCreator } from '../../../test/discovery-factories.ts';
import { signedIn } from '../../../test/factories.ts';
import { createTestInfluencer, createTestList } from '../../../test/influencer-factories.ts';
import {
  commandIo,
  discoveryContents,
  type Installation,
  newInstallation,
  publicTables,
  tableRows,
  withOneUser,
} from '../../../test/installations.ts';
import { storageEnv } from '../../../test/storage-backends.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createMailerAccount } from '../../email/accounts/service.ts';
import { loadConfig, resolveJwtSecret } from '../../platform/config.ts';
import { mailerAccounts, users } from '../../platform/db/schema/index.ts';
import { objectStoreFor } from '../../platform/files/object-store.ts';
import { createSecretBox, resolveSecretBoxKey } from '../../platform/secret-box/secret-box.ts';
import { backupCommand } from './backup-command.ts';
import { TABLES_NOT_BACKED_UP } from './catalog.ts';
import {
  applyMigrationsInTransaction,
  knownMigrations,
  lastAppliedMigration,
} from './migrations.ts';
import { restoreCommand } from './restore-command.ts';

// Each test builds whole installations (an on-disk PGlite's initdb and every migration, twice):
// minutes on a loaded 2-core machine, seconds alone.
const INSTALLATION_TIMEOUT = 300_000;

const SMTP_PASSWORD = `smtp-${randomUUID()}`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

/**
 * A used installation: users, a sender account whose password is sealed with the
 * installation's generated secret-box key, creators with channels, a list, a campaign with
 * creators (transitions, whose triggers fill workflow_daily_counts), stored files, and a
 * generated JWT secret in DATA_DIR.
 */
async function seed(installation: Installation): Promise<void> {
  const database = await installation.open();
  await database.migrate();
  // Discovery in-process, as the server start migrates it, with a creator in its index.
  await migrateDiscovery(database.db);
  const t = await createTestApp({ database, env: installation.env });
  await createDiscoveryCreator(t, { handle: 'seeded', followers: 4321, language: 'en' });
  const { headers } = await signedIn(t, UserRole.Admin);
  const [owner] = await database.db.select().from(users).limit(1);
  if (!owner) throw new Error('no user');
  await createMailerAccount(
    t.ctx,
    owner,
    createMailerAccountRequest.parse({
      email: `sender-${randomUUID()}@studio.example`,
      name: 'Studio',
      host: 'smtp.studio.example',
      port: 587,
      username: 'studio',
      password: SMTP_PASSWORD,
    }),
  );
  const creators = [];
  for (let i = 0; i < 3; i++) creators.push(await createTestInfluencer(t, {}, [{}, {}]));
  await createTestList(
    t,
    undefined,
    creators.map((c) => c.id),
  );
  const campaign = await createTestCampaign(t);
  await addToCampaign(
    t,
    headers,
    campaign.id,
    creators.map((c) => c.id),
  );
  await t.ctx.storage.put(PNG, 'image/png');
  await t.ctx.storage.put(Buffer.from('%PDF-1.4 brief'), 'application/pdf');
  resolveJwtSecret(loadConfig(installation.env));
  await t.app.close();
  await database.close();
}

async function filesBySha(installation: Installation): Promise<Record<string, string>> {
  const store = objectStoreFor(loadConfig(installation.env));
  const found: Record<string, string> = {};
  for await (const object of store.list()) {
    const hash = createHash('sha256');
    for await (const chunk of await store.read(object.key)) hash.update(chunk as Buffer);
    found[object.key] = hash.digest('hex');
  }
  return found;
}

async function snapshot(installation: Installation) {
  const database = await installation.open();
  try {
    const tables = await publicTables(database.db);
    const contents: Record<string, string[]> = {};
    for (const table of tables) {
      if (!TABLES_NOT_BACKED_UP.includes(table))
        contents[table] = await tableRows(database.db, table);
    }
    const discovery = await discoveryContents(database.db);
    return { tables, contents, discovery, files: await filesBySha(installation) };
  } finally {
    await database.close();
  }
}

describe('backup and restore', () => {
  const installations: Installation[] = [];
  const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
  const archive = join(work, 'backup.tar.gz');
  let source: Installation;

  const installation = async () => {
    const made = await newInstallation();
    installations.push(made);
    return made;
  };

  beforeAll(async () => {
    source = await installation();
    await seed(source);
    const backup = commandIo(source.env);
    expect(await backupCommand(['--out', archive], backup.io)).toBe(0);
    expect(backup.err).toEqual([]);
    expect(backup.out.join('\n')).toMatch(
      /^Backed up \d+ rows in \d+ tables, 2 files and the keys/,
    );
  }, INSTALLATION_TIMEOUT);

  afterAll(async () => {
    for (const made of installations) await made.remove();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores a fresh install to the same rows, files and keys, and sealed secrets still open', {
    timeout: INSTALLATION_TIMEOUT,
  }, async () => {
    const target = await installation();
    const restore = commandIo(target.env);
    expect(await restoreCommand(['--from', archive], restore.io)).toBe(0);
    expect(restore.err).toEqual([]);

    const before = await snapshot(source);
    const after = await snapshot(target);
    expect(after.tables).toEqual(before.tables);
    // Every table but job_leases is compared row by row; the seed filled many of them.
    expect(Object.keys(after.contents)).toEqual(
      before.tables.filter((name) => !TABLES_NOT_BACKED_UP.includes(name)),
    );
    expect(after.contents).toEqual(before.contents);
    // The discovery index (schema discovery) comes back too.
    expect(before.discovery.creators).toHaveLength(1);
    expect(after.discovery).toEqual(before.discovery);
    const filled = Object.values(before.contents).filter((r) => r.length > 0).length;
    expect(filled).toBeGreaterThanOrEqual(10);
    expect(before.contents.workflow_daily_counts?.length).toBeGreaterThan(0);
    expect(after.files).toEqual(before.files);
    expect(Object.keys(after.files)).toHaveLength(2);

    // The keys: files equal, the sealed SMTP password opens with the restored install's key.
    for (const key of ['jwt-secret', 'secret-box-key']) {
      expect(readFileSync(join(target.dataDir, key), 'utf8')).toBe(
        readFileSync(join(source.dataDir, key), 'utf8'),
      );
    }
    const targetConfig = loadConfig(target.env);
    expect(resolveJwtSecret(targetConfig)).toBe(resolveJwtSecret(loadConfig(source.env)));
    const database = await target.open();
    try {
      const [account] = await database.db.select().from(mailerAccounts);
      const box = createSecretBox(resolveSecretBoxKey(targetConfig));
      expect(box.open(account?.passwordSealed ?? '')).toBe(SMTP_PASSWORD);
      // Sequences continue after the restored rows, and the triggers work again.
      const [maxId] = (await tableRows(database.db, 'users'))
        .map((line) => (JSON.parse(line) as { id: number }).id)
        .sort((a, b) => b - a);
      const [added] = await database.db
        .insert(users)
        .values({
          email: `new-${randomUUID()}@test.example`,
          passwordHash: 'x',
          firstName: 'N',
          role: UserRole.Manager,
        })
        .returning({ id: users.id });
      expect(added?.id).toBeGreaterThan(maxId ?? 0);
      // The server's migrator sees every migration as applied.
      await database.migrate();
    } finally {
      await database.close();
    }
    // A gzip file only its owner may read: it holds the keys.
    expect([...readFileSync(archive).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
  });

  it('refuses a target that holds data, and with --force replaces everything in it', {
    timeout: INSTALLATION_TIMEOUT,
  }, async () => {
    const target = await installation();
    await withOneUser(target, {
      email: 'kept@test.example',
      firstName: 'Kept',
      role: UserRole.Manager,
    });
    await objectStoreFor(loadConfig(target.env)).write(
      `${'a'.repeat(32)}.png`,
      Readable.from([PNG]),
      { size: PNG.length, contentType: 'image/png' },
    );

    const refused = commandIo(target.env);
    expect(await restoreCommand(['--from', archive], refused.io)).toBe(1);
    expect(refused.err.join('\n')).toMatch(
      /^This installation is not empty \(rows in users; 1 stored file\(s\)\)\. Restore into an empty one, or add --force .* Nothing was changed\.$/,
    );
    const untouched = await snapshot(target);
    expect(untouched.contents.users?.map((r) => JSON.parse(r).email)).toEqual([
      'kept@test.example',
    ]);
    expect(Object.keys(untouched.files)).toEqual([`${'a'.repeat(32)}.png`]);

    const forced = commandIo(target.env);
    expect(await restoreCommand(['--from', archive, '--force'], forced.io)).toBe(0);
    const after = await snapshot(target);
    const before = await snapshot(source);
    expect(after.contents).toEqual(before.contents);
    expect(after.files).toEqual(before.files);
  });

  it('restores an archive of an older version and migrates it forward', {
    timeout: INSTALLATION_TIMEOUT,
  }, async () => {
    const known = knownMigrations();
    const older = await installation();
    // The database as the previous release left it: every migration but the last.
    await withOneUser(
      older,
      { email: 'old@test.example', firstName: 'Old', role: UserRole.Manager },
      (database) =>
        database.db.transaction(async (tx) => {
          await applyMigrationsInTransaction(tx, known.slice(0, -1));
        }),
    );
    const oldArchive = join(work, 'older.tar.gz');
    expect(await backupCommand(['--out', oldArchive], commandIo(older.env).io)).toBe(0);

    const target = await installation();
    expect(await restoreCommand(['--from', oldArchive], commandIo(target.env).io)).toBe(0);
    const restored = await target.open();
    try {
      const [row] = await restored.db
        .select()
        .from(users)
        .where(eq(users.email, 'old@test.example'));
      expect(row?.firstName).toBe('Old');
      expect(await lastAppliedMigration(restored.db)).toBe(known.at(-1)?.folderMillis);
      // The last migration's table exists: its statements ran over the restored rows.
      expect(await publicTables(restored.db)).toContain('workflow_daily_counts');
    } finally {
      await restored.close();
    }
  });
});

describe('backup and restore with files on S3', () => {
  it("archives the bucket's objects and restores them into the target's bucket", {
    timeout: INSTALLATION_TIMEOUT,
  }, async () => {
    const source = await newInstallation(await storageEnv('s3'));
    const target = await newInstallation(await storageEnv('s3'));
    const work = mkdtempSync(join(tmpdir(), 'backup-s3-test-'));
    try {
      await seed(source);
      const archive = join(work, 'backup.tar.gz');
      const backup = commandIo(source.env);
      expect(await backupCommand(['--out', archive], backup.io)).toBe(0);
      expect(backup.out.join('\n')).toMatch(/ 2 files /);
      expect(await restoreCommand(['--from', archive], commandIo(target.env).io)).toBe(0);

      const before = await snapshot(source);
      const after = await snapshot(target);
      expect(Object.keys(before.files)).toHaveLength(2);
      expect(after.files).toEqual(before.files);
      expect(after.contents).toEqual(before.contents);
      // The objects lived in the buckets only: neither data dir holds files.
      for (const dataDir of [source.dataDir, target.dataDir]) {
        expect(existsSync(join(dataDir, 'files'))).toBe(false);
      }
    } finally {
      await source.remove();
      await target.remove();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
