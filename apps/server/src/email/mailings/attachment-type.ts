import { ErrorCode, mailingMessages } from '@app/contract';
import { AppError, detectImageType, isPdf } from '../../platform/index.ts';

// An attachment is judged by its bytes, never by its name or declared type: programs and
// web pages (which could run script if opened from a download) are refused; the type
// stored is what the content is.

const startsWithBytes = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const PROGRAM_MAGIC: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: Windows executables and DLLs
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java classes
  [0x23, 0x21], // #! scripts
];

const MARKUP = /^\s*(<!doctype\s+html|<html|<script|<svg|<\?xml[^>]*>\s*<svg)/i;

const ZIP_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
    return true;
  } catch {
    return false;
  }
}

/** The content type of an attachment's bytes; 415 for programs and web pages. */
export function attachmentContentType(bytes: Uint8Array, fileName: string): string {
  const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1');
  if (PROGRAM_MAGIC.some((magic) => startsWithBytes(bytes, magic)) || MARKUP.test(head)) {
    throw new AppError(ErrorCode.UnsupportedMediaType, mailingMessages.attachmentRefused, {
      file: mailingMessages.attachmentRefused,
    });
  }
  const image = detectImageType(bytes);
  if (image) return image.contentType;
  if (isPdf(bytes)) return 'application/pdf';
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (startsWithBytes(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return ZIP_TYPES[extension] ?? 'application/zip';
  }
  if (isUtf8Text(bytes)) return extension === 'csv' ? 'text/csv' : 'text/plain';
  return 'application/octet-stream';
}
