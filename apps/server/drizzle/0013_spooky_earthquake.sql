ALTER TABLE "inbox_sync_state" ADD COLUMN "sms_cursor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "direction" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "reply_to_id" uuid;--> statement-breakpoint
CREATE INDEX "sms_messages_settled_idx" ON "sms_messages" USING btree ("credential_id","settled_at");