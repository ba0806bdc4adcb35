CREATE TABLE "workflow_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid,
	"workflow_id" uuid,
	"prospect_id" uuid,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"kind" text NOT NULL,
	"people_limit" integer DEFAULT 1000 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"file_name" text,
	"custom_fields_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"found_count" integer DEFAULT 0 NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"sequences_type" text DEFAULT 'linear' NOT NULL,
	"nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_existing_people" boolean DEFAULT false NOT NULL,
	"is_include_talked_before" boolean DEFAULT false NOT NULL,
	"is_only_premium" boolean DEFAULT false NOT NULL,
	"is_link_tracking" boolean DEFAULT false NOT NULL,
	"is_email_only" boolean DEFAULT false NOT NULL,
	"is_ai_targeting" boolean DEFAULT false NOT NULL,
	"ai_targeting_settings" jsonb,
	"is_ai_employee" boolean DEFAULT false NOT NULL,
	"ai_employee_id" uuid,
	"ai_employee_paused" boolean DEFAULT false NOT NULL,
	"custom_domain" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"archived_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"search_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"paused_reason" text,
	"excluded_reason" text,
	"wait_reason" text,
	"current_node_id" text,
	"node_entered_at" timestamp with time zone,
	"approval" text,
	"next_run_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"invited_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"profile_link" text NOT NULL,
	"network_id" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"position" text,
	"location" text,
	"company" text,
	"company_domain" text,
	"personal_email" text,
	"work_email" text,
	"enriched_email" text,
	"phone" text,
	"twitter" text,
	"website" text,
	"photo_link" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"relation" text,
	"labels" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"last_replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"workflow_id" uuid,
	"prospect_id" uuid,
	"campaign_prospect_id" uuid,
	"node_id" text,
	"type" text NOT NULL,
	"limit_kind" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"reason" text,
	"variant" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"performed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_searches" ADD CONSTRAINT "workflow_searches_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_searches" ADD CONSTRAINT "workflow_searches_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_events_space_idx" ON "workflow_events" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_events_wf_idx" ON "workflow_events" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflow_searches_wf_idx" ON "workflow_searches" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflows_space_cred_idx" ON "workflows" USING btree ("space_id","credential_id","position");--> statement-breakpoint
CREATE INDEX "workflows_name_trgm_idx" ON "workflows" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_prospects_wf_prospect_idx" ON "campaign_prospects" USING btree ("workflow_id","prospect_id");--> statement-breakpoint
CREATE INDEX "campaign_prospects_wf_status_idx" ON "campaign_prospects" USING btree ("workflow_id","status");--> statement-breakpoint
CREATE INDEX "campaign_prospects_prospect_idx" ON "campaign_prospects" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "campaign_prospects_due_idx" ON "campaign_prospects" USING btree ("next_run_at") WHERE "campaign_prospects"."next_run_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_space_link_idx" ON "prospects" USING btree ("space_id","profile_link");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_space_network_idx" ON "prospects" USING btree ("space_id","network_id") WHERE "prospects"."network_id" is not null;--> statement-breakpoint
CREATE INDEX "prospects_space_relation_idx" ON "prospects" USING btree ("space_id","relation");--> statement-breakpoint
CREATE INDEX "prospects_labels_idx" ON "prospects" USING gin ("labels");--> statement-breakpoint
CREATE INDEX "prospects_search_trgm_idx" ON "prospects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "actions_idempotency_idx" ON "actions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "actions_cred_kind_time_idx" ON "actions" USING btree ("credential_id","limit_kind","performed_at");--> statement-breakpoint
CREATE INDEX "actions_wf_idx" ON "actions" USING btree ("workflow_id","node_id");