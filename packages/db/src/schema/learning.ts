import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { affiliateProfiles, users } from './users';

/**
 * What a course teaches, in order (issue 4): modules hold lessons. A recorded module's lessons are
 * videos or articles; a live module is a scheduled class with a join link and, later, its recording.
 */
export const moduleKind = pgEnum('module_kind', ['recorded', 'live']);
export const lessonKind = pgEnum('lesson_kind', ['video', 'article']);

export const courseModules = pgTable(
  'course_modules',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: moduleKind('kind').notNull().default('recorded'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    /** Live modules: when the class starts and how long it runs. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    liveDurationMinutes: integer('live_duration_minutes'),
    /** Live modules: shown to enrolled learners only, and only near the start time. */
    joinUrl: text('join_url'),
    recordingUrl: text('recording_url'),
    /**
     * Live modules: when enrolled learners were reminded of the class. The reminder sweep claims due classes
     * by setting it (UPDATE ... WHERE live_reminded_at IS NULL RETURNING), so each class is told once
     * however many sweeps run; a reschedule clears it.
     */
    liveRemindedAt: timestamp('live_reminded_at', { withTimezone: true }),
    /** In a new version of a published course (docs/decisions/038): the published row this copy edits. */
    sourceModuleId: integer('source_module_id').references((): AnyPgColumn => courseModules.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_modules_position_uq').on(t.courseId, t.position),
    check(
      'course_modules_live_has_schedule',
      sql`${t.kind} <> 'live' OR (${t.startsAt} IS NOT NULL AND ${t.liveDurationMinutes} > 0)`,
    ),
    // The reminder sweep: live classes not yet reminded, by start.
    index('course_modules_live_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.kind} = 'live' AND ${t.liveRemindedAt} IS NULL`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    /** Denormalised from the module: progress and access checks look lessons up by course. */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: lessonKind('kind').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /** Video length, or the reading time of an article. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Video lessons: a URL (our object store or an outside host). Never sent before access is checked. */
    videoUrl: text('video_url'),
    /** Article lessons: Markdown, sanitised when rendered. */
    body: text('body').notNull().default(''),
    /** A free preview anyone may watch from the course page. */
    isPreview: boolean('is_preview').notNull().default(false),
    /** In a new version of a published course (docs/decisions/038): the published row this copy edits. */
    sourceLessonId: integer('source_lesson_id').references((): AnyPgColumn => lessons.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lessons_position_uq').on(t.moduleId, t.position),
    index('lessons_course_idx').on(t.courseId),
    check('lessons_video_has_url', sql`${t.kind} <> 'video' OR ${t.videoUrl} IS NOT NULL`),
    check('lessons_duration_nonnegative', sql`${t.durationSeconds} >= 0`),
  ],
);

/**
 * Files that go with a lesson (slides, starter code, cheat sheets): an outside https link in `url`, or a
 * file uploaded here in `storage_key` (then `url` is ''). Uploaded files are private objects
 * (`private/lesson-resources/...`), reached only through a signed, expiring download link given to whoever
 * may open the lesson (docs/decisions/035). Two older forms are read as well: `lesson-resources/...`, a
 * file uploaded before resources were private, and `/demo/resources/...`, the seed's practice files in
 * the web app's public folder.
 */
export const lessonResources = pgTable(
  'lesson_resources',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** An outside https link; '' for an uploaded file. */
    url: text('url').notNull().default(''),
    /** The uploaded file's object key; null for a link. */
    storageKey: text('storage_key'),
    /** The uploaded file's own name, as the download offers to save it; null for a link. */
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('lesson_resources_lesson_idx').on(t.lessonId),
    check('lesson_resources_link_or_file', sql`(${t.storageKey} IS NULL) <> (${t.url} = '')`),
  ],
);

/** Where a learner is in a lesson: the video position to resume from, and whether it is done. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    // Course progress: a learner's rows of one course.
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
  ],
);

export const courseFaqs = pgTable(
  'course_faqs',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The Bangla version (docs/decisions/026); null or blank means "not written", English is shown. */
    questionBn: text('question_bn'),
    answerBn: text('answer_bn'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('course_faqs_course_idx').on(t.courseId, t.position)],
);

/** Courses a user saved for later (SPEC.md §7 user/wishlist/). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** One review per learner per course, editable; the course's rating_avg/rating_count follow it. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_user_course_uq').on(t.userId, t.courseId),
    index('reviews_course_recent_idx').on(t.courseId, t.updatedAt.desc()),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Quizzes (issue 4 item 6): single- and multiple-choice questions, graded on the server. The correct
 * options never leave the server before an attempt is submitted.
 */
export const questionKind = pgEnum('question_kind', ['single', 'multiple']);

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The module it closes, when it belongs to one; null for a final exam. */
    moduleId: integer('module_id').references(() => courseModules.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Null: no time limit. */
    timeLimitSeconds: integer('time_limit_seconds'),
    /** Percent needed to pass; passing every quiz is part of the certificate rule. */
    passPercent: smallint('pass_percent').notNull().default(60),
    /** Null: unlimited attempts. */
    maxAttempts: smallint('max_attempts'),
    /** In a new version of a published course (docs/decisions/038): the published row this copy edits. */
    sourceQuizId: integer('source_quiz_id').references((): AnyPgColumn => quizzes.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_course_idx').on(t.courseId, t.position),
    check('quizzes_pass_percent_range', sql`${t.passPercent} BETWEEN 1 AND 100`),
    check('quizzes_time_limit_positive', sql`${t.timeLimitSeconds} IS NULL OR ${t.timeLimitSeconds} > 0`),
    check('quizzes_max_attempts_positive', sql`${t.maxAttempts} IS NULL OR ${t.maxAttempts} > 0`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    kind: questionKind('kind').notNull().default('single'),
    prompt: text('prompt').notNull(),
    /** Shown after submission, with the correct answer. */
    explanation: text('explanation').notNull().default(''),
    position: integer('position').notNull().default(0),
    points: smallint('points').notNull().default(1),
    /** In a new version of a published course (docs/decisions/038): the published row this copy edits. */
    sourceQuestionId: integer('source_question_id').references((): AnyPgColumn => quizQuestions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('quiz_questions_quiz_idx').on(t.quizId, t.position),
    check('quiz_questions_points_positive', sql`${t.points} > 0`),
  ],
);

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    /** In a new version of a published course (docs/decisions/038): the published row this copy edits. */
    sourceOptionId: integer('source_option_id').references((): AnyPgColumn => quizOptions.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('quiz_options_question_idx').on(t.questionId, t.position)],
);

/**
 * One try at a quiz. Started on the server (the time limit runs from here, not from the browser's
 * clock), submitted once; the answers and the score are kept for the learner's history and grades.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** started_at + the time limit; null without one. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** question id -> chosen option ids, as submitted. */
    answers: jsonb('answers').$type<Record<string, number[]>>(),
    score: integer('score'),
    maxScore: integer('max_score'),
    percent: smallint('percent'),
    passed: boolean('passed'),
  },
  (t) => [index('quiz_attempts_user_quiz_idx').on(t.userId, t.quizId, t.startedAt)],
);

/**
 * A certificate (issue 4 item 7): issued once per learner per course when the completion rule is met.
 * The learner's name and the course title are copied at issue time: a certificate states what was true
 * when it was earned, even if the account or the course is renamed later.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** Public, unguessable id printed on the PDF and in the QR code: /certificate/{serial}. */
    serial: text('serial').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('certificates_user_course_uq').on(t.userId, t.courseId)],
);

/**
 * Free handbooks (issue 4 item 9): a guide per topic, downloaded in exchange for a name and a phone
 * number or e-mail (a lead for the course it belongs to). The content is Markdown; the PDF is rendered
 * from it on download, so the handbook and its PDF never disagree.
 */
export const handbooks = pgTable('handbooks', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** The course it leads to; null for a general guide. */
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** What the reader gets, as short bullet points. */
  highlights: text('highlights')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  body: text('body').notNull(),
  coverUrl: text('cover_url').notNull().default(''),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const handbookDownloads = pgTable(
  'handbook_downloads',
  {
    id: serial('id').primaryKey(),
    handbookId: integer('handbook_id')
      .notNull()
      .references(() => handbooks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('handbook_downloads_handbook_idx').on(t.handbookId, t.createdAt),
    check('handbook_downloads_contact', sql`${t.phoneNumber} IS NOT NULL OR ${t.email} IS NOT NULL`),
  ],
);

/**
 * Analytics events (SPEC.md §7 generics/create-analytics-track/): sent only by signed-in users; kept
 * small and append-only. bigserial: every course view of every learner lands here.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    label: text('label').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_event_time_idx').on(t.event, t.createdAt),
    index('analytics_events_user_time_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Visits through an affiliate's course link (/courseDetails/{id}/affiliate/{code}, SPEC.md §7
 * affiliate/affiliate-links-clicked/). The address is kept only as a keyed hash: enough to count unique
 * visitors and spot click fraud, not enough to identify anyone.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliateProfiles.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('affiliate_clicks_affiliate_time_idx').on(t.affiliateId, t.createdAt),
    // "Has this visitor clicked this link lately?": the de-duplication lookup.
    index('affiliate_clicks_visitor_idx').on(t.visitorHash, t.affiliateId, t.courseId, t.createdAt),
  ],
);
