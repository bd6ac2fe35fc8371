import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_ATTENTION_LIMIT,
  CampaignInfluencerStatus as S,
  type StatsPeriod,
  UNANSWERED_INVITE_DAYS,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { spanColumns } from './period-span.ts';

// The dashboard's SQL, one statement per block of the page, each answering from an index or a
// roll-up rather than a scan of the history (issue 12: 100k creators, a year of moves):
// - workflow moves: workflow_daily_counts, a few rows a day kept by triggers on the history
//   (migration 0015), instead of a DISTINCT over every transition of the window;
// - codes issued, posts published: partial indexes on issued_at / published_at;
// - attention: one probe per active campaign (lateral), on partial or pool indexes.
// Days are UTC, like a campaign's Statistics.

/**
 * The period's bounds (a CTE named `bounds`): `period` UTC days ending today, and the same
 * length before them. Also the live-capture stats' (modules/live-capture/stats.ts).
 */
export function bounds(period: StatsPeriod): SQL {
  return sql`bounds as (
    select d.today, d.first_day, d.first_day - ${period}::int as previous_first_day,
      (d.first_day::timestamp at time zone 'UTC') as start_at,
      ((d.first_day - ${period}::int)::timestamp at time zone 'UTC') as previous_at
    from (
      select (now() at time zone 'UTC')::date as today,
        (now() at time zone 'UTC')::date - ${period - 1}::int as first_day
    ) d
  )`;
}

/**
 * Creator rows moved into `status` in the period (`current`) or the window before it: each
 * row once however often it moved. A roll-up row counts the moves of one day whose creator
 * row last moved into the same status on `previous_day` ('-infinity': never); a move opens
 * its row's count in a window when that previous move came before the window.
 */
function opened(status: number, window: 'current' | 'previous'): SQL {
  const inWindow =
    window === 'current'
      ? sql`w.day >= b.first_day and w.previous_day < b.first_day`
      : sql`w.day < b.first_day and w.previous_day < b.previous_first_day`;
  return sql`coalesce(sum(w.moves) filter (where w.to_status = ${status} and ${inWindow}), 0)::int`;
}

/**
 * KPIs: campaign creators moved into Invited / Shortlisted / Published in the period (each
 * row counted once however often it moved), codes issued, active campaigns, and the same
 * moves and codes for the window before.
 */
export function kpiStatement(period: StatsPeriod): SQL {
  return sql`
    with ${bounds(period)},
    counted as (
      select ${opened(S.Invited, 'current')} as invited,
        ${opened(S.Shortlisted, 'current')} as approved,
        ${opened(S.Published, 'current')} as published,
        ${opened(S.Invited, 'previous')} as previous_invited,
        ${opened(S.Shortlisted, 'previous')} as previous_approved,
        ${opened(S.Published, 'previous')} as previous_published
      from bounds b
      join workflow_daily_counts w
        on w.to_status in (${S.Invited}, ${S.Shortlisted}, ${S.Published})
        and w.day >= b.previous_first_day
    ),
    keys as (
      select count(*) filter (where k.issued_at >= b.start_at)::int as current,
        count(*) filter (where k.issued_at < b.start_at)::int as previous
      from bounds b
      join redeem_codes k on k.status = 'issued' and k.issued_at >= b.previous_at
    )
    select
      (select count(*)::int from campaigns where status = 1) as active_campaigns,
      m.invited, m.approved, m.published, m.previous_invited, m.previous_approved,
      m.previous_published,
      keys.current as keys_issued, keys.previous as previous_keys_issued,
      (select count(*)::int from campaigns) as campaigns,
      (select count(*)::int from influencers) as influencers,
      (select count(*)::int from products) as products,
      ${spanColumns}
    from bounds b, keys, counted m`;
}

/**
 * The chart's buckets of a period, as a query over `bounds` (bucket_from, bucket_to,
 * bucket_key): per UTC day up to 90 days, per calendar month for a year (the first and last
 * month cut to the period). Every bucket is there, empty ones too (generate_series).
 */
export function periodBuckets(period: StatsPeriod): SQL {
  return period === 365
    ? sql`select greatest(m::date, b.first_day) as bucket_from,
          least((m + interval '1 month')::date - 1, b.today) as bucket_to, m::date as bucket_key
        from bounds b,
          generate_series(date_trunc('month', b.first_day::timestamp), date_trunc('month', b.today::timestamp), interval '1 month') m`
    : sql`select d::date as bucket_from, d::date as bucket_to, d::date as bucket_key
        from bounds b, generate_series(b.first_day::timestamp, b.today::timestamp, interval '1 day') d`;
}

/** The bucket_key (see periodBuckets) a timestamptz falls in. */
export function periodBucketOf(period: StatsPeriod, at: SQL): SQL {
  return period === 365
    ? sql`date_trunc('month', ${at} at time zone 'UTC')::date`
    : sql`(${at} at time zone 'UTC')::date`;
}

/**
 * Views, likes and comments of published posts by publish day (UTC), per day up to 90 days
 * and per calendar month for a year (the first and last month cut to the period). Every
 * bucket of the period is present (generate_series), empty ones with zeros.
 */
export function engagementStatement(period: StatsPeriod): SQL {
  const bucketOf = periodBucketOf(period, sql`p.published_at`);
  const buckets = periodBuckets(period);
  return sql`
    with ${bounds(period)},
    buckets as (${buckets}),
    posts as (
      select ${bucketOf} as bucket_key, count(*)::int as posts,
        coalesce(sum(p.views), 0)::bigint as views, coalesce(sum(p.likes), 0)::bigint as likes,
        coalesce(sum(p.comments), 0)::bigint as comments
      from bounds b
      join campaign_posts p on p.status = 'published' and p.published_at >= b.start_at
      group by 1
    )
    select to_char(k.bucket_from, 'YYYY-MM-DD') as bucket_from,
      to_char(k.bucket_to, 'YYYY-MM-DD') as bucket_to,
      coalesce(p.posts, 0) as posts, coalesce(p.views, 0) as views,
      coalesce(p.likes, 0) as likes, coalesce(p.comments, 0) as comments
    from buckets k left join posts p on p.bucket_key = k.bucket_key
    order by k.bucket_from`;
}

/**
 * Needs attention, active campaigns only:
 * - a dry pool: a platform of the campaign with no available code while creators need one
 *   (Shortlisted without any code of that platform, or a "Get my key" still unfulfilled by a
 *   creator still in the workflow);
 * - unanswered invites: creators still Invited whose invite is more than 7 days old. The row's
 *   invited_at is written by the very statement that records the invite transition (same
 *   now()), so it IS the latest invite transition's time, read without a probe per row.
 * Each dry pool and each active campaign is counted on its own (lateral, so the plan probes
 * indexes per campaign: campaign_influencers_status_*, redeem_codes_holder_idx, and the
 * Invited-only campaign_influencers_invited_idx) instead of hashing every workflow row.
 */
export function attentionStatement(): SQL {
  return sql`
    with active as (select id, name, type, redeem_code_platforms from campaigns where status = 1),
    dry as (
      select a.id as campaign_id, p.platform
      from active a cross join lateral unnest(a.redeem_code_platforms) as p(platform)
      where not exists (
        select 1 from redeem_codes x
        where x.campaign_id = a.id and x.platform = p.platform and x.status = 'available')
    ),
    pools as (
      select 'empty-key-pool' as reason, d.campaign_id, d.platform, w.count, w.since
      from dry d
      cross join lateral (
        select count(distinct n.influencer_id)::int as count, min(n.requested_at) as since
        from (
          select ci.influencer_id, null::timestamptz as requested_at
          from campaign_influencers ci
          where ci.campaign_id = d.campaign_id and ci.status = ${S.Shortlisted}
            and not exists (
              select 1 from redeem_codes x
              where x.campaign_id = d.campaign_id and x.influencer_id = ci.influencer_id
                and x.platform = d.platform)
          union all
          select r.influencer_id, r.first_requested_at
          from redeem_code_requests r
          where r.campaign_id = d.campaign_id and r.platform = d.platform and r.fulfilled_at is null
            and exists (
              select 1 from campaign_influencers ci
              where ci.campaign_id = r.campaign_id and ci.influencer_id = r.influencer_id
                and ci.status in (${S.Invited}, ${S.Shortlisted}, ${S.Published}, ${S.Paid}))
        ) n
      ) w
      where w.count > 0
    ),
    invites as (
      select 'unanswered-invites' as reason, a.id as campaign_id, null::text as platform,
        w.count, w.since
      from active a
      cross join lateral (
        select count(*)::int as count, min(ci.invited_at) as since
        from campaign_influencers ci
        where ci.campaign_id = a.id and ci.status = ${S.Invited}
          and ci.invited_at < now() - ${`${UNANSWERED_INVITE_DAYS} days`}::interval
      ) w
      where w.count > 0
    ),
    items as (select * from pools union all select * from invites)
    select i.reason, i.campaign_id, a.name as campaign_name, a.type as campaign_type,
      i.platform, i.count, i.since, count(*) over ()::int as total
    from items i join active a on a.id = i.campaign_id
    order by (i.reason = 'empty-key-pool') desc, i.count desc, i.campaign_id, i.platform
    limit ${DASHBOARD_ATTENTION_LIMIT}`;
}

/** The last transitions across every campaign (primary key order), with who and where. */
export function activityStatement(): SQL {
  return sql`
    select t.id, t.action, t.from_status, t.to_status, t.via, t.revenue_amount, t.created_at,
      t.actor_id, u.first_name as actor_first_name, u.last_name as actor_last_name,
      i.id as influencer_id, i.media_name, c.id as campaign_id, c.name as campaign_name,
      c.type as campaign_type
    from (
      select * from campaign_influencer_transitions order by id desc limit ${DASHBOARD_ACTIVITY_LIMIT}
    ) t
    join influencers i on i.id = t.influencer_id
    join campaigns c on c.id = t.campaign_id
    left join users u on u.id = t.actor_id
    order by t.id desc`;
}
