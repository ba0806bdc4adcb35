CREATE TABLE "custom_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"base_url" text NOT NULL,
	"cname_target" text NOT NULL,
	"is_default_for_link_tracking" boolean DEFAULT false NOT NULL,
	"is_default_for_video_scenario" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_links" (
	"id" text PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"action_key" text NOT NULL,
	"credential_id" uuid,
	"workflow_id" uuid,
	"prospect_id" uuid,
	"email" text,
	"url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"link_id" text NOT NULL,
	"type" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"credential_id" uuid,
	"workflow_id" uuid,
	"prospect_id" uuid,
	"url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "custom_domains_space_idx" ON "custom_domains" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_link_default_idx" ON "custom_domains" USING btree ("space_id") WHERE "custom_domains"."is_default_for_link_tracking";--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_video_default_idx" ON "custom_domains" USING btree ("space_id") WHERE "custom_domains"."is_default_for_video_scenario";--> statement-breakpoint
CREATE UNIQUE INDEX "email_unsubscribes_idx" ON "email_unsubscribes" USING btree ("space_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_links_key_idx" ON "tracked_links" USING btree ("action_key","kind","url");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_dedupe_idx" ON "tracking_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "tracking_events_prospect_idx" ON "tracking_events" USING btree ("prospect_id","created_at");