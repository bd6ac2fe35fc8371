import { ARCHIVE_FORMAT, type ArchiveVersion, BackupError } from './archive-layout.ts';
import { appVersion, type KnownMigration } from './migrations.ts';

/**
 * A restore takes an archive whose last migration this install knows (the same or older: the
 * restore migrates it forward). An archive from a newer install would need migrations this
 * one does not have, so it is refused before anything else is read.
 */
export function checkArchiveCompatible(
  version: ArchiveVersion,
  known: readonly KnownMigration[],
): void {
  const latest = known[known.length - 1];
  const ours = `CreatorHub ${appVersion()} (latest migration ${latest?.tag ?? 'none'})`;
  const theirs = `CreatorHub ${version.appVersion} (migration ${version.migration.tag})`;
  if (version.format > ARCHIVE_FORMAT) {
    throw new BackupError(
      `This archive was written by ${theirs} in archive format ${version.format}, newer than this installation reads (${ours}, format ${ARCHIVE_FORMAT}). Upgrade CreatorHub to ${version.appVersion} or later, then restore. Nothing was changed.`,
    );
  }
  const same = known.find(
    (m) => m.folderMillis === version.migration.when && m.tag === version.migration.tag,
  );
  if (same) return;
  if (!latest || version.migration.when > latest.folderMillis) {
    throw new BackupError(
      `This archive was written by a newer version: ${theirs}; this installation is ${ours}. Upgrade CreatorHub to ${version.appVersion} or later, then restore. Nothing was changed.`,
    );
  }
  throw new BackupError(
    `This archive's database is at migration ${version.migration.tag}, which this installation (${ours}) does not know. Nothing was changed.`,
  );
}
