ALTER TABLE "spaces" ADD COLUMN "sample_status" text;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "sample_progress" integer DEFAULT 0 NOT NULL;