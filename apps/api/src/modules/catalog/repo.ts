import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CourseLanguage, CourseLevel, CourseSort } from '@dokkho/contract/catalog';
import { schema, type Database } from '@dokkho/db';
import type { SearchMode } from '../../lib/search-tiers';

const { courses, genres, instructorProfiles, users, careerPaths, careerPathCourses } = schema;
const instructorUsers = alias(users, 'instructor_users');
/** A published course's new version (docs/decisions/038), and the published course a version updates. */
const versionRows = alias(courses, 'version_rows');
const versionOfRows = alias(courses, 'version_of_rows');

/** What a course list needs, selected once so every list returns the same shape. */
const listColumns = {
  id: courses.id,
  slug: courses.slug,
  kind: courses.kind,
  title: courses.title,
  subtitle: courses.subtitle,
  titleBn: courses.titleBn,
  subtitleBn: courses.subtitleBn,
  thumbnail: courses.thumbnail,
  level: courses.level,
  language: courses.language,
  durationMinutes: courses.durationMinutes,
  lessonsCount: courses.lessonsCount,
  price: courses.price,
  salePrice: courses.salePrice,
  currency: courses.currency,
  isFeatured: courses.isFeatured,
  ratingAvg: courses.ratingAvg,
  ratingCount: courses.ratingCount,
  enrolledCount: courses.enrolledCount,
  genreId: genres.id,
  genreName: genres.name,
  genreSlug: genres.slug,
  instructorId: instructorProfiles.id,
  instructorFirstName: instructorUsers.firstName,
  instructorLastName: instructorUsers.lastName,
  instructorAvatar: instructorUsers.profilePicture,
};

const detailColumns = {
  ...listColumns,
  description: courses.description,
  descriptionBn: courses.descriptionBn,
  outcomes: courses.outcomes,
  outcomesBn: courses.outcomesBn,
  requirements: courses.requirements,
  tags: courses.tags,
  publishedAt: courses.publishedAt,
  updatedAt: courses.updatedAt,
  instructorHeadline: instructorProfiles.headline,
  instructorHeadlineBn: instructorProfiles.headlineBn,
  instructorBio: instructorProfiles.bio,
  instructorBioBn: instructorProfiles.bioBn,
};

// Every course query joins the same relations; drizzle cannot type a generic join helper, so the three
// joins are spelled out at each query with these shared conditions.
const genreJoin = eq(genres.id, courses.genreId);
const instructorJoin = eq(instructorProfiles.id, courses.instructorId);
const instructorUserJoin = eq(instructorUsers.id, instructorProfiles.userId);

const isListed = and(eq(courses.status, 'published'), eq(courses.kind, 'course'));
const effectivePrice = sql`coalesce(${courses.salePrice}, ${courses.price})`;

export interface CourseFilters {
  genre?: string | undefined;
  level?: CourseLevel | undefined;
  /** The language the course is taught in (not the language of the reply). */
  language?: CourseLanguage | undefined;
  price?: 'free' | 'paid' | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

function filterConditions(filters: CourseFilters): SQL[] {
  const conditions: SQL[] = [isListed!];
  if (filters.genre) {
    const genreId = /^\d+$/.test(filters.genre) ? Number(filters.genre) : null;
    conditions.push(
      genreId !== null
        ? eq(courses.genreId, genreId)
        : sql`${courses.genreId} = (select ${genres.id} from ${genres} where ${genres.slug} = ${filters.genre.toLowerCase()})`,
    );
  }
  if (filters.level) conditions.push(eq(courses.level, filters.level));
  if (filters.language) conditions.push(eq(courses.language, filters.language));
  if (filters.price === 'free') conditions.push(eq(courses.price, 0));
  if (filters.price === 'paid') conditions.push(gt(courses.price, 0));
  if (filters.minPrice !== undefined) conditions.push(gte(effectivePrice, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(effectivePrice, filters.maxPrice));
  return conditions;
}

const SORT_ORDER: Record<Exclude<CourseSort, 'relevance'>, SQL[]> = {
  popular: [sql`${courses.enrolledCount} desc nulls last`, desc(courses.ratingAvg), asc(courses.id)],
  newest: [sql`${courses.publishedAt} desc nulls last`, desc(courses.id)],
  rating: [desc(courses.ratingAvg), desc(courses.ratingCount), asc(courses.id)],
  price_asc: [asc(effectivePrice), desc(courses.enrolledCount), asc(courses.id)],
  price_desc: [desc(effectivePrice), desc(courses.enrolledCount), asc(courses.id)],
};

/**
 * How a search text matches the catalog in the two tiers of lib/search-tiers.ts:
 * - `fulltext`: every word, as a prefix ("flut" finds Flutter), against the weighted tsvector of title,
 *   tags, subtitle and description, or courses of a genre whose name matches (looked up first, so the
 *   condition stays a BitmapOr of two indexes rather than a scan).
 * - `similar`: when full-text finds nothing, trigram word similarity against title and tags tolerates
 *   typos ("fluter", "analytcs"), through the `<%` operator and its GIN trigram index, above this word similarity.
 */
export const SIMILARITY_THRESHOLD = 0.35;

/**
 * Title (English and Bangla) and tags as the typo tier compares them; the same expression as
 * courses_search_trgm_idx.
 */
const searchDocument = sql`lower(${courses.title} || ' ' || coalesce(${courses.titleBn}, '') || ' ' || immutable_array_to_string(${courses.tags}, ' '))`;

function searchCondition(mode: SearchMode, genreIds: number[]): SQL {
  if (mode.kind === 'fulltext') {
    const query = sql`to_tsquery('english', ${mode.prefixQuery})`;
    if (genreIds.length === 0) return sql`${courses.searchVector} @@ ${query}`;
    return sql`(${courses.searchVector} @@ ${query} or ${inArray(courses.genreId, genreIds)})`;
  }
  return sql`${mode.text} <% ${searchDocument}`;
}

function relevanceOrder(mode: SearchMode): SQL[] {
  if (mode.kind === 'fulltext') {
    return [
      sql`ts_rank_cd(${courses.searchVector}, to_tsquery('english', ${mode.prefixQuery})) desc`,
      desc(courses.enrolledCount),
      asc(courses.id),
    ];
  }
  return [
    sql`word_similarity(${mode.text}, ${searchDocument}) desc`,
    desc(courses.enrolledCount),
    asc(courses.id),
  ];
}

export interface ListCoursesOptions {
  filters: CourseFilters;
  search: SearchMode | null;
  sort: CourseSort;
  limit: number;
  offset: number;
}

/**
 * One page of listed courses and the total. The count is its own query without the joins: a window count
 * would join and sort every matching row just to count them (bench/README.md, finding 1).
 */
export async function findCoursePage(db: Database, options: ListCoursesOptions) {
  const conditions = filterConditions(options.filters);
  let genreIds: number[] = [];
  if (options.search?.kind === 'fulltext') {
    const matching = await db
      .select({ id: genres.id })
      .from(genres)
      .where(
        sql`to_tsvector('english', ${genres.name}) @@ to_tsquery('english', ${options.search.prefixQuery})`,
      );
    genreIds = matching.map((g) => g.id);
  }
  if (options.search) conditions.push(searchCondition(options.search, genreIds));
  const order =
    options.sort === 'relevance'
      ? options.search
        ? relevanceOrder(options.search)
        : SORT_ORDER.popular
      : SORT_ORDER[options.sort];
  const where = and(...conditions);

  const page = (executor: Database) =>
    executor
      .select(listColumns)
      .from(courses)
      .innerJoin(genres, genreJoin)
      .innerJoin(instructorProfiles, instructorJoin)
      .innerJoin(instructorUsers, instructorUserJoin)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset);
  const count = async (executor: Database) => {
    const [counted] = await executor
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(courses)
      .where(where);
    return counted?.total ?? 0;
  };

  if (options.search?.kind === 'similar') {
    // `<%` reads its threshold from a setting; set_config(..., true) scopes it to this transaction.
    return db.transaction(async (tx) => {
      const executor = tx as unknown as Database;
      await executor.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
      );
      return { rows: await page(executor), total: await count(executor) };
    });
  }

  const [rows, total] = await Promise.all([page(db), count(db)]);
  return { rows, total };
}

/** A published course; `anyStatus` for the preview of its instructor and staff (docs/decisions/039). */
export async function findCourseById(db: Database, id: number, { anyStatus = false } = {}) {
  const [row] = await db
    .select(detailColumns)
    .from(courses)
    .innerJoin(genres, genreJoin)
    .innerJoin(instructorProfiles, instructorJoin)
    .innerJoin(instructorUsers, instructorUserJoin)
    .where(anyStatus ? eq(courses.id, id) : and(eq(courses.id, id), eq(courses.status, 'published')))
    .limit(1);
  return row;
}

/** A course's lifecycle state, whatever it is; undefined for no course. */
export async function findCourseStatus(db: Database, id: number) {
  const [row] = await db.select({ status: courses.status }).from(courses).where(eq(courses.id, id));
  return row?.status;
}

export async function findFeaturedCourses(db: Database, limit: number) {
  return db
    .select(listColumns)
    .from(courses)
    .innerJoin(genres, genreJoin)
    .innerJoin(instructorProfiles, instructorJoin)
    .innerJoin(instructorUsers, instructorUserJoin)
    .where(and(isListed, eq(courses.isFeatured, true)))
    .orderBy(sql`${courses.enrolledCount} desc nulls last`, asc(courses.id))
    .limit(limit);
}

/** An instructor's listed courses, the most learners first (their public profile, issue 17). */
export async function findInstructorListedCourses(db: Database, instructorId: number, limit: number) {
  return db
    .select(listColumns)
    .from(courses)
    .innerJoin(genres, genreJoin)
    .innerJoin(instructorProfiles, instructorJoin)
    .innerJoin(instructorUsers, instructorUserJoin)
    .where(and(isListed, eq(courses.instructorId, instructorId)))
    .orderBy(sql`${courses.enrolledCount} desc nulls last`, asc(courses.id))
    .limit(limit);
}

/**
 * What an instructor's listed courses add up to: how many, their learners, and the rating over all their
 * ratings (each course's average weighted by its number of ratings). Drafts and archived courses count
 * for nothing: learners never see them.
 */
export async function findInstructorStats(db: Database, instructorId: number) {
  const [row] = await db
    .select({
      coursesCount: sql<number>`count(*)`,
      learnersCount: sql<number>`coalesce(sum(${courses.enrolledCount}), 0)`,
      ratingCount: sql<number>`coalesce(sum(${courses.ratingCount}), 0)`,
      ratingTotal: sql<number>`coalesce(sum(${courses.ratingAvg} * ${courses.ratingCount}), 0)`,
    })
    .from(courses)
    .where(and(isListed, eq(courses.instructorId, instructorId)));
  // node-postgres answers sums as text, PGlite as numbers: read both.
  return {
    coursesCount: Number(row?.coursesCount ?? 0),
    learnersCount: Number(row?.learnersCount ?? 0),
    ratingCount: Number(row?.ratingCount ?? 0),
    ratingTotal: Number(row?.ratingTotal ?? 0),
  };
}

/** Genres that have listed courses, by how many learners their courses have. */
export async function findBestGenres(db: Database, limit: number) {
  const perGenre = db
    .select({
      genreId: courses.genreId,
      courseCount: sql<number>`count(*)`.as('course_count'),
      learnerCount: sql<number>`coalesce(sum(${courses.enrolledCount}), 0)`.as('learner_count'),
    })
    .from(courses)
    .where(isListed)
    .groupBy(courses.genreId)
    .as('per_genre');
  return db
    .select({
      id: genres.id,
      name: genres.name,
      slug: genres.slug,
      description: genres.description,
      courseCount: sql<number>`${perGenre.courseCount}`.mapWith(Number),
      learnerCount: sql<number>`${perGenre.learnerCount}`.mapWith(Number),
    })
    .from(perGenre)
    .innerJoin(genres, eq(genres.id, perGenre.genreId))
    .orderBy(desc(perGenre.learnerCount), asc(genres.position), asc(genres.id))
    .limit(limit);
}

/** Published career paths in their display order, each with its own course row. */
export async function findCareerPaths(db: Database) {
  return db
    .select({ ...listColumns, careerPathId: careerPaths.id })
    .from(courses)
    .innerJoin(genres, genreJoin)
    .innerJoin(instructorProfiles, instructorJoin)
    .innerJoin(instructorUsers, instructorUserJoin)
    .innerJoin(careerPaths, eq(careerPaths.courseId, courses.id))
    .where(and(eq(courses.status, 'published'), eq(courses.kind, 'career_path')))
    .orderBy(asc(careerPaths.position), asc(careerPaths.id));
}

/** The published member courses of the given career paths, in path order. */
export async function findCareerPathMembers(db: Database, careerPathIds: number[]) {
  if (careerPathIds.length === 0) return [];
  return db
    .select({
      careerPathId: careerPathCourses.careerPathId,
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      titleBn: courses.titleBn,
      thumbnail: courses.thumbnail,
      durationMinutes: courses.durationMinutes,
    })
    .from(careerPathCourses)
    .innerJoin(courses, eq(courses.id, careerPathCourses.courseId))
    .where(and(inArray(careerPathCourses.careerPathId, careerPathIds), eq(courses.status, 'published')))
    .orderBy(asc(careerPathCourses.careerPathId), asc(careerPathCourses.position));
}

export type CourseRow = Awaited<ReturnType<typeof findFeaturedCourses>>[number];
export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findCourseById>>>;

/**
 * Course rows of any status for the given ids, in no particular order: a learner's enrolled or saved
 * courses stay visible to them even after the course is unlisted (they paid for it, or chose it).
 */
export async function findCourseRowsByIds(db: Database, ids: number[]): Promise<CourseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(listColumns)
    .from(courses)
    .innerJoin(genres, genreJoin)
    .innerJoin(instructorProfiles, instructorJoin)
    .innerJoin(instructorUsers, instructorUserJoin)
    .where(inArray(courses.id, ids));
}

/** What an instructor's own course list needs (issue 17): every status, with the review fields. */
const teachingColumns = {
  id: courses.id,
  slug: courses.slug,
  kind: courses.kind,
  status: courses.status,
  title: courses.title,
  thumbnail: courses.thumbnail,
  price: courses.price,
  salePrice: courses.salePrice,
  lessonsCount: courses.lessonsCount,
  ratingAvg: courses.ratingAvg,
  ratingCount: courses.ratingCount,
  publishedAt: courses.publishedAt,
  submittedAt: courses.submittedAt,
  reviewedAt: courses.reviewedAt,
  reviewNote: courses.reviewNote,
  updatedAt: courses.updatedAt,
  versionId: versionRows.id,
  versionStatus: versionRows.status,
  versionReviewNote: versionRows.reviewNote,
  versionUpdatedAt: versionRows.updatedAt,
};
const versionJoin = eq(versionRows.draftOfCourseId, courses.id);

export type TeachingCourseRow = Awaited<ReturnType<typeof findInstructorCourses>>[number];

/**
 * An instructor's courses in any state (one state when given), most recently changed first. A published
 * course's new version is not a course of its own here: it rides on the course it versions.
 */
export async function findInstructorCourses(
  db: Database,
  instructorId: number,
  status?: (typeof courses.status.enumValues)[number],
) {
  return db
    .select(teachingColumns)
    .from(courses)
    .leftJoin(versionRows, versionJoin)
    .where(
      and(
        eq(courses.instructorId, instructorId),
        isNull(courses.draftOfCourseId),
        status === undefined ? undefined : eq(courses.status, status),
      ),
    )
    .orderBy(desc(courses.updatedAt), desc(courses.id));
}

/** One course, only if this instructor teaches it: ownership is part of the lookup, never checked after. */
export async function findInstructorCourse(db: Database, instructorId: number, courseId: number) {
  const [row] = await db
    .select(teachingColumns)
    .from(courses)
    .leftJoin(versionRows, versionJoin)
    .where(and(eq(courses.id, courseId), eq(courses.instructorId, instructorId)))
    .limit(1);
  return row;
}

/*
 * Review and publish (issue 17 item 4, docs/decisions/029): the course's state moves only from a row locked
 * in the caller's transaction, so two staff deciding at once queue on the lock and the second sees the
 * first one's decision.
 */

const reviewColumns = {
  id: courses.id,
  slug: courses.slug,
  status: courses.status,
  title: courses.title,
  subtitle: courses.subtitle,
  titleBn: courses.titleBn,
  subtitleBn: courses.subtitleBn,
  description: courses.description,
  descriptionBn: courses.descriptionBn,
  outcomes: courses.outcomes,
  requirements: courses.requirements,
  thumbnail: courses.thumbnail,
  level: courses.level,
  language: courses.language,
  price: courses.price,
  salePrice: courses.salePrice,
  lessonsCount: courses.lessonsCount,
  publishedAt: courses.publishedAt,
  submittedAt: courses.submittedAt,
  reviewedAt: courses.reviewedAt,
  reviewNote: courses.reviewNote,
  instructorId: courses.instructorId,
  instructorUserId: instructorUsers.id,
  instructorFirstName: instructorUsers.firstName,
  instructorLastName: instructorUsers.lastName,
  instructorUsername: instructorUsers.username,
  instructorEmail: instructorUsers.email,
  instructorLanguage: instructorUsers.language,
  draftOfCourseId: courses.draftOfCourseId,
  updateOfSlug: versionOfRows.slug,
  updateOfTitle: versionOfRows.title,
};
const versionOfJoin = eq(versionOfRows.id, courses.draftOfCourseId);

export type ReviewCourseRow = Awaited<ReturnType<typeof findReviewCourse>>;

/** Any course with what a reviewer reads and who teaches it; `lock` takes the row for the transaction. */
export async function findReviewCourse(db: Database, courseId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select(reviewColumns)
    .from(courses)
    .innerJoin(instructorProfiles, instructorJoin)
    .innerJoin(instructorUsers, instructorUserJoin)
    .leftJoin(versionOfRows, versionOfJoin)
    .where(eq(courses.id, courseId))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: courses }) : query);
  return row;
}

/** The review queue: courses in review, the longest waiting first. */
export async function findCoursesInReview(db: Database, window: { limit: number; offset: number }) {
  const where = eq(courses.status, 'in_review');
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(courses)
      .innerJoin(instructorProfiles, instructorJoin)
      .innerJoin(instructorUsers, instructorUserJoin)
      .leftJoin(versionOfRows, versionOfJoin)
      .where(where)
      .orderBy(asc(courses.submittedAt), asc(courses.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(courses)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Moves a locked course to its new state (with the review fields that go with it). */
export async function updateCourseReviewState(
  db: Database,
  courseId: number,
  set: Pick<
    typeof courses.$inferInsert,
    'status' | 'submittedAt' | 'reviewedAt' | 'reviewNote' | 'publishedAt' | 'updatedAt'
  >,
): Promise<void> {
  await db.update(courses).set(set).where(eq(courses.id, courseId));
}

/** Who teaches a course (any state) and how to reach them: the notification of an event on it. */
export async function findCourseTeacher(db: Database, courseId: number) {
  const [row] = await db
    .select({
      courseId: courses.id,
      title: courses.title,
      instructorUserId: instructorUsers.id,
      instructorFirstName: instructorUsers.firstName,
      instructorUsername: instructorUsers.username,
      instructorEmail: instructorUsers.email,
      instructorLanguage: instructorUsers.language,
    })
    .from(courses)
    .innerJoin(instructorProfiles, instructorJoin)
    .innerJoin(instructorUsers, instructorUserJoin)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

/** An instructor's published courses with what the job matching reads: titles and tags. */
export async function findPublishedCourseSkills(db: Database, instructorId: number) {
  return db
    .select({ id: courses.id, title: courses.title, titleBn: courses.titleBn, tags: courses.tags })
    .from(courses)
    .where(and(eq(courses.instructorId, instructorId), eq(courses.status, 'published')))
    .orderBy(asc(courses.id));
}
