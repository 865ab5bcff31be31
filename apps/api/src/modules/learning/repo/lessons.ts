import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { courses, courseModules, lessons, lessonResources, lessonProgress } = schema;

/** What a video upload needs of a lesson: its course (who may upload), kind and current video. */
export async function findLessonVideo(db: Database, lessonId: number) {
  const [row] = await db
    .select({ id: lessons.id, courseId: lessons.courseId, kind: lessons.kind, videoUrl: lessons.videoUrl })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  return row;
}

export async function setLessonVideoUrl(db: Database, lessonId: number, videoUrl: string): Promise<void> {
  await db.update(lessons).set({ videoUrl }).where(eq(lessons.id, lessonId));
}

/** A course's lessons in the order a learner takes them: module order, then lesson order. */
export async function orderedLessons(db: Database, courseId: number) {
  return db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      kind: lessons.kind,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      isPreview: lessons.isPreview,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(lessons.position), asc(lessons.id));
}

export async function progressOf(db: Database, userId: number, lessonId: number) {
  const [row] = await db
    .select({ positionSeconds: lessonProgress.positionSeconds, completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return row;
}

export async function courseCounts(db: Database, userId: number, courseId: number) {
  const [row] = await db
    .select({
      total: sql<number>`(select count(*) from lessons l where l.course_id = ${courseId})`.mapWith(Number),
      completed:
        sql<number>`(select count(*) from lesson_progress p where p.user_id = ${userId} and p.course_id = ${courseId} and p.completed_at is not null)`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
}

/** The lesson and its course, whatever the viewer; 404 when either does not exist. */
export async function findLesson(db: Database, lessonId: number) {
  const [row] = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      courseTitle: courses.title,
      courseTitleBn: courses.titleBn,
      courseStatus: courses.status,
      moduleId: courseModules.id,
      moduleTitle: courseModules.title,
      kind: lessons.kind,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      videoUrl: lessons.videoUrl,
      body: lessons.body,
      isPreview: lessons.isPreview,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  return row;
}

/** A lesson's downloads, in order. */
export async function findLessonResources(db: Database, lessonId: number) {
  return db
    .select({
      id: lessonResources.id,
      title: lessonResources.title,
      url: lessonResources.url,
      storageKey: lessonResources.storageKey,
      size_bytes: lessonResources.sizeBytes,
    })
    .from(lessonResources)
    .where(eq(lessonResources.lessonId, lessonId))
    .orderBy(asc(lessonResources.position), asc(lessonResources.id));
}

/** An uploaded resource with its lesson (for the access check); undefined for a link or no such row. */
export async function findResourceFile(db: Database, resourceId: number) {
  const [row] = await db
    .select({
      id: lessonResources.id,
      lessonId: lessonResources.lessonId,
      title: lessonResources.title,
      storageKey: lessonResources.storageKey,
      fileName: lessonResources.fileName,
    })
    .from(lessonResources)
    .where(eq(lessonResources.id, resourceId));
  return row?.storageKey ? { ...row, storageKey: row.storageKey } : undefined;
}

/**
 * Saves the position and/or the done mark in one upsert (cheap and safe to race: the player calls it
 * every few seconds). `completed` true keeps the first time it was marked; false un-marks it.
 */
export async function upsertLessonProgress(
  db: Database,
  input: {
    userId: number;
    lessonId: number;
    courseId: number;
    position: number | undefined;
    completed: boolean | undefined;
    now: Date;
  },
): Promise<void> {
  const { now, position } = input;
  const completedAt =
    input.completed === true
      ? sql`coalesce(${lessonProgress.completedAt}, ${now}::timestamptz)`
      : input.completed === false
        ? null
        : undefined;
  await db
    .insert(lessonProgress)
    .values({
      userId: input.userId,
      lessonId: input.lessonId,
      courseId: input.courseId,
      positionSeconds: position ?? 0,
      completedAt: input.completed === true ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        ...(position === undefined ? {} : { positionSeconds: position }),
        ...(completedAt === undefined ? {} : { completedAt }),
        updatedAt: now,
      },
    });
}

export async function findCourseTitleAndStatus(db: Database, courseId: number) {
  const [course] = await db
    .select({ title: courses.title, titleBn: courses.titleBn, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course;
}

/** The ids of the course's lessons the user has marked done. */
export async function findCompletedLessonIds(db: Database, userId: number, courseId: number) {
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.courseId, courseId),
        sql`${lessonProgress.completedAt} is not null`,
      ),
    );
  return rows.map((row) => row.lessonId);
}

/** A module with its course's status and the live class's links. */
export async function findLiveModule(db: Database, moduleId: number) {
  const [module] = await db
    .select({
      id: courseModules.id,
      courseId: courseModules.courseId,
      courseStatus: courses.status,
      kind: courseModules.kind,
      title: courseModules.title,
      description: courseModules.description,
      startsAt: courseModules.startsAt,
      liveDurationMinutes: courseModules.liveDurationMinutes,
      joinUrl: courseModules.joinUrl,
      recordingUrl: courseModules.recordingUrl,
    })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(courseModules.id, moduleId));
  return module;
}

/** Lessons by id with their course and title (the questions module names the lesson a question is on). */
export async function findLessonRefs(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: lessons.id, courseId: lessons.courseId, title: lessons.title })
    .from(lessons)
    .where(inArray(lessons.id, [...ids]));
}
