CREATE TABLE "cover_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_letters_resume_id_unique" UNIQUE("resume_id")
);
--> statement-breakpoint
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_resume_kind_known";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "resume_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "resume_document" jsonb;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "resume_settings" jsonb;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_built_has_snapshot" CHECK ("job_applications"."resume_kind" <> 'built' OR ("job_applications"."resume_document" IS NOT NULL AND "job_applications"."resume_settings" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_kind_known" CHECK ("job_applications"."resume_kind" in ('upload', 'profile', 'built'));