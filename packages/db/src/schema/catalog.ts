import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';
import { instructorProfiles, users } from './users';

export const courseLevel = pgEnum('course_level', ['beginner', 'intermediate', 'advanced', 'all-levels']);
export const courseKind = pgEnum('course_kind', ['course', 'career_path']);
/**
 * A course's lifecycle (issue 17 item 4): an instructor's draft goes `in_review` when submitted, staff
 * publish it or send it back to `draft` with a note; a published course can be archived (its learners keep
 * it, nobody new finds it). Only `published` is ever shown to learners or search engines.
 */
export const COURSE_STATUSES = ['draft', 'in_review', 'published', 'archived'] as const;
export const courseStatus = pgEnum('course_status', COURSE_STATUSES);
export const courseLanguage = pgEnum('course_language', ['bn', 'en']);

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: courseKind('kind').notNull().default('course'),
    status: courseStatus('status').notNull().default('draft'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    outcomes: text('outcomes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /*
     * The Bangla version of what a visitor reads (docs/decisions/026): null (or empty) when there is none,
     * and the API then answers with the English field. `language` below is the language the course is
     * taught in, which is a different thing: an English-taught course may still have a Bangla title.
     */
    titleBn: text('title_bn'),
    subtitleBn: text('subtitle_bn'),
    descriptionBn: text('description_bn'),
    outcomesBn: text('outcomes_bn').array(),
    thumbnail: text('thumbnail').notNull().default(''),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructorProfiles.id),
    level: courseLevel('level').notNull().default('all-levels'),
    language: courseLanguage('language').notNull().default('bn'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    lessonsCount: integer('lessons_count').notNull().default(0),
    /** Integer poisha (1/100 BDT). */
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    currency: text('currency').notNull().default('BDT'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The course's WhatsApp group, shared with enrolled learners only (marketing/whatsapp-number/). */
    whatsappGroupUrl: text('whatsapp_group_url'),
    // Denormalised counters: a catalog page must not count a million enrollments per request.
    ratingAvg: real('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    enrolledCount: integer('enrolled_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the instructor last submitted it for review (set with `in_review`). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When staff last decided on a submission, and what they wrote (the reasons when sent back). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    /**
     * Bumped by every edit of the course editor (issue 17 item 2): an edit names the revision it was made
     * on, so two tabs never overwrite each other silently (as the resume builder's revision, ADR 033).
     */
    revision: integer('revision').notNull().default(0),
    /**
     * A new version of a published course (issue 17 item 2, docs/decisions/038): a draft row that edits a
     * copy of the published course's curriculum and replaces it when staff publish it. At most one a course;
     * never listed, counted or shown to learners; deleted with the course it versions.
     */
    draftOfCourseId: integer('draft_of_course_id')
      .unique('courses_draft_of_course_uq')
      .references((): AnyPgColumn => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string(tags, ' '), '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(subtitle, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(title_bn, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(subtitle_bn, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(description_bn, '')), 'C')`,
    ),
  },
  (t) => [
    check('courses_price_nonnegative', sql`${t.price} >= 0`),
    check(
      'courses_sale_price_below_price',
      sql`${t.salePrice} IS NULL OR (${t.salePrice} >= 0 AND ${t.salePrice} < ${t.price})`,
    ),
    check('courses_rating_range', sql`${t.ratingAvg} >= 0 AND ${t.ratingAvg} <= 5`),
    index('courses_listing_idx').on(t.status, t.kind, t.enrolledCount.desc()),
    index('courses_genre_idx').on(t.genreId),
    index('courses_instructor_idx').on(t.instructorId),
    index('courses_search_idx').using('gin', t.searchVector),
    // The typo tier of catalog search: `text <% lower(title || ' ' || title_bn || ' ' || tags)`
    // (docs/decisions/003, 026).
    index('courses_search_trgm_idx').using(
      'gin',
      sql`lower(${t.title} || ' ' || coalesce(${t.titleBn}, '') || ' ' || immutable_array_to_string(${t.tags}, ' ')) gin_trgm_ops`,
    ),
    // Featured courses, most popular first, without scanning the catalog.
    index('courses_featured_idx')
      .on(t.enrolledCount.desc(), t.id)
      .where(sql`${t.isFeatured} and ${t.status} = 'published' and ${t.kind} = 'course'`),
    // Best genres: per-genre counts and learner sums from the index alone.
    index('courses_genre_listed_idx')
      .on(t.genreId)
      .where(sql`${t.status} = 'published' and ${t.kind} = 'course'`),
  ],
);

/** A career path is itself a course (kind `career_path`), with an ordered list of member courses. */
export const careerPaths = pgTable('career_paths', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .unique()
    .references(() => courses.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
});

export const careerPathCourses = pgTable(
  'career_path_courses',
  {
    careerPathId: integer('career_path_id')
      .notNull()
      .references(() => careerPaths.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.careerPathId, t.courseId] }),
    unique('career_path_courses_position_uq').on(t.careerPathId, t.position),
  ],
);

export const ENROLLMENT_SOURCES = ['free', 'purchase', 'bundle', 'staff'] as const;

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** How the seat was got: a free course, a paid order, a bundle, or granted by staff. */
    source: text('source', { enum: ENROLLMENT_SOURCES }).notNull().default('purchase'),
    /** Set when the course's completion rule is met (all lessons done, quizzes passed). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enrollments_source_known', sql`${t.source} in ('free', 'purchase', 'bundle', 'staff')`),
    unique('enrollments_user_course_uq').on(t.userId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
  ],
);
