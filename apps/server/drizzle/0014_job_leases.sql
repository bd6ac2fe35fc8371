-- Leases of running jobs: a worker renews its job's lease every few seconds, so a job whose
-- worker died is taken over within a minute instead of after pg-boss's job expiry.
CREATE TABLE "job_leases" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"owner" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"takeovers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_leases_expires_at_idx" ON "job_leases" USING btree ("expires_at");