ALTER TABLE "prospects" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "opted_out_reason" text;--> statement-breakpoint
CREATE TABLE "prospect_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL REFERENCES "prospects"("id") ON DELETE cascade,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"proof" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone" text,
	"email" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "prospect_consents_prospect_idx" ON "prospect_consents" USING btree ("prospect_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_consents_one_revocation_idx" ON "prospect_consents" USING btree ("prospect_id") WHERE "prospect_consents"."status" = 'revoked' and "prospect_consents"."channel" = 'all';--> statement-breakpoint
CREATE TABLE "sms_sender_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL UNIQUE,
	"brand_name" text NOT NULL,
	"use_case" text NOT NULL,
	"sample_message" text NOT NULL,
	"outcome" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialer_accounts" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "dialer_phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"number" text NOT NULL,
	"country_code" text NOT NULL,
	"category" text NOT NULL,
	"state_name" text,
	"region_id" text NOT NULL,
	"region_name" text NOT NULL,
	"sms_supported" boolean DEFAULT false NOT NULL,
	"number_to_redirect" text,
	"status" text DEFAULT 'active' NOT NULL,
	"monthly_price" integer NOT NULL,
	"installation_price" integer NOT NULL,
	"provider_sid" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "dialer_phones_number_idx" ON "dialer_phones" USING btree ("number") WHERE "dialer_phones"."status" = 'active';--> statement-breakpoint
CREATE INDEX "dialer_phones_space_idx" ON "dialer_phones" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE TABLE "dialer_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"phone_id" uuid NOT NULL REFERENCES "dialer_phones"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL,
	"prospect_id" uuid,
	"direction" text NOT NULL,
	"phone_number" text NOT NULL,
	"prospect_phone_number" text NOT NULL,
	"status" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"record_file" text,
	"name" text,
	"provider_sid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "dialer_calls_space_idx" ON "dialer_calls" USING btree ("space_id","start_date");--> statement-breakpoint
CREATE INDEX "dialer_calls_phone_idx" ON "dialer_calls" USING btree ("phone_id","start_date");
