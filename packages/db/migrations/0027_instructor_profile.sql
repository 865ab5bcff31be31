CREATE TABLE "instructor_achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"title" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"year" integer,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"degree" text NOT NULL,
	"institution" text NOT NULL,
	"start_year" integer,
	"end_year" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD COLUMN "headline_bn" text;--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD COLUMN "bio_bn" text;--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD COLUMN "facebook_url" text;--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD COLUMN "youtube_url" text;--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "instructor_achievements" ADD CONSTRAINT "instructor_achievements_instructor_id_instructor_profiles_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_education" ADD CONSTRAINT "instructor_education_instructor_id_instructor_profiles_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_achievements_instructor_idx" ON "instructor_achievements" USING btree ("instructor_id","position");--> statement-breakpoint
CREATE INDEX "instructor_education_instructor_idx" ON "instructor_education" USING btree ("instructor_id","position");