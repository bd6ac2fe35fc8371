CREATE TABLE "discovery"."import_refused_rows" (
	"task_id" bigint NOT NULL,
	"row" integer NOT NULL,
	"field" text,
	"reason" text NOT NULL,
	"line" "bytea" NOT NULL,
	CONSTRAINT "import_refused_rows_task_id_row_pk" PRIMARY KEY("task_id","row")
);
--> statement-breakpoint
ALTER TABLE "discovery"."import_tasks" ADD COLUMN "csv_header" text;--> statement-breakpoint
ALTER TABLE "discovery"."import_tasks" ADD COLUMN "failure" text;--> statement-breakpoint
-- The text search is case and accent blind: search_text holds search_fold(the names), kept by
-- triggers whoever writes the row (seed, ingest, a restore), and the search folds its text
-- with the same function. NFKD splits a letter from its accents, which are dropped; letters
-- that do not decompose are mapped (ø, ł, đ, ħ, ı, ŀ; æ, œ, ß, þ as two letters). Built-in
-- functions only (no unaccent extension), so PGlite and PostgreSQL fold alike.
CREATE FUNCTION "discovery"."search_fold"(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    replace(replace(replace(replace(
      lower(regexp_replace(normalize($1, NFKD), '[\u0300-\u036f]', '', 'g')),
      'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th'),
    'øłđħıŀ', 'oldhil')
$$;
--> statement-breakpoint
CREATE FUNCTION "discovery"."creators_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := discovery.search_fold(trim(coalesce(NEW.handle, '') || ' ' || NEW.display_name));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "discovery"."name_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := discovery.search_fold(NEW.name);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "creators_search_text" BEFORE INSERT OR UPDATE OF "handle", "display_name", "search_text"
  ON "discovery"."creators" FOR EACH ROW EXECUTE FUNCTION "discovery"."creators_search_text"();
--> statement-breakpoint
CREATE TRIGGER "games_search_text" BEFORE INSERT OR UPDATE OF "name", "search_text"
  ON "discovery"."games" FOR EACH ROW EXECUTE FUNCTION "discovery"."name_search_text"();
--> statement-breakpoint
CREATE TRIGGER "terms_search_text" BEFORE INSERT OR UPDATE OF "name", "search_text"
  ON "discovery"."terms" FOR EACH ROW EXECUTE FUNCTION "discovery"."name_search_text"();
--> statement-breakpoint
UPDATE "discovery"."creators" SET "search_text" = "search_text"
  WHERE "search_text" IS DISTINCT FROM discovery.search_fold(trim(coalesce("handle", '') || ' ' || "display_name"));
--> statement-breakpoint
UPDATE "discovery"."games" SET "search_text" = "search_text"
  WHERE "search_text" IS DISTINCT FROM discovery.search_fold("name");
--> statement-breakpoint
UPDATE "discovery"."terms" SET "search_text" = "search_text"
  WHERE "search_text" IS DISTINCT FROM discovery.search_fold("name");
