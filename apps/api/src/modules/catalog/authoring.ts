import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  COURSE_EDITOR_MESSAGES,
  type CourseEditorDetails,
  type CourseEditorPricing,
} from '@dokkho/contract/course-editor';
import { TEACHING_COURSE_NOT_FOUND_MESSAGE } from '@dokkho/contract/teaching';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';

/**
 * The catalog's side of the course editor (issue 17 item 2, docs/decisions/033): an instructor's draft
 * course row. Every lookup and write has the instructor in it, so another instructor's course is the same
 * 404 as no course at all. Edits go through `claimRevision`, which takes the row's lock for the
 * transaction and refuses a stale revision or a course that is not a draft.
 */
const { courses, genres } = schema;

const editorColumns = {
  id: courses.id,
  slug: courses.slug,
  status: courses.status,
  revision: courses.revision,
  title: courses.title,
  subtitle: courses.subtitle,
  description: courses.description,
  outcomes: courses.outcomes,
  tags: courses.tags,
  titleBn: courses.titleBn,
  subtitleBn: courses.subtitleBn,
  descriptionBn: courses.descriptionBn,
  outcomesBn: courses.outcomesBn,
  thumbnail: courses.thumbnail,
  genreId: courses.genreId,
  level: courses.level,
  language: courses.language,
  price: courses.price,
  salePrice: courses.salePrice,
  updatedAt: courses.updatedAt,
};

export type EditorCourseRow = Awaited<ReturnType<typeof findEditorCourse>>;

/** Letters and digits of the title, for a readable slug; a random tail keeps it unique. */
function draftSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'course'}-${randomBytes(3).toString('hex')}`;
}

/** A new draft of this instructor's, filed under the first genre until they choose one. */
export async function createDraftCourse(options: {
  db: Database;
  instructorId: number;
  title: string;
}): Promise<number> {
  const { db } = options;
  const [genre] = await db
    .select({ id: genres.id })
    .from(genres)
    .orderBy(asc(genres.position), asc(genres.id))
    .limit(1);
  if (!genre) throw AppError.conflict(COURSE_EDITOR_MESSAGES.genreNotFound);
  const [row] = await db
    .insert(courses)
    .values({
      slug: draftSlug(options.title),
      status: 'draft',
      title: options.title,
      genreId: genre.id,
      instructorId: options.instructorId,
      price: 0,
    })
    .returning({ id: courses.id });
  return row!.id;
}

/** The editable course when this instructor teaches it; undefined for anyone else's. */
export async function findEditorCourse(db: Database, instructorId: number, courseId: number) {
  const [row] = await db
    .select(editorColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.instructorId, instructorId)))
    .limit(1);
  return row;
}

export async function listGenres(db: Database) {
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .orderBy(asc(genres.position), asc(genres.id));
}

/**
 * Starts an edit inside a transaction: bumps the revision of this instructor's draft when it is still the
 * one the edit was made on (which locks the row until the transaction ends). Another instructor's course
 * is a 404; a course in review or published a 409 that says why; another revision a 409 "stale".
 */
export async function claimRevision(options: {
  db: Database;
  instructorId: number;
  courseId: number;
  baseRevision: number;
}): Promise<number> {
  const { db, instructorId, courseId, baseRevision } = options;
  const [claimed] = await db
    .update(courses)
    .set({ revision: sql`${courses.revision} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.instructorId, instructorId),
        eq(courses.status, 'draft'),
        eq(courses.revision, baseRevision),
      ),
    )
    .returning({ revision: courses.revision });
  if (claimed) return claimed.revision;
  const current = await findEditorCourse(db, instructorId, courseId);
  if (!current) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  assertEditable(current.status);
  throw AppError.conflict(COURSE_EDITOR_MESSAGES.stale);
}

/** A draft can be edited; a course in review or published answers 409 (docs/decisions/033). */
export function assertEditable(status: (typeof courses.status.enumValues)[number]) {
  if (status === 'in_review') throw AppError.conflict(COURSE_EDITOR_MESSAGES.inReview);
  if (status !== 'draft') throw AppError.conflict(COURSE_EDITOR_MESSAGES.published);
}

const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);

export async function updateDetails(db: Database, courseId: number, details: CourseEditorDetails) {
  const [genre] = await db.select({ id: genres.id }).from(genres).where(eq(genres.id, details.genre_id));
  if (!genre) {
    throw AppError.badRequest(COURSE_EDITOR_MESSAGES.genreNotFound, {
      'details.genre_id': [COURSE_EDITOR_MESSAGES.genreNotFound],
    });
  }
  const outcomesBn = details.outcomes_bn?.filter((line) => line.trim() !== '') ?? null;
  await db
    .update(courses)
    .set({
      title: details.title,
      subtitle: details.subtitle,
      description: details.description,
      outcomes: details.outcomes.filter((line) => line.trim() !== ''),
      tags: [...new Set(details.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))],
      genreId: details.genre_id,
      level: details.level,
      language: details.language,
      titleBn: blankToNull(details.title_bn),
      subtitleBn: blankToNull(details.subtitle_bn),
      descriptionBn: blankToNull(details.description_bn),
      outcomesBn: outcomesBn && outcomesBn.length > 0 ? outcomesBn : null,
    })
    .where(eq(courses.id, courseId));
}

export async function updatePricing(db: Database, courseId: number, pricing: CourseEditorPricing) {
  await db
    .update(courses)
    .set({ price: pricing.price, salePrice: pricing.sale_price })
    .where(eq(courses.id, courseId));
}

export async function setThumbnail(db: Database, courseId: number, url: string) {
  await db.update(courses).set({ thumbnail: url }).where(eq(courses.id, courseId));
}

/** The course card's totals, kept with the curriculum. */
export async function setCurriculumTotals(
  db: Database,
  courseId: number,
  totals: { lessons: number; seconds: number },
) {
  await db
    .update(courses)
    .set({ lessonsCount: totals.lessons, durationMinutes: Math.round(totals.seconds / 60) })
    .where(eq(courses.id, courseId));
}

/**
 * A change to a draft made outside the editor (a live class scheduled from the dashboard, issue 17 item 9):
 * the revision moves on, so an editor open in another tab reloads before it saves over the new curriculum.
 * Published courses keep theirs (live classes are operational there, not an edit of the content).
 */
export async function bumpDraftRevision(db: Database, courseId: number) {
  await db
    .update(courses)
    .set({ revision: sql`${courses.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(courses.id, courseId), eq(courses.status, 'draft')));
}
