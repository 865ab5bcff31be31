ALTER TABLE "orders" ADD COLUMN "overused_discounts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "use_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Written by hand (ADR 014): number the redemptions already there, so a user who redeemed a code twice
-- before this fix keeps both rows (as uses 1 and 2) and the unique key below can be created.
UPDATE "promo_redemptions" AS r SET "use_number" = n."use_number"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "promo_code_id", "user_id" ORDER BY "id") AS "use_number"
  FROM "promo_redemptions"
) AS n
WHERE n."id" = r."id" AND n."use_number" <> 1;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_use_uq" UNIQUE("promo_code_id","user_id","use_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_overused_discounts_known" CHECK ("orders"."overused_discounts" <@ ARRAY['promo', 'wheel']::text[]);--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_use_number_positive" CHECK ("promo_redemptions"."use_number" >= 1);