CREATE TABLE "whitelabel_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"space_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabels" (
	"brand" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"colors" jsonb NOT NULL,
	"logo_square_url" text,
	"logo_rectangle_url" text,
	"logo_shape" text DEFAULT 'square' NOT NULL,
	"logo_height" integer DEFAULT 35 NOT NULL,
	"favicon_url" text,
	"support" jsonb NOT NULL,
	"sidebar_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bottom_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"network_name" text DEFAULT 'LinkedIn' NOT NULL,
	"email" jsonb NOT NULL,
	"smtp_password_enc" text,
	"auth" jsonb NOT NULL,
	"flags" jsonb NOT NULL,
	"is_buzz" boolean DEFAULT false NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"max_credentials" integer,
	"is_billing_enabled" boolean DEFAULT false NOT NULL,
	"client_link" text,
	"allow_customer_domains" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whitelabel_hosts" ADD CONSTRAINT "whitelabel_hosts_brand_whitelabels_brand_fk" FOREIGN KEY ("brand") REFERENCES "public"."whitelabels"("brand") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "whitelabel_hosts" ADD CONSTRAINT "whitelabel_hosts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whitelabel_hosts_brand_idx" ON "whitelabel_hosts" USING btree ("brand");--> statement-breakpoint
-- The default brand, as the hard-coded map had it.
INSERT INTO "whitelabels" ("brand", "name", "colors", "support", "email", "auth", "flags") VALUES (
  'leadloop', 'Leadloop',
  '{"primary":"#4f46e5","secondary":"#0ea5e9","accent":"#f59e0b"}',
  '{"type":"none","name":null,"app_id":null,"user_id":null}',
  '{"sender_name":null,"sender_email":null,"smtp_host":null,"smtp_port":null,"smtp_secure":false,"smtp_user":null}',
  '{"is_password_auth_enabled":true,"is_google_auth_enabled":true,"is_microsoft_auth_enabled":true,"is_ui_registration_enabled":true,"is_ghl_only_registration":false}',
  '{"hide_health_panel":false,"hide_subscription_notices":false,"hide_seat_counts":false,"brand_features":[]}'
) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Each process keeps the brands in memory (modules/brand/brand-config.ts); any change is announced on the
-- auth cache's channel as it commits (payload 'brands'), so every process reloads its copy at once.
CREATE OR REPLACE FUNCTION brands_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_cache', 'brands');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER whitelabels_cache AFTER INSERT OR UPDATE OR DELETE ON whitelabels FOR EACH STATEMENT EXECUTE FUNCTION brands_cache_notify();
--> statement-breakpoint
CREATE TRIGGER whitelabel_hosts_cache AFTER INSERT OR UPDATE OR DELETE ON whitelabel_hosts FOR EACH STATEMENT EXECUTE FUNCTION brands_cache_notify();
