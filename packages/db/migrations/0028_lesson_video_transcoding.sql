CREATE TABLE "lesson_captions" (
	"lesson_id" integer NOT NULL,
	"language" text NOT NULL,
	"key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_captions_lesson_id_language_pk" PRIMARY KEY("lesson_id","language"),
	CONSTRAINT "lesson_captions_language_known" CHECK ("lesson_captions"."language" in ('en', 'bn'))
);
--> statement-breakpoint
CREATE TABLE "lesson_videos" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"uploaded_by" integer,
	"original_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"hls_prefix" text,
	"renditions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"source_height" integer,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_videos_status_known" CHECK ("lesson_videos"."status" in ('queued', 'running', 'ready', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_videos" ADD CONSTRAINT "lesson_videos_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_videos" ADD CONSTRAINT "lesson_videos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_videos_status_idx" ON "lesson_videos" USING btree ("status");