CREATE TABLE "placement_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL REFERENCES "spaces"("id") ON DELETE cascade,
	"mailbox_id" uuid NOT NULL REFERENCES "ai_mailboxes"("id") ON DELETE cascade,
	"subject" text NOT NULL,
	"seeds" jsonb NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "placement_tests_mailbox_idx" ON "placement_tests" USING btree ("mailbox_id","created_at");
