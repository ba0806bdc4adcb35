ALTER TABLE "whitelabels" ALTER COLUMN "is_billing_enabled" SET DEFAULT true;--> statement-breakpoint
-- The default brand bills its customers in the app: its /billing shows (a brand with billing off hides it).
UPDATE "whitelabels" SET "is_billing_enabled" = true WHERE "brand" = 'leadloop';
