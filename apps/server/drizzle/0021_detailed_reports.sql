CREATE TABLE "report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"email" text NOT NULL,
	"filename" text,
	"content" text,
	"key_hash" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "actions_space_done_time_idx";--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_user_idx" ON "report_exports" USING btree ("space_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "mailbox_messages_opened_idx" ON "mailbox_messages" USING btree ("credential_id","opened_at") WHERE "mailbox_messages"."opened_at" is not null;--> statement-breakpoint
CREATE INDEX "mailbox_messages_clicked_idx" ON "mailbox_messages" USING btree ("credential_id","clicked_at") WHERE "mailbox_messages"."clicked_at" is not null;--> statement-breakpoint
CREATE INDEX "actions_space_done_time_idx" ON "actions" USING btree ("space_id","performed_at","type","credential_id","workflow_id") WHERE "actions"."status" = 'done';