DROP INDEX "integrations_credential_type_idx";--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "daily_limit" integer;--> statement-breakpoint
ALTER TABLE "mailbox_sync" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "mailbox_sync" ADD COLUMN "watched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailbox_sync" ADD COLUMN "watch_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_credential_type_email_idx" ON "integrations" USING btree ("credential_id","type","email");--> statement-breakpoint
CREATE INDEX "mailbox_messages_integration_sent_idx" ON "mailbox_messages" USING btree ("integration_id","sent_at");