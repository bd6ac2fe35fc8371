// The platform: what every area stands on (database, jobs, files, secrets, tasks, HTTP
// plumbing, outbound guard). It imports no area.
export type { AppContext } from './app-context.ts';
export type { AreaManifest, AreaRoutes, AreaSchedule } from './area-manifest.ts';
export type { Config, ProcessRole } from './config.ts';
export { ConfigError, loadConfig, resolveJwtSecret } from './config.ts';
export { intArrayParam, plainTextArrayParam } from './db/array-params.ts';
export { containsPattern } from './db/contains-pattern.ts';
export { deleteByIds } from './db/delete-by-ids.ts';
export { isUniqueViolation, withUniqueCheck } from './db/errors.ts';
export { yieldToForeground } from './db/foreground.ts';
export { insertedRow } from './db/inserted-row.ts';
export { executeNamed } from './db/named-statement.ts';
export type { Database, Db, DbOrTx, Tx } from './db/open-database.ts';
export { databaseOptionsFromConfig, MIGRATIONS_DIR, openDatabase } from './db/open-database.ts';
export { orderByColumn } from './db/order-by.ts';
export { readSnapshot } from './db/read-snapshot.ts';
export type { RawRow } from './db/rows.ts';
export { isoTimestamp, numberOf, rows } from './db/rows.ts';
export * from './db/schema/index.ts';
export { listPage } from './db/sorted-page.ts';
export { withStartupLock } from './db/startup-lock.ts';
export { transaction } from './db/transaction.ts';
export { sentFields, updateChangedColumns } from './db/update-changed.ts';
export { AppError } from './errors/app-error.ts';
export { bulkResults } from './errors/bulk-results.ts';
export {
  answerRouterError,
  registerErrorHandler,
  registerNotFound,
} from './errors/error-handler.ts';
export { detectImageType, isPdf } from './files/image-type.ts';
export { releaseStoredObjects } from './files/jobs.ts';
export type { ObjectStore } from './files/object-store.ts';
export { localObjectStore, objectStoreFor, s3ObjectStore } from './files/object-store.ts';
export { registerPublicFiles } from './files/routes.ts';
export { storeDocument, storeImage } from './files/service.ts';
export type { Storage } from './files/storage.ts';
export { createStorage } from './files/storage.ts';
export type { Actor } from './http/actor.ts';
export type { AccessGuards, FileAnswer } from './http/endpoint-route.ts';
export { registerEndpointRoutes, requireEndpointDeclaration } from './http/endpoint-route.ts';
export { registerForegroundCount } from './http/foreground-count.ts';
export { escapeHtml, unescapeHtml } from './http/html-entities.ts';
export { messagePage, sendMessagePage } from './http/message-page.ts';
export { applyPageHints, invitePageArt } from './http/public-page-hints.ts';
export { readUploadedFile, streamUploadedFile } from './http/read-upload.ts';
export { registerNulGuard } from './http/refuse-nul.ts';
export { registerSecurityHeaders } from './http/security-headers.ts';
export { registerWebApp } from './http/web-app.ts';
export { integrationState, statusFields } from './integrations/card.ts';
export type { IntegrationCheck } from './integrations/check-all.ts';
export { checkIntegrations, checkLine } from './integrations/check-all.ts';
export type {
  IntegrationProbe,
  SenderAccountIntegrations,
} from './integrations/registry.ts';
export {
  describeAnyFailure,
  integrationProbes,
  registerIntegrationProbe,
  registerSenderAccountIntegrations,
  senderAccountIntegrations,
} from './integrations/registry.ts';
export type { IntegrationFailure } from './integrations/status-store.ts';
export {
  forgetIntegrationStatus,
  readIntegrationStatuses,
  recordIntegrationFailure,
  recordIntegrationSuccess,
} from './integrations/status-store.ts';
export { createAttachableQueue } from './jobs/attachable-queue.ts';
export { createBossQueue } from './jobs/boss-queue.ts';
export { BOSS_SCHEMA } from './jobs/boss-sql.ts';
export type { JobContext, JobDefinition, JobEnvironment } from './jobs/define-job.ts';
export { defineJob, defineScheduledJob } from './jobs/define-job.ts';
export type { JobQueue } from './jobs/job-queue.ts';
export { createJobRegistry } from './jobs/job-queue.ts';
export type { AppMetrics } from './metrics/app-metrics.ts';
export { createAppMetrics } from './metrics/app-metrics.ts';
export {
  assertOutboundUrl,
  OutboundAddressError,
  requestOutbound,
  resolveOutbound,
} from './net/outbound-guard.ts';
export { publicOrigin, publicUrlWarning, rememberBoundPort } from './net/public-origin.ts';
export { perOwner } from './per-owner.ts';
export { derivedKey, signatureMatches } from './secret-box/derived-keys.ts';
export { decodeKey, resolveSecretBoxKey, secretBoxFor } from './secret-box/secret-box.ts';
export { signState, verifyState } from './secret-box/signed-state.ts';
export type { PasswordHasher } from './security/passwords.ts';
export { createPasswordHasher } from './security/passwords.ts';
export { createTokenService } from './security/tokens.ts';
export {
  createTask,
  findTask,
  finishTask,
  getTask,
  recordTaskProgress,
  startTask,
} from './tasks/service.ts';

import type { AreaManifest } from './area-manifest.ts';
import {
  deleteStoredObjectJob,
  scheduleUploadSweep,
  sweepUnattachedUploadsJob,
} from './files/jobs.ts';
import { fileApiRoutes } from './files/routes.ts';
import { taskRoutes } from './tasks/routes.ts';

export const platformArea = {
  name: 'platform',
  routes: [fileApiRoutes, taskRoutes],
  jobs: [deleteStoredObjectJob, sweepUnattachedUploadsJob],
  schedules: [scheduleUploadSweep],
  listeners: [],
} satisfies AreaManifest;
