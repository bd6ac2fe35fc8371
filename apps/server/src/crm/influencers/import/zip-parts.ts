import zlib from 'node:zlib';
import { entryData, type ZipEntry, type ZipListing } from './inspect-zip.ts';
import { SheetRefusal } from './sheet-rows.ts';
import { MAX_XML_RUN_BYTES } from './spreadsheet-limits.ts';

/** Unpacked bytes a file may still inflate to, shared by all of its entries. */
export type InflateBudget = { left: number };

/**
 * One zip entry's content, inflated through a zlib stream that counts what comes out and
 * stops past `cap` or the file's remaining budget ("too large"), whatever the directory
 * declares. Only the bytes the central directory assigns to the entry are inflated.
 */
export function readZipEntry(
  bytes: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
  cap = Number.POSITIVE_INFINITY,
): Promise<Buffer> {
  const limit = Math.min(cap, budget.left);
  const data = entryData(bytes, entry);
  if (!data || entry.flags & 0x1) return Promise.reject(new SheetRefusal('unreadable'));
  const take = (content: Buffer) => {
    budget.left -= content.length;
    return content;
  };
  if (entry.method === 0) {
    if (data.length > limit) return Promise.reject(new SheetRefusal('tooLarge'));
    return Promise.resolve(take(data));
  }
  if (entry.method !== 8) return Promise.reject(new SheetRefusal('unreadable'));
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw();
    const chunks: Buffer[] = [];
    let total = 0;
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        chunks.length = 0;
        inflater.destroy();
        reject(new SheetRefusal('tooLarge'));
        return;
      }
      chunks.push(chunk);
    });
    inflater.on('error', () => reject(new SheetRefusal('unreadable')));
    inflater.on('end', () => resolve(take(Buffer.concat(chunks, total))));
    inflater.end(data);
  });
}

/** Reads entries by name (absent ones answer null), against one budget. */
export function zipReader(bytes: Buffer, listing: ZipListing, budget: InflateBudget) {
  const byName = new Map(listing.entries.map((entry) => [entry.name, entry]));
  return {
    has: (name: string) => byName.has(name),
    names: () => listing.entries.map((entry) => entry.name),
    async read(name: string, cap?: number): Promise<Buffer | null> {
      const entry = byName.get(name);
      return entry ? readZipEntry(bytes, entry, budget, cap) : null;
    },
  };
}

// Stored content goes out in slices (not copies) of this size: parsers stream it as they
// would inflated data, in chunks, not as one multi-megabyte buffer.
const STORED_CHUNK_BYTES = 64 * 1024;

/**
 * A zip of stored (uncompressed) entries with truthful sizes, built from parts already
 * inflated and checked: the parsers read only these bytes, in this order, and never
 * inflate anything themselves.
 */
export function storedZip(parts: ReadonlyArray<readonly [string, Buffer]>): Buffer[] {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32 ? zlib.crc32(content) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(content.length, 20);
    header.writeUInt32LE(content.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    chunks.push(local, nameBytes);
    for (let at = 0; at < content.length; at += STORED_CHUNK_BYTES) {
      chunks.push(content.subarray(at, at + STORED_CHUNK_BYTES));
    }
    central.push(header, nameBytes);
    offset += 30 + nameBytes.length + content.length;
  }
  const centralSize = central.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return [...chunks, ...central, end];
}

/**
 * Refuses ("too large") an XML part with a stretch longer than MAX_XML_RUN_BYTES between
 * two `<`: no cell text or tag read from it can then become one huge string.
 */
export function checkXmlRuns(xml: Buffer): void {
  let previous = -1;
  let at = xml.indexOf(0x3c);
  while (at !== -1) {
    if (at - previous > MAX_XML_RUN_BYTES) throw new SheetRefusal('tooLarge');
    previous = at;
    at = xml.indexOf(0x3c, at + 1);
  }
  if (xml.length - previous > MAX_XML_RUN_BYTES) throw new SheetRefusal('tooLarge');
}

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
const isNameByte = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x5f ||
    byte === 0x2d ||
    byte === 0x2e);

/**
 * How many elements named `local` open in the XML (`<si>`, `<si ...>`, `<x:si>`), counted
 * on the bytes without decoding them; stops once past `stopAt`.
 */
export function countElements(xml: Buffer, local: string, stopAt: number): number {
  const needle = Buffer.from(local, 'latin1');
  let count = 0;
  for (
    let at = xml.indexOf(needle);
    at !== -1 && count <= stopAt;
    at = xml.indexOf(needle, at + needle.length)
  ) {
    const after = xml[at + needle.length];
    if (after !== 0x3e && after !== 0x2f && !isSpace(after)) continue;
    const before = xml[at - 1];
    if (before === 0x3c) {
      count++;
      continue;
    }
    if (before !== 0x3a) continue;
    let start = at - 2;
    while (start >= 0 && isNameByte(xml[start])) start--;
    if (start >= 0 && xml[start] === 0x3c) count++;
  }
  return count;
}
