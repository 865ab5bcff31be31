CREATE TABLE "chat_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"topic" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"question_bn" text NOT NULL,
	"answer_bn" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(question_en, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(keywords, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(question_bn, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(answer_en, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(answer_bn, '')), 'C')) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_faqs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "chat_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip_hash" text,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"matches" jsonb NOT NULL,
	"llm_used" boolean DEFAULT false NOT NULL,
	"latency_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_logs_language_known" CHECK ("chat_logs"."language" in ('en', 'bn')),
	CONSTRAINT "chat_logs_source_known" CHECK ("chat_logs"."source" in ('smalltalk', 'retrieval', 'llm', 'fallback'))
);
--> statement-breakpoint
CREATE INDEX "chat_faqs_search_idx" ON "chat_faqs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "chat_faqs_trgm_idx" ON "chat_faqs" USING gin (lower("question_en" || ' ' || "keywords" || ' ' || "question_bn") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_logs_created_idx" ON "chat_logs" USING btree ("created_at" DESC NULLS LAST);