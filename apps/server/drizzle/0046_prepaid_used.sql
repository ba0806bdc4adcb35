ALTER TABLE "prepaid_customers" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD COLUMN "used_by" uuid;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD COLUMN "space_id" uuid;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD CONSTRAINT "prepaid_customers_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD CONSTRAINT "prepaid_customers_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;