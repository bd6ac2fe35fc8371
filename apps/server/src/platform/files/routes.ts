import { userEndpoints as endpoints, FILES_PUBLIC_PREFIX, messages } from '@app/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { readUploadedFile } from '../http/read-upload.ts';
import { contentTypeOfKey } from './image-type.ts';
import { storeImage } from './service.ts';

/** The own avatar's upload; PUT /user then points the profile at it. */
export function fileApiRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.uploadAvatar, async ({ actor, request }) => {
      const { bytes } = await readUploadedFile(request, {
        maxBytes: ctx.config.imageMaxBytes,
        tooLargeMessage: messages.imageTooLarge,
      });
      return storeImage(ctx, actor.id, bytes);
    });
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
