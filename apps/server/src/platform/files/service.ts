import { ErrorCode, messages } from '@app/contract';
import type { AppContext } from '../app-context.ts';
import { files } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import { detectImageType, isPdf } from './image-type.ts';
import type { StoredObject } from './storage.ts';

/** Stores an image checked by content (never by name or declared type) and records it. */
export async function storeImage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  uploadedBy: number,
  bytes: Buffer,
  /** `linkedFromHtml`: its URL goes into email HTML, so it is never swept. */
  options: { linkedFromHtml?: boolean } = {},
): Promise<StoredObject> {
  if (bytes.length > ctx.config.imageMaxBytes) {
    throw new AppError(ErrorCode.PayloadTooLarge, messages.imageTooLarge);
  }
  const type = detectImageType(bytes);
  if (!type) throw new AppError(ErrorCode.UnsupportedMediaType, messages.unsupportedImageType);
  return storeObject(ctx, uploadedBy, bytes, type.contentType, !options.linkedFromHtml);
}

async function storeObject(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  uploadedBy: number,
  bytes: Buffer,
  contentType: string,
  sweepable = true,
): Promise<StoredObject> {
  const stored = await ctx.storage.put(bytes, contentType);
  await ctx.db.insert(files).values({
    key: stored.s3key,
    contentType,
    sizeBytes: bytes.length,
    uploadedBy,
    sweepable,
  });
  return stored;
}

/**
 * Stores a document (PDF) or an image, checked by content; anything else is refused with
 * `unsupportedMessage`. The caller limits the size (readUploadedFile).
 */
export async function storeDocument(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  uploadedBy: number,
  bytes: Buffer,
  unsupportedMessage: string,
): Promise<StoredObject> {
  const contentType = isPdf(bytes) ? 'application/pdf' : detectImageType(bytes)?.contentType;
  if (!contentType) throw new AppError(ErrorCode.UnsupportedMediaType, unsupportedMessage);
  return storeObject(ctx, uploadedBy, bytes, contentType);
}
