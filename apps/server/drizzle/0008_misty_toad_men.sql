DROP INDEX "prospects_space_relation_idx";--> statement-breakpoint
DROP INDEX "inbox_messages_conv_time_idx";--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "credential_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "prospects_space_relation_created_idx" ON "prospects" USING btree ("space_id","relation","created_at","id");--> statement-breakpoint
CREATE INDEX "prospects_credentials_idx" ON "prospects" USING gin ("credential_ids");--> statement-breakpoint
CREATE INDEX "inbox_messages_conv_time_id_idx" ON "inbox_messages" USING btree ("conversation_id","sent_at","id");