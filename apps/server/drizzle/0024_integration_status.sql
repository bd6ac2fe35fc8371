CREATE TABLE "integration_status" (
	"key" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_fix" text,
	"last_error_at" timestamp with time zone,
	"usage" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
