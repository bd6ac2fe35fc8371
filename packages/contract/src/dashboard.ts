import { z } from 'zod';
import { statsPeriod } from './campaign-stats.ts';
import { campaignType } from './enums.ts';
import { counterFields, counters } from './fields.ts';
import { listResponse } from './paging.ts';
import { redeemCodePlatform } from './redeem-codes.ts';
import { workflowTransition } from './workflow.ts';

// The landing page after sign-in: one call, every figure computed in SQL on the server.

/** Invites still unanswered after this many days need attention. */
export const UNANSWERED_INVITE_DAYS = 7;

/** How many workflow transitions "Recent activity" shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

/** At most this many "needs attention" items are listed; `total` counts them all. */
export const DASHBOARD_ATTENTION_LIMIT = 20;

/** POST /dashboard */
export const dashboardRequest = z.object({ period: statsPeriod.default(30) });
export type DashboardRequest = z.input<typeof dashboardRequest>;

/**
 * Moves in a window of days: distinct campaign creators per target status, keys shown.
 * invited: campaign creators moved INTO Invited (each counted once per campaign); approved:
 * into Shortlisted (Approved in paid campaigns); published: into Published (Completed in
 * paid campaigns); keysIssued: redeem codes issued (shown to a creator).
 */
const periodFigures = counters('invited', 'approved', 'published', 'keysIssued');
export type DashboardPeriodFigures = z.infer<typeof periodFigures>;

export const dashboardKpis = periodFigures.extend({
  /** Campaigns with status Active now (not bound to the period). */
  activeCampaigns: z.number().int(),
  /** The same figures over the window of the same length just before this one. */
  previous: periodFigures,
});
export type DashboardKpis = z.infer<typeof dashboardKpis>;

/** 'day' for 7..90 days; 'month' for a year (calendar months, the first and last partial). */
export const dashboardBucket = z.enum(['day', 'month']);
export type DashboardBucket = z.infer<typeof dashboardBucket>;

/** Published posts by their publish date (UTC); views/likes/comments are their current numbers. */
export const dashboardEngagementPoint = z.object({
  /** First day of the bucket inside the period, YYYY-MM-DD. */
  from: z.string(),
  /** Last day of the bucket inside the period, YYYY-MM-DD. */
  to: z.string(),
  ...counterFields('posts', 'views', 'likes', 'comments'),
});
export type DashboardEngagementPoint = z.infer<typeof dashboardEngagementPoint>;

export const dashboardEngagement = z.object({
  bucket: dashboardBucket,
  totals: dashboardEngagementPoint.omit({ from: true, to: true }),
  series: z.array(dashboardEngagementPoint),
});
export type DashboardEngagement = z.infer<typeof dashboardEngagement>;

export const DashboardAttentionReason = {
  /** A key pool of the campaign has no available code while creators are approved or waiting. */
  EmptyKeyPool: 'empty-key-pool',
  /** Creators still Invited whose invite is older than UNANSWERED_INVITE_DAYS. */
  UnansweredInvites: 'unanswered-invites',
} as const;
export type DashboardAttentionReason =
  (typeof DashboardAttentionReason)[keyof typeof DashboardAttentionReason];

/** One thing to act on in an active campaign; the web links it to the campaign's tab. */
export const dashboardAttentionItem = z.object({
  reason: z.enum(['empty-key-pool', 'unanswered-invites']),
  campaign: z.object({ id: z.number().int(), name: z.string(), type: campaignType }),
  /** The dry pool's platform (empty-key-pool only). */
  platform: redeemCodePlatform.nullable(),
  platformLabel: z.string().nullable(),
  /**
   * empty-key-pool: creators approved without a code of the platform, or waiting on the invite
   * page; unanswered-invites: creators invited more than 7 days ago who are still Invited.
   */
  count: z.number().int(),
  /** The oldest such invite (unanswered-invites); the oldest waiting request, if any (pools). */
  since: z.string().nullable(),
});
export type DashboardAttentionItem = z.infer<typeof dashboardAttentionItem>;

export const dashboardActivityItem = workflowTransition.extend({
  influencer: z.object({ id: z.number().int(), mediaName: z.string() }),
  campaign: z.object({ id: z.number().int(), name: z.string(), type: campaignType }),
});
export type DashboardActivityItem = z.infer<typeof dashboardActivityItem>;

/**
 * The period is `period` UTC days ending today (`from`..`to`, like a campaign's Statistics);
 * `previous` covers the `period` days before `from`.
 */
export const dashboardResponse = z.object({
  period: statsPeriod,
  from: z.string(),
  to: z.string(),
  /** Whole-workspace counts, so an empty install shows its first steps instead of zeros. */
  workspace: counters('campaigns', 'influencers', 'products'),
  kpis: dashboardKpis,
  engagement: dashboardEngagement,
  /** Active campaigns only; dry pools first, then the most creators affected. */
  attention: listResponse(dashboardAttentionItem),
  /** The last DASHBOARD_ACTIVITY_LIMIT transitions across every campaign, newest first. */
  activity: z.array(dashboardActivityItem),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
