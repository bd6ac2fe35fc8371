import {
  type LeadMagnetStatsResponse,
  leadMagnetStatsResponse,
  type StatsPeriod,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  bounds,
  loadCampaign,
  periodBucketOf,
  periodBuckets,
  periodSpanOf,
  spanColumns,
} from '../campaigns/index.ts';
import type { AppContext } from '../platform/index.ts';
import { numberOf, type RawRow, readSnapshot, rows } from '../platform/index.ts';

/**
 * The campaigns the figures cover: the one asked for, else every live-capture campaign.
 * A CTE over `bounds`.
 */
function scope(campaignId: number | undefined): SQL {
  return campaignId === undefined
    ? sql`select c.id, c.name from campaigns c where c.is_live_capture`
    : sql`select c.id, c.name from campaigns c where c.id = ${campaignId}`;
}

/** Per campaign: submissions sent in the period, and how many of them got mapped and added. */
export function campaignFiguresStatement(period: StatsPeriod, campaignId?: number): SQL {
  return sql`
    with ${bounds(period)}, scope as (${scope(campaignId)})
    select sc.id as campaign_id, sc.name as campaign_name, lm.id as lead_magnet_id, lm.slug,
      coalesce(x.submissions, 0) as submissions, coalesce(x.mapped, 0) as mapped,
      coalesce(x.added, 0) as added
    from bounds b
    cross join scope sc
    left join lead_magnets lm on lm.campaign_id = sc.id
    left join lateral (
      select count(*)::int as submissions,
        count(*) filter (where s.mapped_at is not null)::int as mapped,
        count(*) filter (where s.added_at is not null)::int as added
      from lead_magnet_submissions s
      where s.campaign_id = sc.id and s.created_at >= b.start_at
    ) x on true
    order by sc.name, sc.id`;
}

/** The same figures per chart bucket (day, or month for a year), every bucket present. */
export function seriesStatement(period: StatsPeriod, campaignId?: number): SQL {
  return sql`
    with ${bounds(period)}, scope as (${scope(campaignId)}),
    buckets as (${periodBuckets(period)}),
    sent as (
      select ${periodBucketOf(period, sql`s.created_at`)} as bucket_key,
        count(*)::int as submissions,
        count(*) filter (where s.mapped_at is not null)::int as mapped,
        count(*) filter (where s.added_at is not null)::int as added
      from bounds b
      cross join scope sc
      join lead_magnet_submissions s on s.campaign_id = sc.id and s.created_at >= b.start_at
      group by 1
    )
    select to_char(k.bucket_from, 'YYYY-MM-DD') as bucket_from,
      to_char(k.bucket_to, 'YYYY-MM-DD') as bucket_to,
      coalesce(x.submissions, 0) as submissions, coalesce(x.mapped, 0) as mapped,
      coalesce(x.added, 0) as added
    from buckets k left join sent x on x.bucket_key = k.bucket_key
    order by k.bucket_from`;
}

const conversion = (added: number, submissions: number) =>
  submissions > 0 ? Math.round((added / submissions) * 10_000) / 10_000 : null;

/**
 * GET /lead-magnet/stats: submissions sent in the period (SPEC 9's periods, UTC days like the
 * dashboard), and of those how many are mapped and added to the workflow by now (a cohort:
 * conversion = added / submissions, so it never passes 1); per campaign, and per day (per
 * month for a year). One campaign's, or every live-capture campaign's.
 */
export async function leadMagnetStats(
  ctx: Pick<AppContext, 'db'>,
  period: StatsPeriod,
  campaignId?: number,
): Promise<LeadMagnetStatsResponse> {
  if (campaignId !== undefined) await loadCampaign(ctx.db, campaignId);
  const [figures, series, range] = await readSnapshot(ctx.db, async (tx) => {
    const perCampaign = await rows<RawRow>(tx, campaignFiguresStatement(period, campaignId));
    const buckets = await rows<RawRow>(tx, seriesStatement(period, campaignId));
    const [span] = await rows<RawRow>(
      tx,
      sql`with ${bounds(period)} select ${spanColumns} from bounds b`,
    );
    return [perCampaign, buckets, span ?? {}] as const;
  });
  const campaigns = figures.map((r) => ({
    campaignId: numberOf(r.campaign_id),
    campaignName: String(r.campaign_name),
    leadMagnetId: r.lead_magnet_id === null ? null : numberOf(r.lead_magnet_id),
    slug: r.slug === null ? null : String(r.slug),
    submissions: numberOf(r.submissions),
    mapped: numberOf(r.mapped),
    added: numberOf(r.added),
    conversion: conversion(numberOf(r.added), numberOf(r.submissions)),
  }));
  const total = (key: 'submissions' | 'mapped' | 'added') =>
    campaigns.reduce((sum, c) => sum + c[key], 0);
  return leadMagnetStatsResponse.parse({
    ...periodSpanOf(period, range),
    totals: {
      submissions: total('submissions'),
      mapped: total('mapped'),
      added: total('added'),
      conversion: conversion(total('added'), total('submissions')),
    },
    campaigns,
    series: series.map((r) => ({
      from: String(r.bucket_from),
      to: String(r.bucket_to),
      submissions: numberOf(r.submissions),
      mapped: numberOf(r.mapped),
      added: numberOf(r.added),
    })),
  });
}
