-- The Message-ID each email went out with, so a reply's In-Reply-To/References finds the
-- campaign email and creator. Emails sent before this stay null (their id is derivable).
ALTER TABLE "emails" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE INDEX "emails_message_id_idx" ON "emails" USING btree ("message_id");