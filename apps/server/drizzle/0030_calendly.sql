CREATE TABLE "calendly_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"connection_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"event" text NOT NULL,
	"email" text NOT NULL,
	"prospect_ids" uuid[] DEFAULT '{}' NOT NULL,
	"start_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendly_bookings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "calendly_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"token_enc" text NOT NULL,
	"kind" text DEFAULT 'pat' NOT NULL,
	"calendly_user_uri" text NOT NULL,
	"organization_uri" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"signing_key_enc" text NOT NULL,
	"webhook_uri" text,
	"webhook_error" text,
	"event_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendly_connections_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "calendly_bookings" ADD CONSTRAINT "calendly_bookings_connection_id_calendly_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendly_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendly_connections" ADD CONSTRAINT "calendly_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendly_connections" ADD CONSTRAINT "calendly_connections_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;