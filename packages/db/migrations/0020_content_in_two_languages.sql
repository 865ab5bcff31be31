-- Content in two languages (docs/decisions/026): optional Bangla versions of what people read.
ALTER TABLE "courses" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "subtitle_bn" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "outcomes_bn" text[];--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "subtitle_bn" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "description_bn" text;--> statement-breakpoint
-- The search vectors take the Bangla text too; replacing a generated column drops its index, so both are rebuilt.
DROP INDEX "courses_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "courses" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string(tags, ' '), '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(subtitle, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(title_bn, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(subtitle_bn, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(description_bn, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "job_posts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string(skills, ' '), '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(title_bn, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description_bn, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "job_posts_search_idx" ON "job_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin (lower("title" || ' ' || coalesce("title_bn", '') || ' ' || immutable_array_to_string("tags", ' ')) gin_trgm_ops);
