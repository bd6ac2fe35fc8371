import {
  campaignIdParams,
  customEmailTemplate,
  customEmailTemplateListResponse,
  customEmailTemplateParams,
  deleteCustomEmailTemplateResponse,
  emailContent,
  emailPreviewQuery,
  emailPreviewRequest,
  emailPreviewResponse,
  emailRecipientCount,
  emailRecipientCountRequest,
  emailTemplateTypeParams,
  emailTemplateTypesResponse,
  saveCustomEmailTemplateRequest,
  saveEmailContentRequest,
  sendCustomEmailRequest,
  sendCustomEmailResponse,
  uploadResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { actorOf } from '../auth/authenticate.ts';
import { campaignMember } from '../campaigns/policy.ts';
import { readUpload } from '../files/routes.ts';
import { storeImage } from '../files/service.ts';
import {
  countRecipients,
  deleteCustomTemplate,
  getEmailContent,
  listCustomTemplates,
  listEmailTypes,
  loadCampaign,
  previewEmail,
  saveCustomTemplate,
  saveEmailContent,
  sendCustomEmail,
} from './service.ts';

/** A campaign's Email Templates tab (SPEC 7 "Email templates"). */
export function emailTemplateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', campaignMember);
    const tags = ['email-templates'];
    const base = '/campaign/:id/email-template';

    app.get(
      `${base}/types`,
      {
        schema: {
          tags,
          summary: 'Email types of the campaign, and which have custom content',
          params: campaignIdParams,
          response: { 200: emailTemplateTypesResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listEmailTypes(ctx, request.params.id),
    );

    app.get(
      `${base}/custom-content/:type`,
      {
        schema: {
          tags,
          summary: "The campaign's content for a type (or the default)",
          params: emailTemplateTypeParams,
          response: { 200: emailContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getEmailContent(ctx, request.params.id, request.params.type),
    );

    app.post(
      `${base}/custom-content/:type`,
      {
        schema: {
          tags,
          summary: 'Save content (unknown variables refused, HTML sanitized) or reset to default',
          params: emailTemplateTypeParams,
          body: saveEmailContentRequest,
          response: { 200: emailContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        saveEmailContent(
          ctx,
          actorOf(request),
          request.params.id,
          request.params.type,
          request.body,
        ),
    );

    app.post(
      `${base}/preview/:type`,
      {
        schema: {
          tags,
          summary: 'The email as sent: a sample creator (asTemplate=true) or a real one',
          params: emailTemplateTypeParams,
          querystring: emailPreviewQuery,
          body: emailPreviewRequest,
          response: { 200: emailPreviewResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        previewEmail(
          ctx,
          request.params.id,
          request.params.type,
          request.query.asTemplate,
          request.body,
        ),
    );

    app.get(
      `${base}/custom-templates`,
      {
        schema: {
          tags,
          summary: "The campaign's custom templates, by name",
          params: campaignIdParams,
          response: { 200: customEmailTemplateListResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listCustomTemplates(ctx, request.params.id),
    );

    app.post(
      `${base}/custom-templates`,
      {
        schema: {
          tags,
          summary: 'Create (or with id replace) a custom template; names are unique per campaign',
          params: campaignIdParams,
          body: saveCustomEmailTemplateRequest,
          response: { 200: customEmailTemplate, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => saveCustomTemplate(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      `${base}/custom-templates/:tid`,
      {
        schema: {
          tags,
          summary: 'Delete a custom template (emails already sent keep its name)',
          params: customEmailTemplateParams,
          response: {
            200: deleteCustomEmailTemplateResponse,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => deleteCustomTemplate(ctx, request.params.id, request.params.tid),
    );

    app.post(
      `${base}/recipients`,
      {
        schema: {
          tags,
          summary: 'How many creators a send-custom filter reaches (and who is left out)',
          params: campaignIdParams,
          body: emailRecipientCountRequest,
          response: { 200: emailRecipientCount, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => countRecipients(ctx, request.params.id, request.body.filter),
    );

    app.post(
      `${base}/send-custom/:tid`,
      {
        schema: {
          tags,
          summary: 'Queue a custom template to the filtered creators of the campaign',
          params: customEmailTemplateParams,
          body: sendCustomEmailRequest,
          response: { 200: sendCustomEmailResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        sendCustomEmail(
          ctx,
          actorOf(request),
          request.params.id,
          request.params.tid,
          request.body.filter,
        ),
    );

    app.post(
      `${base}/upload-image`,
      {
        schema: {
          tags,
          summary: 'Upload an image for a template body (multipart `file`); url is absolute',
          params: campaignIdParams,
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        await loadCampaign(ctx.db, request.params.id);
        const bytes = await readUpload(request, ctx.config.imageMaxBytes);
        const stored = await storeImage(ctx, actorOf(request).id, bytes, { linkedFromHtml: true });
        // Emails are read elsewhere: a local-disk path needs this server's public address.
        const url = /^https?:\/\//.test(stored.url)
          ? stored.url
          : `${ctx.config.email.publicUrl}${stored.url}`;
        return { s3key: stored.s3key, url };
      },
    );
  };
}
