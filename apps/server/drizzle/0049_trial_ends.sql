ALTER TABLE "spaces" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "spaces_trial_ends_idx" ON "spaces" USING btree ("trial_ends_at") WHERE "spaces"."trial_ends_at" is not null;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "trial_tier" integer;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "trial_days" integer;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "trial_end_tier" integer;
