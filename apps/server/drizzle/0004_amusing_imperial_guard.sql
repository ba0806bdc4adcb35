CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"type" text DEFAULT 'profile' NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_balances" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid,
	"credential_id" uuid,
	"category" text NOT NULL,
	"origin" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"external_id" text,
	"workflow_id" uuid,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_message_text" text DEFAULT '' NOT NULL,
	"last_direction" text DEFAULT 'outbound' NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_drafts" (
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"draft" text DEFAULT '' NOT NULL,
	"subject" text,
	"last_preview" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_drafts_user_id_prospect_id_channel_pk" PRIMARY KEY("user_id","prospect_id","channel")
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"direction" text NOT NULL,
	"external_id" text,
	"subject" text,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"workflow_id" uuid,
	"node_id" text,
	"sent_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_sync_state" (
	"credential_id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"cursor" text,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"messages_synced" integer DEFAULT 0 NOT NULL,
	"last_lag_ms" bigint,
	"max_lag_ms" bigint,
	"total_lag_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"created_by" uuid,
	"type" text DEFAULT 'message' NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_notes" ADD CONSTRAINT "prospect_notes_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_notes" ADD CONSTRAINT "prospect_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_drafts" ADD CONSTRAINT "inbox_drafts_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labels_space_idx" ON "labels" USING btree ("space_id","type");--> statement-breakpoint
CREATE INDEX "prospect_notes_prospect_idx" ON "prospect_notes" USING btree ("prospect_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_space_time_idx" ON "credit_ledger" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_cred_prospect_channel_idx" ON "conversations" USING btree ("credential_id","prospect_id","channel");--> statement-breakpoint
CREATE INDEX "conversations_cred_last_idx" ON "conversations" USING btree ("credential_id","is_archived","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_cred_unread_idx" ON "conversations" USING btree ("credential_id") WHERE "conversations"."unread_count" > 0 and not "conversations"."is_archived";--> statement-breakpoint
CREATE INDEX "conversations_space_last_idx" ON "conversations" USING btree ("space_id","is_archived","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_prospect_idx" ON "conversations" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_conv_time_idx" ON "inbox_messages" USING btree ("conversation_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_external_idx" ON "inbox_messages" USING btree ("credential_id","external_id") WHERE "inbox_messages"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "inbox_messages_prospect_idx" ON "inbox_messages" USING btree ("prospect_id","sent_at");--> statement-breakpoint
CREATE INDEX "templates_space_type_idx" ON "templates" USING btree ("space_id","type");