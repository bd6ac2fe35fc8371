CREATE TABLE "discovery"."creator_follower_days" (
	"creator_id" bigint NOT NULL,
	"day" date NOT NULL,
	"followers" bigint NOT NULL,
	CONSTRAINT "creator_follower_days_creator_id_day_pk" PRIMARY KEY("creator_id","day")
);
--> statement-breakpoint
CREATE TABLE "discovery"."creator_sessions" (
	"kind" text NOT NULL,
	"session_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"creator_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"samples" integer DEFAULT 0 NOT NULL,
	"viewer_sum" bigint DEFAULT 0 NOT NULL,
	"peak_viewers" integer,
	"last_sample_slot" bigint,
	CONSTRAINT "creator_sessions_kind_session_id_game_id_pk" PRIMARY KEY("kind","session_id","game_id")
);
--> statement-breakpoint
CREATE INDEX "creator_sessions_creator_game_idx" ON "discovery"."creator_sessions" USING btree ("creator_id","game_id");