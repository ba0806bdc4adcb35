CREATE TABLE "ai_knowledge_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"text" text NOT NULL,
	"search_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "ai_knowledge_passages_employee_idx" ON "ai_knowledge_passages" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE INDEX "ai_knowledge_passages_search_idx" ON "ai_knowledge_passages" USING gin ("search");--> statement-breakpoint
CREATE TABLE "ai_employee_supervision" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid,
	"messaging_settings" jsonb NOT NULL,
	"daily_cap" integer NOT NULL,
	"undo_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "ai_employee_supervision" ADD CONSTRAINT "ai_employee_supervision_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "ai_employee_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"inbound_message_id" uuid,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"inbound_text" text NOT NULL,
	"text" text NOT NULL,
	"sentences" jsonb NOT NULL,
	"removed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escalation_reason" text,
	"send_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_message_id" uuid,
	"client_key" text NOT NULL,
	"task_id" uuid,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "ai_employee_drafts" ADD CONSTRAINT "ai_employee_drafts_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_drafts" ADD CONSTRAINT "ai_employee_drafts_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_drafts" ADD CONSTRAINT "ai_employee_drafts_inbound_message_id_inbox_messages_id_fk" FOREIGN KEY ("inbound_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_drafts" ADD CONSTRAINT "ai_employee_drafts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_drafts" ADD CONSTRAINT "ai_employee_drafts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_employee_drafts_inbound_uq" ON "ai_employee_drafts" USING btree ("employee_id","inbound_message_id");--> statement-breakpoint
CREATE INDEX "ai_employee_drafts_queue_idx" ON "ai_employee_drafts" USING btree ("space_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ai_employee_drafts_due_idx" ON "ai_employee_drafts" USING btree ("send_at") WHERE status in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "ai_employee_drafts_sent_idx" ON "ai_employee_drafts" USING btree ("employee_id","sent_at");
