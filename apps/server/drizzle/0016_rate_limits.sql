CREATE TABLE "email_send_pacing" (
	"mailer_account_id" integer PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_send_pacing" ADD CONSTRAINT "email_send_pacing_mailer_account_id_mailer_accounts_id_fk" FOREIGN KEY ("mailer_account_id") REFERENCES "public"."mailer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_resets_at_idx" ON "rate_limit_windows" USING btree ("resets_at");