CREATE TABLE "workflow_daily_counts" (
	"day" date NOT NULL,
	"to_status" smallint NOT NULL,
	"previous_day" date NOT NULL,
	"moves" integer NOT NULL,
	CONSTRAINT "workflow_daily_counts_day_to_status_previous_day_pk" PRIMARY KEY("day","to_status","previous_day")
);
--> statement-breakpoint
CREATE INDEX "campaign_posts_published_idx" ON "campaign_posts" USING btree ("published_at") WHERE "campaign_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "campaign_influencers_invited_idx" ON "campaign_influencers" USING btree ("campaign_id","invited_at") WHERE "campaign_influencers"."status" = 2;--> statement-breakpoint
CREATE INDEX "redeem_codes_issued_idx" ON "redeem_codes" USING btree ("issued_at") WHERE "redeem_codes"."status" = 'issued';--> statement-breakpoint
-- workflow_daily_counts follows campaign_influencer_transitions in the transaction that changes
-- it, whoever writes: the workflow, an influencer merge (moves history to another creator),
-- the cascades of a deleted campaign or influencer. A statement's change is the difference
-- between the touched creator rows' moves after it and before it, each move counted on its
-- day with the day of the same row's previous move into the same status. One pass over the
-- touched rows' history (now, plus the rows the statement removed) gives both: "after" skips
-- the removed rows, "before" the added ones (an update is both, under one id). Only the creator
-- rows (campaign, influencer, status) the statement touched are read. The upserts go in key
-- order, so two writers meet the counts' rows in the same order. work_mem: a bulk insert (a
-- seeded history) sorts in memory rather than through temporary files.
CREATE FUNCTION "workflow_daily_counts_shift"(
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
  INSERT INTO workflow_daily_counts AS w (day, to_status, previous_day, moves)
  SELECT (p.created_at AT TIME ZONE 'UTC')::date, p.to_status,
    coalesce((m.previous_at AT TIME ZONE 'UTC')::date, '-infinity'), sum(m.sign)::int
  FROM previous p
  CROSS JOIN LATERAL (VALUES
    (1, p.after_previous, NOT p.is_removed),
    (-1, p.before_previous, NOT p.is_added)
  ) AS m(sign, previous_at, counts)
  WHERE m.counts
  GROUP BY 1, 2, 3
  HAVING sum(m.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (day, to_status, previous_day) DO UPDATE SET moves = w.moves + excluded.moves
$$;
--> statement-breakpoint
CREATE FUNCTION "workflow_daily_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM workflow_daily_counts_shift(
    (SELECT array_agg(a::campaign_influencer_transitions) FROM added a), '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "workflow_daily_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM workflow_daily_counts_shift(
    (SELECT array_agg(a::campaign_influencer_transitions) FROM added a),
    (SELECT array_agg(g::campaign_influencer_transitions) FROM gone g));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "workflow_daily_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM workflow_daily_counts_shift(
    '{}', (SELECT array_agg(g::campaign_influencer_transitions) FROM gone g));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "workflow_daily_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM workflow_daily_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "workflow_daily_counts_on_insert" AFTER INSERT ON "campaign_influencer_transitions"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "workflow_daily_counts_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "workflow_daily_counts_on_update" AFTER UPDATE ON "campaign_influencer_transitions"
  REFERENCING OLD TABLE AS gone NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "workflow_daily_counts_on_update"();
--> statement-breakpoint
CREATE TRIGGER "workflow_daily_counts_on_delete" AFTER DELETE ON "campaign_influencer_transitions"
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "workflow_daily_counts_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "workflow_daily_counts_on_truncate" AFTER TRUNCATE ON "campaign_influencer_transitions"
  FOR EACH STATEMENT EXECUTE FUNCTION "workflow_daily_counts_on_truncate"();
--> statement-breakpoint
-- The history so far (the triggers above keep it from here on, in this same transaction).
INSERT INTO workflow_daily_counts (day, to_status, previous_day, moves)
SELECT (created_at AT TIME ZONE 'UTC')::date, to_status,
  coalesce((previous_at AT TIME ZONE 'UTC')::date, '-infinity'), count(*)::int
FROM (
  SELECT to_status, created_at,
    lag(created_at) OVER (PARTITION BY campaign_id, influencer_id, to_status ORDER BY created_at, id) AS previous_at
  FROM campaign_influencer_transitions
  WHERE to_status IS NOT NULL
) m
GROUP BY 1, 2, 3;
