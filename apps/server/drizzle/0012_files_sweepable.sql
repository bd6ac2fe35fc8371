-- Uploads made before the sweep existed are never swept: some are email template images
-- linked only from HTML, which no key column shows. New uploads default to sweepable.
ALTER TABLE "files" ADD COLUMN "sweepable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "sweepable" SET DEFAULT true;
