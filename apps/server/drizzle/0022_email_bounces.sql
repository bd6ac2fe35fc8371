ALTER TABLE "emails" DROP CONSTRAINT "emails_state_valid";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "bounce_type" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "automatic" text;--> statement-breakpoint
CREATE INDEX "emails_hard_bounce_idx" ON "emails" USING btree ("to_email") WHERE "emails"."state" = 'bounced' and "emails"."bounce_type" = 'hard';--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_bounce_type_valid" CHECK ("emails"."bounce_type" in ('hard', 'soft'));--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_state_valid" CHECK ("emails"."state" in ('queued', 'sending', 'finalizing', 'delivered', 'error', 'skipped', 'bounced'));