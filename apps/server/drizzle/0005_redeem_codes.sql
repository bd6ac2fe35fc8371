CREATE TABLE "redeem_code_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"action" text NOT NULL,
	"platform" text,
	"count" integer DEFAULT 0 NOT NULL,
	"actor_id" integer,
	"via" text DEFAULT 'team' NOT NULL,
	"influencer_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_code_pools" (
	"campaign_id" integer NOT NULL,
	"platform" text NOT NULL,
	"bundle_size" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_code_pools_campaign_id_platform_pk" PRIMARY KEY("campaign_id","platform"),
	CONSTRAINT "redeem_code_pools_bundle_size_valid" CHECK ("redeem_code_pools"."bundle_size" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "redeem_code_requests" (
	"campaign_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"platform" text NOT NULL,
	"first_requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "redeem_code_requests_campaign_id_influencer_id_platform_pk" PRIMARY KEY("campaign_id","influencer_id","platform")
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"platform" text NOT NULL,
	"code_hash" "bytea" NOT NULL,
	"code_sealed" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"influencer_id" integer,
	"reserved_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"import_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_codes_status_valid" CHECK ("redeem_codes"."status" in ('available', 'reserved', 'issued')),
	CONSTRAINT "redeem_codes_state_consistent" CHECK (("redeem_codes"."status" = 'available' and "redeem_codes"."influencer_id" is null and "redeem_codes"."issued_at" is null and "redeem_codes"."reserved_at" is null)
        or ("redeem_codes"."status" = 'reserved' and "redeem_codes"."reserved_at" is not null and "redeem_codes"."issued_at" is null)
        or ("redeem_codes"."status" = 'issued' and "redeem_codes"."issued_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "redeem_code_audit" ADD CONSTRAINT "redeem_code_audit_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_audit" ADD CONSTRAINT "redeem_code_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_audit" ADD CONSTRAINT "redeem_code_audit_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_pools" ADD CONSTRAINT "redeem_code_pools_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_requests" ADD CONSTRAINT "redeem_code_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_requests" ADD CONSTRAINT "redeem_code_requests_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeem_code_audit_campaign_idx" ON "redeem_code_audit" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "redeem_code_requests_waiting_idx" ON "redeem_code_requests" USING btree ("campaign_id","platform") WHERE "redeem_code_requests"."fulfilled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_codes_code_hash_unique" ON "redeem_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "redeem_codes_available_idx" ON "redeem_codes" USING btree ("campaign_id","platform","id") WHERE "redeem_codes"."status" = 'available';--> statement-breakpoint
CREATE INDEX "redeem_codes_holder_idx" ON "redeem_codes" USING btree ("campaign_id","influencer_id","platform") WHERE "redeem_codes"."influencer_id" is not null;--> statement-breakpoint
CREATE INDEX "redeem_codes_campaign_status_idx" ON "redeem_codes" USING btree ("campaign_id","platform","status");