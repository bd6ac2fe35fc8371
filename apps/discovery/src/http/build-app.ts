import { ErrorCode, discoveryServiceEndpoints as e, messages } from '@app/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DiscoveryRequestError } from '../client/discovery-client.ts';
import { createInProcessDiscoveryClient } from '../client/in-process-client.ts';
import type { DiscoveryDb } from '../db/database.ts';
import type { DiscoverySourceSettings } from '../search/discovery-status.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerNulGuard } from './refuse-nul.ts';
import { registerTokenGuard } from './token-guard.ts';

export type DiscoveryAppOptions = {
  db: DiscoveryDb;
  /** DISCOVERY_TOKEN: every request must carry it as a bearer token. */
  token: string;
  sources?: DiscoverySourceSettings;
  logger?: boolean | { level: string } | FastifyBaseLogger;
};

/** `/game/{id}` -> `/game/:id`. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const notFound = (): never => {
  throw new DiscoveryRequestError(404, { code: ErrorCode.NotFound, message: messages.notFound });
};

/**
 * The discovery service's HTTP app: the routes of `discoveryServiceEndpoints` (method, path
 * and schemas from the contract), each behind the token, answering through the same
 * functions as the in-process client.
 */
export async function buildDiscoveryApp(options: DiscoveryAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerTokenGuard(app, options.token);
  registerNulGuard(app);

  const service = createInProcessDiscoveryClient(options.db, options.sources);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: e.listCreators.method,
    url: fastifyPath(e.listCreators.path),
    schema: { body: e.listCreators.body, response: { 200: e.listCreators.response } },
    handler: (request) => service.listCreators(request.body),
  });
  api.route({
    method: e.listGames.method,
    url: fastifyPath(e.listGames.path),
    schema: { body: e.listGames.body, response: { 200: e.listGames.response } },
    handler: (request) => service.listGames(request.body),
  });
  api.route({
    method: e.listTerms.method,
    url: fastifyPath(e.listTerms.path),
    schema: {
      params: e.listTerms.params,
      body: e.listTerms.body,
      response: { 200: e.listTerms.response },
    },
    handler: (request) => service.listTerms(request.params.x, request.body),
  });
  api.route({
    method: e.game.method,
    url: fastifyPath(e.game.path),
    schema: { params: e.game.params, response: { 200: e.game.response } },
    handler: async (request) => (await service.game(request.params.id)) ?? notFound(),
  });
  api.route({
    method: e.creator.method,
    url: fastifyPath(e.creator.path),
    schema: { params: e.creator.params, response: { 200: e.creator.response } },
    handler: async (request) => (await service.creator(request.params.id)) ?? notFound(),
  });
  api.route({
    method: e.status.method,
    url: fastifyPath(e.status.path),
    schema: { response: { 200: e.status.response } },
    handler: () => service.status(),
  });
  return app;
}
