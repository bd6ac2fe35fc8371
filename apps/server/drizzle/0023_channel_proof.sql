CREATE TABLE "capture_block_counts" (
	"lead_magnet_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_magnets" ALTER COLUMN "verification" SET DEFAULT 'channel';--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" ADD COLUMN "channel_proof" text;--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" ADD COLUMN "channel_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capture_block_counts" ADD CONSTRAINT "capture_block_counts_lead_magnet_id_lead_magnets_id_fk" FOREIGN KEY ("lead_magnet_id") REFERENCES "public"."lead_magnets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capture_block_counts" ADD CONSTRAINT "capture_block_counts_entry_id_capture_blocklist_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."capture_blocklist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capture_block_counts_unique" ON "capture_block_counts" USING btree ("lead_magnet_id","entry_id");--> statement-breakpoint
UPDATE "lead_magnets" SET "verification" = 'channel' WHERE "verification" = 'channelCode';--> statement-breakpoint
UPDATE "lead_magnet_submissions" SET "channel_proof" = 'code', "channel_proven_at" = "verified_at" WHERE "verified_by" = 'channelCode';--> statement-breakpoint
UPDATE "lead_magnet_submissions" SET "email_confirmed_at" = "verified_at" WHERE "verified_by" = 'email';--> statement-breakpoint
DELETE FROM "lead_magnet_submissions" WHERE "outcome" = 'blocked';--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" DROP COLUMN "verified_by";--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" DROP COLUMN "verified_at";