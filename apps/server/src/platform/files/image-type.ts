export type ImageType = {
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
  extension: string;
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** The image type by content (magic bytes), whatever the file is called; null if not an image we take. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  const head = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { contentType: 'image/gif', extension: 'gif' };
  return null;
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** A PDF by content (the %PDF- header). */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return EXTENSION_TYPES[extension] ?? 'application/octet-stream';
}

export function extensionOf(contentType: string): string {
  for (const [extension, type] of Object.entries(EXTENSION_TYPES)) {
    if (type === contentType) return extension;
  }
  return 'bin';
}
