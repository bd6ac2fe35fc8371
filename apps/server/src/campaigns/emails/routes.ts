import { emailTemplateEndpoints as endpoints, messages } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { readUploadedFile } from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';
import { countRecipients, sendCustomEmail } from './campaign-mailing.ts';
import {
  deleteCustomTemplate,
  getEmailContent,
  listCustomTemplates,
  listEmailTypes,
  previewEmail,
  saveCustomTemplate,
  saveEmailContent,
  storeTemplateImage,
} from './templates.ts';

/** A campaign's Email Templates tab (SPEC 7 "Email templates"). */
export function emailTemplateRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.types, ({ params }) => listEmailTypes(ctx, params.id));
    app.endpoint(endpoints.getContent, ({ params }) =>
      getEmailContent(ctx, params.id, params.type),
    );
    app.endpoint(endpoints.saveContent, ({ actor, params, body }) =>
      saveEmailContent(ctx, actor, params.id, params.type, body),
    );
    app.endpoint(endpoints.preview, ({ params, query, body }) =>
      previewEmail(ctx, params.id, params.type, query.asTemplate, body),
    );
    app.endpoint(endpoints.listCustom, ({ params }) => listCustomTemplates(ctx, params.id));
    app.endpoint(endpoints.saveCustom, ({ actor, params, body }) =>
      saveCustomTemplate(ctx, actor, params.id, body),
    );
    app.endpoint(endpoints.deleteCustom, ({ params }) =>
      deleteCustomTemplate(ctx, params.id, params.tid),
    );
    app.endpoint(endpoints.recipients, ({ params, body }) =>
      countRecipients(ctx, params.id, body.filter),
    );
    app.endpoint(endpoints.sendCustom, ({ actor, params, body }) =>
      sendCustomEmail(ctx, actor, params.id, params.tid, body.filter),
    );
    app.endpoint(endpoints.uploadImage, async ({ actor, params, request }) => {
      // The campaign first: a wrong id is 404 before the upload is read.
      await loadCampaign(ctx.db, params.id);
      const { bytes } = await readUploadedFile(request, {
        maxBytes: ctx.config.imageMaxBytes,
        tooLargeMessage: messages.imageTooLarge,
      });
      return storeTemplateImage(ctx, actor, bytes);
    });
  };
}
