import { Readable } from 'node:stream';
import { ErrorCode, messages, UPLOAD_FIELD } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';

// The one reader of multipart uploads: a single file part named `file`, preceded by any
// text fields, capped at a byte limit. Over the limit is 413 with the caller's message
// (naming the `file` field), a malformed body 400: never a 5xx, never a stored cut file.

type UploadLimits = {
  maxBytes: number;
  /** The 413 message (and the `file` field's message). */
  tooLargeMessage: string;
  /** The 400 message when no `file` part came. */
  missingMessage?: string;
};

export type UploadedFile = { bytes: Buffer; fileName: string };

const tooLarge = ({ tooLargeMessage: message }: UploadLimits) =>
  new AppError(ErrorCode.PayloadTooLarge, message, { [UPLOAD_FIELD]: message });

const isTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

export const MALFORMED_UPLOAD = 'Malformed multipart body';

/**
 * What reading the multipart body threw, as the answer: the file over its limit is the
 * caller's 413, the other multipart limits (parts, fields, files) a 413, and anything else
 * the client's 400 (a body cut short, a missing boundary: busboy's plain errors).
 */
function readError(error: unknown, limits: UploadLimits): AppError {
  if (error instanceof AppError) return error;
  if (isTooLarge(error)) return tooLarge(limits);
  if ((error as { statusCode?: unknown } | null)?.statusCode === 413) {
    return new AppError(ErrorCode.PayloadTooLarge, 'Request body is too large');
  }
  return new AppError(ErrorCode.BadRequest, MALFORMED_UPLOAD);
}

async function filePart(request: FastifyRequest, limits: UploadLimits) {
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.UnsupportedMediaType, 'Expected multipart/form-data');
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fields: 10 } });
  } catch (error) {
    throw readError(error, limits);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw AppError.field(UPLOAD_FIELD, limits.missingMessage ?? messages.valueRequired);
  }
  return part;
}

/** The whole file in memory (images, documents, spreadsheets: all small and capped). */
export async function readUploadedFile(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<UploadedFile> {
  const part = await filePart(request, limits);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw readError(error, limits);
  }
  // The stream's `truncated` flag is the one sign of a cut file. toBuffer() throws only when
  // a chunk arrives after the cut; when the limit falls exactly on a chunk's end, busboy
  // pushes nothing more and toBuffer() answers the first `maxBytes` bytes as if complete.
  if (part.file.truncated) throw tooLarge(limits);
  return { bytes, fileName: part.filename };
}

const fieldValue = (field: unknown) =>
  field && typeof field === 'object' && 'value' in field
    ? (field as { value: unknown }).value
    : undefined;

/**
 * The file's chunks up to the cut, then the 413 (or, for a malformed body, the 400): a
 * consumer never reaches the end of a cut file (and never commits what it read). After the
 * cut the stream is read to its end, so the request is drained before the answer.
 */
function failingAtCut(file: Readable & { truncated?: boolean }, limits: UploadLimits): Readable {
  return Readable.from(
    (async function* () {
      let cut = false;
      try {
        for await (const chunk of file) {
          cut ||= file.truncated === true;
          if (!cut) yield chunk as Buffer;
        }
      } catch (error) {
        throw readError(error, limits);
      }
      if (cut || file.truncated) throw tooLarge(limits);
    })(),
    { objectMode: false },
  );
}

/**
 * A streamed upload (large text files): the text fields, parsed by `fields`, and the file
 * as a stream handed to `consume`; a file over the limit fails that stream with the 413.
 * Whatever `consume` leaves unread is drained.
 */
export async function streamUploadedFile<F extends z.ZodType, T>(
  request: FastifyRequest,
  limits: UploadLimits & { fields: F },
  consume: (upload: { fields: z.output<F>; fileName: string; file: Readable }) => Promise<T>,
): Promise<T> {
  const part = await filePart(request, limits);
  const raw = Object.fromEntries(
    Object.entries(part.fields).map(([name, field]) => [name, fieldValue(field)]),
  );
  const parsed = limits.fields.safeParse(raw);
  if (!parsed.success) {
    part.file.resume();
    const issue = parsed.error.issues[0];
    throw AppError.field(String(issue?.path[0] ?? '_'), issue?.message ?? 'Invalid value');
  }
  try {
    const file = failingAtCut(part.file, limits);
    const result = await consume({ fields: parsed.data, fileName: part.filename, file });
    if (part.file.truncated) throw tooLarge(limits);
    return result;
  } catch (error) {
    // Leave nothing half-read: the rest of the upload is drained.
    part.file.resume();
    if (isTooLarge(error)) throw tooLarge(limits);
    throw error;
  }
}
