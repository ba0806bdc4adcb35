CREATE TABLE "credential_blacklist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"normalized" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"created_by" uuid,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"photo_link" text,
	"link" text,
	"status" text DEFAULT 'active' NOT NULL,
	"account_type" text DEFAULT 'basic' NOT NULL,
	"automation_type" text DEFAULT 'cloud' NOT NULL,
	"country_code" text,
	"proxy_type" text DEFAULT 'basic' NOT NULL,
	"no_proxy" boolean DEFAULT false NOT NULL,
	"custom_proxy" jsonb,
	"proxy_password_enc" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"work_hours_start" integer DEFAULT 9 NOT NULL,
	"work_hours_end" integer DEFAULT 18 NOT NULL,
	"use_browser" boolean DEFAULT false NOT NULL,
	"password_enc" text,
	"cookies_enc" text,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"wait_for_authorization" boolean DEFAULT false NOT NULL,
	"required_2fa" text,
	"two_factor" jsonb,
	"two_factor_password_enc" text,
	"required_subscriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required_actions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subscriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sales_error" text,
	"connect_limited_at" timestamp with time zone,
	"inmail_limited_at" timestamp with time zone,
	"login_limited_at" timestamp with time zone,
	"hibernated_at" timestamp with time zone,
	"captcha_at" timestamp with time zone,
	"subscription_expired_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"setting_proxy" jsonb,
	"auth_status" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" uuid NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voicemail_audios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_file" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"agreed_to_terms_at" timestamp with time zone NOT NULL,
	"forward_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounts" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"member_id" text NOT NULL,
	"premium" boolean NOT NULL,
	"sales_navigator" boolean NOT NULL,
	"recruiter" boolean NOT NULL,
	"inmail_credits" integer NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"logged_in_at" timestamp with time zone,
	"challenge" jsonb,
	"restricted_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"credential_id" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"data" jsonb,
	"client_key" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"credential_id" text NOT NULL,
	"member_id" text NOT NULL,
	"note" text,
	"client_key" text,
	"sent_at" timestamp with time zone NOT NULL,
	"accept_at" timestamp with time zone,
	"decline_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_members" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"headline" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"company_id" text NOT NULL,
	"industry" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text NOT NULL,
	"skills" jsonb NOT NULL,
	"email" text,
	"phone" text,
	"premium" boolean NOT NULL,
	"open_profile" boolean NOT NULL,
	"accept_rate" real NOT NULL,
	"reply_rate" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"credential_id" text NOT NULL,
	"member_id" text NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"reply_kind" text,
	"client_key" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_population" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"posted_days_ago" integer NOT NULL,
	"likes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credential_blacklist" ADD CONSTRAINT "credential_blacklist_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_audios" ADD CONSTRAINT "voicemail_audios_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_audios" ADD CONSTRAINT "voicemail_audios_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_audios" ADD CONSTRAINT "voicemail_audios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_blacklist_unique_idx" ON "credential_blacklist" USING btree ("credential_id","kind","normalized");--> statement-breakpoint
CREATE INDEX "credentials_space_idx" ON "credentials" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_space_username_idx" ON "credentials" USING btree ("space_id",lower("username")) WHERE "credentials"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "signatures_credential_idx" ON "signatures" USING btree ("credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_one_default_idx" ON "signatures" USING btree ("credential_id") WHERE "signatures"."is_default";--> statement-breakpoint
CREATE INDEX "voicemail_audios_credential_idx" ON "voicemail_audios" USING btree ("credential_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_actions_account_idx" ON "sandbox_actions" USING btree ("credential_id","kind","at");--> statement-breakpoint
CREATE INDEX "sandbox_invitations_account_idx" ON "sandbox_invitations" USING btree ("credential_id","sent_at");--> statement-breakpoint
CREATE INDEX "sandbox_invitations_member_idx" ON "sandbox_invitations" USING btree ("credential_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_members_seq_idx" ON "sandbox_members" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "sandbox_messages_account_idx" ON "sandbox_messages" USING btree ("credential_id","sent_at");--> statement-breakpoint
CREATE INDEX "sandbox_messages_member_idx" ON "sandbox_messages" USING btree ("credential_id","member_id");--> statement-breakpoint
CREATE INDEX "sandbox_posts_author_idx" ON "sandbox_posts" USING btree ("author_id");