-- Course FAQs in two languages (docs/decisions/026): an optional Bangla question and answer.
ALTER TABLE "course_faqs" ADD COLUMN "question_bn" text;--> statement-breakpoint
ALTER TABLE "course_faqs" ADD COLUMN "answer_bn" text;