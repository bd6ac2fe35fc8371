import { type ErrorBody, ErrorCode, errorStatus, messages } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DiscoveryRequestError } from '../client/discovery-client.ts';

// Fastify's own errors that are the client's fault.
const clientErrors: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.BadRequest, message: 'Malformed request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.BadRequest, message: 'Malformed request body' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ErrorCode.PayloadTooLarge,
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ErrorCode.UnsupportedMediaType,
    message: 'Unsupported content type',
  },
};

const send = (reply: FastifyReply, body: ErrorBody) =>
  reply.code(errorStatus[body.code]).type('application/json').send(body);

/** Every error leaves as the contract's one error body; a 500 never shows its cause. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DiscoveryRequestError) return send(reply, error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
        if (!(path in fields)) fields[path] = issue.message ?? messages.valueRequired;
      }
      const message = Object.values(fields)[0] ?? messages.valueRequired;
      return send(reply, { code: ErrorCode.Validation, message, fields });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return send(reply, known);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, { code: ErrorCode.Internal, message: messages.somethingGoesWrong });
  });
  app.setNotFoundHandler((_request, reply) =>
    send(reply, { code: ErrorCode.NotFound, message: messages.notFound }),
  );
}
