CREATE TABLE "campaign_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"external_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"thumbnail_url" text,
	"views" bigint,
	"likes" bigint,
	"comments" bigint,
	"published_at" timestamp with time zone,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"stats_status" text DEFAULT 'pending' NOT NULL,
	"stats_error" text,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_posts_status_valid" CHECK ("campaign_posts"."status" in ('suggested', 'published', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "campaign_influencer_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"actor_id" integer,
	"via" text DEFAULT 'team' NOT NULL,
	"revenue_amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_influencers" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"revenue_amount" numeric(12, 2),
	"post_count" integer,
	"invite_token" text NOT NULL,
	"invite_email" text,
	"invited_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"posts_count" integer DEFAULT 0 NOT NULL,
	"suggested_posts_count" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_influencers_status_valid" CHECK ("campaign_influencers"."status" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"brief" text,
	"brief_file_key" text,
	"brief_file_label" text,
	"instructions" text,
	"instructions_file_key" text,
	"instructions_file_label" text,
	"image_key" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"deal_revenue_amount" numeric(12, 2),
	"deal_post_count" integer,
	"reply_to_manager_enabled" boolean DEFAULT false NOT NULL,
	"send_post_suggestions" boolean DEFAULT false NOT NULL,
	"sender_name" text,
	"sender_email" text,
	"redeem_code_platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_live_capture" boolean DEFAULT false NOT NULL,
	"ads" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_type_valid" CHECK ("campaigns"."type" in ('free', 'paid')),
	CONSTRAINT "campaigns_status_valid" CHECK ("campaigns"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_key" text,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"store_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret_sealed" text NOT NULL,
	"last_delivery_at" timestamp with time zone,
	"last_delivery_status" text,
	"last_delivery_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_posts" ADD CONSTRAINT "campaign_posts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_posts" ADD CONSTRAINT "campaign_posts_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_posts" ADD CONSTRAINT "campaign_posts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_influencer_transitions" ADD CONSTRAINT "campaign_influencer_transitions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_influencer_transitions" ADD CONSTRAINT "campaign_influencer_transitions_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_influencer_transitions" ADD CONSTRAINT "campaign_influencer_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_influencers" ADD CONSTRAINT "campaign_influencers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_influencers" ADD CONSTRAINT "campaign_influencers_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_webhooks" ADD CONSTRAINT "campaign_webhooks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_posts_campaign_video_unique" ON "campaign_posts" USING btree ("campaign_id","type","external_id");--> statement-breakpoint
CREATE INDEX "campaign_posts_influencer_idx" ON "campaign_posts" USING btree ("campaign_id","influencer_id");--> statement-breakpoint
CREATE INDEX "campaign_posts_status_published_idx" ON "campaign_posts" USING btree ("campaign_id","status","published_at","id");--> statement-breakpoint
CREATE INDEX "campaign_posts_views_idx" ON "campaign_posts" USING btree ("campaign_id","views","id");--> statement-breakpoint
CREATE INDEX "campaign_posts_created_at_idx" ON "campaign_posts" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaign_posts_channel_idx" ON "campaign_posts" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "campaign_posts_refreshed_idx" ON "campaign_posts" USING btree ("status","refreshed_at");--> statement-breakpoint
CREATE INDEX "campaign_transitions_stats_idx" ON "campaign_influencer_transitions" USING btree ("campaign_id","to_status","created_at");--> statement-breakpoint
CREATE INDEX "campaign_transitions_row_idx" ON "campaign_influencer_transitions" USING btree ("campaign_id","influencer_id","id");--> statement-breakpoint
CREATE INDEX "campaign_transitions_influencer_idx" ON "campaign_influencer_transitions" USING btree ("influencer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_influencers_campaign_influencer_unique" ON "campaign_influencers" USING btree ("campaign_id","influencer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_influencers_invite_token_unique" ON "campaign_influencers" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "campaign_influencers_influencer_id_idx" ON "campaign_influencers" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_status_idx" ON "campaign_influencers" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_created_at_idx" ON "campaign_influencers" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_updated_at_idx" ON "campaign_influencers" USING btree ("campaign_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_invited_at_idx" ON "campaign_influencers" USING btree ("campaign_id","invited_at","id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_revenue_idx" ON "campaign_influencers" USING btree ("campaign_id","revenue_amount","id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_post_count_idx" ON "campaign_influencers" USING btree ("campaign_id","post_count","id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_posts_count_idx" ON "campaign_influencers" USING btree ("campaign_id","posts_count","id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_views_idx" ON "campaign_influencers" USING btree ("campaign_id","views","id");--> statement-breakpoint
CREATE INDEX "campaigns_product_id_idx" ON "campaigns" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "campaigns_created_by_idx" ON "campaigns" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_name_idx" ON "campaigns" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "campaign_webhooks_campaign_idx" ON "campaign_webhooks" USING btree ("campaign_id");