CREATE TABLE "application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_stage_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"job_seeker_id" integer NOT NULL,
	"stage" text DEFAULT 'applied' NOT NULL,
	"shortlisted" boolean DEFAULT false NOT NULL,
	"resume_kind" text NOT NULL,
	"resume_key" text,
	"resume_file_name" text,
	"resume_bytes" integer,
	"cover_letter" text DEFAULT '' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recruiter_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_job_seeker_uq" UNIQUE("job_id","job_seeker_id"),
	CONSTRAINT "job_applications_stage_known" CHECK ("job_applications"."stage" in ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected')),
	CONSTRAINT "job_applications_resume_kind_known" CHECK ("job_applications"."resume_kind" in ('upload', 'profile')),
	CONSTRAINT "job_applications_upload_has_file" CHECK ("job_applications"."resume_kind" <> 'upload' OR ("job_applications"."resume_key" IS NOT NULL AND "job_applications"."resume_file_name" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "job_seeker_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_seeker_id" integer NOT NULL,
	"level" text NOT NULL,
	"institution" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"passing_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_seeker_educations_level_known" CHECK ("job_seeker_educations"."level" in ('ssc', 'hsc', 'diploma', 'bachelor', 'masters', 'phd'))
);
--> statement-breakpoint
CREATE TABLE "job_seeker_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_seeker_id" integer NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"employment_type" text,
	"start_month" date NOT NULL,
	"end_month" date,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_seeker_experiences_order" CHECK ("job_seeker_experiences"."end_month" IS NULL OR "job_seeker_experiences"."end_month" >= "job_seeker_experiences"."start_month")
);
--> statement-breakpoint
CREATE TABLE "recruiter_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recruiter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"recruiter_id" integer NOT NULL,
	"job_seeker_id" integer NOT NULL,
	"job_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_contact_requests_pair_uq" UNIQUE("recruiter_id","job_seeker_id"),
	CONSTRAINT "talent_contact_requests_status_known" CHECK ("talent_contact_requests"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "expected_salary" integer;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "discoverable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_events" ADD CONSTRAINT "application_stage_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_events" ADD CONSTRAINT "application_stage_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_seeker_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_educations" ADD CONSTRAINT "job_seeker_educations_job_seeker_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_experiences" ADD CONSTRAINT "job_seeker_experiences_job_seeker_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_notifications" ADD CONSTRAINT "recruiter_notifications_recruiter_id_recruiter_profiles_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_notifications" ADD CONSTRAINT "recruiter_notifications_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contact_requests" ADD CONSTRAINT "talent_contact_requests_recruiter_id_recruiter_profiles_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contact_requests" ADD CONSTRAINT "talent_contact_requests_job_seeker_id_job_seeker_profiles_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seeker_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_contact_requests" ADD CONSTRAINT "talent_contact_requests_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_stage_events_application_idx" ON "application_stage_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_stage_idx" ON "job_applications" USING btree ("job_id","stage");--> statement-breakpoint
CREATE INDEX "job_applications_seeker_idx" ON "job_applications" USING btree ("job_seeker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_seeker_educations_seeker_idx" ON "job_seeker_educations" USING btree ("job_seeker_id");--> statement-breakpoint
CREATE INDEX "job_seeker_experiences_seeker_idx" ON "job_seeker_experiences" USING btree ("job_seeker_id","start_month" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recruiter_notifications_recruiter_idx" ON "recruiter_notifications" USING btree ("recruiter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recruiter_notifications_digest_idx" ON "recruiter_notifications" USING btree ("created_at") WHERE "recruiter_notifications"."read_at" IS NULL AND "recruiter_notifications"."emailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "talent_contact_requests_seeker_idx" ON "talent_contact_requests" USING btree ("job_seeker_id","status");--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_education_level_known" CHECK ("job_posts"."education_level" IS NULL OR "job_posts"."education_level" in ('ssc', 'hsc', 'diploma', 'bachelor', 'masters', 'phd'));