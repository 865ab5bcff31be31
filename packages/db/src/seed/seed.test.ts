// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../client';
import {
  affiliateProfiles,
  certificates,
  enrollments,
  handbooks,
  lessonProgress,
  lessonResources,
  lessons,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizzes,
  careerPathCourses,
  careerPaths,
  courses,
  genres,
  instructorProfiles,
  jobSeekerProfiles,
  recruiterProfiles,
  users,
} from '../schema';
import { DEMO_PUBLIC_DIR, demoArtwork } from './artwork';
import { verify } from '@node-rs/argon2';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_CAREER_PATHS, DEMO_COURSES, DEMO_GENRES, DEMO_INSTRUCTORS } from './demo-data';
import { DEMO_HANDBOOKS } from './demo-handbooks';
import { DEMO_QUIZZES } from './demo-quizzes';
import { seedDemoData } from './seed';
import { DEMO_CERTIFICATE_SERIAL, DEMO_COMPLETED_COURSE, DEMO_IN_PROGRESS_COURSE } from './seed-learning';

/** `/demo/courses/x.svg` -> the file the web app serves it from. */
const publicFile = (urlPath: string) => path.join(DEMO_PUBLIC_DIR, urlPath.replace(/^\/demo\//, ''));

describe('demo data set', () => {
  it('has 8 genres in order and at least 4 courses in each', () => {
    expect(DEMO_GENRES.map((g) => g.slug)).toEqual([
      'data-analytics',
      'devops',
      'digital-marketing',
      'web-development',
      'mobile-development',
      'design',
      'english',
      'freelancing',
    ]);
    for (const genre of DEMO_GENRES) {
      expect(DEMO_COURSES.filter((c) => c.genre === genre.slug).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('keeps prices, ratings and counts within the contract', () => {
    for (const c of [...DEMO_COURSES, ...DEMO_CAREER_PATHS]) {
      expect(Number.isInteger(c.price), c.slug).toBe(true);
      expect(c.price).toBeGreaterThanOrEqual(0);
      expect(c.price).toBeLessThanOrEqual(1_200_000);
      if (c.salePrice !== null) {
        expect(Number.isInteger(c.salePrice), c.slug).toBe(true);
        expect(c.salePrice).toBeLessThan(c.price);
      }
      expect(c.ratingAvg).toBeGreaterThanOrEqual(4.1);
      expect(c.ratingAvg).toBeLessThanOrEqual(4.9);
      expect(
        DEMO_INSTRUCTORS.some((i) => i.username === c.instructor),
        c.slug,
      ).toBe(true);
    }
    expect(DEMO_COURSES.filter((c) => c.price === 0).length).toBeGreaterThanOrEqual(4);
    expect(DEMO_COURSES.filter((c) => c.isFeatured).length).toBe(8);
  });

  it('prices every career path below the sum of its members', () => {
    for (const p of DEMO_CAREER_PATHS) {
      const members = p.members.map((slug) => DEMO_COURSES.find((c) => c.slug === slug));
      expect(members.every(Boolean), p.slug).toBe(true);
      const listSum = members.reduce((sum, c) => sum + (c?.price ?? 0), 0);
      const effectiveSum = members.reduce((sum, c) => sum + (c?.salePrice ?? c?.price ?? 0), 0);
      expect(p.price).toBeLessThan(listSum);
      expect(p.salePrice ?? p.price).toBeLessThan(effectiveSum);
    }
  });

  it('has small, well-formed artwork for every course and instructor, matching the generator', () => {
    for (const { file, svg } of demoArtwork()) {
      const onDisk = path.join(DEMO_PUBLIC_DIR, file);
      expect(
        existsSync(onDisk),
        `${file} is missing: run node --import tsx packages/db/src/seed/artwork.ts`,
      ).toBe(true);
      expect(readFileSync(onDisk, 'utf8'), `${file} is stale: regenerate the artwork`).toBe(svg);
      expect(statSync(onDisk).size).toBeLessThan(4096);
      // No bare ampersands (the usual way generated XML breaks).
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    }
  });
});

describe('seedDemoData', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createDatabase({});
    await handle.migrate();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('loads the catalog once, then does nothing', async () => {
    const { db } = handle;
    const first = await seedDemoData(db);
    expect(first).toEqual({
      seeded: true,
      accounts: DEMO_ACCOUNTS.length,
      genres: 8,
      courses: DEMO_COURSES.length,
      careerPaths: DEMO_CAREER_PATHS.length,
    });

    const genreRows = await db.select().from(genres).orderBy(asc(genres.position));
    expect(genreRows.map((g) => g.slug)).toEqual(DEMO_GENRES.map((g) => g.slug));

    const courseRows = await db.select().from(courses).where(eq(courses.kind, 'course'));
    expect(courseRows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(courseRows.map((c) => c.genreId)).size).toBe(8);
    for (const c of [
      ...courseRows,
      ...(await db.select().from(courses).where(eq(courses.kind, 'career_path'))),
    ]) {
      expect(c.status).toBe('published');
      expect(c.currency).toBe('BDT');
      expect(Number.isInteger(c.price)).toBe(true);
      if (c.salePrice !== null) {
        expect(Number.isInteger(c.salePrice)).toBe(true);
        expect(c.salePrice).toBeLessThan(c.price);
      }
      expect(c.publishedAt).toBeInstanceOf(Date);
      expect(existsSync(publicFile(c.thumbnail)), c.thumbnail).toBe(true);
    }

    // Career paths: a course row of kind career_path with 3-5 ordered members.
    const paths = await db
      .select({ id: careerPaths.id, slug: courses.slug, kind: courses.kind })
      .from(careerPaths)
      .innerJoin(courses, eq(courses.id, careerPaths.courseId))
      .orderBy(asc(careerPaths.position));
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const p of paths) {
      expect(p.kind).toBe('career_path');
      const members = await db
        .select({ slug: courses.slug, kind: courses.kind })
        .from(careerPathCourses)
        .innerJoin(courses, eq(courses.id, careerPathCourses.courseId))
        .where(eq(careerPathCourses.careerPathId, p.id))
        .orderBy(asc(careerPathCourses.position));
      expect(members.length).toBeGreaterThanOrEqual(3);
      expect(members.length).toBeLessThanOrEqual(5);
      expect(members.every((m) => m.kind === 'course')).toBe(true);
      expect(members.map((m) => m.slug)).toEqual(DEMO_CAREER_PATHS.find((d) => d.slug === p.slug)?.members);
    }

    // Catalog instructors: confirmed users without a password, with an avatar on disk.
    const instructors = await db
      .select({
        passwordHash: users.passwordHash,
        confirmed: users.emailConfirmed,
        avatar: users.profilePicture,
      })
      .from(instructorProfiles)
      .innerJoin(users, eq(users.id, instructorProfiles.userId))
      .where(
        notInArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    expect(instructors.length).toBe(DEMO_INSTRUCTORS.length);
    for (const i of instructors) {
      expect(i.passwordHash).toBeNull();
      expect(i.confirmed).toBe(true);
      expect(i.avatar && existsSync(publicFile(i.avatar)), i.avatar ?? 'no avatar').toBe(true);
    }

    // Full-text search finds courses by the keywords people type.
    const search = async (term: string) =>
      db
        .select({ slug: courses.slug })
        .from(courses)
        .where(sql`${courses.searchVector} @@ plainto_tsquery('english', ${term})`);
    for (const term of ['excel', 'sql', 'react', 'node', 'seo', 'ielts', 'flutter', 'figma', 'upwork']) {
      expect((await search(term)).length, term).toBeGreaterThan(0);
    }

    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(courses))[0]?.n;
    const before = await count();
    const second = await seedDemoData(db);
    expect(second).toEqual({ seeded: false, accounts: 0, genres: 0, courses: 0, careerPaths: 0 });
    expect(await count()).toBe(before);
    expect((await db.select().from(users)).length).toBe(DEMO_INSTRUCTORS.length + DEMO_ACCOUNTS.length);
  }, 60_000);

  it('gives the demo learner a finished course with its certificate and a course half done', async () => {
    const { db } = handle;
    const [learner] = await db.select().from(users).where(eq(users.email, 'learner@dokkho.test'));
    const seats = await db.select().from(enrollments).where(eq(enrollments.userId, learner!.id));
    const [finished] = await db.select().from(courses).where(eq(courses.slug, DEMO_COMPLETED_COURSE));
    const [halfway] = await db.select().from(courses).where(eq(courses.slug, DEMO_IN_PROGRESS_COURSE));
    expect(seats.map((seat) => [seat.courseId, seat.completedAt !== null]).sort()).toEqual(
      [
        [finished!.id, true],
        [halfway!.id, false],
      ].sort(),
    );
    // The certificate rule holds for the finished course: every lesson done, every quiz passed.
    const lessonCount = async (courseId: number) =>
      (await db.select().from(lessons).where(eq(lessons.courseId, courseId))).length;
    const doneCount = async (courseId: number) =>
      (
        await db
          .select()
          .from(lessonProgress)
          .where(
            sql`${lessonProgress.userId} = ${learner!.id} and ${lessonProgress.courseId} = ${courseId} and ${lessonProgress.completedAt} is not null`,
          )
      ).length;
    expect(await doneCount(finished!.id)).toBe(await lessonCount(finished!.id));
    expect(await doneCount(halfway!.id)).toBeGreaterThan(0);
    expect(await doneCount(halfway!.id)).toBeLessThan(await lessonCount(halfway!.id));
    const finishedQuizzes = await db.select().from(quizzes).where(eq(quizzes.courseId, finished!.id));
    expect(finishedQuizzes.length).toBeGreaterThan(0);
    const passed = await db
      .select()
      .from(quizAttempts)
      .where(sql`${quizAttempts.userId} = ${learner!.id} and ${quizAttempts.passed}`);
    expect(passed.map((attempt) => attempt.quizId).sort()).toEqual(
      finishedQuizzes.map((quiz) => quiz.id).sort(),
    );
    const [certificate] = await db.select().from(certificates).where(eq(certificates.userId, learner!.id));
    expect(certificate).toMatchObject({
      serial: DEMO_CERTIFICATE_SERIAL,
      courseId: finished!.id,
      learnerName: `${learner!.firstName} ${learner!.lastName}`,
      courseTitle: finished!.title,
    });
  });

  it('writes quizzes whose questions have options and right answers, and every handbook', async () => {
    const { db } = handle;
    const questions = await db.select().from(quizQuestions);
    expect(questions.length).toBe(DEMO_QUIZZES.reduce((sum, quiz) => sum + quiz.questions.length, 0));
    const options = await db.select().from(quizOptions);
    for (const question of questions) {
      const own = options.filter((option) => option.questionId === question.id);
      const right = own.filter((option) => option.isCorrect).length;
      expect(own.length).toBeGreaterThanOrEqual(3);
      if (question.kind === 'single') expect(right).toBe(1);
      else expect(right).toBeGreaterThanOrEqual(1);
    }
    // Practice files: every resource points at a file the web app serves, with its real size.
    const resources = await db.select().from(lessonResources);
    expect(resources.length).toBeGreaterThanOrEqual(3);
    for (const resource of resources) {
      const file = publicFile(resource.url);
      expect(existsSync(file), resource.url).toBe(true);
      expect(resource.sizeBytes).toBe(statSync(file).size);
    }
    expect((await db.select().from(handbooks)).map((h) => h.slug).sort()).toEqual(
      DEMO_HANDBOOKS.map((h) => h.slug).sort(),
    );
  });

  it('creates one demo account per role with the demo password; demo holds every role but staff', async () => {
    const { db } = handle;
    const has = (
      table:
        | typeof jobSeekerProfiles
        | typeof recruiterProfiles
        | typeof instructorProfiles
        | typeof affiliateProfiles,
    ) =>
      // "users"."id" spelled out: inside sql`` drizzle renders a column unqualified (p.id would win).
      sql<boolean>`exists (select 1 from ${table} p where p.user_id = "users"."id")`;
    const rows = await db
      .select({
        email: users.email,
        username: users.username,
        passwordHash: users.passwordHash,
        confirmed: users.emailConfirmed,
        phone: users.phoneNumber,
        isStaff: users.isStaff,
        jobSeeker: has(jobSeekerProfiles),
        recruiter: has(recruiterProfiles),
        instructor: has(instructorProfiles),
        affiliate: has(affiliateProfiles),
      })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      )
      .orderBy(asc(users.email));
    const roles = (r: (typeof rows)[number]) =>
      (['jobSeeker', 'recruiter', 'instructor', 'affiliate', 'isStaff'] as const).filter((k) => r[k]);
    expect(rows.map((r) => [r.email, r.username, roles(r)])).toEqual([
      ['admin@dokkho.test', 'admin', ['isStaff']],
      ['affiliate@dokkho.test', 'affiliate', ['affiliate']],
      ['demo@dokkho.test', 'demo', ['jobSeeker', 'recruiter', 'instructor', 'affiliate']],
      ['instructor@dokkho.test', 'instructor', ['instructor']],
      ['jobseeker@dokkho.test', 'jobseeker', ['jobSeeker']],
      ['learner@dokkho.test', 'learner', []],
      ['recruiter@dokkho.test', 'recruiter', ['recruiter']],
    ]);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.passwordHash!, DEMO_PASSWORD)).toBe(true);
      expect(row.confirmed).toBe(true);
      expect(row.phone).toMatch(/^\+8801\d{9}$/);
    }
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    expect(rows.find((r) => r.username === 'demo')?.phone).toBe('+8801700000000');

    const codes = await db
      .select({ code: affiliateProfiles.referralCode, method: affiliateProfiles.payoutMethod })
      .from(affiliateProfiles)
      .innerJoin(users, eq(users.id, affiliateProfiles.userId))
      .orderBy(asc(users.email));
    expect(codes).toEqual([
      { code: 'AFFDEMO7', method: 'nagad' },
      { code: 'DEMO2026', method: 'bkash' },
    ]);
  });

  it('adds missing demo accounts to a catalog seeded before they existed', async () => {
    const { db } = handle;
    await db.delete(users).where(eq(users.email, 'learner@dokkho.test'));
    expect(await seedDemoData(db)).toMatchObject({ seeded: false, accounts: 1 });
    expect(await seedDemoData(db)).toMatchObject({ seeded: false, accounts: 0 });
  });
});
