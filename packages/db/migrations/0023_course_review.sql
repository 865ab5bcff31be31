-- Issue 17: a course can wait for staff review (in_review) and keeps when it was submitted and decided, and why.
ALTER TYPE "public"."course_status" ADD VALUE 'in_review' BEFORE 'published';--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_note" text;