CREATE TABLE "prospect_label_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"label_name" text,
	"added" boolean NOT NULL,
	"credential_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_changes" (
	"space_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cp_changes" (
	"space_id" uuid NOT NULL,
	"campaign_prospect_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_cp_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"old_connected_at" timestamp with time zone,
	"old_replied_at" timestamp with time zone,
	"xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rollup_reads" (
	"space_id" uuid NOT NULL,
	"tz" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_rollup_reads_space_id_tz_pk" PRIMARY KEY("space_id","tz")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_series" (
	"space_id" uuid NOT NULL,
	"tz" text NOT NULL,
	"day" date NOT NULL,
	"series" text NOT NULL,
	"credential_id" uuid NOT NULL,
	"workflow_id" uuid,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rollup_slots" (
	"space_id" uuid NOT NULL,
	"tz" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"credential_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"sent" integer NOT NULL,
	"replied" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rollup_steps" (
	"space_id" uuid NOT NULL,
	"tz" text NOT NULL,
	"day" date NOT NULL,
	"credential_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"node_id" text,
	"variant" text,
	"sent" integer NOT NULL,
	"accepted" integer NOT NULL,
	"replied" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rollups" (
	"space_id" uuid NOT NULL,
	"tz" text NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"folded_snapshot" text,
	"folded_xid" bigint DEFAULT 0 NOT NULL,
	"folded_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_rollups_space_id_tz_pk" PRIMARY KEY("space_id","tz")
);
--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "report_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
ALTER TABLE "prospect_label_events" ADD CONSTRAINT "prospect_label_events_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rollup_reads" ADD CONSTRAINT "report_rollup_reads_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rollup_series" ADD CONSTRAINT "report_rollup_series_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rollup_slots" ADD CONSTRAINT "report_rollup_slots_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rollup_steps" ADD CONSTRAINT "report_rollup_steps_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rollups" ADD CONSTRAINT "report_rollups_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_label_events_space_time_idx" ON "prospect_label_events" USING btree ("space_id","created_at","id");--> statement-breakpoint
CREATE INDEX "report_changes_space_xid_idx" ON "report_changes" USING btree ("space_id","xid");--> statement-breakpoint
CREATE INDEX "report_cp_changes_space_xid_idx" ON "report_cp_changes" USING btree ("space_id","xid");--> statement-breakpoint
CREATE INDEX "report_rollup_series_day_idx" ON "report_rollup_series" USING btree ("space_id","tz","day");--> statement-breakpoint
CREATE INDEX "report_rollup_slots_day_idx" ON "report_rollup_slots" USING btree ("space_id","tz","day");--> statement-breakpoint
CREATE INDEX "report_rollup_steps_day_idx" ON "report_rollup_steps" USING btree ("space_id","tz","day");--> statement-breakpoint
CREATE INDEX "actions_space_report_xid_idx" ON "actions" USING btree ("space_id","report_xid");--> statement-breakpoint
CREATE INDEX "actions_campaign_prospect_idx" ON "actions" USING btree ("campaign_prospect_id");--> statement-breakpoint
CREATE INDEX "tasks_space_created_idx" ON "tasks" USING btree ("space_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_space_completed_idx" ON "tasks" USING btree ("space_id","completed_at","id") WHERE completed_at is not null;