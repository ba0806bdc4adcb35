CREATE TABLE "finder_population" (
	"id" integer PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finder_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"size_code" integer NOT NULL,
	"industry" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finder_people" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text NOT NULL,
	"seniority" text NOT NULL,
	"company_id" text NOT NULL,
	"company" text NOT NULL,
	"company_domain" text,
	"company_size" integer NOT NULL,
	"industry" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text NOT NULL,
	"keywords" text[] NOT NULL,
	"email" text,
	"email_status" text,
	"phone" text,
	"job_last_updated" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finder_filter_values" (
	"key" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "finder_filter_values_key_value_pk" PRIMARY KEY("key","value")
);
--> statement-breakpoint
CREATE TABLE "finder_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"contact_info" jsonb NOT NULL,
	"exclude_existing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finder_saved_searches" ADD CONSTRAINT "finder_saved_searches_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_saved_searches" ADD CONSTRAINT "finder_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finder_people_seq_idx" ON "finder_people" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "finder_people_title_idx" ON "finder_people" USING btree ("title");--> statement-breakpoint
CREATE INDEX "finder_people_seniority_idx" ON "finder_people" USING btree ("seniority");--> statement-breakpoint
CREATE INDEX "finder_people_company_idx" ON "finder_people" USING btree ("company");--> statement-breakpoint
CREATE INDEX "finder_people_size_idx" ON "finder_people" USING btree ("company_size");--> statement-breakpoint
CREATE INDEX "finder_people_industry_idx" ON "finder_people" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "finder_people_location_idx" ON "finder_people" USING btree ("location");--> statement-breakpoint
CREATE INDEX "finder_people_keywords_idx" ON "finder_people" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "finder_people_fresh_idx" ON "finder_people" USING btree ("job_last_updated");--> statement-breakpoint
CREATE INDEX "finder_saved_searches_space_idx" ON "finder_saved_searches" USING btree ("space_id","created_at");
