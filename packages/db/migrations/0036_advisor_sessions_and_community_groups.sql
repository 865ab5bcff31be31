CREATE TABLE "advisor_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "advisor_bookings_cancelled_by" CHECK (("advisor_bookings"."cancelled_at" is null) = ("advisor_bookings"."cancelled_by" is null))
);
--> statement-breakpoint
CREATE TABLE "advisor_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"advisor_name" text NOT NULL,
	"advisor_title" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"topics" jsonb NOT NULL,
	"meeting_url" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_group_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"topic" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_bn" text DEFAULT '' NOT NULL,
	"invite_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_known";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "advisor_bookings" ADD CONSTRAINT "advisor_bookings_slot_id_advisor_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."advisor_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_bookings" ADD CONSTRAINT "advisor_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_slots" ADD CONSTRAINT "advisor_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_group_clicks" ADD CONSTRAINT "community_group_clicks_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_bookings_one_per_slot" ON "advisor_bookings" USING btree ("slot_id") WHERE "advisor_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "advisor_bookings_user_idx" ON "advisor_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advisor_bookings_reminder_idx" ON "advisor_bookings" USING btree ("slot_id") WHERE "advisor_bookings"."cancelled_at" is null and "advisor_bookings"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "advisor_slots_starts_idx" ON "advisor_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "community_group_clicks_visitor_idx" ON "community_group_clicks" USING btree ("group_id","visitor","created_at");--> statement-breakpoint
CREATE INDEX "community_groups_order_idx" ON "community_groups" USING btree ("topic","sort_order");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_known" CHECK ("notification_preferences"."kind" in ('certificate_issued', 'order_paid', 'question_answered', 'question_followed_up', 'course_announcement', 'application_stage', 'contact_request', 'application_received', 'affiliate_sale', 'payout_decided', 'course_published', 'course_sent_back', 'question_asked', 'review_received', 'course_enrolled', 'live_class_scheduled', 'live_class_changed', 'live_class_recording', 'live_class_reminder', 'advisor_session_booked', 'advisor_session_reminder', 'advisor_session_cancelled'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('certificate_issued', 'order_paid', 'question_answered', 'question_followed_up', 'course_announcement', 'application_stage', 'contact_request', 'application_received', 'affiliate_sale', 'payout_decided', 'course_published', 'course_sent_back', 'question_asked', 'review_received', 'course_enrolled', 'live_class_scheduled', 'live_class_changed', 'live_class_recording', 'live_class_reminder', 'advisor_session_booked', 'advisor_session_reminder', 'advisor_session_cancelled'));