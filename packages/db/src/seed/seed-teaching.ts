import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  courseModules,
  courses,
  enrollments,
  instructorProfiles,
  lessonProgress,
  lessons,
  quizOptions,
  quizQuestions,
  quizzes,
  reviews,
  staffAuditLog,
  users,
} from '../schema';
import { seededRandom, shuffled } from './demo-reviews';
import { DEMO_ACCOUNTS } from './demo-accounts';
import {
  DEMO_ACCOUNT_TEACHING_COURSES,
  DEMO_ACCOUNT_TEACHING_EMAIL,
  DEMO_TAUGHT_COURSES,
  DEMO_TEACHING_COURSES,
  type DemoModuleQuiz,
  type DemoTeachingCourse,
  DEMO_TEACHING_EMAIL,
  DEMO_TEACHING_REVIEWS,
} from './demo-teaching';
import { pgArray } from './pg-array';
import { syncCourseCounters } from './seed-crowd';
import { insertPaidCourseOrders, recordSeededPayments } from './seed-orders';

const DAY_MS = 86_400_000;
/** Any fixed number: the same learners and progress on every fresh database. */
const TEACHING_SEED = 20_261_117;
/** Reading time of a demo article lesson. */
const ARTICLE_SECONDS = 6 * 60;

/**
 * Issue 17 item 10, first part, inside the catalog's transaction before the learning and hiring demo data:
 * the demo instructor (instructor@) takes over DEMO_TAUGHT_COURSES (the SQL course, so the seekers'
 * certificates written later name them, and the demo learner's free course), and gets an archived course,
 * one in staff's review queue and a draft sent back with a note, each with a short curriculum; the demo
 * account (demo@) gets a complete draft to submit. Answers the new courses' ids by slug (none when a real
 * user took the demo e-mail).
 */
export async function seedDemoTeachingCourses(
  tx: Database,
  input: { genreId: number; courseIds: ReadonlyMap<string, number>; now: Date },
): Promise<Map<string, number>> {
  const { now } = input;
  const [profile] = await tx
    .select({ id: instructorProfiles.id })
    .from(instructorProfiles)
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(eq(sql`lower(${users.email})`, DEMO_TEACHING_EMAIL));
  if (!profile) return new Map();

  const taught = DEMO_TAUGHT_COURSES.map((slug) => {
    const id = input.courseIds.get(slug);
    if (id === undefined) throw new Error(`Demo teaching: unknown course "${slug}"`);
    return id;
  });
  await tx.update(courses).set({ instructorId: profile.id }).where(inArray(courses.id, taught));

  const ids = new Map<string, number>();
  for (const course of DEMO_TEACHING_COURSES) {
    ids.set(
      course.slug,
      await insertTeachingCourse(tx, { course, profileId: profile.id, genreId: input.genreId, now }),
    );
  }
  // The demo account's own ready draft (demo@ holds every role), when that account exists.
  const [demoProfile] = await tx
    .select({ id: instructorProfiles.id })
    .from(instructorProfiles)
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(eq(sql`lower(${users.email})`, DEMO_ACCOUNT_TEACHING_EMAIL));
  if (demoProfile) {
    for (const course of DEMO_ACCOUNT_TEACHING_COURSES) {
      ids.set(
        course.slug,
        await insertTeachingCourse(tx, { course, profileId: demoProfile.id, genreId: input.genreId, now }),
      );
    }
  }
  return ids;
}

/** A quiz after a module's lessons, with its questions and options, as the quiz builder saves one. */
async function insertModuleQuiz(
  tx: Database,
  at: { courseId: number; moduleId: number; position: number },
  quiz: DemoModuleQuiz,
) {
  const [row] = await tx
    .insert(quizzes)
    .values({
      courseId: at.courseId,
      moduleId: at.moduleId,
      position: at.position,
      title: quiz.title,
      description: quiz.description,
      passPercent: quiz.passPercent,
      timeLimitSeconds: quiz.timeLimitSeconds,
      maxAttempts: quiz.maxAttempts,
    })
    .returning({ id: quizzes.id });
  for (const [index, question] of quiz.questions.entries()) {
    const [q] = await tx
      .insert(quizQuestions)
      .values({
        quizId: row!.id,
        kind: question.kind,
        prompt: question.prompt,
        explanation: question.explanation,
        points: question.points,
        position: index + 1,
      })
      .returning({ id: quizQuestions.id });
    await tx.insert(quizOptions).values(
      question.options.map((text, option) => ({
        questionId: q!.id,
        text,
        isCorrect: question.correct.includes(option),
        position: option + 1,
      })),
    );
  }
}

/** One demo teaching course with its short curriculum of article lessons; answers its id. */
async function insertTeachingCourse(
  tx: Database,
  input: { course: DemoTeachingCourse; profileId: number; genreId: number; now: Date },
): Promise<number> {
  const { course, now } = input;
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ago = (days: number | null) => (days === null ? null : at(days));
  const lessonTotal = course.curriculum.reduce((sum, module) => sum + module.lessons.length, 0);
  const archived = course.status === 'archived';
  const [row] = await tx
    .insert(courses)
    .values({
      slug: course.slug,
      kind: 'course',
      status: course.status,
      title: course.title,
      subtitle: course.subtitle,
      description: course.description,
      outcomes: [...course.outcomes],
      requirements: [...course.requirements],
      tags: [...course.tags],
      titleBn: course.titleBn,
      subtitleBn: course.subtitleBn,
      thumbnail: course.thumbnail,
      genreId: input.genreId,
      instructorId: input.profileId,
      level: course.level,
      language: course.language,
      durationMinutes: Math.round((lessonTotal * ARTICLE_SECONDS) / 60),
      lessonsCount: lessonTotal,
      price: course.price,
      salePrice: course.salePrice,
      // Published once: the archived course. The others never were.
      publishedAt: archived ? ago(course.reviewedDaysAgo) : null,
      submittedAt: ago(course.submittedDaysAgo),
      reviewedAt: ago(course.reviewedDaysAgo),
      reviewNote: course.reviewNote,
      createdAt: at((course.submittedDaysAgo ?? 0) + 20),
      updatedAt: at(course.archivedDaysAgo ?? course.reviewedDaysAgo ?? course.submittedDaysAgo ?? 0),
    })
    .returning({ id: courses.id });

  let quizPosition = 0;
  for (const [moduleIndex, module] of course.curriculum.entries()) {
    const [moduleRow] = await tx
      .insert(courseModules)
      .values({ courseId: row!.id, kind: 'recorded', title: module.title, position: moduleIndex + 1 })
      .returning({ id: courseModules.id });
    await tx.insert(lessons).values(
      module.lessons.map((title, lessonIndex) => ({
        moduleId: moduleRow!.id,
        courseId: row!.id,
        kind: 'article' as const,
        title,
        position: lessonIndex + 1,
        durationSeconds: ARTICLE_SECONDS,
        body: `## ${title}\n\n${course.subtitle}.`,
        isPreview: moduleIndex === 0 && lessonIndex === 0,
      })),
    );
    if (module.quiz) {
      quizPosition += 1;
      await insertModuleQuiz(
        tx,
        { courseId: row!.id, moduleId: moduleRow!.id, position: quizPosition },
        module.quiz,
      );
    }
  }
  return row!.id;
}

/**
 * Issue 17 item 10, second part, after the learner crowd: the archived course's past learners (paid
 * seats with their orders, some reviews in English and Bangla) and, on every course the demo instructor
 * teaches, how far each crowd learner got, so the dashboard's learners have progress to show. Nobody is
 * taken to the end: finishing writes a certificate, which the crowd does not have.
 */
export async function seedDemoTeachingLearners(
  tx: Database,
  teachingIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  if (teachingIds.size === 0) return;
  const random = seededRandom(TEACHING_SEED);
  const crowd = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} like '%@learners.dokkho.test'`)
    .orderBy(users.id);

  for (const course of DEMO_TEACHING_COURSES.filter((c) => c.learners > 0)) {
    const courseId = teachingIds.get(course.slug)!;
    const opened = now.getTime() - (course.reviewedDaysAgo ?? 0) * DAY_MS;
    const closed = now.getTime() - (course.archivedDaysAgo ?? 0) * DAY_MS;
    // More seats early on, fewer as the newer courses took over: a course on its way out.
    const seats = shuffled(random, crowd)
      .slice(0, course.learners)
      .map((learner) => ({
        userId: learner.id,
        at: new Date(opened + Math.pow(random(), 1.6) * (closed - opened)),
      }));
    await insertPaidCourseOrders(
      tx,
      seats.map((seat) => ({
        userId: seat.userId,
        courseId,
        title: course.title,
        price: course.price,
        salePrice: course.salePrice,
        paidAt: seat.at,
      })),
      random,
      'T',
    );
    await tx.insert(enrollments).values(
      seats.map((seat) => ({
        userId: seat.userId,
        courseId,
        source: 'purchase' as const,
        createdAt: seat.at,
      })),
    );
    await tx.insert(reviews).values(
      DEMO_TEACHING_REVIEWS.map((review, index) => {
        const seat = seats[index]!;
        const at = new Date(
          Math.min(seat.at.getTime() + (5 + random() * 40) * DAY_MS, now.getTime() - DAY_MS),
        );
        return {
          userId: seat.userId,
          courseId,
          rating: review.rating,
          comment: review.comment,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }

  const taughtIds = [
    ...teachingIds.values(),
    ...(
      await tx
        .select({ id: courses.id })
        .from(courses)
        .where(inArray(courses.slug, [...DEMO_TAUGHT_COURSES]))
    ).map((row) => row.id),
  ];
  await seedCrowdProgress(tx, taughtIds, now, random);
  await recordSeededPayments(tx);
  await syncCourseCounters(tx);
}

/** Lessons done, in course order, for crowd learners of these courses who have no progress yet. */
async function seedCrowdProgress(tx: Database, courseIds: number[], now: Date, random: () => number) {
  const seats = await tx
    .select({ userId: enrollments.userId, courseId: enrollments.courseId, at: enrollments.createdAt })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      and(
        inArray(enrollments.courseId, courseIds),
        isNull(enrollments.completedAt),
        sql`${users.email} like '%@learners.dokkho.test'`,
        sql`not exists (select 1 from ${lessonProgress} p where p.user_id = ${enrollments.userId} and p.course_id = ${enrollments.courseId})`,
      ),
    );
  const ordered = await tx
    .select({ id: lessons.id, courseId: lessons.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(inArray(lessons.courseId, courseIds))
    .orderBy(courseModules.position, lessons.position);
  const rows: {
    userId: number;
    lessonId: number;
    courseId: number;
    completedAt: string | null;
    updatedAt: string;
  }[] = [];
  for (const seat of seats) {
    const own = ordered.filter((lesson) => lesson.courseId === seat.courseId);
    if (own.length < 2) continue;
    // One in five never started; the rest got somewhere short of the end.
    if (random() < 0.2) continue;
    const done = Math.floor(random() * own.length);
    const span = Math.max(DAY_MS, now.getTime() - DAY_MS - seat.at.getTime());
    const last = seat.at.getTime() + (0.2 + 0.8 * random()) * span;
    own.slice(0, done + 1).forEach((lesson, index) => {
      const at = new Date(
        seat.at.getTime() + ((index + 1) / (done + 1)) * (last - seat.at.getTime()),
      ).toISOString();
      // The lesson after the last one done is open, part-watched.
      rows.push({
        userId: seat.userId,
        lessonId: lesson.id,
        courseId: seat.courseId,
        completedAt: index < done ? at : null,
        updatedAt: at,
      });
    });
  }
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${lessonProgress} (user_id, lesson_id, course_id, completed_at, updated_at)
    select * from unnest(
      ${pgArray(rows.map((row) => row.userId))}::int[],
      ${pgArray(rows.map((row) => row.lessonId))}::int[],
      ${pgArray(rows.map((row) => row.courseId))}::int[],
      ${pgArray(rows.map((row) => row.completedAt))}::timestamptz[],
      ${pgArray(rows.map((row) => row.updatedAt))}::timestamptz[])`);
}

/** The demo staff account (admin@): who decided on the demo instructor's submissions. */
const DEMO_STAFF_EMAIL = DEMO_ACCOUNTS.find((account) => account.staff)!.email;

/**
 * Issue 17 item 4: staff's past decisions on the demo instructor's submissions, in the staff audit log as
 * the review queue writes them (admin@ published the archived course once and sent the draft back with its
 * note). The course in review waits in the queue for the demo staff account.
 */
export async function seedDemoReviewDecisions(tx: Database, teachingIds: ReadonlyMap<string, number>) {
  if (teachingIds.size === 0) return 0;
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF_EMAIL));
  const decided = await tx
    .select({
      id: courses.id,
      status: courses.status,
      publishedAt: courses.publishedAt,
      reviewedAt: courses.reviewedAt,
      reviewNote: courses.reviewNote,
    })
    .from(courses)
    .where(inArray(courses.id, [...teachingIds.values()]));
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  const rows = decided
    .filter((course) => course.reviewedAt !== null)
    .map((course) => {
      const published = course.status !== 'draft';
      return {
        actorId: staff?.id ?? null,
        action: published ? 'course.publish' : 'course.send_back',
        objectType: 'course',
        objectId: String(course.id),
        before: {
          status: 'in_review',
          published_at: null,
          reviewed_at: null,
          review_note: null,
        },
        after: {
          status: published ? 'published' : 'draft',
          published_at: published ? iso(course.publishedAt) : null,
          reviewed_at: iso(course.reviewedAt),
          review_note: published ? null : course.reviewNote,
        },
        createdAt: course.reviewedAt!,
      };
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rows.length > 0) await tx.insert(staffAuditLog).values(rows);
  return rows.length;
}
