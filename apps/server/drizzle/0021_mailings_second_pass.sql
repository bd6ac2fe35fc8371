CREATE TABLE "mail_remote_image_senders" (
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_remote_image_senders_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "remote_images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "dropped_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_threads" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_remote_image_senders" ADD CONSTRAINT "mail_remote_image_senders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_threads_search_vector_idx" ON "mail_threads" USING gin ("search_vector");--> statement-breakpoint
-- Full-text search of a thread (issue 29): subject first (A), then participants and attachment
-- names (B), then the text of every message, newest first. 'simple' config: mail comes in any
-- language, so words are matched as written (lower-cased), not stemmed. Capped so one huge
-- thread stays under the 1 MB a tsvector may hold. refreshThread writes it.
CREATE OR REPLACE FUNCTION mail_thread_search_vector(thread bigint) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('simple', coalesce((SELECT subject FROM mail_threads WHERE id = thread), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce((
      SELECT string_agg(coalesce(m.from_name, '') || ' ' || m.from_email, ' ')
      FROM mail_messages m WHERE m.thread_id = thread), '')), 'B') ||
    setweight(to_tsvector('simple', coalesce((
      SELECT string_agg(name, ' ') FROM (
        SELECT a.file_name AS name FROM mail_message_attachments a
          JOIN mail_messages m ON m.id = a.message_id WHERE m.thread_id = thread
        UNION ALL
        SELECT d->>'fileName' FROM mail_messages m, jsonb_array_elements(m.dropped_attachments) d
          WHERE m.thread_id = thread) names), '')), 'B') ||
    to_tsvector('simple', left(coalesce((
      SELECT string_agg(m.subject || ' ' || left(m.text, 100000), ' ' ORDER BY m.sent_at DESC, m.id DESC)
      FROM mail_messages m WHERE m.thread_id = thread), ''), 400000))
$$;--> statement-breakpoint
UPDATE "mail_threads" SET "search_vector" = mail_thread_search_vector("id");
