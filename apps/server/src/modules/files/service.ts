import { ErrorCode, messages } from '@app/contract';
import type { AppContext } from '../../app-context.ts';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { detectImageType } from './image-type.ts';
import type { StoredObject } from './storage.ts';

/** Stores an image checked by content (never by name or declared type) and records it. */
export async function storeImage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  uploadedBy: number,
  bytes: Buffer,
): Promise<StoredObject> {
  if (bytes.length > ctx.config.imageMaxBytes) {
    throw new AppError(ErrorCode.PayloadTooLarge, messages.imageTooLarge);
  }
  const type = detectImageType(bytes);
  if (!type) throw new AppError(ErrorCode.UnsupportedMediaType, messages.unsupportedImageType);
  const stored = await ctx.storage.put(bytes, type.contentType);
  await ctx.db.insert(files).values({
    key: stored.s3key,
    contentType: type.contentType,
    sizeBytes: bytes.length,
    uploadedBy,
  });
  return stored;
}
