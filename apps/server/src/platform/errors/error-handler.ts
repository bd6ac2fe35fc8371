import { type ErrorBody, ErrorCode, errorStatus, messages } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

type Issue = { instancePath?: string; message?: string };

/** zod issues -> { "items.0.url": "Invalid URL" }; first message per path wins. */
export function fieldsFromIssues(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    if (!(path in fields)) fields[path] = issue.message ?? messages.valueRequired;
  }
  return fields;
}

// Fastify's own error codes that are the client's fault, mapped to contract codes.
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.BadRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.BadRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.PayloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.UnsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.BadRequest,
  FST_REQ_FILE_TOO_LARGE: ErrorCode.PayloadTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: ErrorCode.UnsupportedMediaType,
  FST_PARTS_LIMIT: ErrorCode.PayloadTooLarge,
  FST_FILES_LIMIT: ErrorCode.PayloadTooLarge,
  FST_FIELDS_LIMIT: ErrorCode.PayloadTooLarge,
  FST_PROTO_VIOLATION: ErrorCode.BadRequest,
};

const fastifyMessages: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.BadRequest]: 'Malformed request body',
  [ErrorCode.PayloadTooLarge]: 'Request body is too large',
  [ErrorCode.UnsupportedMediaType]: 'Unsupported content type',
};

function send(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(errorStatus[body.code]).type('application/json').send(body);
}

/** Every error, from every layer, leaves as the contract's errorBody. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      // The error's own status: a code's usual one, or a 502 for an upstream that failed.
      return reply.code(error.status).type('application/json').send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(error.validation);
      const message = Object.values(fields)[0] ?? messages.valueRequired;
      return send(reply, { code: ErrorCode.Validation, message, fields });
    }
    if (error.statusCode === 429) {
      return send(reply, { code: ErrorCode.TooManyRequests, message: messages.tooManyRequests });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) {
      return send(reply, { code: mapped, message: fastifyMessages[mapped] ?? error.message });
    }
    // Anything else is ours: the stack goes to the log, never to the client.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, { code: ErrorCode.Internal, message: messages.somethingGoesWrong });
  });
}

/**
 * Errors the router raises before any route or hook runs: a path parameter longer than the
 * router's limit (100), or a path that does not decode. Fastify's own answers are a 414 or a
 * 400 that repeat the path; a too-long id or token names nothing here, so it answers what an
 * unknown one gets (the not-found handler's JSON 404: only API routes take path parameters,
 * the pages are wildcards), and an undecodable path a plain 400. Passed to Fastify as
 * `frameworkErrors` (the reply there has no route, so reply.callNotFound() would not reach
 * our not-found handler).
 */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, { code: ErrorCode.NotFound, message: messages.notFound });
  }
  return send(reply, { code: ErrorCode.BadRequest, message: 'Malformed request path' });
}

/** Unknown routes: the web app's index.html for page loads (when served), else JSON 404. */
export function registerNotFound(
  app: FastifyInstance,
  pageFallback: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback?.(request, reply)) return reply;
    return send(reply, { code: ErrorCode.NotFound, message: messages.notFound });
  });
}
