import { z } from 'zod';
import { bulkAnswer, bulkResult } from './bulk.ts';
import { userRef } from './campaigns.ts';
import {
  CampaignInfluencerStatus,
  campaignInfluencerStatus,
  campaignType,
  channelType,
  EmailTemplateType,
  enumValues,
  inviteEmailState,
} from './enums.ts';
import { counterFields, counters, id, ids, rowId, timestamps } from './fields.ts';
import { influencerListItem } from './influencers.ts';
import { itemsResponse, listRequest, listResponse, listSearch } from './paging.ts';

/** Workflow actions (PRODUCT.md "Campaign influencer workflow"). */
export const WorkflowAction = {
  Add: 'add',
  Invite: 'invite',
  Approve: 'approve',
  Reject: 'reject',
  Publish: 'publish',
  Pay: 'pay',
  Remove: 'remove',
} as const;
export type WorkflowAction = (typeof WorkflowAction)[keyof typeof WorkflowAction];
export const workflowAction = z.enum(enumValues(WorkflowAction));

const S = CampaignInfluencerStatus;
/**
 * The statuses each action is allowed from; the server enforces this very table. `add`
 * starts a row (no "from"); `remove` deletes it.
 */
export const workflowAllowedFrom: Record<
  Exclude<WorkflowAction, 'add'>,
  readonly CampaignInfluencerStatus[]
> = {
  invite: [S.Pending, S.Rejected],
  approve: [S.Pending, S.Invited],
  reject: [S.Pending, S.Invited, S.Shortlisted],
  publish: [S.Invited, S.Shortlisted],
  pay: [S.Shortlisted, S.Published],
  remove: [S.Pending, S.Invited, S.Shortlisted, S.Published, S.Rejected],
};

/** Messages of the workflow that the SPEC's catalogue does not spell. */
export const workflowMessages = {
  alreadyInCampaign: 'Influencer is already in this campaign',
  influencerNotFound: 'Influencer not found',
  /** "{action} is not allowed from {status}" for refused transitions. */
  notAllowed: (action: string, statusLabel: string) =>
    `Cannot ${action} an influencer who is ${statusLabel}`,
  paidCannotBeRemoved: 'A paid influencer cannot be removed from the campaign',
  /** Pay without an amount for a creator with no deal (theirs, or the paid campaign's). */
  noDealToPay: 'No deal was agreed: enter the amount paid',
  /** Approve in a paid campaign when neither the request nor the campaign gives the deal. */
  dealRequired:
    'A paid campaign approves creators with a deal: enter the revenue amount and the number of posts',
  dealRevenueRequired: 'Enter the revenue amount of the deal',
  dealPostCountRequired: 'Enter the number of posts of the deal',
  /** Pay before every agreed post is published, with no reason given (issue 31). */
  payReasonRequired: 'Give a reason to pay before the agreed posts are published',
  /** "Agreed posts are missing: anna (0 of 2 published). Give a reason to pay now." */
  postsMissing: (creators: string) =>
    `Agreed posts are not all published: ${creators}. Give a reason to pay before they are.`,
  sameCampaign: 'Choose another campaign',
  listOrIdsRequired: 'Choose influencers or a list',
  /** A bulk invite leaves Rejected creators out unless asked to invite them again (issue 31). */
  rejectedLeftOut: 'rejected earlier: left out unless you choose to invite them again',
} as const;

/** One recorded transition: who moved the influencer, when, from and to. */
export const workflowTransition = z.object({
  id: z.number().int(),
  action: workflowAction,
  /** null for `add`. */
  fromStatus: campaignInfluencerStatus.nullable(),
  /** null for `remove`. */
  toStatus: campaignInfluencerStatus.nullable(),
  /** null when the creator did it (public invite page) or a job did. */
  actor: userRef.nullable(),
  /** 'team' (a user), 'creator' (invite page), 'system' (a job). */
  via: z.enum(['team', 'creator', 'system']),
  revenueAmount: z.number().nullable(),
  /** The team's reason, when one was asked for (pay before the agreed posts are published). */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkflowTransition = z.infer<typeof workflowTransition>;

/**
 * A row of the Workflow tab. `id` is the INFLUENCER id (what every workflow action takes);
 * `campaignInfluencerId` is the row's own id.
 */
export const workflowItem = z.object({
  id: z.number().int(),
  campaignInfluencerId: z.number().int(),
  /** The creator as the influencer list shows them, in the fields the row needs. */
  influencer: influencerListItem.pick({
    id: true,
    mediaName: true,
    name: true,
    email: true,
    country: true,
    subscribersCount: true,
    channels: true,
  }),
  status: campaignInfluencerStatus,
  /** The status as the campaign's type names it (Approved/Completed in paid campaigns). */
  statusLabel: z.string(),
  /** The deal (approve) or, once paid, the amount paid. */
  revenueAmount: z.number().nullable(),
  postCount: z.number().int().nullable(),
  inviteEmail: inviteEmailState.nullable(),
  /**
   * Why the invite email failed or bounced (the mail server's words, or the bounce's
   * diagnostic); null otherwise.
   */
  inviteEmailError: z.string().nullable(),
  /**
   * When the creator last answered one of this campaign's emails (found by mailbox sync,
   * Mailings): the row shows "Replied". Null: no reply seen.
   */
  repliedAt: z.string().nullable(),
  /**
   * The creator's public invite page (`PUBLIC_URL` + `/invite/{token}`), for the team to share
   * by hand; null while Pending (never invited: the page answers 404 until then).
   */
  inviteUrl: z.string().nullable(),
  invitedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** postsCount: published posts. */
  ...counterFields('postsCount', 'suggestedPostsCount', 'views', 'likes', 'comments'),
  lastTransition: workflowTransition.nullable(),
  ...timestamps,
});
export type WorkflowItem = z.infer<typeof workflowItem>;

export const workflowSortFields = [
  'mediaName',
  'status',
  'subscribersCount',
  'revenueAmount',
  'postCount',
  'postsCount',
  'views',
  'invitedAt',
  'createdAt',
  'updatedAt',
] as const;
export type WorkflowSortField = (typeof workflowSortFields)[number];
export const workflowListFilters = {
  status: z.array(campaignInfluencerStatus).max(6),
  channelType: z.array(channelType).max(2),
  inviteEmail: inviteEmailState,
  /** Has at least one suggested post waiting. */
  hasSuggestedPosts: z.boolean(),
};
/** POST /campaign/{id}/influencers/list. Search: media name, name, email. Default sort: createdAt desc. */
export const workflowListRequest = listRequest([...workflowSortFields], workflowListFilters);
export type WorkflowListRequest = z.input<typeof workflowListRequest>;
export const workflowListResponse = listResponse(workflowItem).extend({
  campaignType,
});
export type WorkflowListResponse = z.infer<typeof workflowListResponse>;

/**
 * PUT /campaign/{id}/influencers: add influencers `ids` and/or every member of list `listId`
 * as Pending. Per influencer id: ok, or ok:false "Influencer is already in this campaign" /
 * "Influencer not found". `added` counts the new rows.
 */
export const addCampaignInfluencersRequest = z.object({
  ids: z.array(rowId).max(20_000).optional(),
  listId: rowId.optional(),
});
export type AddCampaignInfluencersRequest = z.infer<typeof addCampaignInfluencersRequest>;
export const addCampaignInfluencersResponse = bulkResult.extend({ added: z.number().int() });
export type AddCampaignInfluencersResponse = z.infer<typeof addCampaignInfluencersResponse>;

/**
 * PUT /campaign/{id}/influencers/transfer: put influencers `ids` of this campaign into
 * campaign `targetCampaignId` as Pending. mode 'copy' (default) keeps them here; 'move'
 * also removes them from this campaign (refused per id for Paid rows).
 */
export const transferCampaignInfluencersRequest = z.object({
  ids,
  targetCampaignId: rowId,
  mode: z.enum(['copy', 'move']).default('copy'),
});
export type TransferCampaignInfluencersRequest = z.input<typeof transferCampaignInfluencersRequest>;
export const transferCampaignInfluencersResponse = bulkResult;

/** Bulk workflow calls take influencer ids; up to 20,000 per call. */
const workflowIds = z.array(rowId).min(1, { error: 'Value is required' }).max(20_000);

/** POST /campaign/{id}/influencers/delete, /reject. */
export const workflowIdsRequest = z.object({ ids: workflowIds });
export type WorkflowIdsRequest = z.infer<typeof workflowIdsRequest>;
/**
 * Whether a bulk invite also invites the Rejected creators among the ids again. Left out (or
 * false), they answer ok:false workflowMessages.rejectedLeftOut: a bulk invite never reaches a
 * creator the team rejected unless it says so (issue 31).
 */
const includeRejected = z.boolean().optional();
/** POST /campaign/{id}/influencers/invite. */
export const inviteInfluencersRequest = workflowIdsRequest.extend({ includeRejected });
export type InviteInfluencersRequest = z.infer<typeof inviteInfluencersRequest>;
const money = z.number().min(0).max(100_000_000);
/**
 * POST /campaign/{id}/influencers/approve. In a paid campaign every approval records a deal:
 * an omitted amount takes the campaign's dealRevenueAmount / dealPostCount, and when one is
 * still missing the call answers 400 workflowMessages.dealRequired (fields revenueAmount,
 * postCount) and approves no one. A free campaign ignores both.
 */
export const approveInfluencersRequest = z.object({
  ids: workflowIds,
  revenueAmount: money.optional(),
  postCount: z.number().int().min(0).max(1000).optional(),
});
export type ApproveInfluencersRequest = z.infer<typeof approveInfluencersRequest>;
/**
 * POST /campaign/{id}/influencers/pay. Omitted revenueAmount pays each creator their agreed
 * deal, or (paid campaigns) the campaign's deal when they have none; a creator with neither
 * answers ok:false workflowMessages.noDealToPay.
 */
export const payInfluencersRequest = z.object({
  ids: workflowIds,
  revenueAmount: money.optional(),
  /**
   * Required when a creator paid has fewer published posts than agreed (postCount): without
   * it the call answers 400 workflowMessages.postsMissing (field `reason`) and pays no one.
   * Kept in the creator's history (the transition's note).
   */
  reason: z.string().trim().max(500).optional(),
});
export type PayInfluencersRequest = z.infer<typeof payInfluencersRequest>;
/**
 * What a step did about a creator's email: 'queued' (it goes out), or why none does:
 * 'no_address', 'unsubscribed', 'no_sender' (no connected account: recorded as failed).
 */
/**
 * Whether a step's email goes to a creator: `address_bounced` when an earlier email to the
 * address bounced hard (the address is dead; fix it on the creator to send again).
 */
export const workflowEmailOutcome = z.enum([
  'queued',
  'no_address',
  'unsubscribed',
  'address_bounced',
  'no_sender',
]);
export type WorkflowEmailOutcome = z.infer<typeof workflowEmailOutcome>;

/**
 * Per influencer id. Not in the campaign -> "Influencer is not in current campaign"; pay
 * from another status -> "Campaign influencer status must be Shortlisted or Published";
 * other refused transitions -> workflowMessages.notAllowed(...). `email` is set on the ids a
 * step emails (invite always; approve and reject when the campaign's settings say so).
 */
export const workflowActionResponse = bulkAnswer({ email: workflowEmailOutcome.optional() });
export type WorkflowActionResponse = z.infer<typeof workflowActionResponse>;

/** The steps whose outcome can be previewed before anything is changed or sent. */
export const workflowPreviewAction = z.enum(['invite', 'approve', 'reject', 'pay']);
export type WorkflowPreviewAction = z.infer<typeof workflowPreviewAction>;
/** POST /campaign/{id}/influencers/preview: what the step would do to `ids`, changing nothing. */
export const workflowPreviewRequest = z.object({
  action: workflowPreviewAction,
  ids: workflowIds,
  /** Invite: as the invite request's. */
  includeRejected,
});
export type WorkflowPreviewRequest = z.infer<typeof workflowPreviewRequest>;
const count = z.number().int().min(0);
export const workflowPreview = z.object({
  action: workflowPreviewAction,
  /** Distinct ids asked about. */
  asked: count,
  /** How many the step would move. */
  moving: count,
  /** The others, grouped by the message the step would answer for them. */
  refused: z.array(z.object({ message: z.string(), count })),
  /** Invite: the Rejected creators among the ids (left out unless includeRejected). */
  rejected: count,
  /**
   * The email the step sends to the creators it moves; null when it sends none (pay, or
   * approval/rejection emails switched off in the campaign's settings: `emailOff`).
   */
  email: z
    .object({
      type: z.enum([
        EmailTemplateType.Invite,
        EmailTemplateType.Approved,
        EmailTemplateType.Rejected,
      ]),
      /** The account the emails go from; null when no connected account can send. */
      sender: z
        .object({ email: z.string(), name: z.string().nullable(), signInFailed: z.boolean() })
        .nullable(),
      /** Emails that go out (0 without a sender: they are recorded as failed). */
      sending: count,
      noAddress: count,
      unsubscribed: count,
      /** Skipped: an earlier email to their address bounced hard. */
      bounced: count,
    })
    .nullable(),
  emailOff: z.boolean(),
  /** Pay without a typed amount: who is paid what. null for the other steps. */
  payment: z
    .object({
      /** Paid their own agreed deal. */
      agreed: count,
      /** No deal of their own: paid the paid campaign's deal. */
      campaignDeal: count,
      /** Neither: skipped unless an amount is typed. */
      noDeal: count,
      /** The sum paid to `agreed` and `campaignDeal`. */
      total: z.number(),
      /**
       * Creators paid whose published posts are fewer than agreed (the first 50): paying them
       * needs a reason. `missingPosts` counts them all.
       */
      postsMissing: z.array(
        z.object({
          id: z.number().int(),
          mediaName: z.string(),
          agreed: count,
          published: count,
        }),
      ),
      missingPosts: count,
    })
    .nullable(),
});
export type WorkflowPreview = z.infer<typeof workflowPreview>;

/**
 * POST /campaign/{id}/influencers/export: the Workflow tab's rows (same filters, search and
 * sort as the list; `ids` narrows to a selection) as influencers.xlsx.
 */
export const WORKFLOW_EXPORT_FILE = 'influencers.xlsx';
export const exportCampaignInfluencersRequest = z.object({
  search: listSearch,
  filters: z.object(workflowListFilters).partial().optional(),
  sort: workflowListRequest.shape.sort,
  ids: z.array(rowId).max(20_000).optional(),
});
export type ExportCampaignInfluencersRequest = z.input<typeof exportCampaignInfluencersRequest>;
export const WORKFLOW_EXPORT_COLUMNS = [
  'Media name',
  'Name',
  'Email',
  'Country',
  'Channels',
  'Subscribers',
  'Status',
  'Revenue amount',
  'Post count',
  'Posts',
  'Views',
  'Likes',
  'Comments',
  'Invite email',
  'Invited at',
  'Paid at',
  'Added at',
] as const;

/** GET /campaign/{id}/influencers/stats: rows per status. */
export const workflowStats = counters(
  'total',
  'pending',
  'invited',
  'shortlisted',
  'published',
  'rejected',
  'paid',
);
export type WorkflowStats = z.infer<typeof workflowStats>;

/** GET /campaign/{id}/influencers/{influencerId}/history: transitions, newest first. */
export const campaignInfluencerParams = z.object({ id, influencerId: id });
export const workflowHistoryResponse = itemsResponse(workflowTransition);
export type WorkflowHistoryResponse = z.infer<typeof workflowHistoryResponse>;
