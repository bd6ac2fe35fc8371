ALTER TABLE "mailer_accounts" ADD COLUMN "sign_in_error" text;--> statement-breakpoint
ALTER TABLE "mailer_accounts" ADD COLUMN "sign_in_error_at" timestamp with time zone;