CREATE TABLE "campaign_email_contents" (
	"campaign_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_email_contents_campaign_id_type_pk" PRIMARY KEY("campaign_id","type")
);
--> statement-breakpoint
CREATE TABLE "campaign_email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"influencer_id" integer,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer,
	"influencer_id" integer,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"template_id" integer,
	"template_name" text,
	"mailer_account_id" integer,
	"from_email" text NOT NULL,
	"from_name" text,
	"reply_to" text,
	"to_email" text NOT NULL,
	"to_name" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"smtp_response" text,
	"error" text,
	"unconfirmed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"opens" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_state_valid" CHECK ("emails"."state" in ('queued', 'sending', 'finalizing', 'delivered', 'error', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "mailer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"auth_type" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"host" text,
	"port" integer,
	"username" text,
	"secure" boolean DEFAULT false NOT NULL,
	"password_sealed" text,
	"refresh_token_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailer_accounts_auth_type_valid" CHECK ("mailer_accounts"."auth_type" in ('smtp', 'gmail')),
	CONSTRAINT "mailer_accounts_email_lower" CHECK ("mailer_accounts"."email" = lower("mailer_accounts"."email"))
);
--> statement-breakpoint
ALTER TABLE "campaign_email_contents" ADD CONSTRAINT "campaign_email_contents_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_email_contents" ADD CONSTRAINT "campaign_email_contents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_email_templates" ADD CONSTRAINT "campaign_email_templates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_email_templates" ADD CONSTRAINT "campaign_email_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_template_id_campaign_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."campaign_email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_mailer_account_id_mailer_accounts_id_fk" FOREIGN KEY ("mailer_account_id") REFERENCES "public"."mailer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailer_accounts" ADD CONSTRAINT "mailer_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_email_templates_name_unique" ON "campaign_email_templates" USING btree ("campaign_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "emails_dedupe_key_unique" ON "emails" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "emails_campaign_idx" ON "emails" USING btree ("campaign_id","influencer_id","id");--> statement-breakpoint
CREATE INDEX "emails_influencer_idx" ON "emails" USING btree ("influencer_id","id");--> statement-breakpoint
CREATE INDEX "emails_unfinished_idx" ON "emails" USING btree ("state","lease_until") WHERE "emails"."state" in ('queued', 'sending', 'finalizing');--> statement-breakpoint
CREATE UNIQUE INDEX "mailer_accounts_owner_email_unique" ON "mailer_accounts" USING btree ("owner_id","email");--> statement-breakpoint
CREATE INDEX "mailer_accounts_email_idx" ON "mailer_accounts" USING btree ("email");