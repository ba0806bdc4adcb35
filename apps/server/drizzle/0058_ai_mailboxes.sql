CREATE TABLE "ai_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'registering' NOT NULL,
	"registrar" text NOT NULL,
	"registrar_ref" text,
	"ready_at" timestamp with time zone NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key_enc" text NOT NULL,
	"dns_provider" text NOT NULL,
	"dns_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dns_verified_at" timestamp with time zone,
	"dns_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "ai_mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"email" text NOT NULL,
	"sender_name" text NOT NULL,
	"warmup" jsonb,
	"warmup_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "ai_domains" ADD CONSTRAINT "ai_domains_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_mailboxes" ADD CONSTRAINT "ai_mailboxes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_mailboxes" ADD CONSTRAINT "ai_mailboxes_domain_id_ai_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."ai_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_mailboxes" ADD CONSTRAINT "ai_mailboxes_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_domains_name_idx" ON "ai_domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ai_domains_space_idx" ON "ai_domains" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_mailboxes_email_idx" ON "ai_mailboxes" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_mailboxes_integration_idx" ON "ai_mailboxes" USING btree ("integration_id");--> statement-breakpoint
CREATE INDEX "ai_mailboxes_domain_idx" ON "ai_mailboxes" USING btree ("domain_id");--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD COLUMN "complained_at" timestamp with time zone;
