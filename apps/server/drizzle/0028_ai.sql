CREATE TABLE "ai_auto_label_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"ai_label" text NOT NULL,
	"label_id" uuid,
	"relation" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_company_researches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"host_name" text NOT NULL,
	"objective" text NOT NULL,
	"summary" text NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"input_preview" text NOT NULL,
	"output" text,
	"error" text,
	"provider" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_reply_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"ai_label" text NOT NULL,
	"confidence" real NOT NULL,
	"provider" text NOT NULL,
	"corrected_label" text,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_step_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"campaign_prospect_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"variable" text NOT NULL,
	"status" text NOT NULL,
	"text" text,
	"error" text,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_auto_label_rules" ADD CONSTRAINT "ai_auto_label_rules_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_company_researches" ADD CONSTRAINT "ai_company_researches_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_company_researches" ADD CONSTRAINT "ai_company_researches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_prompts" ADD CONSTRAINT "ai_prompts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_prompts" ADD CONSTRAINT "ai_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reply_labels" ADD CONSTRAINT "ai_reply_labels_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reply_labels" ADD CONSTRAINT "ai_reply_labels_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_step_texts" ADD CONSTRAINT "ai_step_texts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_auto_label_rules_space_label_idx" ON "ai_auto_label_rules" USING btree ("space_id","ai_label");--> statement-breakpoint
CREATE INDEX "ai_company_researches_user_idx" ON "ai_company_researches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_prompts_user_idx" ON "ai_prompts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_reply_labels_message_idx" ON "ai_reply_labels" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "ai_reply_labels_conversation_idx" ON "ai_reply_labels" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_reply_labels_prospect_idx" ON "ai_reply_labels" USING btree ("prospect_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_step_texts_cp_node_var_idx" ON "ai_step_texts" USING btree ("campaign_prospect_id","node_id","variable");--> statement-breakpoint
CREATE INDEX "inbox_messages_inbound_stored_idx" ON "inbox_messages" USING btree ("created_at") WHERE "inbox_messages"."direction" = 'inbound';