ALTER TABLE "campaign_influencers" ADD COLUMN "channel_proof" text;--> statement-breakpoint
ALTER TABLE "campaign_influencers" ADD COLUMN "channel_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "invite_proof" boolean DEFAULT false NOT NULL;