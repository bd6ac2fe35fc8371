-- One roll-up key is spread over 16 rows (the writer's backend pid mod 16), summed when read:
-- with one row per (day, status, previous day), every transition of the day into one status
-- upserted the same row and held its lock until commit, so concurrent workflow transactions
-- (the live-capture pipeline's invites) waited for each other. The function is 0015's with
-- the stripe in its insert and its conflict key.
ALTER TABLE "workflow_daily_counts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_daily_counts" DROP CONSTRAINT "workflow_daily_counts_day_to_status_previous_day_pk";--> statement-breakpoint
ALTER TABLE "workflow_daily_counts" ADD CONSTRAINT "workflow_daily_counts_day_to_status_previous_day_stripe_pk" PRIMARY KEY("day","to_status","previous_day","stripe");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "workflow_daily_counts_shift"(
  added campaign_influencer_transitions[],
  removed campaign_influencer_transitions[]
) RETURNS void LANGUAGE sql SET work_mem = '64MB' AS $$
  WITH changed AS (
    SELECT id, campaign_id, influencer_id, to_status, created_at, true AS added
    FROM unnest(added) WHERE to_status IS NOT NULL
    UNION ALL
    SELECT id, campaign_id, influencer_id, to_status, created_at, false
    FROM unnest(removed) WHERE to_status IS NOT NULL
  ),
  touched AS (SELECT DISTINCT campaign_id, influencer_id, to_status FROM changed),
  history AS (
    SELECT t.id, t.campaign_id, t.influencer_id, t.to_status, t.created_at,
      t.id IN (SELECT id FROM changed WHERE added) AS is_added, false AS is_removed
    FROM touched k
    JOIN campaign_influencer_transitions t ON t.campaign_id = k.campaign_id
      AND t.influencer_id = k.influencer_id AND t.to_status = k.to_status
    UNION ALL
    SELECT id, campaign_id, influencer_id, to_status, created_at, false, true
    FROM changed WHERE NOT added
  ),
  previous AS (
    SELECT to_status, created_at, is_added, is_removed,
      max(created_at) FILTER (WHERE NOT is_removed) OVER w AS after_previous,
      max(created_at) FILTER (WHERE NOT is_added) OVER w AS before_previous
    FROM history
    WINDOW w AS (PARTITION BY campaign_id, influencer_id, to_status ORDER BY created_at, id
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
  )
  INSERT INTO workflow_daily_counts AS w (day, to_status, previous_day, stripe, moves)
  SELECT (p.created_at AT TIME ZONE 'UTC')::date, p.to_status,
    coalesce((m.previous_at AT TIME ZONE 'UTC')::date, '-infinity'), pg_backend_pid() % 16,
    sum(m.sign)::int
  FROM previous p
  CROSS JOIN LATERAL (VALUES
    (1, p.after_previous, NOT p.is_removed),
    (-1, p.before_previous, NOT p.is_added)
  ) AS m(sign, previous_at, counts)
  WHERE m.counts
  GROUP BY 1, 2, 3
  HAVING sum(m.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (day, to_status, previous_day, stripe) DO UPDATE SET moves = w.moves + excluded.moves
$$;
