CREATE TABLE "agency_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"rule" text DEFAULT 'any_channel' NOT NULL,
	"window_days" integer DEFAULT 30 NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "agency_group_spaces" (
	"space_id" uuid PRIMARY KEY NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"group_id" uuid NOT NULL REFERENCES "agency_groups"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "agency_group_spaces_group_idx" ON "agency_group_spaces" USING btree ("group_id");--> statement-breakpoint
CREATE TABLE "agency_contacts" (
	"group_id" uuid NOT NULL REFERENCES "agency_groups"("id") ON DELETE cascade,
	"person_hash" text NOT NULL,
	"channel" text NOT NULL,
	"space_id" uuid NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"contacted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agency_contacts_group_id_person_hash_channel_space_id_pk" PRIMARY KEY("group_id","person_hash","channel","space_id")
);--> statement-breakpoint
CREATE TABLE "data_suppressions" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"brand" text,
	"space_id" uuid REFERENCES "spaces"("id") ON DELETE cascade,
	"identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hashes" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"space_id" uuid REFERENCES "spaces"("id") ON DELETE cascade,
	"brand" text,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"target" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_log_space_idx" ON "audit_log" USING btree ("space_id","created_at");
