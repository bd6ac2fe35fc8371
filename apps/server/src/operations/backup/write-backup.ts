import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import type { Database, ObjectStore } from '../../platform/index.ts';
import {
  ARCHIVE_FORMAT,
  type ArchiveManifest,
  type ArchiveVersion,
  BackupError,
  type InstallationKeys,
  KEYS_ENTRY,
  MANIFEST_ENTRY,
  VERSION_ENTRY,
} from './archive-layout.ts';
import { dumpDatabase } from './dump-database.ts';
import { appVersion, knownMigrations, lastAppliedMigration } from './migrations.ts';
import { addBufferEntry, addStreamEntry, sha256Of } from './tar-entries.ts';

export type BackupSummary = { tables: number; rows: number; files: number };

/**
 * Writes database, stored objects and keys to `out` (tar + gzip, mode 0600: it holds the
 * keys). Written to `out.partial` and renamed when complete, so a file named `out` is always
 * a whole archive.
 */
export async function writeBackup(options: {
  database: Database;
  objects: ObjectStore;
  keys: InstallationKeys;
  out: string;
}): Promise<BackupSummary> {
  const { database, objects, keys, out } = options;
  if (existsSync(out)) throw new BackupError(`${out} already exists; choose another --out.`);
  const version = await archiveVersionOf(database);
  const partial = `${out}.partial`;
  const pack = tarPack();
  const written = pipeline(
    pack,
    createGzip(),
    createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
  );
  written.catch(() => {});
  try {
    await addBufferEntry(pack, VERSION_ENTRY, json(version));
    const keysBody = json(keys);
    await addBufferEntry(pack, KEYS_ENTRY, keysBody);
    const { tables, sequences } = await dumpDatabase(database.db, async (entry, body) => {
      await addBufferEntry(pack, entry, body);
      return sha256Of(body);
    });
    const files: ArchiveManifest['files'] = [];
    for await (const object of objects.list()) {
      const body = await objects.read(object.key);
      const sha256 = await addStreamEntry(pack, `files/${object.key}`, body, object.size);
      files.push({ ...object, sha256 });
    }
    const manifest: ArchiveManifest = { tables, sequences, files, keysSha256: sha256Of(keysBody) };
    await addBufferEntry(pack, MANIFEST_ENTRY, json(manifest));
    pack.finalize();
    await written;
    await rename(partial, out);
    return {
      tables: tables.length,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      files: files.length,
    };
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** The version block: refused by a restore whose install does not know the migration. */
export async function archiveVersionOf(database: Database): Promise<ArchiveVersion> {
  const last = await lastAppliedMigration(database.db);
  if (last === null) {
    throw new BackupError('The database has no migrations applied: start the server once first.');
  }
  const known = knownMigrations();
  const migration = known.find((m) => m.folderMillis === last);
  if (!migration) {
    throw new BackupError(
      'The database was migrated by a newer version of CreatorHub than this one; back it up with that version.',
    );
  }
  return {
    format: ARCHIVE_FORMAT,
    appVersion: appVersion(),
    migration: { tag: migration.tag, when: migration.folderMillis, index: migration.index },
    createdAt: new Date().toISOString(),
    databaseKind: database.kind,
  };
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
