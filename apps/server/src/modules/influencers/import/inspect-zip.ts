/** What the zip's central directory says, read without inflating anything. */
export type ZipListing = {
  entries: Array<{ name: string; compressedSize: number; uncompressedSize: number }>;
  totalUncompressed: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/**
 * Reads the central directory of a zip (xlsx) from its end: entry names and declared sizes.
 * null when the bytes are not a readable zip, or use zip64 (no sane spreadsheet upload
 * needs it). Lets the import refuse a zip bomb before any decompression.
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
  const entries: ZipListing['entries'] = [];
  let totalUncompressed = 0;
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL_SIGNATURE) return null;
    const compressedSize = bytes.readUInt32LE(p + 20);
    const uncompressedSize = bytes.readUInt32LE(p + 24);
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return null;
    if (p + 46 + nameLength > bytes.length) return null;
    const name = bytes.toString('utf8', p + 46, p + 46 + nameLength);
    entries.push({ name, compressedSize, uncompressedSize });
    totalUncompressed += uncompressedSize;
    p += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, totalUncompressed };
}
