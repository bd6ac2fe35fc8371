ALTER TABLE "lead_magnet_submissions" ADD COLUMN "confirmations_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Submissions that already sent confirmations keep counting from where their emails stand.
UPDATE "lead_magnet_submissions" AS s SET "confirmations_sent" = (
	SELECT count(*) FROM "emails" AS e WHERE e."dedupe_key" LIKE 'capture-confirm:' || s."id" || ':%'
) WHERE s."status" <> 'not mapped';
