CREATE TABLE "capture_blocklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_magnet_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_magnet_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"public_token" text NOT NULL,
	"email" text NOT NULL,
	"channel_url" text NOT NULL,
	"channel_type" smallint,
	"channel_key" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'not mapped' NOT NULL,
	"outcome" text,
	"check_step" text,
	"check_reason" text,
	"check_at" timestamp with time zone,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verification_code" text NOT NULL,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"influencer_id" integer,
	"channel_id" integer,
	"campaign_influencer_id" integer,
	"next_step" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip_hash" text,
	"mapped_at" timestamp with time zone,
	"added_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_magnet_submissions_status_valid" CHECK ("lead_magnet_submissions"."status" in ('not mapped', 'mapped', 'email sent', 'added to workflow', 'check error'))
);
--> statement-breakpoint
CREATE TABLE "lead_magnets" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text,
	"intro" text,
	"success_message" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"autovalidate" boolean DEFAULT true NOT NULL,
	"autoinvite" boolean DEFAULT false NOT NULL,
	"min_subscribers" integer DEFAULT 0 NOT NULL,
	"verification" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capture_blocklist" ADD CONSTRAINT "capture_blocklist_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" ADD CONSTRAINT "lead_magnet_submissions_lead_magnet_id_lead_magnets_id_fk" FOREIGN KEY ("lead_magnet_id") REFERENCES "public"."lead_magnets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" ADD CONSTRAINT "lead_magnet_submissions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" ADD CONSTRAINT "lead_magnet_submissions_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" ADD CONSTRAINT "lead_magnet_submissions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_magnet_submissions" ADD CONSTRAINT "lead_magnet_submissions_campaign_influencer_id_campaign_influencers_id_fk" FOREIGN KEY ("campaign_influencer_id") REFERENCES "public"."campaign_influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_magnets" ADD CONSTRAINT "lead_magnets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capture_blocklist_kind_value_unique" ON "capture_blocklist" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_magnet_submissions_token_unique" ON "lead_magnet_submissions" USING btree ("public_token");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_magnet_submissions_campaign_email_unique" ON "lead_magnet_submissions" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_magnet_submissions_campaign_channel_key_unique" ON "lead_magnet_submissions" USING btree ("campaign_id","channel_key") WHERE "lead_magnet_submissions"."channel_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_magnet_submissions_campaign_channel_unique" ON "lead_magnet_submissions" USING btree ("campaign_id","channel_id") WHERE "lead_magnet_submissions"."channel_id" is not null;--> statement-breakpoint
CREATE INDEX "lead_magnet_submissions_campaign_created_idx" ON "lead_magnet_submissions" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_magnet_submissions_campaign_status_idx" ON "lead_magnet_submissions" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "lead_magnet_submissions_lead_magnet_idx" ON "lead_magnet_submissions" USING btree ("lead_magnet_id");--> statement-breakpoint
CREATE INDEX "lead_magnet_submissions_ip_created_idx" ON "lead_magnet_submissions" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "lead_magnet_submissions_email_trgm_idx" ON "lead_magnet_submissions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lead_magnet_submissions_channel_url_trgm_idx" ON "lead_magnet_submissions" USING gin ("channel_url" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "lead_magnets_campaign_id_unique" ON "lead_magnets" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_magnets_slug_unique" ON "lead_magnets" USING btree ("slug");