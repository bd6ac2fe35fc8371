import { workflowEndpoints as endpoints, influencerEndpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { previewWorkflowAction } from './preview.ts';
import {
  addCampaignInfluencers,
  exportWorkflow,
  listCampaignsOfInfluencer,
  listWorkflow,
  workflowStats as loadWorkflowStats,
  runWorkflowAction,
  transferCampaignInfluencers,
  workflowHistory,
} from './service.ts';

/** The Workflow tab: influencers of a campaign and the invite-approve-publish-pay actions. */
export function campaignInfluencerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ params, body }) => listWorkflow(ctx, params.id, body));
    // The influencer profile's Campaigns tab: declared with the influencer's calls, answered
    // here because the CRM below knows nothing of campaigns.
    app.endpoint(influencerEndpoints.campaigns, ({ params }) =>
      listCampaignsOfInfluencer(ctx.db, params.id),
    );
    app.endpoint(endpoints.add, ({ actor, params, body }) =>
      addCampaignInfluencers(ctx, actor, params.id, body),
    );
    app.endpoint(endpoints.transfer, ({ actor, params, body }) =>
      transferCampaignInfluencers(ctx, actor, params.id, body),
    );
    app.endpoint(endpoints.stats, ({ params }) => loadWorkflowStats(ctx, params.id));
    app.endpoint(endpoints.history, ({ params }) =>
      workflowHistory(ctx, params.id, params.influencerId),
    );
    app.endpoint(endpoints.export, async ({ params, body }) => ({
      body: await exportWorkflow(ctx, params.id, body),
    }));

    app.endpoint(endpoints.preview, ({ params, body }) =>
      previewWorkflowAction(ctx, params.id, body),
    );
    app.endpoint(endpoints.invite, ({ actor, params, body }) =>
      runWorkflowAction(ctx, actor, params.id, 'invite', body.ids, {
        leaveOutRejected: !body.includeRejected,
      }),
    );
    app.endpoint(endpoints.reject, ({ actor, params, body }) =>
      runWorkflowAction(ctx, actor, params.id, 'reject', body.ids),
    );
    app.endpoint(endpoints.delete, ({ actor, params, body }) =>
      runWorkflowAction(ctx, actor, params.id, 'remove', body.ids),
    );
    app.endpoint(endpoints.approve, ({ actor, params, body }) =>
      runWorkflowAction(ctx, actor, params.id, 'approve', body.ids, {
        revenueAmount: body.revenueAmount,
        postCount: body.postCount,
      }),
    );
    app.endpoint(endpoints.pay, ({ actor, params, body }) =>
      runWorkflowAction(ctx, actor, params.id, 'pay', body.ids, {
        revenueAmount: body.revenueAmount,
        reason: body.reason,
      }),
    );
  };
}
