import { z } from 'zod';
import { Id, idFromText } from './common';

/**
 * Questions and answers (issue 17 item 6): a learner asks on a course or one of its lessons, the course's
 * instructor answers, other enrolled learners read public questions, upvote them and follow up; the asker
 * marks one answer helpful; staff hide abuse. Only enrolled learners, the course's instructors and staff
 * read a course's questions.
 */

export const QUESTION_VISIBILITIES = ['public', 'private'] as const;
export const QuestionVisibility = z.enum(QUESTION_VISIBILITIES, {
  error: 'Choose who can read your question: everyone in the course, or only the instructor',
});
export type QuestionVisibility = z.infer<typeof QuestionVisibility>;

export const ANSWER_ROLES = ['instructor', 'learner', 'staff'] as const;
export type AnswerRole = (typeof ANSWER_ROLES)[number];

/** How long the asker may edit or delete a question (and a writer an answer) after writing it. */
export const QUESTION_EDIT_WINDOW_MINUTES = 30;

export const QUESTION_TITLE_MAX = 160;
export const QUESTION_BODY_MAX = 5000;
export const ANSWER_BODY_MAX = 5000;

const QuestionTitle = z
  .string({ error: 'Write your question' })
  .trim()
  .min(5, 'Write your question in at least 5 characters')
  .max(QUESTION_TITLE_MAX, `Keep the question under ${QUESTION_TITLE_MAX} characters`);
const QuestionBody = z
  .string()
  .trim()
  .max(QUESTION_BODY_MAX, `Keep the details under ${QUESTION_BODY_MAX} characters`);
const AnswerBody = z
  .string({ error: 'Write your answer' })
  .trim()
  .min(2, 'Write your answer')
  .max(ANSWER_BODY_MAX, `Keep the answer under ${ANSWER_BODY_MAX} characters`);

/** An opaque position in a list: the next page starts after it. */
const Cursor = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'This page link is not valid')
  .optional();
const Limit = z.coerce
  .number()
  .int('Page size must be a whole number')
  .min(1, 'Page size must be at least 1')
  .max(50, 'Page size can be at most 50')
  .default(20);

/** `GET course/questions/?course=`: a course's questions, newest first. */
export const CourseQuestionsQuery = z.object({
  course: idFromText('Course'),
  lesson: idFromText('Lesson').optional(),
  /** `unanswered`: no instructor answer yet; `mine`: the reader's own. */
  filter: z.enum(['all', 'unanswered', 'mine'], { error: 'Choose all, unanswered or mine' }).default('all'),
  cursor: Cursor,
  limit: Limit,
});
export type CourseQuestionsQuery = z.input<typeof CourseQuestionsQuery>;

/** `GET course/my-questions/` and the instructor's list: the same cursor, no course. */
export const QuestionPageQuery = z.object({
  filter: z.enum(['all', 'unanswered'], { error: 'Choose all or unanswered' }).default('all'),
  course: idFromText('Course').optional(),
  cursor: Cursor,
  limit: Limit,
});
export type QuestionPageQuery = z.input<typeof QuestionPageQuery>;

export const QuestionPerson = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
});

export const QuestionSummary = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string() }),
  lesson: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  title: z.string(),
  body: z.string(),
  visibility: QuestionVisibility,
  author: QuestionPerson,
  is_mine: z.boolean(),
  /** An instructor (or staff) has answered. */
  answered: z.boolean(),
  /** The asker marked an answer helpful. */
  helpful: z.boolean(),
  hidden: z.boolean(),
  answers_count: z.number().int(),
  upvotes_count: z.number().int(),
  upvoted: z.boolean(),
  created_at: z.string(),
  last_activity_at: z.string(),
});
export type QuestionSummary = z.infer<typeof QuestionSummary>;

export const QuestionPage = z.object({
  results: z.array(QuestionSummary),
  /** Pass as `cursor` for the next page; null on the last. */
  next_cursor: z.string().nullable(),
});
export type QuestionPage = z.infer<typeof QuestionPage>;

export const QuestionAnswer = z.object({
  id: z.number().int(),
  body: z.string(),
  author: QuestionPerson,
  role: z.enum(ANSWER_ROLES),
  is_mine: z.boolean(),
  is_helpful: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswer>;

export const QuestionThread = QuestionSummary.extend({
  answers: z.array(QuestionAnswer),
  helpful_answer_id: z.number().int().nullable(),
  /** What the reader may do here (the server checks each again). */
  can: z.object({
    reply: z.boolean(),
    upvote: z.boolean(),
    mark_helpful: z.boolean(),
    edit: z.boolean(),
    moderate: z.boolean(),
  }),
});
export type QuestionThread = z.infer<typeof QuestionThread>;

export const AskQuestionRequest = z.object({
  course_id: Id,
  lesson_id: Id.nullable().optional(),
  title: QuestionTitle,
  body: QuestionBody.optional().transform((value) => value ?? ''),
  visibility: QuestionVisibility.default('public'),
});
export type AskQuestionRequest = z.input<typeof AskQuestionRequest>;

export const EditQuestionRequest = z
  .object({
    title: QuestionTitle.optional(),
    body: QuestionBody.optional(),
    visibility: QuestionVisibility.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'Change something before saving',
  });
export type EditQuestionRequest = z.input<typeof EditQuestionRequest>;

export const ReplyRequest = z.object({ body: AnswerBody });
export type ReplyRequest = z.input<typeof ReplyRequest>;

export const MarkHelpfulRequest = z.object({
  /** The answer the asker found helpful; null takes the mark away. */
  answer_id: Id.nullable(),
});
export type MarkHelpfulRequest = z.input<typeof MarkHelpfulRequest>;

export const HideRequest = z.object({ hidden: z.boolean({ error: 'Say whether to hide it' }) });
export type HideRequest = z.input<typeof HideRequest>;

export const QuestionResponse = z.object({ detail: z.string(), question: QuestionThread });
export type QuestionResponse = z.infer<typeof QuestionResponse>;

export const UpvoteResponse = z.object({ upvoted: z.boolean(), upvotes_count: z.number().int() });
export type UpvoteResponse = z.infer<typeof UpvoteResponse>;

export const DetailResponse = z.object({ detail: z.string() });

export const QuestionIdParam = z.object({ id: idFromText('Question') });
export const AnswerIdParam = z.object({ id: idFromText('Answer') });
