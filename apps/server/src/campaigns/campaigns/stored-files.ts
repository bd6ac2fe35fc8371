import { messages, type StoredFile } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Storage } from '../../platform/index.ts';
import { AppError, files } from '../../platform/index.ts';

export type FileKind = 'image' | 'document';

/**
 * A key a form sends must be a file uploaded here, of the right kind (images for images;
 * PDF or an image for brief/instructions files). Team files are shared: any team member may
 * point at a file another uploaded. 400 on the field otherwise.
 */
export async function assertStoredFile(
  db: DbOrTx,
  key: string,
  kind: FileKind,
  field: string,
): Promise<void> {
  const [file] = await db
    .select({ contentType: files.contentType })
    .from(files)
    .where(eq(files.key, key));
  const fits =
    file &&
    (file.contentType.startsWith('image/') ||
      (kind === 'document' && file.contentType === 'application/pdf'));
  if (!fits) throw AppError.field(field, messages.notFound);
}

export function storedFileOf(storage: Pick<Storage, 'url'>, key: string | null): StoredFile | null {
  return key ? { s3key: key, url: storage.url(key) } : null;
}
