CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handbook_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"handbook_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone_number" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handbook_downloads_contact" CHECK ("handbook_downloads"."phone_number" IS NOT NULL OR "handbook_downloads"."email" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "handbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"course_id" integer,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"body" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handbooks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "whatsapp_group_url" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_downloads" ADD CONSTRAINT "handbook_downloads_handbook_id_handbooks_id_fk" FOREIGN KEY ("handbook_id") REFERENCES "public"."handbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_downloads" ADD CONSTRAINT "handbook_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbooks" ADD CONSTRAINT "handbooks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_event_time_idx" ON "analytics_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_time_idx" ON "analytics_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "handbook_downloads_handbook_idx" ON "handbook_downloads" USING btree ("handbook_id","created_at");