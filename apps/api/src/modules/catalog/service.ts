import type {
  BestGenre,
  CareerPathListItem,
  CourseDetail,
  CourseListItem,
  CourseListQuery,
  CourseListResponse,
} from '@dokkho/contract/catalog';
import type { InstructorStats } from '@dokkho/contract/instructors';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { listIn, textIn } from '../../lib/content-language';
import { pageWindow, toPage } from '../../lib/pagination';
import { findInSearchTiers } from '../../lib/search-tiers';
import { expandSearch } from '../search/service';
import * as repo from './repo';

const FEATURED_LIMIT = 8;
const BEST_GENRES_LIMIT = 12;
const INSTRUCTOR_COURSES_LIMIT = 50;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A course as lists show it, its title and subtitle in `locale` with English as the fallback per field
 * (docs/decisions/026). Every read that knows its request passes `contentLanguage(request, reply)`;
 * without a locale (a job, a seed) it is English.
 */
export function toCourseListItem(row: repo.CourseRow, locale: Locale = DEFAULT_LOCALE): CourseListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: textIn(locale, row.title, row.titleBn),
    subtitle: textIn(locale, row.subtitle, row.subtitleBn),
    thumbnail: row.thumbnail,
    genre: { id: row.genreId, name: row.genreName, slug: row.genreSlug },
    instructor: {
      id: row.instructorId,
      name: `${row.instructorFirstName} ${row.instructorLastName}`.trim(),
      avatar: row.instructorAvatar,
    },
    level: row.level,
    language: row.language,
    duration_minutes: row.durationMinutes,
    lessons_count: row.lessonsCount,
    price: row.price,
    sale_price: row.salePrice,
    currency: 'BDT',
    is_free: row.price === 0,
    is_featured: row.isFeatured,
    rating_avg: round2(row.ratingAvg),
    rating_count: row.ratingCount,
    enrolled_count: row.enrolledCount,
  };
}

/**
 * The catalog list: filters, search (full text first, typo-tolerant similarity when that finds nothing),
 * sort and DRF-style pagination. A page past the end is a 404, as in DRF.
 */
export async function listCourses(options: {
  db: Database;
  query: CourseListQuery;
  requestUrl: URL;
  locale: Locale;
}): Promise<CourseListResponse> {
  const { db, query, requestUrl, locale } = options;
  const filters: repo.CourseFilters = {
    genre: query.genre,
    level: query.level,
    language: query.language,
    price: query.price,
    minPrice: query.min_price,
    maxPrice: query.max_price,
  };
  const sort = query.sort ?? (query.search ? 'relevance' : 'popular');
  const { limit, offset } = pageWindow(query);

  const page = await findInSearchTiers(await expandSearch(db, query.search), (search) =>
    repo.findCoursePage(db, { filters, sort, limit, offset, search }),
  );
  return toPage({
    query,
    requestUrl,
    total: page.total,
    results: page.rows.map((row) => toCourseListItem(row, locale)),
  });
}

export async function getCourse(options: {
  db: Database;
  id: number;
  locale?: Locale;
  /** Unpublished too: only for a caller already known to teach the course or to be staff. */
  anyStatus?: boolean;
}): Promise<CourseDetail> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const row = await repo.findCourseById(options.db, options.id, { anyStatus: options.anyStatus });
  if (!row) throw AppError.notFound('Course not found.');
  const item = toCourseListItem(row, locale);
  return {
    ...item,
    kind: row.kind,
    description: textIn(locale, row.description, row.descriptionBn),
    outcomes: listIn(locale, row.outcomes, row.outcomesBn),
    requirements: row.requirements,
    tags: row.tags,
    instructor: {
      ...item.instructor,
      headline: textIn(locale, row.instructorHeadline, row.instructorHeadlineBn),
      bio: textIn(locale, row.instructorBio, row.instructorBioBn),
      ...(await getInstructorStats({ db: options.db, instructorId: row.instructorId })),
    },
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A course's lifecycle state (draft, in_review, published, archived); undefined for no course. */
export const getCourseStatus = (db: Database, id: number) => repo.findCourseStatus(db, id);

/** An instructor's listed courses in the reader's language (their public profile). */
export async function listInstructorCourses(options: {
  db: Database;
  instructorId: number;
  locale: Locale;
}): Promise<CourseListItem[]> {
  const rows = await repo.findInstructorListedCourses(
    options.db,
    options.instructorId,
    INSTRUCTOR_COURSES_LIMIT,
  );
  return rows.map((row) => toCourseListItem(row, options.locale));
}

/** Courses, learners and rating over an instructor's listed courses (course pages, the public profile). */
export async function getInstructorStats(options: {
  db: Database;
  instructorId: number;
}): Promise<InstructorStats> {
  const stats = await repo.findInstructorStats(options.db, options.instructorId);
  return {
    courses_count: stats.coursesCount,
    learners_count: stats.learnersCount,
    rating_avg: stats.ratingCount > 0 ? round2(stats.ratingTotal / stats.ratingCount) : 0,
    rating_count: stats.ratingCount,
  };
}

export async function listFeaturedCourses(options: {
  db: Database;
  locale: Locale;
}): Promise<CourseListItem[]> {
  const rows = await repo.findFeaturedCourses(options.db, FEATURED_LIMIT);
  return rows.map((row) => toCourseListItem(row, options.locale));
}

export async function listBestGenres(options: { db: Database }): Promise<BestGenre[]> {
  const rows = await repo.findBestGenres(options.db, BEST_GENRES_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    course_count: row.courseCount,
    learner_count: row.learnerCount,
  }));
}

export async function listCareerPaths(options: {
  db: Database;
  locale: Locale;
}): Promise<CareerPathListItem[]> {
  const { locale } = options;
  const paths = await repo.findCareerPaths(options.db);
  const members = await repo.findCareerPathMembers(
    options.db,
    paths.map((path) => path.careerPathId),
  );
  return paths.map((path) => ({
    id: path.careerPathId,
    course: toCourseListItem(path, locale),
    courses: members
      .filter((member) => member.careerPathId === path.careerPathId)
      .map((member) => ({
        id: member.id,
        slug: member.slug,
        title: textIn(locale, member.title, member.titleBn),
        thumbnail: member.thumbnail,
        duration_minutes: member.durationMinutes,
      })),
  }));
}

/**
 * The catalog's rows of these courses, in no particular order: how learning and offers show the courses they
 * hold by id without reading the catalog's tables (docs/decisions/022).
 */
export async function findCourseRowsByIds(db: Database, ids: number[]): Promise<repo.CourseRow[]> {
  return repo.findCourseRowsByIds(db, ids);
}
