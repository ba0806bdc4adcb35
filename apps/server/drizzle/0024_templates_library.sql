ALTER TABLE "templates" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "is_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "usage_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
-- Saved replies written before the library were seen by every member: they stay shared.
UPDATE "templates" SET "is_shared" = true;
