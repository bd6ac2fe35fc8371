CREATE TABLE "campaign_replies" (
	"campaign_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"first_replied_at" timestamp with time zone NOT NULL,
	"last_replied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_replies_campaign_id_influencer_id_pk" PRIMARY KEY("campaign_id","influencer_id")
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_folder_cursors" (
	"mailer_account_id" integer NOT NULL,
	"folder" text NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"highest_modseq" text,
	"history_id" text,
	"scanned" bigint DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "mail_folder_cursors_mailer_account_id_folder_pk" PRIMARY KEY("mailer_account_id","folder")
);
--> statement-breakpoint
CREATE TABLE "mail_message_attachments" (
	"message_id" bigint NOT NULL,
	"attachment_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_message_attachments_message_id_attachment_id_pk" PRIMARY KEY("message_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mailer_account_id" integer NOT NULL,
	"thread_id" bigint NOT NULL,
	"provider_key" text NOT NULL,
	"provider_id" text,
	"folder" text,
	"uid" bigint,
	"message_id_header" text,
	"in_reply_to" text,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"direction" text NOT NULL,
	"from_email" text NOT NULL,
	"from_name" text,
	"to_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"seen" boolean DEFAULT false NOT NULL,
	"status" text,
	"email_id" bigint,
	"template_id" integer,
	"replies_to_email_id" bigint,
	"sent_copy_pending" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_status_valid" CHECK ("mail_messages"."status" is null or "mail_messages"."status" in ('draft', 'pending', 'sent', 'failed')),
	CONSTRAINT "mail_messages_direction_valid" CHECK ("mail_messages"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "mail_thread_influencers" (
	"thread_id" bigint NOT NULL,
	"influencer_id" integer NOT NULL,
	CONSTRAINT "mail_thread_influencers_thread_id_influencer_id_pk" PRIMARY KEY("thread_id","influencer_id")
);
--> statement-breakpoint
CREATE TABLE "mail_threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mailer_account_id" integer NOT NULL,
	"provider_thread_id" text,
	"subject" text NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"messages_count" integer DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"from_email" text NOT NULL,
	"from_name" text,
	"snippet" text DEFAULT '' NOT NULL,
	"template_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"mailer_account_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"sync_requested_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "references_header" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mailer_accounts" ADD COLUMN "imap_host" text;--> statement-breakpoint
ALTER TABLE "mailer_accounts" ADD COLUMN "imap_port" integer;--> statement-breakpoint
ALTER TABLE "mailer_accounts" ADD COLUMN "imap_secure" boolean;--> statement-breakpoint
ALTER TABLE "mailer_accounts" ADD COLUMN "imap_username" text;--> statement-breakpoint
ALTER TABLE "mailer_accounts" ADD COLUMN "imap_password_sealed" text;--> statement-breakpoint
ALTER TABLE "campaign_replies" ADD CONSTRAINT "campaign_replies_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_replies" ADD CONSTRAINT "campaign_replies_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_folder_cursors" ADD CONSTRAINT "mail_folder_cursors_mailer_account_id_mailboxes_mailer_account_id_fk" FOREIGN KEY ("mailer_account_id") REFERENCES "public"."mailboxes"("mailer_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_message_attachments" ADD CONSTRAINT "mail_message_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_message_attachments" ADD CONSTRAINT "mail_message_attachments_attachment_id_mail_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."mail_attachments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_mailer_account_id_mailboxes_mailer_account_id_fk" FOREIGN KEY ("mailer_account_id") REFERENCES "public"."mailboxes"("mailer_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_thread_id_mail_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."mail_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_template_id_mailing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mailing_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_replies_to_email_id_emails_id_fk" FOREIGN KEY ("replies_to_email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_thread_influencers" ADD CONSTRAINT "mail_thread_influencers_thread_id_mail_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."mail_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_thread_influencers" ADD CONSTRAINT "mail_thread_influencers_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_threads" ADD CONSTRAINT "mail_threads_mailer_account_id_mailboxes_mailer_account_id_fk" FOREIGN KEY ("mailer_account_id") REFERENCES "public"."mailboxes"("mailer_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_threads" ADD CONSTRAINT "mail_threads_template_id_mailing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mailing_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_mailer_account_id_mailer_accounts_id_fk" FOREIGN KEY ("mailer_account_id") REFERENCES "public"."mailer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_templates" ADD CONSTRAINT "mailing_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_attachments_sha256_unique" ON "mail_attachments" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "mail_message_attachments_attachment_idx" ON "mail_message_attachments" USING btree ("attachment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_provider_unique" ON "mail_messages" USING btree ("mailer_account_id","provider_key");--> statement-breakpoint
CREATE INDEX "mail_messages_thread_idx" ON "mail_messages" USING btree ("thread_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "mail_messages_message_id_idx" ON "mail_messages" USING btree ("mailer_account_id","message_id_header");--> statement-breakpoint
CREATE INDEX "mail_messages_in_reply_to_idx" ON "mail_messages" USING btree ("mailer_account_id","in_reply_to");--> statement-breakpoint
CREATE INDEX "mail_messages_folder_uid_idx" ON "mail_messages" USING btree ("mailer_account_id","folder","uid");--> statement-breakpoint
CREATE INDEX "mail_messages_email_idx" ON "mail_messages" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "mail_thread_influencers_influencer_idx" ON "mail_thread_influencers" USING btree ("influencer_id","thread_id");--> statement-breakpoint
CREATE INDEX "mail_threads_account_last_idx" ON "mail_threads" USING btree ("mailer_account_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "mail_threads_last_idx" ON "mail_threads" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_threads_provider_unique" ON "mail_threads" USING btree ("mailer_account_id","provider_thread_id") WHERE "mail_threads"."provider_thread_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_threads_search_trgm_idx" ON "mail_threads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_templates_name_unique" ON "mailing_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "influencers_email_lower_idx" ON "influencers" USING btree (lower("email"));