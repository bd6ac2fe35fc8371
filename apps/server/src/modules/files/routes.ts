import {
  ErrorCode,
  FILES_PUBLIC_PREFIX,
  messages,
  UPLOAD_FIELD,
  USER_AVATAR_UPLOAD_PATH,
  uploadResponse,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { actorOf } from '../auth/authenticate.ts';
import { contentTypeOfKey } from './image-type.ts';
import { storeImage } from './service.ts';

/** The one `file` part of a multipart request, read up to the image limit. */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: string = messages.imageTooLarge,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.UnsupportedMediaType, 'Expected multipart/form-data');
  }
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    throw AppError.field(UPLOAD_FIELD, messages.valueRequired);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ErrorCode.PayloadTooLarge, tooLargeMessage);
    }
    throw error;
  }
}

export function fileApiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      USER_AVATAR_UPLOAD_PATH,
      {
        schema: {
          tags: ['users'],
          summary: 'Upload an avatar image (multipart field `file`); set it with PUT /user',
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponse, ...errorResponses(400, 401, 413, 415) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const bytes = await readUpload(request, ctx.config.imageMaxBytes);
        return storeImage(ctx, actor.id, bytes);
      },
    );
  };
}

/** Locally stored files, read-only, without auth: keys are 128-bit random. */
export function registerPublicFiles(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>()
    .get(
      `${FILES_PUBLIC_PREFIX}/:key`,
      { schema: { hide: true, params: z.object({ key: z.string() }) } },
      async (request, reply) => {
        const stream = ctx.storage.open ? await ctx.storage.open(request.params.key) : null;
        if (!stream) throw AppError.notFound();
        return reply
          .type(contentTypeOfKey(request.params.key))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'")
          .send(stream);
      },
    );
}
