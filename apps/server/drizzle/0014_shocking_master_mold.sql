DROP INDEX "inbox_attachments_pending_idx";--> statement-breakpoint
ALTER TABLE "inbox_attachments" ADD COLUMN "prospect_id" uuid;--> statement-breakpoint
ALTER TABLE "inbox_attachments" ADD CONSTRAINT "inbox_attachments_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_attachments_pending_idx" ON "inbox_attachments" USING btree ("uploaded_by","prospect_id","created_at") WHERE "inbox_attachments"."message_id" is null;