CREATE TABLE "brand_billing" (
	"brand" text PRIMARY KEY NOT NULL,
	"wl_price" jsonb,
	"buzz_pricing" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"tier" integer NOT NULL,
	"interval" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"price_external_id" text DEFAULT '' NOT NULL,
	"card_description" jsonb DEFAULT '{"name":"","features":[]}'::jsonb NOT NULL,
	"promotion_code" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_index_alerts" (
	"space_id" uuid NOT NULL,
	"threshold" integer NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_index_alerts_space_id_threshold_pk" PRIMARY KEY("space_id","threshold")
);
--> statement-breakpoint
CREATE TABLE "health_index_brand_settings" (
	"brand" text PRIMARY KEY NOT NULL,
	"thresholds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_index_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"min" integer NOT NULL,
	"max" integer,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_index_scores" (
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"score" integer NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"matched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "health_index_scores_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "health_index_alerts" ADD CONSTRAINT "health_index_alerts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_index_scores" ADD CONSTRAINT "health_index_scores_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_prices_brand_idx" ON "brand_prices" USING btree ("brand","type");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_prices_unique_idx" ON "brand_prices" USING btree ("brand","type","tier","interval","currency");--> statement-breakpoint
CREATE INDEX "health_index_scores_brand_score_idx" ON "health_index_scores" USING btree ("kind","brand","score");