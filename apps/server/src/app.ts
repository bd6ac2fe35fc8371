import { API_BASE } from '@app/contract';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { areas, registerAreaListeners } from './areas.ts';
import { accessGuards } from './core/index.ts';
import { createDiscoveryGateway } from './discovery/index.ts';
import { registerOperations } from './operations/register-operations.ts';
import { completedStartup, type StartupState } from './operations/startup-state.ts';
import {
  type AppContext,
  type AppMetrics,
  answerRouterError,
  applyPageHints,
  type Config,
  createAppMetrics,
  createPasswordHasher,
  createStorage,
  createTokenService,
  type Db,
  invitePageArt,
  type JobQueue,
  registerEndpointRoutes,
  registerErrorHandler,
  registerForegroundCount,
  registerNotFound,
  registerNulGuard,
  registerPublicFiles,
  registerSecurityHeaders,
  registerWebApp,
  requireEndpointDeclaration,
  type Storage,
} from './platform/index.ts';

export type BuildAppOptions = {
  config: Config;
  db: Db;
  jobs: JobQueue;
  jwtSecret: string;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered under /api after the app's own (tests only). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * How far the process's start has got (server.ts writes it); unset: the caller migrated
   * the database and started the queue before building the app.
   */
  startup?: StartupState;
  /** The process's metrics, shared with its workers; unset: the app's own. */
  metrics?: AppMetrics;
};

export function createContext(options: BuildAppOptions): AppContext {
  return {
    config: options.config,
    db: options.db,
    jobs: options.jobs,
    storage: options.storage ?? createStorage(options.config),
    passwords: createPasswordHasher({ memoryKib: options.config.argon2MemoryKib }),
    tokens: createTokenService({
      secret: options.jwtSecret,
      ttlSeconds: options.config.tokenTtlSeconds,
    }),
    discovery: createDiscoveryGateway(options.config, options.db),
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  registerAreaListeners();
  const ctx = createContext(options);
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    trustProxy: options.config.trustProxy,
    // JSON bodies; uploads are multipart and limited by IMAGE_MAX_BYTES instead.
    bodyLimit: 1024 * 1024,
    // A too-long id or token is a 404 like an unknown one, never a 414 repeating the path.
    frameworkErrors: answerRouterError,
  });

  // Validation: the contract's zod schemas. Unknown body fields are stripped (zod's object
  // default) and never reach a domain function: the one stated rule for extra input.
  app.setValidatorCompiler(validatorCompiler);
  // Answers are encoded through the contract's output schemas; a mismatch is a 500.
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON and multipart bodies are accepted; text/plain is a 415, not a string body.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  // Background work on PGlite (a first mail sync) steps aside while requests are answered.
  registerForegroundCount(app);
  registerOperations(app, {
    config: options.config,
    db: options.db,
    startup: options.startup ?? completedStartup(options.config.roles),
    metrics: options.metrics ?? createAppMetrics(),
  });
  registerSecurityHeaders(app);
  // U+0000 in params, query or a JSON body: 400, before any route's validation.
  registerNulGuard(app);

  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, {
    limits: { fileSize: options.config.imageMaxBytes, files: 1, fields: 10 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'CreatorHub API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}/docs` });

  await app.register(
    async (api) => {
      registerEndpointRoutes(api, accessGuards(ctx));
      await api.register(async (declared) => {
        // Every /api route comes from a contract declaration (app.endpoint), with its access
        // guard: a route registered any other way stops the server at start.
        declared.addHook('onRoute', requireEndpointDeclaration);
        for (const area of areas) {
          for (const routes of area.routes) await declared.register(routes(ctx));
        }
      });
      for (const area of areas) {
        for (const register of area.undeclaredRoutes ?? []) register(api, ctx);
      }
      if (options.extraRoutes) await options.extraRoutes(api);
    },
    { prefix: API_BASE },
  );
  registerPublicFiles(app, ctx);
  registerNotFound(
    app,
    await registerWebApp(app, options.config.webDist, {
      applyPage: (slug) => applyPageHints(ctx, slug),
      inviteArt: (token) => invitePageArt(ctx, token),
    }),
  );
  return app;
}
