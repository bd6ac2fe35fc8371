import { applyPageEndpoints as apply, leadMagnetEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/index.ts';
import { AppError } from '../platform/index.ts';
import { applyCorsHook } from './apply-cors.ts';
import { checkCode, getApplyPage, getSubmissionState, submitApplication } from './apply-service.ts';
import { createBlocklistEntry, deleteBlocklistEntry, listBlocklist } from './blocklist.ts';
import { completeChannelSignIn, sendSignInInvalid, startChannelSignIn } from './channel-sign-in.ts';
import { sendConfirmLinkInvalid } from './confirm-page.ts';
import {
  createLeadMagnet,
  getCampaignLeadMagnet,
  updateLeadMagnet,
} from './lead-magnet-service.ts';
import {
  addSubmissionToCampaign,
  applySubmissionMapping,
  confirmSubmissionEmail,
  retrySubmission,
} from './pipeline/index.ts';
import { leadMagnetStats } from './stats.ts';
import { deleteSubmission, listSubmissions, submissionAnswer } from './submissions-service.ts';

/** The team's side (SPEC 7 "Lead magnet"): lead magnets, submissions, figures, blocklist. */
function leadMagnetRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.create, ({ params, body }) => createLeadMagnet(ctx, params.id, body));
    app.endpoint(endpoints.update, ({ params, body }) =>
      updateLeadMagnet(ctx, params.id, params.lid, body),
    );
    app.endpoint(endpoints.get, ({ params }) => getCampaignLeadMagnet(ctx, params.id));
    app.endpoint(endpoints.submissions, ({ params, query }) =>
      listSubmissions(ctx, params.id, query),
    );
    app.endpoint(endpoints.deleteSubmission, async ({ params }) => {
      await deleteSubmission(ctx, params.id, params.sid);
      return undefined;
    });
    app.endpoint(endpoints.applyMapping, async ({ actor, params, body }) =>
      submissionAnswer(ctx, await applySubmissionMapping(ctx, actor, params.id, params.sid, body)),
    );
    app.endpoint(endpoints.addToCampaign, async ({ actor, params }) =>
      submissionAnswer(ctx, await addSubmissionToCampaign(ctx, actor, params.id, params.sid)),
    );
    app.endpoint(endpoints.retry, async ({ actor, params }) =>
      submissionAnswer(ctx, await retrySubmission(ctx, actor, params.id, params.sid)),
    );
    app.endpoint(endpoints.stats, ({ query }) =>
      leadMagnetStats(ctx, query.period, query.campaignId),
    );
    app.endpoint(endpoints.blocklist, ({ body }) => listBlocklist(ctx, body));
    app.endpoint(endpoints.blockCreate, ({ actor, body }) =>
      createBlocklistEntry(ctx, actor, body),
    );
    app.endpoint(endpoints.blockDelete, async ({ params }) => {
      await deleteBlocklistEntry(ctx, params.id);
      return undefined;
    });
  };
}

/**
 * The creators' apply page API (no login). Rate-limited per IP: reads like the invite page,
 * submissions and code checks (which spend provider quota) more tightly, and stored
 * submissions per hour in the database (apply-service.ts). CORS for the lead magnet's
 * allowed origins only. A plugin of its own, so its error handler covers these routes only.
 */
function applyPageRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const reads = {
      config: {
        rateLimit: { max: ctx.config.campaigns.invitePageRateLimit, timeWindow: '1 minute' },
      },
    };
    const writes = {
      config: {
        rateLimit: { max: ctx.config.campaigns.applySubmitRateLimit, timeWindow: '1 minute' },
      },
    };
    app.addHook('onSend', applyCorsHook(ctx.db));
    // A slug or token of the wrong shape is just an unknown one: 404, never a 400 that hints
    // (the emailed confirm link's own page, since a person opened it).
    app.setErrorHandler((error, request, reply) => {
      if (
        (error as { validation?: unknown }).validation &&
        (error as { validationContext?: string }).validationContext === 'params'
      ) {
        if (request.routeOptions.config.endpoint === apply.confirm) {
          return sendConfirmLinkInvalid(reply);
        }
        return reply.status(404).send(AppError.notFound().toBody());
      }
      throw error;
    });

    app.endpoint(apply.get, ({ params }) => getApplyPage(ctx, params.slug), reads);
    app.endpoint(
      apply.submit,
      ({ params, body, request }) =>
        submitApplication(ctx, params.slug, body, request.ip, {
          perHour: ctx.config.campaigns.applySubmissionsPerHour,
        }),
      writes,
    );
    app.endpoint(
      apply.status,
      ({ params }) => getSubmissionState(ctx, params.slug, params.token),
      reads,
    );
    app.endpoint(
      apply.checkCode,
      ({ params }) => checkCode(ctx, params.slug, params.token),
      writes,
    );
    app.endpoint(
      apply.confirm,
      async ({ params, reply }) => {
        const confirmed = await confirmSubmissionEmail(ctx, params.token);
        if (!confirmed) return sendConfirmLinkInvalid(reply);
        // Relative, built from our own row: never an address taken from the request.
        const target = `/apply/${encodeURIComponent(confirmed.slug)}?submission=${encodeURIComponent(confirmed.publicToken)}&confirmed=1`;
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      },
      reads,
    );
    app.endpoint(
      apply.signIn,
      ({ params }) => startChannelSignIn(ctx, params.slug, params.token, params.provider),
      writes,
    );
    app.endpoint(
      apply.signInCallback,
      async ({ params, query, reply }) => {
        const done = await completeChannelSignIn(ctx, params.provider, query);
        if (!done) return sendSignInInvalid(reply);
        return reply.header('cache-control', 'no-store').redirect(done.redirect, 302);
      },
      writes,
    );
  };
}

/** Live capture: the team's calls and the creators' apply page. */
export function liveCaptureRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(leadMagnetRoutes(ctx));
    await app.register(applyPageRoutes(ctx));
  };
}
