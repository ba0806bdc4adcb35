CREATE TABLE "extension_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" uuid NOT NULL REFERENCES "credentials"("id") ON DELETE cascade,
	"action_key" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"result" jsonb,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"reported_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "extension_actions_key_idx" ON "extension_actions" USING btree ("credential_id","action_key");--> statement-breakpoint
CREATE INDEX "extension_actions_open_idx" ON "extension_actions" USING btree ("credential_id","status");
