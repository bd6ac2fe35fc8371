import { z } from 'zod';

/** SPEC 7: every upload answers the storage key and a URL the browser can load. */
export const uploadResponse = z.object({ s3key: z.string(), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;
/** Default upper bound; the server's IMAGE_MAX_BYTES may lower or raise it. */
export const IMAGE_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;

/** Multipart field name of every upload. */
export const UPLOAD_FIELD = 'file';
/** Where the server serves locally stored files (no auth: keys are 128-bit random). */
export const FILES_PUBLIC_PREFIX = '/files';
