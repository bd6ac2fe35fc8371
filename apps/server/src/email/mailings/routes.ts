import { mailingEndpoints as endpoints, mailingMessages } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { readUploadedFile } from '../../platform/index.ts';
import { gmailConsentUrl } from '../accounts/gmail-oauth.ts';
import { downloadAttachment, uploadAttachment } from './attachments.ts';
import { disconnectMailbox, listMailboxAccounts, syncMailboxAccount } from './mailbox-accounts.ts';
import { remoteImage, trustRemoteImageSender } from './remote-images.ts';
import { createMessage } from './send-message.ts';
import {
  applyMailingTemplate,
  cloneMailingTemplate,
  createMailingTemplate,
  deleteMailingTemplate,
  listMailingTemplates,
  mailingReplacements,
  updateMailingTemplate,
} from './templates.ts';
import { listThreads, markRead, threadMessages } from './threads.ts';

/** Mailings: the user's mailboxes, threads and messages; the team's mailing templates. */
export function mailingRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.accounts, ({ actor }) => listMailboxAccounts(ctx, actor));
    app.endpoint(endpoints.sync, ({ actor, body }) => syncMailboxAccount(ctx, actor, body.id));
    app.endpoint(endpoints.disconnect, ({ actor, body }) => disconnectMailbox(ctx, actor, body.id));
    // Gmail accounts are granted full mailbox access when connected (GMAIL_SCOPES), so the
    // consent that adds a sender is the one Mailings needs.
    app.endpoint(endpoints.gmailConnect, ({ actor, query }) =>
      gmailConsentUrl(ctx, actor, query.callbackUrl),
    );
    app.endpoint(endpoints.threads, ({ actor, body }) => listThreads(ctx, actor, body));
    app.endpoint(endpoints.threadMessages, ({ actor, params }) =>
      threadMessages(ctx, actor, params.id),
    );
    app.endpoint(endpoints.markRead, ({ actor, params }) => markRead(ctx, actor, params.id));
    app.endpoint(endpoints.createMessage, ({ actor, body }) => createMessage(ctx, actor, body));
    app.endpoint(endpoints.templates, ({ body }) => listMailingTemplates(ctx, body));
    app.endpoint(endpoints.createTemplate, ({ actor, body }) =>
      createMailingTemplate(ctx, actor, body),
    );
    app.endpoint(endpoints.updateTemplate, ({ actor, params, body }) =>
      updateMailingTemplate(ctx, actor, params.id, body),
    );
    app.endpoint(endpoints.deleteTemplate, ({ params }) => deleteMailingTemplate(ctx, params.id));
    app.endpoint(endpoints.cloneTemplate, ({ actor, params }) =>
      cloneMailingTemplate(ctx, actor, params.id),
    );
    app.endpoint(endpoints.applyTemplate, ({ params, body }) =>
      applyMailingTemplate(ctx, params.id, body.influencerId),
    );
    app.endpoint(endpoints.replacements, () => mailingReplacements());
    app.endpoint(endpoints.uploadAttachment, async ({ actor, request }) => {
      const maxBytes = ctx.config.email.attachmentMaxBytes;
      const file = await readUploadedFile(request, {
        maxBytes,
        tooLargeMessage: mailingMessages.attachmentTooLarge(Math.round(maxBytes / 1024 / 1024)),
      });
      return uploadAttachment(ctx, actor, file);
    });
    app.endpoint(endpoints.downloadAttachment, ({ actor, params }) =>
      downloadAttachment(ctx, actor, params.id),
    );
    app.endpoint(endpoints.remoteImage, ({ actor, params }) =>
      remoteImage(ctx, actor, params.id, params.index),
    );
    app.endpoint(endpoints.trustRemoteImageSender, ({ actor, body }) =>
      trustRemoteImageSender(ctx, actor, body.email),
    );
  };
}
