/** One entry as the zip's central directory declares it. Sizes are claims, not facts. */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

/** What the zip's central directory says, read without inflating anything. */
export type ZipListing = { entries: ZipEntry[]; totalUncompressed: number };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/**
 * Reads the central directory of a zip (xlsx, ods) from its end: entry names, methods,
 * offsets and declared sizes. null when the bytes are not a readable zip, or use zip64 (no
 * sane spreadsheet upload needs it). The declared sizes let the import refuse an honest
 * zip bomb at once; `readZipEntry` counts what an entry really inflates to.
 */
export function inspectZip(bytes: Buffer): ZipListing | null {
  const minEocd = 22;
  if (bytes.length < minEocd) return null;
  const searchFrom = Math.max(0, bytes.length - minEocd - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - minEocd; i >= searchFrom; i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
  if (offset + size > bytes.length) return null;
  const entries: ZipEntry[] = [];
  let totalUncompressed = 0;
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL_SIGNATURE) return null;
    const flags = bytes.readUInt16LE(p + 8);
    const method = bytes.readUInt16LE(p + 10);
    const compressedSize = bytes.readUInt32LE(p + 20);
    const uncompressedSize = bytes.readUInt32LE(p + 24);
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    const localHeaderOffset = bytes.readUInt32LE(p + 42);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return null;
    if (localHeaderOffset === 0xffffffff) return null;
    if (p + 46 + nameLength > bytes.length) return null;
    const name = bytes.toString('utf8', p + 46, p + 46 + nameLength);
    entries.push({
      name,
      method,
      flags,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
    });
    totalUncompressed += uncompressedSize;
    p += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, totalUncompressed };
}

/**
 * Where an entry's data starts and ends in the file: past its local header, for the
 * compressed size the central directory states. null when that does not fit in the file.
 */
export function entryData(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return null;
  return bytes.subarray(start, end);
}
