ALTER TABLE "courses" ADD COLUMN "draft_of_course_id" integer;--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "source_module_id" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "source_lesson_id" integer;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD COLUMN "source_option_id" integer;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "source_question_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "source_quiz_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_draft_of_course_id_courses_id_fk" FOREIGN KEY ("draft_of_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_source_module_id_course_modules_id_fk" FOREIGN KEY ("source_module_id") REFERENCES "public"."course_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_source_lesson_id_lessons_id_fk" FOREIGN KEY ("source_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_source_option_id_quiz_options_id_fk" FOREIGN KEY ("source_option_id") REFERENCES "public"."quiz_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_source_question_id_quiz_questions_id_fk" FOREIGN KEY ("source_question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_source_quiz_id_quizzes_id_fk" FOREIGN KEY ("source_quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_draft_of_course_uq" UNIQUE("draft_of_course_id");