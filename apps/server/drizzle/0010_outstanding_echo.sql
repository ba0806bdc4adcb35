CREATE TABLE "voicemail_drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"audio_id" uuid NOT NULL,
	"to_number" text NOT NULL,
	"client_key" text NOT NULL,
	"status" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"dropped_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voicemail_drops" ADD CONSTRAINT "voicemail_drops_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voicemail_drops_client_key_idx" ON "voicemail_drops" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "voicemail_drops_number_idx" ON "voicemail_drops" USING btree ("to_number","dropped_at");