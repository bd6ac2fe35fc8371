import {
  type DashboardResponse,
  dashboardResponse,
  type RedeemCodePlatform,
  redeemCodePlatformLabel,
  type StatsPeriod,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/index.ts';
import { isoTimestamp, rows } from '../../platform/index.ts';
import { type TransitionSqlRow, transitionFields } from '../workflow/history.ts';
import {
  activityStatement,
  attentionStatement,
  engagementStatement,
  kpiStatement,
} from './queries.ts';

type Row = Record<string, unknown>;

const int = (v: unknown) => Number(v ?? 0);

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
  // One read-only transaction: the four answers describe the same moment. JIT off: these
  // statements are short, and PostgreSQL's JIT (on by default) costs them ~100 ms to compile.
  const [k = {}, engagementRows, attention, activity] = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    await tx.execute(sql`set local jit = off`);
    const answers: Row[][] = [];
    for (const statement of statements) {
      answers.push(await rows<Row>(tx, statement));
    }
    return [answers[0]?.[0], answers[1] ?? [], answers[2] ?? [], answers[3] ?? []] as const;
  });
  const series = engagementRows.map((r) => ({
    from: String(r.bucket_from),
    to: String(r.bucket_to),
    posts: int(r.posts),
    views: int(r.views),
    likes: int(r.likes),
    comments: int(r.comments),
  }));
  const total = (key: 'posts' | 'views' | 'likes' | 'comments') =>
    series.reduce((sum, point) => sum + point[key], 0);

  return dashboardResponse.parse({
    period,
    from: String(k.first_day),
    to: String(k.today),
    workspace: {
      campaigns: int(k.campaigns),
      influencers: int(k.influencers),
      products: int(k.products),
    },
    kpis: {
      activeCampaigns: int(k.active_campaigns),
      invited: int(k.invited),
      approved: int(k.approved),
      published: int(k.published),
      keysIssued: int(k.keys_issued),
      previous: {
        invited: int(k.previous_invited),
        approved: int(k.previous_approved),
        published: int(k.previous_published),
        keysIssued: int(k.previous_keys_issued),
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
      total: int(attention[0]?.total),
      items: attention.map((r) => {
        const platform = (r.platform ?? null) as RedeemCodePlatform | null;
        return {
          reason: r.reason,
          campaign: { id: int(r.campaign_id), name: r.campaign_name, type: r.campaign_type },
          platform,
          platformLabel: platform ? (redeemCodePlatformLabel[platform] ?? platform) : null,
          count: int(r.count),
          since: isoTimestamp(r.since),
        };
      }),
    },
    activity: activity.map((r) => ({
      ...transitionFields(r as TransitionSqlRow),
      influencer: { id: int(r.influencer_id), mediaName: r.media_name },
      campaign: { id: int(r.campaign_id), name: r.campaign_name, type: r.campaign_type },
    })),
  });
}
