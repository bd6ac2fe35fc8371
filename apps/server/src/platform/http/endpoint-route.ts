import type { Readable } from 'node:stream';
import {
  type Endpoint,
  type EndpointAccess,
  type FileResponse,
  isFileResponse,
  isPageResponse,
  isUploadBody,
} from '@app/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { originOf, withRequestOrigin } from '../net/public-origin.ts';
import type { Actor } from './actor.ts';
import { errorResponses } from './error-responses.ts';
import { onlyPresent, rememberPresentKeys } from './present-keys.ts';

// The server side of the contract's endpoint declarations: `app.endpoint(declaration,
// handler)` registers the route with its method, path, schemas, access guard, OpenAPI
// entry and response handling, so a module only says what the endpoint does.

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : undefined
  : undefined;

export type RouteInput<E extends Endpoint> = {
  params: Schema<E, 'params'>;
  query: Schema<E, 'query'>;
  /** A `partial` PUT's body holds only the keys the client sent. */
  body: E extends { partial: true } ? Partial<Schema<E, 'body'>> : Schema<E, 'body'>;
  /** The signed-in user; null only on public endpoints. */
  actor: E['access'] extends 'public' ? null : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A download: the bytes, and a file name when it differs from the declared default. */
export type FileAnswer = {
  body: Buffer | string | Readable;
  fileName?: string;
  headers?: Record<string, string>;
};

export type RouteAnswer<E extends Endpoint> = E extends { response: infer R }
  ? R extends z.ZodType
    ? z.input<R>
    : R extends FileResponse
      ? FileAnswer
      : FastifyReply
  : undefined;

/** Server-only concerns of one route (rate limits and the like), merged into its options. */
export type RouteExtras = Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'config'>;

export type EndpointHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<RouteAnswer<E>> | RouteAnswer<E>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the route of a contract endpoint (see http/endpoint-route.ts). */
    endpoint<E extends Endpoint>(
      endpoint: E,
      handler: EndpointHandler<E>,
      extras?: RouteExtras,
    ): void;
  }
  interface FastifyContextConfig {
    /** The contract declaration a route was registered from. */
    endpoint?: Endpoint;
  }
}

/** The hooks each access level runs: authenticate before validation, the role check after. */
export type AccessGuards = Record<
  EndpointAccess,
  { onRequest?: preHandlerAsyncHookHandler; preHandler?: preHandlerAsyncHookHandler }
>;

/** Every 4xx an endpoint may answer, for its OpenAPI entry. */
function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400);
  if (endpoint.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (isUploadBody(endpoint.body)) {
    statuses.add(413);
    statuses.add(415);
  }
  if (endpoint.rateLimited) statuses.add(429);
  return [...statuses].sort();
}

function openApiSchema(endpoint: Endpoint) {
  const { body, response } = endpoint;
  const okResponse =
    response && !isFileResponse(response) && !isPageResponse(response) ? { 200: response } : {};
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(isUploadBody(body) ? { consumes: ['multipart/form-data'] } : body ? { body } : {}),
    response: { ...okResponse, ...errorResponses(...errorStatuses(endpoint)) },
  };
}

function sendFile(reply: FastifyReply, declared: FileResponse, answer: FileAnswer) {
  const fileName = answer.fileName ?? declared.fileName;
  reply
    .type(declared.contentType)
    .header('content-disposition', `attachment; filename="${fileName.replace(/"/g, '')}"`);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  return reply.send(answer.body);
}

/** Installs `app.endpoint` on the API scope; routes registered elsewhere under /api fail. */
export function registerEndpointRoutes(app: FastifyInstance, guards: AccessGuards): void {
  app.decorate('endpoint', function endpointRoute<
    E extends Endpoint,
  >(this: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, extras: RouteExtras = {}) {
    const guard = guards[endpoint.access];
    const preValidation = [
      ...(endpoint.partial ? [rememberPresentKeys] : []),
      ...[extras.preValidation ?? []].flat(),
    ];
    this.route({
      method: endpoint.method,
      url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: openApiSchema(endpoint),
      config: { ...extras.config, endpoint },
      onRequest: [
        ...[extras.onRequest ?? []].flat(),
        ...(guard.onRequest ? [guard.onRequest] : []),
      ],
      ...(preValidation.length ? { preValidation } : {}),
      ...(guard.preHandler ? { preHandler: guard.preHandler } : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const input = {
          params: request.params,
          query: request.query,
          body:
            endpoint.partial && request.body && typeof request.body === 'object'
              ? onlyPresent(request, request.body)
              : request.body,
          actor: request.actor ?? null,
          request,
          reply,
        } as RouteInput<E>;
        // Links built while serving a signed-in request (and by the jobs it queues) use the
        // address it came in on when PUBLIC_URL is unset; a public request's Host never counts.
        const origin = request.actor ? originOf(request) : null;
        const answer: unknown = await withRequestOrigin(origin, () => handler(input));
        if (isFileResponse(endpoint.response)) {
          return sendFile(reply, endpoint.response, answer as FileAnswer);
        }
        if (isPageResponse(endpoint.response)) return answer;
        if (!endpoint.response) return reply.code(204).send();
        return answer;
      },
    });
  });
}

/** onRoute hook of the /api scope: a route must come from `app.endpoint`. */
export function requireEndpointDeclaration(route: RouteOptions): void {
  if (!route.config?.endpoint) {
    throw new Error(`${route.method} ${route.url} is not declared in the contract`);
  }
}
