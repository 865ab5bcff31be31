CREATE TABLE "instructor_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sale_amount" integer NOT NULL,
	"gateway_fee" integer NOT NULL,
	"affiliate_commission" integer NOT NULL,
	"share_basis_points" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_earnings_once_uq" UNIQUE("order_id","course_id","kind"),
	CONSTRAINT "instructor_earnings_kind_known" CHECK ("instructor_earnings"."kind" in ('credit', 'reversal')),
	CONSTRAINT "instructor_earnings_amount_signed" CHECK (("instructor_earnings"."kind" = 'credit' AND "instructor_earnings"."amount" >= 0) OR ("instructor_earnings"."kind" = 'reversal' AND "instructor_earnings"."amount" <= 0))
);
--> statement-breakpoint
ALTER TABLE "affiliate_payout_requests" ALTER COLUMN "affiliate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_payout_requests" ADD COLUMN "instructor_id" integer;--> statement-breakpoint
ALTER TABLE "instructor_earnings" ADD CONSTRAINT "instructor_earnings_instructor_id_instructor_profiles_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_earnings" ADD CONSTRAINT "instructor_earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_earnings" ADD CONSTRAINT "instructor_earnings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_earnings_instructor_idx" ON "instructor_earnings" USING btree ("instructor_id","created_at");--> statement-breakpoint
ALTER TABLE "affiliate_payout_requests" ADD CONSTRAINT "affiliate_payout_requests_instructor_id_instructor_profiles_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_payout_requests_one_open_uq" ON "affiliate_payout_requests" USING btree ("instructor_id") WHERE "affiliate_payout_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "affiliate_payout_requests_instructor_idx" ON "affiliate_payout_requests" USING btree ("instructor_id","created_at");--> statement-breakpoint
ALTER TABLE "affiliate_payout_requests" ADD CONSTRAINT "affiliate_payout_requests_one_payee" CHECK (("affiliate_payout_requests"."affiliate_id" IS NULL) <> ("affiliate_payout_requests"."instructor_id" IS NULL));