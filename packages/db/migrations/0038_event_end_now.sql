ALTER TABLE "events" DROP CONSTRAINT "events_duration_range";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_duration_range" CHECK ("events"."duration_minutes" BETWEEN 1 AND 480);