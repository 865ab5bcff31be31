import { z } from 'zod';
import { Id, PG_INTEGER_MAX, idFromText } from './common';
import { VersionOf } from './course-versions';
import { CourseState } from './teaching';

/**
 * The course editor (issue 17 item 2, /ir-dashboard/add-courses and edit-courses/{id}): an instructor
 * writes a draft course's details, curriculum, pricing and FAQ. Every edit names the revision it was made
 * on (`base_revision`) and answers the whole editable course with the next revision, so two tabs never
 * overwrite each other silently (docs/decisions/033). Money is integer poisha.
 */

export const COURSE_EDITOR_MESSAGES = {
  stale: 'This course was changed in another tab or device. Load the latest to go on.',
  published: 'A published course is changed through a new version: open one with "Edit" on My courses.',
  inReview: 'This course is waiting for review: it can be edited again when staff send it back.',
  moduleNotFound: 'That module is not in this course.',
  lessonNotFound: 'That lesson is not in this course.',
  orderMismatch: 'Send every item of the list exactly once, in the new order.',
  genreNotFound: 'Choose one of the listed genres.',
  salePrice: 'The sale price must be lower than the price.',
  videoUrl: 'A video lesson needs its video URL.',
  revision: 'Send the revision you edited',
  url: 'Enter a full link starting with https://',
  thumbnailType: 'Upload the thumbnail as a JPEG, PNG or WebP image.',
  thumbnailPixels: 'This image is too large in pixels. Use one under 40 megapixels.',
  thumbnailUnreadable: 'This image could not be read. Try another file.',
  thumbnailMissing: 'Choose an image to upload.',
  thumbnailTooLarge: 'The image is too large: upload one of at most 5 MB.',
  resourceType: 'Upload a PDF, a ZIP (Office files too), an image or a plain-text file.',
  resourceTooLarge: 'The file is too large: upload one of at most 20 MB.',
  resourceMissing: 'Choose a file to upload.',
  resourcesFull: 'A lesson has at most 20 resources. Remove one first.',
  resourceUnknown: 'This file is not one of this lesson’s uploads. Upload it again.',
} as const;

/** Lesson resources uploaded as files: at most this many bytes, checked by their content. */
export const LESSON_RESOURCE_MAX_MB = 20;
export const LESSON_RESOURCE_MAX_BYTES = LESSON_RESOURCE_MAX_MB * 1024 * 1024;
export const LESSON_RESOURCES_MAX = 20;
/**
 * An uploaded resource as the editor names it: its storage key (docs/decisions/035), never a URL anyone
 * can open. A private upload, a file uploaded before resources were private, or a seeded practice file.
 * The editor sends it back as it got it; the server accepts only the lesson's own.
 */
export const UPLOADED_RESOURCE_PATTERN =
  /^(?:(?:private\/)?lesson-resources\/[0-9a-f]{32}\.[a-z0-9]{1,5}|\/demo\/resources\/[A-Za-z0-9._-]{1,100})$/;

/** The thumbnail: at most this many bytes uploaded; stored as a 16:9 WebP. */
export const COURSE_THUMBNAIL_MAX_MB = 5;
export const COURSE_THUMBNAIL_MAX_BYTES = COURSE_THUMBNAIL_MAX_MB * 1024 * 1024;

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
export const CourseLevel = z.enum(COURSE_LEVELS, {
  error: 'Choose beginner, intermediate, advanced or all-levels',
});
export const TeachingLanguage = z.enum(['bn', 'en'], { error: 'Choose Bangla or English' });

const atMost = (max: number) => ({ error: `Use at most ${max} characters` });
const text = (max: number) => z.string().trim().max(max, atMost(max));
const title = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'Write a title' })
    .max(max, { error: `Use at most ${max} characters` });
/** Bangla versions (ADR 026): blank means "not written", and null is stored. */
const optionalText = (max: number) => text(max).nullable();
const httpsUrl = z
  .string()
  .trim()
  .max(2000, atMost(2000))
  .refine((value) => /^https:\/\/[^\s]+$/i.test(value), { error: COURSE_EDITOR_MESSAGES.url });
const BaseRevision = z.number({ error: COURSE_EDITOR_MESSAGES.revision }).int().min(0).max(PG_INTEGER_MAX);
const poisha = z
  .number({ error: 'Enter an amount in taka' })
  .int({ error: 'Enter an amount in taka' })
  .min(0, { error: 'The amount cannot be negative' })
  .max(10_000_000_00, { error: 'The amount is too large' });

export const CourseEditorDetails = z.object({
  title: title(120),
  subtitle: text(200),
  /** Markdown, sanitised when rendered. */
  description: text(20_000),
  outcomes: z.array(text(200)).max(20, { error: 'List at most 20 outcomes' }),
  genre_id: Id,
  level: CourseLevel,
  language: TeachingLanguage,
  tags: z.array(text(40)).max(12, { error: 'Use at most 12 tags' }),
  title_bn: optionalText(120),
  subtitle_bn: optionalText(200),
  description_bn: optionalText(20_000),
  outcomes_bn: z.array(text(200)).max(20, { error: 'List at most 20 outcomes' }).nullable(),
});
export type CourseEditorDetails = z.infer<typeof CourseEditorDetails>;

export const CourseEditorPricing = z
  .object({
    /** Poisha; 0 is a free course. */
    price: poisha,
    /** Poisha, lower than the price; null for no sale. */
    sale_price: poisha.nullable(),
  })
  .refine((value) => value.sale_price === null || value.sale_price < value.price, {
    error: COURSE_EDITOR_MESSAGES.salePrice,
    path: ['sale_price'],
  });
export type CourseEditorPricing = z.infer<typeof CourseEditorPricing>;

export const CourseEditorFaq = z.object({
  question: title(300),
  answer: z.string().trim().min(1, { error: 'Write an answer' }).max(3000, atMost(3000)),
  question_bn: optionalText(300),
  answer_bn: optionalText(3000),
});
export type CourseEditorFaq = z.infer<typeof CourseEditorFaq>;

export const LESSON_KINDS = ['video', 'article'] as const;
export const LessonKind = z.enum(LESSON_KINDS, { error: 'Choose video or article' });
export type LessonKind = z.infer<typeof LessonKind>;

export const CourseEditorResource = z.object({
  title: title(200),
  /** An https link, or a file uploaded here (its storage key: UPLOADED_RESOURCE_PATTERN). */
  url: z
    .string()
    .trim()
    .max(2000, atMost(2000))
    .refine((value) => /^https:\/\/[^\s]+$/i.test(value) || UPLOADED_RESOURCE_PATTERN.test(value), {
      error: COURSE_EDITOR_MESSAGES.url,
    }),
});
export type CourseEditorResource = z.infer<typeof CourseEditorResource>;

export const CourseEditorLesson = z.object({
  id: z.number().int(),
  kind: LessonKind,
  title: z.string(),
  position: z.number().int(),
  duration_seconds: z.number().int(),
  /** Video lessons: the video's URL (uploads come with the video slice). */
  video_url: z.string().nullable(),
  /** Article lessons: Markdown. */
  body: z.string(),
  is_preview: z.boolean(),
  resources: z.array(CourseEditorResource),
});
export type CourseEditorLesson = z.infer<typeof CourseEditorLesson>;

export const CourseEditorModule = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(CourseEditorLesson),
});
export type CourseEditorModule = z.infer<typeof CourseEditorModule>;

export const CourseEditorGenre = z.object({ id: z.number().int(), name: z.string() });

/*
 * The quiz builder (issue 17 item 2; docs/decisions/039). A quiz closes a module or is the course's final
 * exam (`module_id` null). The editor reads the quizzes with their correct options (the owner may see
 * them); the learner-facing quiz calls still never send them before an attempt. A quiz's questions are
 * sent and replaced whole, in their order, with their options in order.
 */

export const QUIZ_EDITOR_MESSAGES = {
  quizNotFound: 'That quiz is not in this course.',
  prompt: 'Write the question',
  option: 'Write the option',
  twoOptions: 'Give at least two options.',
  tooManyOptions: 'Give at most 8 options.',
  noCorrect: 'Mark at least one option as correct.',
  singleOneCorrect: 'A single-choice question has exactly one correct option.',
  points: 'A question is worth 1 to 100 points.',
  passPercent: 'Set a pass mark between 1 and 100 percent.',
  timeLimit: 'Set a time limit between 1 and 600 minutes, or none.',
  maxAttempts: 'Allow 1 to 20 attempts, or unlimited.',
  tooManyQuestions: 'A quiz has at most 100 questions.',
  questionKind: 'Choose single or multiple choice',
} as const;

export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 8;
export const QUIZ_QUESTIONS_MAX = 100;
/** Time limits are whole minutes in the editor, seconds on the wire (as the player counts them). */
export const QUIZ_TIME_LIMIT_MAX_MINUTES = 600;
export const QUIZ_MAX_ATTEMPTS = 20;

export const QUESTION_KINDS = ['single', 'multiple'] as const;
export const QuestionKind = z.enum(QUESTION_KINDS, { error: QUIZ_EDITOR_MESSAGES.questionKind });
export type QuestionKind = z.infer<typeof QuestionKind>;

/**
 * What is wrong with a question's options, or null: at least one correct option, and exactly one for a
 * single-choice question (the player grades a single choice by one radio button).
 */
export function quizOptionsProblem(
  kind: QuestionKind,
  options: readonly { is_correct: boolean }[],
): string | null {
  const correct = options.filter((option) => option.is_correct).length;
  if (correct === 0) return QUIZ_EDITOR_MESSAGES.noCorrect;
  if (kind === 'single' && correct > 1) return QUIZ_EDITOR_MESSAGES.singleOneCorrect;
  return null;
}

/**
 * Questions and options the quiz already has are sent with their `id`: they are changed in place, so
 * learners' attempts (which name them) and a published course's version (which maps them back, ADR 038)
 * keep pointing at them. Those without an id (or with one the quiz does not have) are new.
 */
const KeptId = z.number().int().positive().optional();

export const QuizOptionInput = z
  .object({
    id: KeptId,
    text: z.string().trim().min(1, { error: QUIZ_EDITOR_MESSAGES.option }).max(500, atMost(500)),
    is_correct: z.boolean(),
  })
  .strict();
export type QuizOptionInput = z.infer<typeof QuizOptionInput>;

export const QuizQuestionInput = z
  .object({
    id: KeptId,
    kind: QuestionKind,
    prompt: z.string().trim().min(1, { error: QUIZ_EDITOR_MESSAGES.prompt }).max(2000, atMost(2000)),
    /** Shown with the right answer after an attempt is submitted. */
    explanation: text(2000),
    points: z
      .number({ error: QUIZ_EDITOR_MESSAGES.points })
      .int({ error: QUIZ_EDITOR_MESSAGES.points })
      .min(1, { error: QUIZ_EDITOR_MESSAGES.points })
      .max(100, { error: QUIZ_EDITOR_MESSAGES.points }),
    options: z
      .array(QuizOptionInput)
      .min(QUIZ_OPTIONS_MIN, { error: QUIZ_EDITOR_MESSAGES.twoOptions })
      .max(QUIZ_OPTIONS_MAX, { error: QUIZ_EDITOR_MESSAGES.tooManyOptions }),
  })
  .strict()
  .superRefine((question, context) => {
    const problem = quizOptionsProblem(question.kind, question.options);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['options'] });
  });
export type QuizQuestionInput = z.infer<typeof QuizQuestionInput>;

/** The quiz's settings and questions: any of them, each sent replaces it. */
export const QuizFields = z
  .object({
    title: title(200),
    description: text(2000),
    /** The module it closes; null for the course's final exam. */
    module_id: Id.nullable(),
    /** Seconds, whole minutes; null for no limit. */
    time_limit_seconds: z
      .number({ error: QUIZ_EDITOR_MESSAGES.timeLimit })
      .int({ error: QUIZ_EDITOR_MESSAGES.timeLimit })
      .min(60, { error: QUIZ_EDITOR_MESSAGES.timeLimit })
      .max(QUIZ_TIME_LIMIT_MAX_MINUTES * 60, { error: QUIZ_EDITOR_MESSAGES.timeLimit })
      .nullable(),
    pass_percent: z
      .number({ error: QUIZ_EDITOR_MESSAGES.passPercent })
      .int({ error: QUIZ_EDITOR_MESSAGES.passPercent })
      .min(1, { error: QUIZ_EDITOR_MESSAGES.passPercent })
      .max(100, { error: QUIZ_EDITOR_MESSAGES.passPercent }),
    /** Null: unlimited. */
    max_attempts: z
      .number({ error: QUIZ_EDITOR_MESSAGES.maxAttempts })
      .int({ error: QUIZ_EDITOR_MESSAGES.maxAttempts })
      .min(1, { error: QUIZ_EDITOR_MESSAGES.maxAttempts })
      .max(QUIZ_MAX_ATTEMPTS, { error: QUIZ_EDITOR_MESSAGES.maxAttempts })
      .nullable(),
    questions: z
      .array(QuizQuestionInput)
      .max(QUIZ_QUESTIONS_MAX, { error: QUIZ_EDITOR_MESSAGES.tooManyQuestions }),
  })
  .partial()
  .strict();
export type QuizFields = z.infer<typeof QuizFields>;

/** `POST instructor/courses/{id}/quizzes/`: a new quiz (no questions yet) after its module's lessons. */
export const QuizCreate = z
  .object({ base_revision: BaseRevision, title: title(200), module_id: Id.nullable() })
  .strict();
export type QuizCreate = z.infer<typeof QuizCreate>;

/** `PATCH instructor/courses/{id}/quizzes/{quiz_id}/`: the fields sent are replaced. */
export const QuizUpdate = QuizFields.extend({ base_revision: BaseRevision }).strict();
export type QuizUpdate = z.infer<typeof QuizUpdate>;

export const CourseEditorQuizOption = z.object({
  id: z.number().int(),
  text: z.string(),
  is_correct: z.boolean(),
});
export type CourseEditorQuizOption = z.infer<typeof CourseEditorQuizOption>;

export const CourseEditorQuizQuestion = z.object({
  id: z.number().int(),
  kind: QuestionKind,
  prompt: z.string(),
  explanation: z.string(),
  points: z.number().int(),
  /** In order; `is_correct` is the owner's to see (never a learner's before an attempt). */
  options: z.array(CourseEditorQuizOption),
});
export type CourseEditorQuizQuestion = z.infer<typeof CourseEditorQuizQuestion>;

/** One quiz as the editor reads it, in the course's quiz order (the player's order). */
export const CourseEditorQuiz = z.object({
  id: z.number().int(),
  module_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  time_limit_seconds: z.number().int().nullable(),
  pass_percent: z.number().int(),
  max_attempts: z.number().int().nullable(),
  questions: z.array(CourseEditorQuizQuestion),
});
export type CourseEditorQuiz = z.infer<typeof CourseEditorQuiz>;

export const QuizParams = z.object({ id: idFromText('Course id'), quiz_id: idFromText('Quiz id') });

/** `GET instructor/courses/{id}/edit/` and the answer of every edit. */
export const CourseEditorCourse = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: CourseState,
  /** Bumped by every edit; send it back as `base_revision`. */
  revision: z.number().int(),
  /** Whether the editor may change it (a draft, in this slice). */
  editable: z.boolean(),
  thumbnail: z.string(),
  details: CourseEditorDetails,
  pricing: z.object({ price: z.number().int(), sale_price: z.number().int().nullable() }),
  faqs: z.array(CourseEditorFaq),
  modules: z.array(CourseEditorModule),
  /** Every quiz with its questions and their correct options, in the player's order. */
  quizzes: z.array(CourseEditorQuiz),
  /** The genres a course can be filed under. */
  genres: z.array(CourseEditorGenre),
  updated_at: z.string(),
  /** A new version of a published course (docs/decisions/038): the course it replaces when published. */
  version_of: VersionOf.nullable(),
});
export type CourseEditorCourse = z.infer<typeof CourseEditorCourse>;

/** `POST instructor/courses/`: a new draft with its title (the rest is filled in the editor). */
export const CourseDraftCreate = z.object({ title: title(120) });
export type CourseDraftCreate = z.infer<typeof CourseDraftCreate>;

/** `PATCH instructor/courses/{id}/edit/`: any of the sections, each replaced whole. */
export const CourseEditorPatch = z
  .object({
    base_revision: BaseRevision,
    details: CourseEditorDetails.optional(),
    pricing: CourseEditorPricing.optional(),
    faqs: z.array(CourseEditorFaq).max(30, { error: 'Use at most 30 questions' }).optional(),
  })
  .strict();
export type CourseEditorPatch = z.infer<typeof CourseEditorPatch>;

export const ModuleCreate = z.object({ base_revision: BaseRevision, title: title(200) }).strict();
export const ModuleRename = ModuleCreate;
export const LessonCreate = z
  .object({ base_revision: BaseRevision, title: title(200), kind: LessonKind })
  .strict();
export type LessonCreate = z.infer<typeof LessonCreate>;

/** `PATCH instructor/courses/{id}/lessons/{lesson_id}/`: the fields sent are replaced. */
export const LessonUpdate = z
  .object({
    base_revision: BaseRevision,
    title: title(200).optional(),
    duration_seconds: z
      .number({ error: 'Enter the length in seconds' })
      .int()
      .min(0)
      .max(24 * 3600, { error: 'A lesson is at most 24 hours long' })
      .optional(),
    video_url: httpsUrl.nullable().optional(),
    body: text(100_000).optional(),
    /** One lesson of the course is the free preview: marking one unmarks the others. */
    is_preview: z.boolean().optional(),
    resources: z
      .array(CourseEditorResource)
      .max(LESSON_RESOURCES_MAX, { error: 'Attach at most 20 resources' })
      .optional(),
  })
  .strict();
export type LessonUpdate = z.infer<typeof LessonUpdate>;

/** Reorders: every id of the list once, in the new order. */
export const ReorderRequest = z
  .object({
    base_revision: BaseRevision,
    ids: z.array(Id).min(1).max(500),
  })
  .strict();
export type ReorderRequest = z.infer<typeof ReorderRequest>;

export const RevisionQuery = z.object({
  base_revision: z.coerce
    .number({ error: COURSE_EDITOR_MESSAGES.revision })
    .int({ error: COURSE_EDITOR_MESSAGES.revision })
    .min(0, { error: COURSE_EDITOR_MESSAGES.revision })
    .max(PG_INTEGER_MAX, { error: COURSE_EDITOR_MESSAGES.revision }),
});

export const CourseEditorParams = z.object({ id: idFromText('Course id') });
export const ModuleParams = z.object({ id: idFromText('Course id'), module_id: idFromText('Module id') });
export const LessonParams = z.object({ id: idFromText('Course id'), lesson_id: idFromText('Lesson id') });
