import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config, Database, ObjectStore } from '../../platform/index.ts';
import { checkArchiveCompatible } from './archive-compatibility.ts';
import { BackupError } from './archive-layout.ts';
import { checkKeysCanApply, writeInstallationKeys } from './installation-keys.ts';
import { loadDatabase, tablesWithRows } from './load-database.ts';
import { knownMigrations } from './migrations.ts';
import { extractArchive } from './read-archive.ts';

export type RestoreSummary = { tables: number; rows: number; files: number; notes: string[] };

/**
 * Restores an archive over this installation. Everything that can refuse runs before the
 * first change: the archive is unpacked aside and proven whole, its version checked, the
 * keys checked against the configuration, the target checked empty (unless `force`). Then
 * the database is replaced in one transaction, the objects written, and the keys.
 */
export async function restoreBackup(options: {
  from: string;
  force: boolean;
  config: Pick<Config, 'dataDir' | 'jwtSecret' | 'secretBoxKey'>;
  /** Opened only once the archive has been proven whole and compatible. */
  openDatabase: () => Promise<Database>;
  objects: ObjectStore;
}): Promise<RestoreSummary> {
  const { from, force, config, objects } = options;
  if (!existsSync(from) || !(await stat(from)).isFile()) {
    throw new BackupError(`${from} does not exist or is not a file.`);
  }
  const known = knownMigrations();
  const dir = await mkdtemp(join(tmpdir(), 'creatorhub-restore-'));
  try {
    const archive = await extractArchive(from, dir, (version) =>
      checkArchiveCompatible(version, known),
    );
    checkKeysCanApply(config, archive.keys);
    const database = await options.openDatabase();
    try {
      const filled = await tablesWithRows(database.db);
      let present = 0;
      for await (const _ of objects.list()) present++;
      if (!force && (filled.length > 0 || present > 0)) {
        const what = [
          filled.length > 0 ? `rows in ${filled.join(', ')}` : null,
          present > 0 ? `${present} stored file(s)` : null,
        ].filter(Boolean);
        throw new BackupError(
          `This installation is not empty (${what.join('; ')}). Restore into an empty one, or add --force to replace everything it holds with the archive. Nothing was changed.`,
        );
      }
      await loadDatabase(database.db, archive, known);
    } finally {
      await database.close();
    }
    const archived = new Set(archive.manifest.files.map((f) => f.key));
    for await (const object of objects.list()) {
      if (!archived.has(object.key)) await objects.remove(object.key);
    }
    for (const file of archive.manifest.files) {
      const body = createReadStream(join(dir, 'files', file.key));
      await objects.write(file.key, body, file);
    }
    const notes = await writeInstallationKeys(config, archive.keys);
    return {
      tables: archive.manifest.tables.length,
      rows: archive.manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: archive.manifest.files.length,
      notes,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
