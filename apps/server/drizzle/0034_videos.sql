CREATE TABLE "video_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"render_id" uuid NOT NULL,
	"prospect_id" uuid,
	"type" text NOT NULL,
	"percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"prospect_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"cache_key" text,
	"reused" boolean DEFAULT false NOT NULL,
	"background_fallback" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	"thumbnail_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"recording_file_id" uuid,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"trim_start_ms" integer DEFAULT 0 NOT NULL,
	"trim_end_ms" integer,
	"scenes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cta_label" text,
	"cta_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_events" ADD CONSTRAINT "video_events_render_id_video_renders_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."video_renders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_files" ADD CONSTRAINT "video_files_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_renders" ADD CONSTRAINT "video_renders_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_renders" ADD CONSTRAINT "video_renders_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_renders" ADD CONSTRAINT "video_renders_file_id_video_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_renders" ADD CONSTRAINT "video_renders_thumbnail_file_id_video_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_recording_file_id_video_files_id_fk" FOREIGN KEY ("recording_file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_events_render_idx" ON "video_events" USING btree ("render_id");--> statement-breakpoint
CREATE INDEX "video_events_prospect_idx" ON "video_events" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "video_files_space_idx" ON "video_files" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_renders_video_prospect_idx" ON "video_renders" USING btree ("video_id","prospect_id") WHERE "video_renders"."prospect_id" is not null;--> statement-breakpoint
CREATE INDEX "video_renders_cache_idx" ON "video_renders" USING btree ("video_id","cache_key");--> statement-breakpoint
CREATE INDEX "videos_space_idx" ON "videos" USING btree ("space_id");