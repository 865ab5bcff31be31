CREATE TABLE "affiliate_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"status" text DEFAULT 'earned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "affiliate_commissions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "affiliate_commissions_status_known" CHECK ("affiliate_commissions"."status" in ('earned', 'reversed')),
	CONSTRAINT "affiliate_commissions_amount_nonnegative" CHECK ("affiliate_commissions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_payout_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" integer,
	CONSTRAINT "affiliate_payout_requests_amount_positive" CHECK ("affiliate_payout_requests"."amount" > 0),
	CONSTRAINT "affiliate_payout_requests_method_known" CHECK ("affiliate_payout_requests"."method" in ('bkash', 'nagad', 'bank')),
	CONSTRAINT "affiliate_payout_requests_status_known" CHECK ("affiliate_payout_requests"."status" in ('requested', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "bundle_courses" (
	"bundle_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_courses_bundle_id_course_id_pk" PRIMARY KEY("bundle_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bundles_price_positive" CHECK ("bundles"."price" > 0),
	CONSTRAINT "bundles_sale_price_below_price" CHECK ("bundles"."sale_price" IS NULL OR ("bundles"."sale_price" > 0 AND "bundles"."sale_price" < "bundles"."price"))
);
--> statement-breakpoint
CREATE TABLE "offer_courses" (
	"offer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "offer_courses_offer_id_course_id_pk" PRIMARY KEY("offer_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"applies_to_all" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_campaign_known" CHECK ("offers"."campaign" in ('sales', 'eid')),
	CONSTRAINT "offers_kind_known" CHECK ("offers"."kind" in ('percent', 'fixed')),
	CONSTRAINT "offers_amount_range" CHECK (("offers"."kind" = 'percent' AND "offers"."amount" BETWEEN 1 AND 100) OR ("offers"."kind" = 'fixed' AND "offers"."amount" > 0)),
	CONSTRAINT "offers_window" CHECK ("offers"."ends_at" > "offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tran_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"course_id" integer,
	"bundle_id" integer,
	"item_title" text NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"list_price" integer NOT NULL,
	"base_price" integer NOT NULL,
	"promo_code_id" integer,
	"promo_code" text,
	"promo_discount" integer DEFAULT 0 NOT NULL,
	"offer_id" integer,
	"sales_discount" integer DEFAULT 0 NOT NULL,
	"affiliate_id" integer,
	"affiliate_discount" integer DEFAULT 0 NOT NULL,
	"wheel_spin_id" integer,
	"wheel_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_session_id" text,
	"gateway_payment_id" text,
	"payment_method" text,
	"invoice_number" text,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded_by" integer,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_token_unique" UNIQUE("token"),
	CONSTRAINT "orders_tran_id_unique" UNIQUE("tran_id"),
	CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('course', 'bundle')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
	CONSTRAINT "orders_gateway_known" CHECK ("orders"."gateway" in ('sslcommerz', 'stripe', 'none')),
	CONSTRAINT "orders_item_matches_kind" CHECK (("orders"."kind" = 'course' AND "orders"."course_id" IS NOT NULL AND "orders"."bundle_id" IS NULL) OR ("orders"."kind" = 'bundle' AND "orders"."bundle_id" IS NOT NULL AND "orders"."course_id" IS NULL)),
	CONSTRAINT "orders_breakdown_adds_up" CHECK ("orders"."total" = "orders"."base_price" - "orders"."promo_discount" - "orders"."sales_discount" - "orders"."affiliate_discount" - "orders"."wheel_discount"),
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."total" >= 0 AND "orders"."promo_discount" >= 0 AND "orders"."sales_discount" >= 0 AND "orders"."affiliate_discount" >= 0 AND "orders"."wheel_discount" >= 0 AND "orders"."base_price" <= "orders"."list_price")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"gateway" text NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prize_valid_hours" integer DEFAULT 48 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "wheel_prizes_position_uq" UNIQUE("campaign_id","position"),
	CONSTRAINT "wheel_prizes_kind_known" CHECK ("wheel_prizes"."kind" in ('percent', 'fixed', 'none')),
	CONSTRAINT "wheel_prizes_weight_nonnegative" CHECK ("wheel_prizes"."weight" >= 0),
	CONSTRAINT "wheel_prizes_amount_range" CHECK (("wheel_prizes"."kind" = 'percent' AND "wheel_prizes"."amount" BETWEEN 1 AND 100) OR ("wheel_prizes"."kind" = 'fixed' AND "wheel_prizes"."amount" > 0) OR ("wheel_prizes"."kind" = 'none' AND "wheel_prizes"."amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "wheel_spins_campaign_user_uq" UNIQUE("campaign_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_affiliate_profiles_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_requests" ADD CONSTRAINT "affiliate_payout_requests_affiliate_id_affiliate_profiles_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_requests" ADD CONSTRAINT "affiliate_payout_requests_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_courses" ADD CONSTRAINT "offer_courses_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_courses" ADD CONSTRAINT "offer_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_id_affiliate_profiles_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_wheel_spin_id_wheel_spins_id_fk" FOREIGN KEY ("wheel_spin_id") REFERENCES "public"."wheel_spins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_prizes" ADD CONSTRAINT "wheel_prizes_campaign_id_wheel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."wheel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_campaign_id_wheel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."wheel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_prize_id_wheel_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."wheel_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payout_requests_one_open_uq" ON "affiliate_payout_requests" USING btree ("affiliate_id") WHERE "affiliate_payout_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "affiliate_payout_requests_affiliate_idx" ON "affiliate_payout_requests" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "bundle_courses_course_idx" ON "bundle_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "offer_courses_course_idx" ON "offer_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "offers_live_idx" ON "offers" USING btree ("is_active","ends_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_affiliate_idx" ON "orders" USING btree ("affiliate_id","status");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_user_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE INDEX "wheel_spins_user_idx" ON "wheel_spins" USING btree ("user_id","expires_at");