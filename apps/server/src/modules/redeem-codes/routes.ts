import {
  ErrorCode,
  exportUnusedRequest,
  exportUsedRequest,
  fulfillRedeemCodesRequest,
  fulfillRedeemCodesResponse,
  importRedeemCodesFields,
  importRedeemCodesRequest,
  importRedeemCodesResponse,
  REDEEM_CODE_ALERTS_PATH,
  REDEEM_CODE_AUDIT_PATH,
  REDEEM_CODE_BUNDLE_SIZE_PATH,
  REDEEM_CODE_COUNT_HEADER,
  REDEEM_CODE_FILE_MAX_BYTES,
  REDEEM_CODE_IMPORT_PATH,
  redeemCodeAlertsResponse,
  redeemCodeAuditRequest,
  redeemCodeAuditResponse,
  redeemCodeCampaignRequest,
  redeemCodeListRequest,
  redeemCodeListResponse,
  redeemCodeMessages,
  redeemCodePlatformsResponse,
  redeemCodeRequestStatsResponse,
  redeemCodeStatsResponse,
  setBundleSizeRequest,
  setBundleSizeResponse,
  transferUnusedRequest,
  transferUnusedResponse,
  UNUSED_CODES_FILE,
  USED_CODES_FILE,
} from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { actorOf } from '../auth/authenticate.ts';
import { type CodeFile, exportUnusedCodes, exportUsedCodes } from './export-codes.ts';
import { fulfilRedeemCodes } from './fulfil.ts';
import { importRedeemCodes } from './import-codes.ts';
import { redeemCodeManager } from './policy.ts';
import {
  getRedeemCodeStats,
  getRequestStats,
  listPlatforms,
  listRedeemCodeAlerts,
  listRedeemCodeAudit,
  listRedeemCodes,
  setBundleSize,
  transferUnusedCodes,
} from './service.ts';
import { textLines } from './text-lines.ts';

const fieldValue = (field: unknown) =>
  field && typeof field === 'object' && 'value' in field
    ? (field as { value: unknown }).value
    : undefined;

/** Parses the multipart fields that came before the file; the file is read as a stream. */
async function importUpload(ctx: AppContext, request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.UnsupportedMediaType, 'Expected multipart/form-data');
  }
  const part = await request.file({
    limits: { fileSize: REDEEM_CODE_FILE_MAX_BYTES, files: 1, fields: 10 },
  });
  if (part?.fieldname !== 'file') {
    throw AppError.field('file', redeemCodeMessages.fileRequired);
  }
  const fields = importRedeemCodesFields.safeParse({
    campaignId: fieldValue(part.fields.campaignId),
    platform: fieldValue(part.fields.platform),
  });
  if (!fields.success) {
    part.file.resume();
    const issue = fields.error.issues[0];
    throw AppError.field(String(issue?.path[0] ?? 'campaignId'), issue?.message ?? 'Invalid value');
  }
  const actor = actorOf(request);
  try {
    const result = await importRedeemCodes(
      ctx,
      actor,
      { ...fields.data, fileName: part.filename },
      textLines(part.file),
    );
    if (part.file.truncated) throw tooLarge();
    return result;
  } catch (error) {
    // Leave nothing half-read: the rest of the upload is drained, the import rolled back.
    part.file.resume();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

const tooLarge = () =>
  new AppError(ErrorCode.PayloadTooLarge, redeemCodeMessages.fileTooLarge, {
    file: redeemCodeMessages.fileTooLarge,
  });

function sendCodeFile(reply: FastifyReply, name: string, file: CodeFile) {
  return reply
    .type('text/plain; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header(REDEEM_CODE_COUNT_HEADER, String(file.count))
    .header('cache-control', 'no-store')
    .send(file.text);
}

/** Redeem codes (the campaign's Redeem Codes tab). Admins and Managers. */
export function redeemCodeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', redeemCodeManager);
    const tags = ['redeem codes'];

    app.get(
      '/redeem-code/platforms',
      {
        schema: {
          tags,
          summary: 'Platforms a pool can have (cacheable for a day)',
          response: { 200: redeemCodePlatformsResponse, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'private, max-age=86400');
        return listPlatforms();
      },
    );

    app.post(
      '/redeem-code',
      {
        schema: {
          tags,
          summary: 'Import codes sent as JSON (all or nothing): added, skipped, rejected',
          body: importRedeemCodesRequest,
          response: { 200: importRedeemCodesResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { campaignId, platform, codes } = request.body;
        return importRedeemCodes(
          ctx,
          actorOf(request),
          { campaignId, platform },
          (async function* () {
            yield codes;
          })(),
        );
      },
    );

    app.post(
      REDEEM_CODE_IMPORT_PATH,
      {
        schema: {
          tags,
          summary:
            'Import a .txt (multipart: campaignId, platform, then file), streamed, all or nothing',
          consumes: ['multipart/form-data'],
          response: {
            200: importRedeemCodesResponse,
            ...errorResponses(400, 401, 403, 404, 413, 415),
          },
        },
      },
      async (request) => importUpload(ctx, request),
    );

    app.post(
      '/redeem-code/list',
      {
        schema: {
          tags,
          summary: "A campaign's codes, masked: paging, platform/status/influencer filters, search",
          body: redeemCodeListRequest,
          response: { 200: redeemCodeListResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listRedeemCodes(ctx, request.body),
    );

    app.post(
      '/redeem-code/stats',
      {
        schema: {
          tags,
          summary: 'Available, reserved, issued and total per platform, with bundle sizes',
          body: redeemCodeCampaignRequest,
          response: { 200: redeemCodeStatsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getRedeemCodeStats(ctx, request.body.campaignId),
    );

    app.post(
      '/redeem-code/request-stats',
      {
        schema: {
          tags,
          summary: 'Creators who asked for keys: fulfilled and waiting, per platform',
          body: redeemCodeCampaignRequest,
          response: { 200: redeemCodeRequestStatsResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getRequestStats(ctx, request.body.campaignId),
    );

    app.post(
      REDEEM_CODE_BUNDLE_SIZE_PATH,
      {
        schema: {
          tags,
          summary: 'Set how many codes one creator gets on a platform',
          body: setBundleSizeRequest,
          response: { 200: setBundleSizeResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => setBundleSize(ctx, actorOf(request), request.body),
    );

    app.post(
      '/redeem-code/transfer-unused',
      {
        schema: {
          tags,
          summary: 'Move available codes to another campaign (reserved and issued ones stay)',
          body: transferUnusedRequest,
          response: { 200: transferUnusedResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => transferUnusedCodes(ctx, actorOf(request), request.body),
    );

    app.post(
      '/redeem-code/export-unused',
      {
        schema: {
          tags,
          summary: `Available codes as ${UNUSED_CODES_FILE}; remove: they leave the pool`,
          body: exportUnusedRequest,
        },
      },
      async (request, reply) =>
        sendCodeFile(
          reply,
          UNUSED_CODES_FILE,
          await exportUnusedCodes(ctx, actorOf(request), request.body),
        ),
    );

    app.post(
      '/redeem-code/export-used',
      {
        schema: {
          tags,
          summary: `Issued codes with creator and date as ${USED_CODES_FILE}`,
          body: exportUsedRequest,
        },
      },
      async (request, reply) =>
        sendCodeFile(
          reply,
          USED_CODES_FILE,
          await exportUsedCodes(ctx, actorOf(request), request.body),
        ),
    );

    app.post(
      '/redeem-code/fulfill',
      {
        schema: {
          tags,
          summary: "Issue a creator's bundle per platform (as the invite page's Get my key)",
          body: fulfillRedeemCodesRequest,
          response: { 200: fulfillRedeemCodesResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        fulfilRedeemCodes(ctx, request.body, { via: 'team', actorId: actorOf(request).id }),
    );

    app.get(
      REDEEM_CODE_ALERTS_PATH,
      {
        schema: {
          tags,
          summary: 'Pools that ran dry while creators were asking (in-app notice)',
          response: { 200: redeemCodeAlertsResponse, ...errorResponses(401, 403) },
        },
      },
      async () => listRedeemCodeAlerts(ctx),
    );

    app.post(
      REDEEM_CODE_AUDIT_PATH,
      {
        schema: {
          tags,
          summary: 'Who imported, exported, transferred and issued what, and when',
          body: redeemCodeAuditRequest,
          response: { 200: redeemCodeAuditResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listRedeemCodeAudit(ctx, request.body),
    );
  };
}
