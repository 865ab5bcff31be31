import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { lessons } from './learning';
import { users } from './users';

/**
 * Questions and answers (issue 17 item 6): a learner asks on a course or one of its lessons; the
 * course's instructor answers, other enrolled learners follow up and upvote public questions; the asker
 * marks one answer helpful; staff hide abuse. Who may read what is the questions module's rule.
 */
export const QUESTION_VISIBILITIES = ['public', 'private'] as const;
export const ANSWER_ROLES = ['instructor', 'learner', 'staff'] as const;

export const courseQuestions = pgTable(
  'course_questions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Asked on this lesson; null when asked on the course as a whole (or the lesson was removed). */
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Public: every enrolled learner reads it; private: only the asker, the instructors and staff. */
    visibility: text('visibility', { enum: QUESTION_VISIBILITIES }).notNull().default('public'),
    /** Hidden by staff as abuse: only staff and the asker still see it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** The answer the asker found helpful (an answer of this question; checked by the service). */
    helpfulAnswerId: integer('helpful_answer_id'),
    /** When the instructor (or staff) first answered: null is "unanswered". */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // Denormalised counters: a list must not count answers and votes per row.
    answersCount: integer('answers_count').notNull().default(0),
    upvotesCount: integer('upvotes_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('course_questions_visibility_known', sql`${t.visibility} in ('public', 'private')`),
    check('course_questions_counts_nonnegative', sql`${t.answersCount} >= 0 AND ${t.upvotesCount} >= 0`),
    index('course_questions_course_idx').on(t.courseId, t.createdAt.desc(), t.id.desc()),
    index('course_questions_lesson_idx').on(t.lessonId),
    index('course_questions_author_idx').on(t.authorId, t.createdAt.desc()),
  ],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => courseQuestions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** In what capacity they wrote: the course's instructor, an enrolled learner (a follow-up), or staff. */
    role: text('role', { enum: ANSWER_ROLES }).notNull(),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('question_answers_role_known', sql`${t.role} in ('instructor', 'learner', 'staff')`),
    index('question_answers_question_idx').on(t.questionId, t.createdAt),
  ],
);

/** One upvote per user per question. */
export const questionUpvotes = pgTable(
  'question_upvotes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => courseQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);
