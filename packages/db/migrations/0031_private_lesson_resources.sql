ALTER TABLE "lesson_resources" ALTER COLUMN "url" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "lesson_resources" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "lesson_resources" ADD COLUMN "file_name" text;--> statement-breakpoint
-- Files uploaded before resources were private (`/media/lesson-resources/<hex>.<ext>`) and the seed's
-- practice files (`/demo/resources/<name>`) become files reached through signed links (docs/decisions/035);
-- outside https links stay links. The file name offered on download is the title, which was the file's own.
UPDATE "lesson_resources"
SET "storage_key" = substring("url" from 8), "file_name" = "title", "url" = ''
WHERE "url" ~ '^/media/lesson-resources/[0-9a-f]{32}\.[a-z0-9]{1,5}$';--> statement-breakpoint
UPDATE "lesson_resources"
SET "storage_key" = "url", "file_name" = substring("url" from 17), "url" = ''
WHERE "url" ~ '^/demo/resources/[A-Za-z0-9._-]+$';--> statement-breakpoint
ALTER TABLE "lesson_resources" ADD CONSTRAINT "lesson_resources_link_or_file" CHECK (("lesson_resources"."storage_key" IS NULL) <> ("lesson_resources"."url" = ''));
