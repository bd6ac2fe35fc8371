import { z } from 'zod';
import { counterFields } from './fields.ts';

/** SPEC 9: chart periods in days (365 = one year). */
export const STATS_PERIODS = [7, 14, 30, 90, 365] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const statsPeriod = z.union([
  z.literal(7),
  z.literal(14),
  z.literal(30),
  z.literal(90),
  z.literal(365),
]);
export const statsPeriodLabel: Record<StatsPeriod, string> = {
  7: '7 days',
  14: '14 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

/** POST /campaign/{id}/stats */
export const campaignStatsRequest = z.object({ period: statsPeriod.default(30) });
export type CampaignStatsRequest = z.input<typeof campaignStatsRequest>;

/**
 * invited, approved, published, paid: transitions into Invited, Shortlisted (Approved),
 * Published and Paid during the day / period; views, likes, comments: of published posts by
 * their publish day (current numbers); spend: sum of revenueAmount of Paid transitions.
 */
const figures = {
  ...counterFields('invited', 'approved', 'published', 'paid', 'views', 'likes', 'comments'),
  spend: z.number(),
};

export const campaignStatsDay = z.object({ date: z.string(), ...figures });
export type CampaignStatsDay = z.infer<typeof campaignStatsDay>;

/**
 * Days are UTC dates (YYYY-MM-DD), oldest first, `period` of them ending today. Totals sum
 * the days; cpm = spend / views * 1000 (null when there are no views).
 */
export const campaignStatsResponse = z.object({
  period: statsPeriod,
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...figures, cpm: z.number().nullable() }),
  series: z.array(campaignStatsDay),
});
export type CampaignStatsResponse = z.infer<typeof campaignStatsResponse>;
