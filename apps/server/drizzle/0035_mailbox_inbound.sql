CREATE TABLE "mailbox_inbound" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"message_key" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"kind" text NOT NULL,
	"sent_message_id" uuid,
	"prospect_id" uuid,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_sync" (
	"integration_id" uuid PRIMARY KEY NOT NULL,
	"credential_id" uuid NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_lag_ms" bigint
);
--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD COLUMN "bounce" text;--> statement-breakpoint
ALTER TABLE "mailbox_inbound" ADD CONSTRAINT "mailbox_inbound_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_inbound" ADD CONSTRAINT "mailbox_inbound_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_inbound" ADD CONSTRAINT "mailbox_inbound_sent_message_id_mailbox_messages_id_fk" FOREIGN KEY ("sent_message_id") REFERENCES "public"."mailbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_sync" ADD CONSTRAINT "mailbox_sync_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_sync" ADD CONSTRAINT "mailbox_sync_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_inbound_key_idx" ON "mailbox_inbound" USING btree ("integration_id","message_key");