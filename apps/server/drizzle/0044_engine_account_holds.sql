CREATE TABLE "engine_account_holds" (
	"credential_id" uuid PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "campaign_prospects_credential_due_idx" ON "campaign_prospects" USING btree ("credential_id","next_run_at") WHERE "campaign_prospects"."next_run_at" is not null;