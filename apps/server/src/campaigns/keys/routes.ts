import {
  redeemCodeEndpoints as endpoints,
  importRedeemCodesFields,
  REDEEM_CODE_COUNT_HEADER,
  REDEEM_CODE_FILE_MAX_BYTES,
  redeemCodeMessages,
} from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext, FileAnswer } from '../../platform/index.ts';
import { streamUploadedFile } from '../../platform/index.ts';
import { type CodeFile, exportUnusedCodes, exportUsedCodes } from './export-codes.ts';
import { fulfilRedeemCodes } from './fulfil.ts';
import { importRedeemCodes } from './import-codes.ts';
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

/** An export: the codes as text, never cached, with their count in a header. */
const codeFile = (file: CodeFile): FileAnswer => ({
  body: file.text,
  headers: { [REDEEM_CODE_COUNT_HEADER]: String(file.count), 'cache-control': 'no-store' },
});

/** Redeem codes (the campaign's Redeem Codes tab). Admins and Managers. */
export function redeemCodeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.platforms, ({ reply }) => {
      reply.header('cache-control', 'private, max-age=86400');
      return listPlatforms();
    });

    app.endpoint(endpoints.importCodes, ({ actor, body }) => {
      const { campaignId, platform, codes } = body;
      return importRedeemCodes(
        ctx,
        actor,
        { campaignId, platform },
        (async function* () {
          yield codes;
        })(),
      );
    });

    // Streamed: the fields come first, then the file is read line by line, all or nothing.
    app.endpoint(endpoints.importFile, ({ actor, request }) =>
      streamUploadedFile(
        request,
        {
          maxBytes: REDEEM_CODE_FILE_MAX_BYTES,
          tooLargeMessage: redeemCodeMessages.fileTooLarge,
          missingMessage: redeemCodeMessages.fileRequired,
          fields: importRedeemCodesFields,
        },
        ({ fields, fileName, file }) =>
          importRedeemCodes(ctx, actor, { ...fields, fileName }, textLines(file)),
      ),
    );

    app.endpoint(endpoints.list, ({ body }) => listRedeemCodes(ctx, body));
    app.endpoint(endpoints.stats, ({ body }) => getRedeemCodeStats(ctx, body.campaignId));
    app.endpoint(endpoints.requestStats, ({ body }) => getRequestStats(ctx, body.campaignId));
    app.endpoint(endpoints.setBundleSize, ({ actor, body }) => setBundleSize(ctx, actor, body));
    app.endpoint(endpoints.transferUnused, ({ actor, body }) =>
      transferUnusedCodes(ctx, actor, body),
    );
    app.endpoint(endpoints.exportUnused, async ({ actor, body }) =>
      codeFile(await exportUnusedCodes(ctx, actor, body)),
    );
    app.endpoint(endpoints.exportUsed, async ({ actor, body }) =>
      codeFile(await exportUsedCodes(ctx, actor, body)),
    );
    app.endpoint(endpoints.fulfill, ({ actor, body }) =>
      fulfilRedeemCodes(ctx, body, { via: 'team', actorId: actor.id }),
    );
    app.endpoint(endpoints.alerts, () => listRedeemCodeAlerts(ctx));
    app.endpoint(endpoints.audit, ({ body }) => listRedeemCodeAudit(ctx, body));
  };
}
