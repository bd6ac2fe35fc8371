ALTER TABLE "redeem_codes" DROP CONSTRAINT "redeem_codes_campaign_id_campaigns_id_fk";
--> statement-breakpoint
DROP INDEX "redeem_codes_available_idx";--> statement-breakpoint
DROP INDEX "redeem_codes_campaign_status_idx";--> statement-breakpoint
CREATE INDEX "redeem_codes_pool_idx" ON "redeem_codes" USING btree ("campaign_id","platform","status","id");--> statement-breakpoint
-- redeem_codes.campaign_id without a declared foreign key: an import writes a million rows, and
-- a foreign key checks each one with a lookup and a trigger event. The same rule, per
-- statement: the campaigns an INSERT names are locked FOR KEY SHARE (as a foreign key check
-- does, so they cannot be deleted before this commits) and a missing one fails with 23503.
CREATE FUNCTION "redeem_codes_check_campaigns"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted int;
  found int;
BEGIN
  SELECT count(DISTINCT campaign_id) INTO wanted FROM added;
  SELECT count(*) INTO found FROM (
    SELECT 1 FROM campaigns WHERE id IN (SELECT campaign_id FROM added) FOR KEY SHARE
  ) locked;
  IF found < wanted THEN
    RAISE EXCEPTION 'redeem_codes.campaign_id names a campaign that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "redeem_codes_check_campaigns" AFTER INSERT ON "redeem_codes"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "redeem_codes_check_campaigns"();
--> statement-breakpoint
-- A code moved to another campaign (transfer) is checked row by row, like a foreign key, and
-- only when the campaign really changes: claims and other updates pay nothing.
CREATE FUNCTION "redeem_codes_check_moved_campaign"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM campaigns WHERE id = NEW.campaign_id FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'redeem_codes.campaign_id names a campaign that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "redeem_codes_check_moved_campaign" AFTER UPDATE OF "campaign_id" ON "redeem_codes"
  FOR EACH ROW WHEN (OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
  EXECUTE FUNCTION "redeem_codes_check_moved_campaign"();
--> statement-breakpoint
-- ON DELETE CASCADE, per statement: deleting campaigns deletes their codes.
CREATE FUNCTION "campaigns_delete_redeem_codes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM redeem_codes WHERE campaign_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_delete_redeem_codes" AFTER DELETE ON "campaigns"
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "campaigns_delete_redeem_codes"();
