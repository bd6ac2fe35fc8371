import {
  type DashboardResponse,
  dashboardResponse,
  type RedeemCodePlatform,
  redeemCodePlatformLabel,
  type StatsPeriod,
} from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/index.ts';
import { isoTimestamp, numberOf, type RawRow, readSnapshot, rows } from '../../platform/index.ts';
import { type TransitionSqlRow, transitionFields } from '../workflow/history.ts';
import { periodSpanOf } from './period-span.ts';
import {
  activityStatement,
  attentionStatement,
  engagementStatement,
  kpiStatement,
} from './queries.ts';

/** The dashboard's statements for a period, in the order getDashboard runs them. */
export function dashboardStatements(period: StatsPeriod): SQL[] {
  return [
    kpiStatement(period),
    engagementStatement(period),
    attentionStatement(),
    activityStatement(),
  ];
}

/**
 * POST /dashboard: four SQL statements (KPIs, engagement series, needs attention, recent
 * activity); this function only renames columns and checks the answer against the contract.
 */
export async function getDashboard(
  ctx: Pick<AppContext, 'db'>,
  period: StatsPeriod,
): Promise<DashboardResponse> {
  const statements = dashboardStatements(period);
  const [k = {}, engagementRows, attention, activity] = await readSnapshot(ctx.db, async (tx) => {
    const answers: RawRow[][] = [];
    for (const statement of statements) {
      answers.push(await rows<RawRow>(tx, statement));
    }
    return [answers[0]?.[0], answers[1] ?? [], answers[2] ?? [], answers[3] ?? []] as const;
  });
  const series = engagementRows.map((r) => ({
    from: String(r.bucket_from),
    to: String(r.bucket_to),
    posts: numberOf(r.posts),
    views: numberOf(r.views),
    likes: numberOf(r.likes),
    comments: numberOf(r.comments),
  }));
  const total = (key: 'posts' | 'views' | 'likes' | 'comments') =>
    series.reduce((sum, point) => sum + point[key], 0);

  return dashboardResponse.parse({
    ...periodSpanOf(period, k),
    workspace: {
      campaigns: numberOf(k.campaigns),
      influencers: numberOf(k.influencers),
      products: numberOf(k.products),
    },
    kpis: {
      activeCampaigns: numberOf(k.active_campaigns),
      invited: numberOf(k.invited),
      approved: numberOf(k.approved),
      published: numberOf(k.published),
      keysIssued: numberOf(k.keys_issued),
      previous: {
        invited: numberOf(k.previous_invited),
        approved: numberOf(k.previous_approved),
        published: numberOf(k.previous_published),
        keysIssued: numberOf(k.previous_keys_issued),
      },
    },
    engagement: {
      bucket: period === 365 ? 'month' : 'day',
      totals: {
        posts: total('posts'),
        views: total('views'),
        likes: total('likes'),
        comments: total('comments'),
      },
      series,
    },
    attention: {
      total: numberOf(attention[0]?.total),
      items: attention.map((r) => {
        const platform = (r.platform ?? null) as RedeemCodePlatform | null;
        return {
          reason: r.reason,
          campaign: { id: numberOf(r.campaign_id), name: r.campaign_name, type: r.campaign_type },
          platform,
          platformLabel: platform ? (redeemCodePlatformLabel[platform] ?? platform) : null,
          count: numberOf(r.count),
          since: isoTimestamp(r.since),
        };
      }),
    },
    activity: activity.map((r) => ({
      ...transitionFields(r as TransitionSqlRow),
      influencer: { id: numberOf(r.influencer_id), mediaName: r.media_name },
      campaign: { id: numberOf(r.campaign_id), name: r.campaign_name, type: r.campaign_type },
    })),
  });
}
