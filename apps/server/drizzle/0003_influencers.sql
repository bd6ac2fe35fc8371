CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"influencer_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"url" text NOT NULL,
	"lookup_key" text NOT NULL,
	"external_id" text,
	"handle" text,
	"title" text,
	"description" text,
	"avatar_url" text,
	"subscribers" bigint,
	"views" bigint,
	"videos" integer,
	"country" text,
	"language" text,
	"last_upload_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"stats_status" text DEFAULT 'pending' NOT NULL,
	"stats_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_type_valid" CHECK ("channels"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "influencers" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_name" text NOT NULL,
	"name" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"country" text,
	"language" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"audiences" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"notes" text,
	"rating" smallint,
	"subscribers_count" bigint DEFAULT 0 NOT NULL,
	"campaigns_count" integer DEFAULT 0 NOT NULL,
	"channels_count" integer DEFAULT 0 NOT NULL,
	"channel_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencers_status_valid" CHECK ("influencers"."status" in (1, 2)),
	CONSTRAINT "influencers_source_valid" CHECK ("influencers"."source" between 1 and 5),
	CONSTRAINT "influencers_rating_valid" CHECK ("influencers"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "list_influencers" (
	"list_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_influencers_list_id_influencer_id_pk" PRIMARY KEY("list_id","influencer_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_quota" (
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_quota_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{"created":0,"merged":0,"updated":0,"skipped":0,"failed":0}'::jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"payload" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_influencers" ADD CONSTRAINT "list_influencers_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_influencers" ADD CONSTRAINT "list_influencers_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_views" ADD CONSTRAINT "table_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_type_lookup_key_unique" ON "channels" USING btree ("type","lookup_key");--> statement-breakpoint
CREATE INDEX "channels_type_external_id_idx" ON "channels" USING btree ("type","external_id");--> statement-breakpoint
CREATE INDEX "channels_type_handle_idx" ON "channels" USING btree ("type","handle");--> statement-breakpoint
CREATE INDEX "channels_influencer_id_idx" ON "channels" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "channels_refreshed_at_idx" ON "channels" USING btree ("refreshed_at");--> statement-breakpoint
CREATE INDEX "influencers_media_name_idx" ON "influencers" USING btree ("media_name","id");--> statement-breakpoint
CREATE INDEX "influencers_name_idx" ON "influencers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "influencers_first_name_idx" ON "influencers" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "influencers_last_name_idx" ON "influencers" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "influencers_email_idx" ON "influencers" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "influencers_country_idx" ON "influencers" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "influencers_language_idx" ON "influencers" USING btree ("language","id");--> statement-breakpoint
CREATE INDEX "influencers_status_idx" ON "influencers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "influencers_source_idx" ON "influencers" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "influencers_rating_idx" ON "influencers" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "influencers_subscribers_count_idx" ON "influencers" USING btree ("subscribers_count","id");--> statement-breakpoint
CREATE INDEX "influencers_campaigns_count_idx" ON "influencers" USING btree ("campaigns_count","id");--> statement-breakpoint
CREATE INDEX "influencers_channels_count_idx" ON "influencers" USING btree ("channels_count","id");--> statement-breakpoint
CREATE INDEX "influencers_last_activity_at_idx" ON "influencers" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "influencers_created_at_idx" ON "influencers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "influencers_updated_at_idx" ON "influencers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "influencers_tags_idx" ON "influencers" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "influencers_channel_types_idx" ON "influencers" USING gin ("channel_types");--> statement-breakpoint
CREATE INDEX "influencers_search_text_idx" ON "influencers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "list_influencers_influencer_id_idx" ON "list_influencers" USING btree ("influencer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_kind_name_unique" ON "lists" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "table_views_user_kind_name_unique" ON "table_views" USING btree ("user_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "tasks_type_created_at_idx" ON "tasks" USING btree ("type","created_at");