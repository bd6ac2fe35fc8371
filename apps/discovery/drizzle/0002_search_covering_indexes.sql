CREATE TABLE "discovery"."game_terms" (
	"kind" text NOT NULL,
	"term_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "game_terms_kind_term_id_game_id_pk" PRIMARY KEY("kind","term_id","game_id")
);
--> statement-breakpoint
CREATE INDEX "game_terms_game_idx" ON "discovery"."game_terms" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "creator_games_creator_last_played_idx" ON "discovery"."creator_games" USING btree ("creator_id","last_played_at","game_id");--> statement-breakpoint
CREATE INDEX "creators_live_idx" ON "discovery"."creators" USING btree ("id","platform","language","country","followers","avg_viewers","last_active_at") WHERE "discovery"."creators"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "creators_live_platform_language_idx" ON "discovery"."creators" USING btree ("platform","language","followers","last_active_at","avg_viewers","id") WHERE "discovery"."creators"."deleted_at" is null;--> statement-breakpoint
-- game_terms mirrors the games' term arrays: filled from the games there are, then kept by
-- statement triggers (one statement of the IGDB ingest writes hundreds of games). The kinds are
-- the contract's DiscoveryTermKind, as terms.kind.
-- Arguments: a game's id, then its genre, theme, keyword, platform, game mode, perspective and
-- company ids.
CREATE FUNCTION "discovery"."game_term_rows"(integer, integer[], integer[], integer[],
  integer[], integer[], integer[], integer[])
RETURNS TABLE ("kind" text, "term_id" integer, "game_id" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT t.kind, t.term_id, $1
  FROM (
    SELECT 'genre', unnest($2) UNION ALL
    SELECT 'theme', unnest($3) UNION ALL
    SELECT 'keyword', unnest($4) UNION ALL
    SELECT 'platform', unnest($5) UNION ALL
    SELECT 'gameMode', unnest($6) UNION ALL
    SELECT 'perspective', unnest($7) UNION ALL
    SELECT 'company', unnest($8)
  ) t(kind, term_id)
  WHERE t.term_id IS NOT NULL
$$;
--> statement-breakpoint
INSERT INTO "discovery"."game_terms" ("kind", "term_id", "game_id")
SELECT t.* FROM "discovery"."games" g
CROSS JOIN LATERAL "discovery"."game_term_rows"(g.id, g.genre_ids, g.theme_ids, g.keyword_ids,
  g.platform_ids, g.game_mode_ids, g.perspective_ids, g.company_ids) t;
--> statement-breakpoint
CREATE FUNCTION "discovery"."game_terms_after_insert"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO discovery.game_terms (kind, term_id, game_id)
  SELECT t.* FROM new_games n
  CROSS JOIN LATERAL discovery.game_term_rows(n.id, n.genre_ids, n.theme_ids, n.keyword_ids,
    n.platform_ids, n.game_mode_ids, n.perspective_ids, n.company_ids) t
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the games whose id or term arrays changed (most updates touch popularity or names).
CREATE FUNCTION "discovery"."game_terms_after_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM discovery.game_terms gt
  USING (SELECT o.id, o.genre_ids, o.theme_ids, o.keyword_ids, o.platform_ids, o.game_mode_ids,
           o.perspective_ids, o.company_ids FROM old_games o
         EXCEPT
         SELECT n.id, n.genre_ids, n.theme_ids, n.keyword_ids, n.platform_ids, n.game_mode_ids,
           n.perspective_ids, n.company_ids FROM new_games n) gone
  WHERE gt.game_id = gone.id;
  INSERT INTO discovery.game_terms (kind, term_id, game_id)
  SELECT t.* FROM (
    SELECT n.id, n.genre_ids, n.theme_ids, n.keyword_ids, n.platform_ids, n.game_mode_ids,
      n.perspective_ids, n.company_ids FROM new_games n
    EXCEPT
    SELECT o.id, o.genre_ids, o.theme_ids, o.keyword_ids, o.platform_ids, o.game_mode_ids,
      o.perspective_ids, o.company_ids FROM old_games o) n
  CROSS JOIN LATERAL discovery.game_term_rows(n.id, n.genre_ids, n.theme_ids, n.keyword_ids,
    n.platform_ids, n.game_mode_ids, n.perspective_ids, n.company_ids) t
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "discovery"."game_terms_after_delete"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM discovery.game_terms gt USING old_games o WHERE gt.game_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "discovery"."game_terms_after_truncate"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE discovery.game_terms;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "games_game_terms_insert" AFTER INSERT ON "discovery"."games"
  REFERENCING NEW TABLE AS new_games FOR EACH STATEMENT
  EXECUTE FUNCTION "discovery"."game_terms_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "games_game_terms_update" AFTER UPDATE ON "discovery"."games"
  REFERENCING OLD TABLE AS old_games NEW TABLE AS new_games FOR EACH STATEMENT
  EXECUTE FUNCTION "discovery"."game_terms_after_update"();
--> statement-breakpoint
CREATE TRIGGER "games_game_terms_delete" AFTER DELETE ON "discovery"."games"
  REFERENCING OLD TABLE AS old_games FOR EACH STATEMENT
  EXECUTE FUNCTION "discovery"."game_terms_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "games_game_terms_truncate" AFTER TRUNCATE ON "discovery"."games"
  FOR EACH STATEMENT EXECUTE FUNCTION "discovery"."game_terms_after_truncate"();
