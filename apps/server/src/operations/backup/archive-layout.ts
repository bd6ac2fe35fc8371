import { z } from 'zod';

/**
 * What a backup archive (tar + gzip) holds, in this order:
 *   version.json             first, so a restore refuses a newer archive before reading on
 *   keys.json                the installation's JWT secret and secret-box key
 *   db/<table>.<part>.ndjson a table's rows as JSON lines, in foreign-key order, in parts
 *   files/<object key>       every stored object
 *   manifest.json            last: every entry's sha256, the tables' order and row counts
 * Anything else in an archive (another name, a link, a directory, "..") is refused.
 */
export const ARCHIVE_FORMAT = 1;

export const VERSION_ENTRY = 'version.json';
export const KEYS_ENTRY = 'keys.json';
export const MANIFEST_ENTRY = 'manifest.json';
/**
 * A table's part: `db/users.000001.ndjson`, `db/discovery.creators.000001.ndjson`. Table
 * names are plain SQL identifiers, those of the discovery schema prefixed with it.
 */
export const TABLE_PART_ENTRY = /^db\/((?:discovery\.)?[a-z_][a-z0-9_]{0,62})\.(\d{6})\.ndjson$/;
/** Stored objects under the one key shape storage ever creates (OBJECT_KEY). */
export const FILE_ENTRY = /^files\/([0-9a-f]{32}\.[a-z0-9]{1,5})$/;

export const tablePartEntry = (table: string, part: number) =>
  `db/${table}.${String(part).padStart(6, '0')}.ndjson`;

const migration = z.object({ tag: z.string(), when: z.number().int(), index: z.number().int() });

/** Who wrote the archive: checked before anything else is read. */
export const archiveVersion = z.object({
  format: z.number().int(),
  appVersion: z.string(),
  /** The last migration applied to the database that was backed up. */
  migration,
  createdAt: z.string(),
  databaseKind: z.enum(['pglite', 'postgres']),
});
export type ArchiveVersion = z.infer<typeof archiveVersion>;

export const installationKeys = z.object({
  /** null: the installation had none yet (nothing was ever signed). */
  jwtSecret: z.string().min(32).nullable(),
  /** base64 of the 32-byte key; null when no secret was ever sealed. */
  secretBoxKey: z.string().nullable(),
});
export type InstallationKeys = z.infer<typeof installationKeys>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const archiveManifest = z.object({
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int().nonnegative(),
      parts: z.array(z.object({ entry: z.string(), sha256 })),
    }),
  ),
  sequences: z.array(
    z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
  files: z.array(
    z.object({
      key: z.string(),
      size: z.number().int().nonnegative(),
      contentType: z.string(),
      sha256,
    }),
  ),
  keysSha256: sha256,
});
export type ArchiveManifest = z.infer<typeof archiveManifest>;

/** Thrown for an archive or a target the restore refuses; the message is for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}
