import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Database } from '../../platform/index.ts';
import { BackupError } from '../backup/archive-layout.ts';
import { dumpDatabase } from '../backup/dump-database.ts';
import { loadDatabase, tablesWithRows } from '../backup/load-database.ts';
import { knownMigrations } from '../backup/migrations.ts';
import { sha256Of } from '../backup/tar-entries.ts';
import { archiveVersionOf } from '../backup/write-backup.ts';
import { differingTables, type TableDigest, tableDigests } from './table-digests.ts';

export type DatabaseMove = { done: 'moved' | 'already'; tables: TableDigest[] };

/**
 * Copies every row of `source` into `target` with the backup's own dump and load (parts in a
 * temporary directory instead of an archive), then proves each table's count and checksum
 * equal. The load is one transaction, so an interrupted move leaves the target empty and a
 * rerun starts over; a target that already equals the source is left alone (a second run), and
 * one that holds anything else is refused before any change.
 */
export async function moveDatabase(source: Database, target: Database): Promise<DatabaseMove> {
  const known = knownMigrations();
  const version = await archiveVersionOf(source);
  if (version.migration.when !== known.at(-1)?.folderMillis) {
    // The target would be migrated forward and no longer equal the source.
    throw new BackupError(
      "The embedded database is not at this version's latest migration: start the server on it once, stop it, then move. Nothing was changed.",
    );
  }
  const tables = await tableDigests(source.db);
  const filled = await tablesWithRows(target.db);
  if (filled.length > 0) {
    if (differingTables(tables, await tableDigests(target.db)).length === 0) {
      return { done: 'already', tables };
    }
    throw new BackupError(
      `The target database holds other data (rows in ${filled.join(', ')}). Move into an empty database. Nothing was changed.`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'creatorhub-move-'));
  try {
    const manifest = await dumpDatabase(source.db, async (entry, body) => {
      const path = join(dir, entry);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body, { mode: 0o600 });
      return sha256Of(body);
    });
    await loadDatabase(target.db, { dir, manifest, version }, known);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const differing = differingTables(tables, await tableDigests(target.db));
  if (differing.length > 0) {
    throw new BackupError(
      `After the move these tables differ from the embedded database: ${differing.join(', ')}. Do not switch to the target; report this.`,
    );
  }
  return { done: 'moved', tables };
}
