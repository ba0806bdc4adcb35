CREATE TABLE "ai_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"description" text,
	"calendly_user" text,
	"calendly_event" text,
	"messaging_settings" jsonb NOT NULL,
	"objective" jsonb NOT NULL,
	"cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_value" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targeting" jsonb NOT NULL,
	"is_extend" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_employee_bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_magic_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"generation_key" uuid NOT NULL,
	"user_id" uuid,
	"employee_id" uuid,
	"credential_id" uuid NOT NULL,
	"input" jsonb NOT NULL,
	"proposal" jsonb NOT NULL,
	"credits" integer NOT NULL,
	"workflow_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_employees" ADD CONSTRAINT "ai_employees_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employees" ADD CONSTRAINT "ai_employees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_bindings" ADD CONSTRAINT "ai_employee_bindings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_bindings" ADD CONSTRAINT "ai_employee_bindings_employee_id_ai_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."ai_employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_bindings" ADD CONSTRAINT "ai_employee_bindings_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_magic_generations" ADD CONSTRAINT "ai_magic_generations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_magic_generations" ADD CONSTRAINT "ai_magic_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_magic_generations" ADD CONSTRAINT "ai_magic_generations_employee_id_ai_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."ai_employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_employees_space_idx" ON "ai_employees" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_employee_bindings_credential_idx" ON "ai_employee_bindings" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "ai_employee_bindings_employee_idx" ON "ai_employee_bindings" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_magic_generations_key_idx" ON "ai_magic_generations" USING btree ("space_id","generation_key");
