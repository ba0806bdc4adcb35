CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"tokens_enc" text NOT NULL,
	"account_id" text,
	"account_name" text,
	"user_info" jsonb,
	"expired_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"connected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"name" text,
	"stage_name" text,
	"owner_name" text,
	"remote_modified_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_space_platform_uq" ON "crm_connections" USING btree ("space_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_links_record_uq" ON "crm_links" USING btree ("space_id","platform","record_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_links_prospect_uq" ON "crm_links" USING btree ("prospect_id","platform","record_type");