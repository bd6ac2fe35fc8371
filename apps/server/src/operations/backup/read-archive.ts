import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { z } from 'zod';
import {
  type ArchiveManifest,
  type ArchiveVersion,
  archiveManifest,
  archiveVersion,
  BackupError,
  FILE_ENTRY,
  type InstallationKeys,
  installationKeys,
  KEYS_ENTRY,
  MANIFEST_ENTRY,
  TABLE_PART_ENTRY,
  VERSION_ENTRY,
} from './archive-layout.ts';
import { type ArchiveEntry, walkArchive } from './walk-archive.ts';

// tar-stream types its chunks as unknown; they are Uint8Arrays.
const bytes = (chunk: unknown) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);

export type ExtractedArchive = {
  version: ArchiveVersion;
  keys: InstallationKeys;
  manifest: ArchiveManifest;
  /** Where the table parts (db/...) and objects (files/...) were unpacked. */
  dir: string;
};

/** version.json and keys.json are small; the manifest lists every object (~150 bytes each). */
const SMALL_ENTRY_BYTES = 64 * 1024;
const MANIFEST_BYTES = 512 * 1024 * 1024;

/**
 * Unpacks an archive into `dir` and proves it whole before anything is restored: the gzip
 * and tar framing (a truncated or damaged file fails here), only the entry names the layout
 * allows (no links, directories, absolute paths or "..": nothing is written outside `dir`),
 * version.json first and checked by `checkVersion` before the rest is read, and every entry's
 * sha256 equal to the manifest's.
 */
export async function extractArchive(
  file: string,
  dir: string,
  checkVersion: (version: ArchiveVersion) => void,
): Promise<ExtractedArchive> {
  try {
    return await readEntries(file, dir, checkVersion);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `${file} is not a readable backup archive (truncated or damaged: ${reason}). Nothing was changed.`,
    );
  }
}

async function readEntries(
  file: string,
  dir: string,
  checkVersion: (version: ArchiveVersion) => void,
): Promise<ExtractedArchive> {
  const refuse = (why: string) =>
    new BackupError(`Not a backup archive of this application: ${why}. Nothing was changed.`);
  let version: ArchiveVersion | null = null;
  let keys: { value: InstallationKeys; sha256: string } | null = null;
  let manifest: ArchiveManifest | null = null;
  const hashes = new Map<string, string>();
  await mkdir(join(dir, 'db'), { recursive: true });
  await mkdir(join(dir, 'files'), { recursive: true });

  await walkArchive(file, async (entry) => {
    const { name, type, size } = entry.header;
    if (type !== 'file') throw refuse(`entry ${JSON.stringify(name)} is a ${type}, not a file`);
    if (manifest) throw refuse(`entry ${JSON.stringify(name)} follows the manifest`);
    if (hashes.has(name) || (name === VERSION_ENTRY && version) || (name === KEYS_ENTRY && keys)) {
      throw refuse(`entry ${JSON.stringify(name)} appears twice`);
    }
    if (!version) {
      if (name !== VERSION_ENTRY) throw refuse(`it does not begin with ${VERSION_ENTRY}`);
      version = parseJson(archiveVersion, await readSmall(entry, SMALL_ENTRY_BYTES), name, refuse);
      checkVersion(version);
    } else if (name === KEYS_ENTRY) {
      const text = await readSmall(entry, SMALL_ENTRY_BYTES);
      keys = { value: parseJson(installationKeys, text, name, refuse), sha256: sha256(text) };
    } else if (name === MANIFEST_ENTRY) {
      manifest = parseJson(archiveManifest, await readSmall(entry, MANIFEST_BYTES), name, refuse);
    } else if (TABLE_PART_ENTRY.test(name) || FILE_ENTRY.test(name)) {
      // The name matched a pattern of plain characters and one slash: it stays inside dir.
      hashes.set(name, await writeEntry(entry, join(dir, name), size ?? 0));
    } else {
      throw refuse(`unexpected entry ${JSON.stringify(name)}`);
    }
  });
  return checkedAgainstManifest(
    { version, keys, manifest } as {
      version: ArchiveVersion | null;
      keys: { value: InstallationKeys; sha256: string } | null;
      manifest: ArchiveManifest | null;
    },
    hashes,
    dir,
    refuse,
  );
}

/** Every entry the manifest lists is there with its sha256, and nothing else is. */
function checkedAgainstManifest(
  found: {
    version: ArchiveVersion | null;
    keys: { value: InstallationKeys; sha256: string } | null;
    manifest: ArchiveManifest | null;
  },
  hashes: ReadonlyMap<string, string>,
  dir: string,
  refuse: (why: string) => BackupError,
): ExtractedArchive {
  const { version, keys, manifest } = found;
  if (!version) throw refuse('it is empty');
  if (!manifest) throw refuse('the manifest is missing (the archive is incomplete)');
  if (!keys) throw refuse(`${KEYS_ENTRY} is missing`);
  if (keys.sha256 !== manifest.keysSha256) {
    throw refuse(`${KEYS_ENTRY} does not match the manifest`);
  }
  const listed = new Map<string, string>();
  for (const table of manifest.tables) {
    for (const part of table.parts) {
      const match = TABLE_PART_ENTRY.exec(part.entry);
      if (match?.[1] !== table.name) throw refuse(`part ${part.entry} is not of ${table.name}`);
      listed.set(part.entry, part.sha256);
    }
  }
  for (const file of manifest.files) listed.set(`files/${file.key}`, file.sha256);
  for (const [name, hash] of listed) {
    if (!hashes.has(name)) throw refuse(`${name} is missing`);
    if (hashes.get(name) !== hash) throw refuse(`${name} is damaged (its sha256 differs)`);
  }
  for (const name of hashes.keys()) {
    if (!listed.has(name)) throw refuse(`${name} is not in the manifest`);
  }
  return { version, keys: keys.value, manifest, dir };
}

function parseJson<T extends z.ZodType>(
  schema: T,
  text: Buffer,
  name: string,
  refuse: (why: string) => BackupError,
): z.output<T> {
  let value: unknown;
  try {
    value = JSON.parse(text.toString('utf8'));
  } catch {
    throw refuse(`${name} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refuse(`${name} is not as expected`);
  return parsed.data;
}

async function readSmall(entry: ArchiveEntry, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const piece of entry) {
    const chunk = bytes(piece);
    total += chunk.length;
    if (total > limit)
      throw new BackupError(`${entry.header.name} is too large. Nothing was changed.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function writeEntry(entry: ArchiveEntry, path: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  let written = 0;
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  const closed = finished(out);
  try {
    for await (const piece of entry) {
      const chunk = bytes(piece);
      hash.update(chunk);
      written += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await closed;
  }
  if (written !== size) throw new Error(`${entry.header.name} is shorter than its header says`);
  return hash.digest('hex');
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
