CREATE TYPE "public"."consultation_status" AS ENUM('new', 'call_back', 'contacted', 'no_answer', 'enrolled', 'closed');--> statement-breakpoint
CREATE TYPE "public"."event_kind" AS ENUM('masterclass', 'free_class');--> statement-breakpoint
CREATE TYPE "public"."event_message_kind" AS ENUM('confirmation', 'promoted', 'day_before', 'hour_before', 'recording', 'offer', 'cancelled', 'rescheduled');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('scheduled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('confirmed', 'waitlisted', 'cancelled');--> statement-breakpoint
CREATE TABLE "consultation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"message" text DEFAULT '' NOT NULL,
	"preferred_time" text,
	"status" "consultation_status" DEFAULT 'new' NOT NULL,
	"call_back_at" timestamp with time zone,
	"staff_note" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_requests_message_length" CHECK (char_length("consultation_requests"."message") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "event_messages" (
	"registration_id" integer NOT NULL,
	"kind" "event_message_kind" NOT NULL,
	"event_starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_messages_registration_id_kind_event_starts_at_pk" PRIMARY KEY("registration_id","kind","event_starts_at")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"profession" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" "registration_status" NOT NULL,
	"ticket_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"join_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_registrations_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "event_registrations_locale_known" CHECK ("event_registrations"."locale" in ('en', 'bn'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "event_kind" NOT NULL,
	"status" "event_status" DEFAULT 'scheduled' NOT NULL,
	"title" text NOT NULL,
	"title_bn" text,
	"summary" text DEFAULT '' NOT NULL,
	"summary_bn" text,
	"description" text DEFAULT '' NOT NULL,
	"description_bn" text,
	"agenda" text[] DEFAULT '{}'::text[] NOT NULL,
	"agenda_bn" text[] DEFAULT '{}'::text[] NOT NULL,
	"genre_id" integer,
	"speaker_name" text DEFAULT '' NOT NULL,
	"speaker_title" text DEFAULT '' NOT NULL,
	"speaker_title_bn" text,
	"speaker_photo" text DEFAULT '' NOT NULL,
	"speaker_instructor_id" integer,
	"host_user_id" integer NOT NULL,
	"related_course_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seat_cap" integer,
	"registration_open" boolean DEFAULT true NOT NULL,
	"join_url" text,
	"recording_url" text,
	"recording_public" boolean DEFAULT false NOT NULL,
	"cover_image" text DEFAULT '' NOT NULL,
	"offer_promo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "events_duration_range" CHECK ("events"."duration_minutes" BETWEEN 15 AND 480),
	CONSTRAINT "events_seat_cap_positive" CHECK ("events"."seat_cap" IS NULL OR "events"."seat_cap" > 0)
);
--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_source_known";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_known";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_speaker_instructor_id_instructor_profiles_id_fk" FOREIGN KEY ("speaker_instructor_id") REFERENCES "public"."instructor_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_related_course_id_courses_id_fk" FOREIGN KEY ("related_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_offer_promo_id_promo_codes_id_fk" FOREIGN KEY ("offer_promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_requests_status_idx" ON "consultation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_uq" ON "event_registrations" USING btree ("event_id","email") WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_phone_uq" ON "event_registrations" USING btree ("event_id","phone") WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_kind_starts_idx" ON "events" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE INDEX "events_scheduled_starts_idx" ON "events" USING btree ("starts_at") WHERE "events"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_user_id","starts_at");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_source_known" CHECK ("promo_codes"."source" in ('staff', 'consultation', 'wheel', 'event'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_known" CHECK ("notification_preferences"."kind" in ('certificate_issued', 'order_paid', 'question_answered', 'question_followed_up', 'course_announcement', 'application_stage', 'contact_request', 'application_received', 'affiliate_sale', 'payout_decided', 'course_published', 'course_sent_back', 'question_asked', 'review_received', 'course_enrolled', 'live_class_scheduled', 'live_class_changed', 'live_class_recording', 'live_class_reminder', 'advisor_session_booked', 'advisor_session_reminder', 'advisor_session_cancelled', 'event_update'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('certificate_issued', 'order_paid', 'question_answered', 'question_followed_up', 'course_announcement', 'application_stage', 'contact_request', 'application_received', 'affiliate_sale', 'payout_decided', 'course_published', 'course_sent_back', 'question_asked', 'review_received', 'course_enrolled', 'live_class_scheduled', 'live_class_changed', 'live_class_recording', 'live_class_reminder', 'advisor_session_booked', 'advisor_session_reminder', 'advisor_session_cancelled', 'event_update'));