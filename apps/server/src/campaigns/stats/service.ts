import type { CampaignStatsResponse, StatsPeriod } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/index.ts';
import { rows } from '../../platform/index.ts';
import { workflowCampaign } from '../workflow/service.ts';

type DayRow = {
  day: string | Date;
  invited: number | string;
  approved: number | string;
  published: number | string;
  paid: number | string;
  spend: number | string;
  views: number | string;
  likes: number | string;
  comments: number | string;
};

const dateOnly = (v: string | Date) =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

/** The one statement of campaignStats (the benchmark runs it raw). */
export function campaignStatsSql(campaignId: number, period: StatsPeriod): SQL {
  return sql`
    with bounds as (
      select (now() at time zone 'UTC')::date as last_day,
        (now() at time zone 'UTC')::date - ${period - 1}::int as first_day
    ), days as (
      select d::date as day
      from bounds, generate_series(bounds.first_day::timestamp, bounds.last_day::timestamp, interval '1 day') d
    ), moves as (
      select (t.created_at at time zone 'UTC')::date as day,
        count(*) filter (where t.to_status = 2) as invited,
        count(*) filter (where t.to_status = 3) as approved,
        count(*) filter (where t.to_status = 4) as published,
        count(*) filter (where t.to_status = 6) as paid,
        coalesce(sum(t.revenue_amount) filter (where t.to_status = 6), 0) as spend
      from campaign_influencer_transitions t, bounds
      where t.campaign_id = ${campaignId} and t.to_status in (2, 3, 4, 6)
        and t.created_at >= (bounds.first_day::timestamp at time zone 'UTC')
      group by 1
    ), posts as (
      select (p.published_at at time zone 'UTC')::date as day,
        coalesce(sum(p.views), 0) as views,
        coalesce(sum(p.likes), 0) as likes,
        coalesce(sum(p.comments), 0) as comments
      from campaign_posts p, bounds
      where p.campaign_id = ${campaignId} and p.status = 'published'
        and p.published_at >= (bounds.first_day::timestamp at time zone 'UTC')
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(moves.invited, 0) as invited, coalesce(moves.approved, 0) as approved,
      coalesce(moves.published, 0) as published, coalesce(moves.paid, 0) as paid,
      coalesce(moves.spend, 0) as spend, coalesce(posts.views, 0) as views,
      coalesce(posts.likes, 0) as likes, coalesce(posts.comments, 0) as comments
    from days
    left join moves on moves.day = days.day
    left join posts on posts.day = days.day
    order by days.day`;
}

/**
 * POST /campaign/{id}/stats: one SQL statement. Days (UTC) from generate_series; workflow
 * counts from the transition history (moves INTO Invited, Shortlisted, Published, Paid on
 * that day); spend = revenue of the Paid moves; views/likes/comments of published posts by
 * their publish day. cpm = spend / views * 1000, null without views.
 */
export async function campaignStats(
  ctx: Pick<AppContext, 'db'>,
  campaignId: number,
  period: StatsPeriod,
): Promise<CampaignStatsResponse> {
  await workflowCampaign(ctx.db, campaignId);
  const days = await rows<DayRow>(ctx.db, campaignStatsSql(campaignId, period));
  const series = days.map((r) => ({
    date: dateOnly(r.day),
    invited: Number(r.invited),
    approved: Number(r.approved),
    published: Number(r.published),
    paid: Number(r.paid),
    views: Number(r.views),
    likes: Number(r.likes),
    comments: Number(r.comments),
    spend: Number(r.spend),
  }));
  const sum = (key: keyof (typeof series)[number]) =>
    series.reduce((total, day) => total + Number(day[key]), 0);
  const spend = Math.round(sum('spend') * 100) / 100;
  const views = sum('views');
  return {
    period,
    from: series[0]?.date ?? '',
    to: series[series.length - 1]?.date ?? '',
    totals: {
      invited: sum('invited'),
      approved: sum('approved'),
      published: sum('published'),
      paid: sum('paid'),
      views,
      likes: sum('likes'),
      comments: sum('comments'),
      spend,
      cpm: views > 0 ? Math.round((spend / views) * 1000 * 10_000) / 10_000 : null,
    },
    series,
  };
}
