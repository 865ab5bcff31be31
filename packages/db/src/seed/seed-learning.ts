import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  certificates,
  courseModules,
  courses,
  enrollments,
  handbooks,
  instructorProfiles,
  lessonProgress,
  lessonResources,
  lessons,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizzes,
  users,
} from '../schema';
import { DEMO_PUBLIC_DIR } from './artwork';
import { DEMO_HANDBOOKS } from './demo-handbooks';
import { DEMO_QUIZZES } from './demo-quizzes';

/** Practice files shipped in apps/web/public/demo/resources, attached to the lessons that use them. */
const DEMO_RESOURCES: readonly { courseSlug: string; lessonTitle: string; title: string; file: string }[] = [
  {
    courseSlug: 'excel-essentials-for-office-jobs',
    lessonTitle: 'SUM, AVERAGE, MIN and MAX on a salary sheet',
    title: 'Practice file: salary sheet (CSV)',
    file: 'salary-sheet.csv',
  },
  {
    courseSlug: 'excel-essentials-for-office-jobs',
    lessonTitle: 'Your first pivot table: monthly sales summary',
    title: 'Practice file: a month of grocery sales (CSV)',
    file: 'monthly-sales.csv',
  },
  {
    courseSlug: 'sql-for-data-analysts',
    lessonTitle: 'Loading the e-commerce sample database',
    title: 'The sample database (PostgreSQL script)',
    file: 'retail-schema.sql',
  },
];

/** The demo learner's finished course: free, so anyone can repeat the journey. */
export const DEMO_COMPLETED_COURSE = 'excel-essentials-for-office-jobs';
/** The demo learner's course in progress. */
export const DEMO_IN_PROGRESS_COURSE = 'html-css-javascript-for-beginners';
/** Fixed, so the README can point at a verifiable certificate. */
export const DEMO_CERTIFICATE_SERIAL = 'DKH-DEM0-2026-0001';

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data is inconsistent: ${what} is missing`);
  return value;
}

/**
 * Quizzes, handbooks, WhatsApp groups and the demo learner's history (issue 4 item 12): one course
 * finished with a passed quiz and a certificate, one half done. Runs inside the catalog's seed transaction,
 * after the curricula.
 */
export async function seedDemoLearning(tx: Database, courseIds: Map<string, number>, now: Date) {
  const courseId = (slug: string) => required(courseIds.get(slug), `course ${slug}`);

  const quizIds = new Map<string, number>();
  for (const [position, quiz] of DEMO_QUIZZES.entries()) {
    const [row] = await tx
      .insert(quizzes)
      .values({
        courseId: courseId(quiz.courseSlug),
        title: quiz.title,
        description: quiz.description,
        position,
        passPercent: quiz.passPercent,
        timeLimitSeconds: quiz.timeLimitSeconds,
        maxAttempts: quiz.maxAttempts,
      })
      .returning({ id: quizzes.id });
    quizIds.set(quiz.courseSlug, row!.id);
    for (const [index, question] of quiz.questions.entries()) {
      const [q] = await tx
        .insert(quizQuestions)
        .values({
          quizId: row!.id,
          kind: question.kind,
          prompt: question.prompt,
          explanation: question.explanation,
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

  await tx.insert(handbooks).values(
    DEMO_HANDBOOKS.map((handbook) => ({
      slug: handbook.slug,
      courseId: handbook.courseSlug ? courseId(handbook.courseSlug) : null,
      title: handbook.title,
      summary: handbook.summary,
      highlights: handbook.highlights,
      body: handbook.body,
    })),
  );

  for (const resource of DEMO_RESOURCES) {
    const [lesson] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(
        and(eq(lessons.courseId, courseId(resource.courseSlug)), eq(lessons.title, resource.lessonTitle)),
      );
    await tx.insert(lessonResources).values({
      lessonId: required(lesson, `lesson "${resource.lessonTitle}"`).id,
      title: resource.title,
      // Downloaded through signed links like an upload (docs/decisions/035); the file itself is the web
      // app's public practice file, to which the download redirects.
      storageKey: `/demo/resources/${resource.file}`,
      fileName: resource.file,
      sizeBytes: statSync(path.join(DEMO_PUBLIC_DIR, 'resources', resource.file)).size,
    });
  }

  // Group links for the free courses (the invite codes are placeholders a real team replaces).
  for (const slug of [DEMO_COMPLETED_COURSE, DEMO_IN_PROGRESS_COURSE]) {
    await tx
      .update(courses)
      .set({ whatsappGroupUrl: `https://chat.whatsapp.com/Dokkho${randomBytes(6).toString('hex')}` })
      .where(eq(courses.id, courseId(slug)));
  }

  const [learner] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`lower(${users.email}) = 'learner@dokkho.test'`);
  if (!learner) return;

  const finished = courseId(DEMO_COMPLETED_COURSE);
  const halfway = courseId(DEMO_IN_PROGRESS_COURSE);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await tx.insert(enrollments).values([
    {
      userId: learner.id,
      courseId: finished,
      source: 'free',
      createdAt: daysAgo(30),
      completedAt: daysAgo(6),
    },
    { userId: learner.id, courseId: halfway, source: 'free', createdAt: daysAgo(5) },
  ]);
  await tx
    .update(courses)
    .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
    .where(inArray(courses.id, [finished, halfway]));

  const lessonsOf = (id: number) =>
    tx
      .select({ id: lessons.id, duration: lessons.durationSeconds })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .where(eq(lessons.courseId, id))
      .orderBy(asc(courseModules.position), asc(lessons.position));
  const finishedLessons = await lessonsOf(finished);
  const halfwayLessons = await lessonsOf(halfway);
  const done = [
    ...finishedLessons.map((lesson) => ({ lesson, courseId: finished, completed: true })),
    ...halfwayLessons
      .slice(0, Math.ceil(halfwayLessons.length / 2))
      .map((lesson) => ({ lesson, courseId: halfway, completed: true })),
  ];
  // Where the learner stopped: half-way through the next lesson of the course in progress.
  const next = halfwayLessons[Math.ceil(halfwayLessons.length / 2)];
  if (done.length > 0) {
    await tx.insert(lessonProgress).values(
      done.map(({ lesson, courseId: id }) => ({
        userId: learner.id,
        lessonId: lesson.id,
        courseId: id,
        positionSeconds: lesson.duration,
        completedAt: daysAgo(id === finished ? 8 : 2),
      })),
    );
  }
  if (next) {
    await tx.insert(lessonProgress).values({
      userId: learner.id,
      lessonId: next.id,
      courseId: halfway,
      positionSeconds: Math.floor(next.duration / 2),
    });
  }

  const quizId = quizIds.get(DEMO_COMPLETED_COURSE);
  if (quizId) {
    const questions = await tx
      .select({ id: quizQuestions.id, points: quizQuestions.points })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId));
    const right = await tx
      .select({ id: quizOptions.id, questionId: quizOptions.questionId })
      .from(quizOptions)
      .where(
        and(
          inArray(
            quizOptions.questionId,
            questions.map((q) => q.id),
          ),
          eq(quizOptions.isCorrect, true),
        ),
      );
    const answers = Object.fromEntries(
      questions.map((q) => [String(q.id), right.filter((o) => o.questionId === q.id).map((o) => o.id)]),
    );
    const maxScore = questions.reduce((sum, q) => sum + q.points, 0);
    await tx.insert(quizAttempts).values({
      quizId,
      userId: learner.id,
      startedAt: daysAgo(7),
      submittedAt: new Date(daysAgo(7).getTime() + 240_000),
      answers,
      score: maxScore,
      maxScore,
      percent: 100,
      passed: true,
    });
  }

  const [course] = await tx
    .select({ title: courses.title, firstName: users.firstName, lastName: users.lastName })
    .from(courses)
    .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(eq(courses.id, finished));
  await tx.insert(certificates).values({
    serial: DEMO_CERTIFICATE_SERIAL,
    userId: learner.id,
    courseId: finished,
    learnerName: `${learner.firstName} ${learner.lastName}`.trim(),
    courseTitle: required(course, 'the finished course').title,
    instructorName: `${course!.firstName} ${course!.lastName}`.trim(),
    issuedAt: daysAgo(6),
  });
}
