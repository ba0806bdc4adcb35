-- Every table of workspace data carries space_id (issue 11): signatures and account blacklists take theirs
-- from the account they belong to.
ALTER TABLE "credential_blacklist" ADD COLUMN "space_id" uuid;--> statement-breakpoint
UPDATE "credential_blacklist" b SET "space_id" = c."space_id" FROM "credentials" c WHERE c."id" = b."credential_id";--> statement-breakpoint
ALTER TABLE "credential_blacklist" ALTER COLUMN "space_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "space_id" uuid;--> statement-breakpoint
UPDATE "signatures" s SET "space_id" = c."space_id" FROM "credentials" c WHERE c."id" = s."credential_id";--> statement-breakpoint
ALTER TABLE "signatures" ALTER COLUMN "space_id" SET NOT NULL;
