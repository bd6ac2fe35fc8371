import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES_DEFAULT,
  IMAGE_MIME_TYPES,
  messages,
} from '@app/contract';

/** SPEC 5: the maximum image size is a parameter; VITE_IMAGE_MAX_BYTES overrides the default. */
export const IMAGE_MAX_BYTES: number =
  Number(import.meta.env.VITE_IMAGE_MAX_BYTES) || IMAGE_MAX_BYTES_DEFAULT;

/** The file input's accept list for the types validateImageFile takes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

/** Client-side check before upload; the server checks the content again. */
export function validateImageFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes = IMAGE_MAX_BYTES,
): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk || !extensionOk) return messages.unsupportedImageType;
  if (file.size > maxBytes) return messages.imageTooLarge;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Hands a picked image on when validateImageFile takes it, or the reason it does not. */
export function pickImage(
  file: File,
  onSelect: (file: File) => void,
  onInvalid: (message: string) => void,
): void {
  const problem = validateImageFile(file);
  if (problem) onInvalid(problem);
  else onSelect(file);
}
