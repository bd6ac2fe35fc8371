import { API_BASE } from '@app/contract';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Db } from './db/open-database.ts';
import { registerErrorHandler, registerNotFound } from './errors/error-handler.ts';
import { registerEndpointRoutes, requireEndpointDeclaration } from './http/endpoint-route.ts';
import { applyPageHints, invitePageArt } from './http/public-page-hints.ts';
import { registerNulGuard } from './http/refuse-nul.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createPasswordHasher } from './modules/auth/passwords.ts';
import { accessGuards } from './modules/auth/policy.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { campaignInfluencerRoutes } from './modules/campaign-influencers/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { createDiscoveryGateway } from './modules/discovery/discovery-gateway.ts';
import { discoveryRoutes } from './modules/discovery/routes.ts';
import { emailTemplateRoutes } from './modules/email-templates/routes.ts';
import { emailStatsRoutes, publicEmailRoutes } from './modules/email-tracking/routes.ts';
import { fileApiRoutes, registerPublicFiles } from './modules/files/routes.ts';
import { createStorage, type Storage } from './modules/files/storage.ts';
import { influencerRoutes } from './modules/influencers/routes.ts';
import { invitePageRoutes } from './modules/invite-page/routes.ts';
import { listRoutes } from './modules/lists/routes.ts';
import { registerApplyPreflight } from './modules/live-capture/apply-cors.ts';
import { registerConfirmLinkFallback } from './modules/live-capture/confirm-page.ts';
import { liveCaptureRoutes } from './modules/live-capture/routes.ts';
import { mailAccountRoutes } from './modules/mail-accounts/routes.ts';
import { mailingRoutes } from './modules/mailings/routes.ts';
import { postRoutes } from './modules/posts/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { publicRedeemCodeRoutes } from './modules/redeem-codes/public-routes.ts';
import { redeemCodeRoutes } from './modules/redeem-codes/routes.ts';
import { tableViewRoutes } from './modules/table-views/routes.ts';
import { taskRoutes } from './modules/tasks/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { type AppMetrics, createAppMetrics } from './operations/metrics/app-metrics.ts';
import { registerOperations } from './operations/register-operations.ts';
import { completedStartup, type StartupState } from './operations/startup-state.ts';

/** The modules serving /api; each registers its contract endpoints with app.endpoint. */
const apiRouteModules = [
  authRoutes,
  userRoutes,
  fileApiRoutes,
  listRoutes,
  tableViewRoutes,
  dashboardRoutes,
  productRoutes,
  influencerRoutes,
  taskRoutes,
  campaignRoutes,
  campaignInfluencerRoutes,
  webhookRoutes,
  postRoutes,
  redeemCodeRoutes,
  // The invite page's modules keep their own scope (a malformed token answers 404).
  invitePageRoutes,
  publicRedeemCodeRoutes,
  // Lead magnets and the public apply page (its own scope: CORS, rate limits, 404s).
  liveCaptureRoutes,
  mailAccountRoutes,
  mailingRoutes,
  emailTemplateRoutes,
  emailStatsRoutes,
  publicEmailRoutes,
  discoveryRoutes,
] satisfies ((ctx: AppContext) => FastifyPluginAsync)[];

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
  const ctx = createContext(options);
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    trustProxy: options.config.trustProxy,
    // JSON bodies; uploads are multipart and limited by IMAGE_MAX_BYTES instead.
    bodyLimit: 1024 * 1024,
  });

  // Validation: the contract's zod schemas. Unknown body fields are stripped (zod's object
  // default) and never reach a domain function: the one stated rule for extra input.
  app.setValidatorCompiler(validatorCompiler);
  // Answers are encoded through the contract's output schemas; a mismatch is a 500.
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON and multipart bodies are accepted; text/plain is a 415, not a string body.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
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
        for (const routes of apiRouteModules) await declared.register(routes(ctx));
      });
      // CORS preflight of the public apply API: no contract endpoint, hidden from OpenAPI.
      registerApplyPreflight(api, ctx.db);
      // The confirm link's page for a token too long for the router (else a 414 JSON).
      registerConfirmLinkFallback(api, ctx.config);
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
