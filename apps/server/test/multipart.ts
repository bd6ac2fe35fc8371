import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app.ts';

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartFile(
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${
      options.filename ?? 'file.bin'
    }"\r\nContent-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart body to the test app (the URL the server sees, with /api) as this user. */
export function postMultipart(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  url: string,
  body: { payload: InjectOptions['payload']; headers: Record<string, string> },
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A valid 1x1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal GIF89a header and a minimal JPEG start: enough for content detection. */
export const GIF_BYTES = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
/** The start of a PDF: enough for content detection. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n%test\n');
