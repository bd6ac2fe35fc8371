-- The migrator creates the schema first (its migrations table lives there), hence IF NOT EXISTS.
-- pg_trgm may already exist (the main app creates it in public): create it there if missing and
-- name its operator class with the schema, so the indexes build whoever created it.
-- PGlite loads the extension when it is opened (open-database.ts, pg_trgm from contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS "discovery";
--> statement-breakpoint
CREATE TABLE "discovery"."creator_game_weeks" (
	"creator_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"week" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"avg_viewers" integer,
	CONSTRAINT "creator_game_weeks_creator_id_game_id_week_pk" PRIMARY KEY("creator_id","game_id","week")
);
--> statement-breakpoint
CREATE TABLE "discovery"."creator_games" (
	"creator_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"first_played_at" timestamp with time zone NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"avg_viewers" integer,
	"peak_viewers" integer,
	CONSTRAINT "creator_games_creator_id_game_id_pk" PRIMARY KEY("creator_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "discovery"."creators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" smallint NOT NULL,
	"platform_id" text NOT NULL,
	"handle" text,
	"display_name" text NOT NULL,
	"description" text,
	"avatar_url" text,
	"url" text,
	"language" text,
	"country" text,
	"followers" bigint DEFAULT 0 NOT NULL,
	"followers_30d_ago" bigint,
	"growth_30d" real,
	"avg_viewers" integer,
	"peak_viewers" integer,
	"views" bigint,
	"videos" integer,
	"last_active_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"recent_game_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discovery"."games" (
	"id" serial PRIMARY KEY NOT NULL,
	"igdb_id" integer,
	"twitch_game_id" text,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text,
	"cover_url" text,
	"first_release_date" date,
	"genre_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"theme_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"keyword_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"platform_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"game_mode_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"perspective_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"company_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"popularity" real,
	"igdb_updated_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_igdb_id_unique" UNIQUE("igdb_id"),
	CONSTRAINT "games_twitch_game_id_unique" UNIQUE("twitch_game_id")
);
--> statement-breakpoint
CREATE TABLE "discovery"."import_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_key" text NOT NULL,
	"format" text NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovery"."ingest_cursors" (
	"source" text NOT NULL,
	"key" text NOT NULL,
	"cursor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingest_cursors_source_key_pk" PRIMARY KEY("source","key")
);
--> statement-breakpoint
CREATE TABLE "discovery"."quota_ledger" (
	"source" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"cap" integer NOT NULL,
	CONSTRAINT "quota_ledger_source_window_start_pk" PRIMARY KEY("source","window_start")
);
--> statement-breakpoint
CREATE TABLE "discovery"."terms" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"games_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "terms_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "creator_games_game_last_played_idx" ON "discovery"."creator_games" USING btree ("game_id","last_played_at","creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_platform_id_key" ON "discovery"."creators" USING btree ("platform","platform_id");--> statement-breakpoint
CREATE INDEX "creators_followers_idx" ON "discovery"."creators" USING btree ("followers" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creators_avg_viewers_idx" ON "discovery"."creators" USING btree ("avg_viewers" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creators_last_active_idx" ON "discovery"."creators" USING btree ("last_active_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creators_growth_idx" ON "discovery"."creators" USING btree ("growth_30d" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creators_language_followers_idx" ON "discovery"."creators" USING btree ("language","followers" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creators_country_followers_idx" ON "discovery"."creators" USING btree ("country","followers" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creators_search_text_idx" ON "discovery"."creators" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creators_recent_games_idx" ON "discovery"."creators" USING gin ("recent_game_ids");--> statement-breakpoint
CREATE INDEX "games_search_text_idx" ON "discovery"."games" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "discovery"."games" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_release_idx" ON "discovery"."games" USING btree ("first_release_date","id");--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "discovery"."games" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "games_genre_ids_idx" ON "discovery"."games" USING gin ("genre_ids");--> statement-breakpoint
CREATE INDEX "games_theme_ids_idx" ON "discovery"."games" USING gin ("theme_ids");--> statement-breakpoint
CREATE INDEX "games_keyword_ids_idx" ON "discovery"."games" USING gin ("keyword_ids");--> statement-breakpoint
CREATE INDEX "games_platform_ids_idx" ON "discovery"."games" USING gin ("platform_ids");--> statement-breakpoint
CREATE INDEX "games_game_mode_ids_idx" ON "discovery"."games" USING gin ("game_mode_ids");--> statement-breakpoint
CREATE INDEX "games_perspective_ids_idx" ON "discovery"."games" USING gin ("perspective_ids");--> statement-breakpoint
CREATE INDEX "games_company_ids_idx" ON "discovery"."games" USING gin ("company_ids");--> statement-breakpoint
CREATE INDEX "terms_kind_name_idx" ON "discovery"."terms" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "terms_search_text_idx" ON "discovery"."terms" USING gin ("search_text" public.gin_trgm_ops);