CREATE TABLE "hiring_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"hires" integer,
	"roles" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"recruiter_id" integer NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"company_logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_type" text NOT NULL,
	"workplace" text NOT NULL,
	"division" text,
	"district" text,
	"vacancies" integer DEFAULT 1 NOT NULL,
	"experience_min_years" integer DEFAULT 0 NOT NULL,
	"experience_max_years" integer,
	"education" text DEFAULT '' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_negotiable" boolean DEFAULT false NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by_staff_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string(skills, ' '), '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "job_posts_employment_type_known" CHECK ("job_posts"."employment_type" in ('full_time', 'part_time', 'contract', 'internship')),
	CONSTRAINT "job_posts_workplace_known" CHECK ("job_posts"."workplace" in ('on_site', 'remote', 'hybrid')),
	CONSTRAINT "job_posts_status_known" CHECK ("job_posts"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "job_posts_vacancies_positive" CHECK ("job_posts"."vacancies" > 0),
	CONSTRAINT "job_posts_experience_range" CHECK ("job_posts"."experience_min_years" >= 0 AND ("job_posts"."experience_max_years" IS NULL OR "job_posts"."experience_max_years" >= "job_posts"."experience_min_years")),
	CONSTRAINT "job_posts_salary_range" CHECK (("job_posts"."salary_min" IS NULL OR "job_posts"."salary_min" > 0) AND ("job_posts"."salary_max" IS NULL OR "job_posts"."salary_max" >= coalesce("job_posts"."salary_min", 0)))
);
--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_reports_job_reporter_uq" UNIQUE("job_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "recruiter_profiles" ADD COLUMN "company_logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruiter_profiles" ADD COLUMN "company_about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruiter_profiles" ADD COLUMN "company_industry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruiter_profiles" ADD COLUMN "company_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hiring_leads" ADD CONSTRAINT "hiring_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_recruiter_id_recruiter_profiles_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hiring_leads_open_idx" ON "hiring_leads" USING btree ("contacted_at","created_at");--> statement-breakpoint
CREATE INDEX "job_posts_board_idx" ON "job_posts" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posts_recruiter_idx" ON "job_posts" USING btree ("recruiter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posts_deadline_idx" ON "job_posts" USING btree ("deadline") WHERE "job_posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_posts_search_idx" ON "job_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_reports_open_idx" ON "job_reports" USING btree ("resolved_at","created_at");