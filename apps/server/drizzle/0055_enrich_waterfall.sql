CREATE TABLE "enrichment_settings" (
	"space_id" uuid PRIMARY KEY NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"email_sources" text[] NOT NULL,
	"phone_sources" text[] NOT NULL,
	"catch_all_policy" text NOT NULL,
	"refresh_after_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "enrichment_provenance" (
	"prospect_id" uuid NOT NULL REFERENCES "prospects"("id") ON DELETE cascade,
	"space_id" uuid NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"field" text NOT NULL,
	"email" text,
	"phone" text,
	"source" text NOT NULL,
	"verification" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enrichment_provenance_prospect_id_field_pk" PRIMARY KEY("prospect_id","field")
);--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"space_id" uuid NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"result" text NOT NULL,
	"detail" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_verifications_space_id_email_pk" PRIMARY KEY("space_id","email")
);--> statement-breakpoint
CREATE TABLE "enrichment_attempts" (
	"idempotency_key" text NOT NULL,
	"source" text NOT NULL,
	"space_id" uuid NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"outcome" text NOT NULL,
	"email" text,
	"phone" text,
	"verification" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrichment_attempts_idempotency_key_source_pk" PRIMARY KEY("idempotency_key","source")
);--> statement-breakpoint
CREATE TABLE "enrichment_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"prospect_id" uuid NOT NULL,
	"field" text NOT NULL,
	"source" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "enrichment_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"user_id" uuid,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"credits_spent" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "enrichment_runs_space_idx" ON "enrichment_runs" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE TABLE "enrichment_run_items" (
	"run_id" uuid NOT NULL REFERENCES "enrichment_runs"("id") ON DELETE cascade,
	"seq" integer NOT NULL,
	"prospect_id" uuid NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"outcome" text,
	CONSTRAINT "enrichment_run_items_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
