import {
  addCampaignInfluencersRequest,
  addCampaignInfluencersResponse,
  approveInfluencersRequest,
  campaignIdParams,
  campaignInfluencerParams,
  exportCampaignInfluencersRequest,
  payInfluencersRequest,
  transferCampaignInfluencersRequest,
  transferCampaignInfluencersResponse,
  WORKFLOW_EXPORT_FILE,
  workflowActionResponse,
  workflowHistoryResponse,
  workflowIdsRequest,
  workflowListRequest,
  workflowListResponse,
  workflowStats,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { actorOf } from '../auth/authenticate.ts';
import { campaignMember } from '../campaigns/policy.ts';
import {
  addCampaignInfluencers,
  exportWorkflow,
  listWorkflow,
  workflowStats as loadWorkflowStats,
  runWorkflowAction,
  transferCampaignInfluencers,
  workflowHistory,
} from './service.ts';
import type { TransitionAction } from './transitions.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Workflow tab: influencers of a campaign and the invite-approve-publish-pay actions. */
export function campaignInfluencerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', campaignMember);
    const tags = ['campaign workflow'];

    app.post(
      '/campaign/:id/influencers/list',
      {
        schema: {
          tags,
          summary: 'Influencers of the campaign: paging, sort, search, status filters',
          params: campaignIdParams,
          body: workflowListRequest,
          response: { 200: workflowListResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listWorkflow(ctx, request.params.id, request.body),
    );

    app.put(
      '/campaign/:id/influencers',
      {
        schema: {
          tags,
          summary: 'Add influencers (ids and/or a listId) as Pending; per id',
          params: campaignIdParams,
          body: addCampaignInfluencersRequest,
          response: { 200: addCampaignInfluencersResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        addCampaignInfluencers(ctx, actorOf(request), request.params.id, request.body),
    );

    app.put(
      '/campaign/:id/influencers/transfer',
      {
        schema: {
          tags,
          summary: 'Copy (default) or move influencers to another campaign as Pending; per id',
          params: campaignIdParams,
          body: transferCampaignInfluencersRequest,
          response: {
            200: transferCampaignInfluencersResponse,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) =>
        transferCampaignInfluencers(ctx, actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/campaign/:id/influencers/stats',
      {
        schema: {
          tags,
          summary: 'Influencers of the campaign per status',
          params: campaignIdParams,
          response: { 200: workflowStats, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => loadWorkflowStats(ctx, request.params.id),
    );

    app.get(
      '/campaign/:id/influencers/:influencerId/history',
      {
        schema: {
          tags,
          summary: "One influencer's transitions in the campaign, newest first",
          params: campaignInfluencerParams,
          response: { 200: workflowHistoryResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => workflowHistory(ctx, request.params.id, request.params.influencerId),
    );

    app.post(
      '/campaign/:id/influencers/export',
      {
        schema: {
          tags,
          summary: `The filtered rows as ${WORKFLOW_EXPORT_FILE}`,
          params: campaignIdParams,
          body: exportCampaignInfluencersRequest,
        },
      },
      async (request, reply) =>
        reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${WORKFLOW_EXPORT_FILE}"`)
          .send(await exportWorkflow(ctx, request.params.id, request.body)),
    );

    const idsActions: [string, TransitionAction, string][] = [
      ['invite', 'invite', 'Invite (from Pending or Rejected); queues the invite email'],
      ['reject', 'reject', 'Reject (from Pending, Invited or Shortlisted)'],
      ['delete', 'remove', 'Remove from the campaign (any status but Paid)'],
    ];
    for (const [path, action, summary] of idsActions) {
      app.post(
        `/campaign/:id/influencers/${path}`,
        {
          schema: {
            tags,
            summary: `${summary}; per id`,
            params: campaignIdParams,
            body: workflowIdsRequest,
            response: { 200: workflowActionResponse, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) =>
          runWorkflowAction(ctx, actorOf(request), request.params.id, action, request.body.ids),
      );
    }

    app.post(
      '/campaign/:id/influencers/approve',
      {
        schema: {
          tags,
          summary: 'Approve (from Pending or Invited) with the deal; per id',
          params: campaignIdParams,
          body: approveInfluencersRequest,
          response: { 200: workflowActionResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        runWorkflowAction(ctx, actorOf(request), request.params.id, 'approve', request.body.ids, {
          revenueAmount: request.body.revenueAmount,
          postCount: request.body.postCount,
        }),
    );

    app.post(
      '/campaign/:id/influencers/pay',
      {
        schema: {
          tags,
          summary: 'Mark paid (from Shortlisted or Published); per id',
          params: campaignIdParams,
          body: payInfluencersRequest,
          response: { 200: workflowActionResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        runWorkflowAction(ctx, actorOf(request), request.params.id, 'pay', request.body.ids, {
          revenueAmount: request.body.revenueAmount,
        }),
    );
  };
}
