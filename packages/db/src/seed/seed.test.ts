// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDiscountChain, basePrice, bestOffer } from '@dokkho/domain/pricing';
import { dhakaYear } from '@dokkho/domain/dates';
import { createDatabase, type DatabaseHandle } from '../client';
import {
  consultationRequests,
  eventMessages,
  eventRegistrations,
  events,
  affiliateClicks,
  affiliateCommissions,
  affiliateProfiles,
  applicationNotes,
  orders,
  resumes,
  jobApplications,
  reviews,
  talentContactRequests,
  bundleCourses,
  bundles,
  offerCourses,
  offers,
  promoCodes,
  wheelCampaigns,
  wheelPrizes,
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
  courseModules,
  courseQuestions,
  courses,
  genres,
  instructorProfiles,
  questionAnswers,
  questionUpvotes,
  jobPosts,
  jobSeekerProfiles,
  notifications,
  announcementUnsubscribes,
  courseAnnouncements,
  staffAuditLog,
  recruiterProfiles,
  users,
} from '../schema';
import { DEMO_PUBLIC_DIR, demoArtwork } from './artwork';
import { verify } from '@node-rs/argon2';
import { DEMO_ACCOUNT_JOBS } from './demo-account';
import { DEMO_COURSES_BN, DEMO_JOBS_BN } from './demo-bangla';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_CAREER_PATHS, DEMO_COURSES, DEMO_GENRES, DEMO_INSTRUCTORS } from './demo-data';
import { DEMO_HANDBOOKS } from './demo-handbooks';
import { BD_DIVISIONS } from '@dokkho/contract/jobs';
import { NotificationParams } from '@dokkho/contract/notifications';
import { ResumeDocument } from '@dokkho/contract/resume';
import { DEMO_SEEKERS } from './demo-hiring';
import { DEMO_COMPANIES, DEMO_JOBS, DOKKHO_HR } from './demo-jobs';
import { DEMO_BUNDLES, DEMO_OFFERS, DEMO_WHEEL } from './demo-offers';
import { DEMO_QUIZZES } from './demo-quizzes';
import {
  DEMO_ACCOUNT_TEACHING_COURSES,
  DEMO_TAUGHT_COURSES,
  DEMO_TEACHING_COURSES,
  DEMO_TEACHING_EMAIL,
} from './demo-teaching';

/** Every course of a demo sign-in account's own (instructor@'s in each state, demo@'s ready draft). */
const ALL_TEACHING_COURSES = [...DEMO_TEACHING_COURSES, ...DEMO_ACCOUNT_TEACHING_COURSES];
import { DEMO_TAUGHT_COURSE } from './seed-questions';
import { seedDemoData } from './seed';
import { DEMO_ACCOUNT_BUYERS, DEMO_BUYERS } from './seed-affiliate';
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

  it('prices every demo bundle below its courses bought one by one', () => {
    expect(DEMO_BUNDLES).toHaveLength(3);
    for (const bundle of DEMO_BUNDLES) {
      const members = bundle.courses.map((slug) => DEMO_COURSES.find((c) => c.slug === slug));
      expect(members.every(Boolean), bundle.slug).toBe(true);
      const effectiveSum = members.reduce((sum, c) => sum + (c?.salePrice ?? c?.price ?? 0), 0);
      expect(Number.isInteger(bundle.price)).toBe(true);
      expect(bundle.salePrice ?? bundle.price, bundle.slug).toBeLessThan(effectiveSum);
      if (bundle.salePrice !== null) expect(bundle.salePrice).toBeLessThan(bundle.price);
      expect(existsSync(publicFile(bundle.thumbnail)), bundle.thumbnail).toBe(true);
    }
    for (const offer of DEMO_OFFERS) {
      if (offer.image) expect(existsSync(publicFile(offer.image)), offer.image).toBe(true);
      for (const slug of offer.courses) {
        // Offers take money off paid courses only.
        expect(DEMO_COURSES.find((c) => c.slug === slug)?.price, slug).toBeGreaterThan(0);
      }
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

    // A published course's new version (docs/decisions/038) rides on its course: checked below.
    const courseRows = await db
      .select()
      .from(courses)
      .where(and(eq(courses.kind, 'course'), isNull(courses.draftOfCourseId)));
    expect(courseRows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(courseRows.map((c) => c.genreId)).size).toBe(8);
    const [version] = await db.select().from(courses).where(isNotNull(courses.draftOfCourseId));
    const versionOf = courseRows.find((c) => c.id === version?.draftOfCourseId);
    expect(versionOf?.slug).toBe('html-css-javascript-for-beginners');
    expect(version).toMatchObject({
      status: 'draft',
      publishedAt: null,
      instructorId: versionOf?.instructorId,
    });
    expect(version!.lessonsCount).toBe(versionOf!.lessonsCount + 1);
    for (const c of [
      ...courseRows,
      ...(await db.select().from(courses).where(eq(courses.kind, 'career_path'))),
    ]) {
      // The demo instructor's own courses are in every state (seed-teaching.ts); the catalog's are live.
      const teaching = ALL_TEACHING_COURSES.find((t) => t.slug === c.slug);
      expect(c.status).toBe(teaching ? teaching.status : 'published');
      expect(c.currency).toBe('BDT');
      expect(Number.isInteger(c.price)).toBe(true);
      if (c.salePrice !== null) {
        expect(Number.isInteger(c.salePrice)).toBe(true);
        expect(c.salePrice).toBeLessThan(c.price);
      }
      if (c.status === 'published' || c.status === 'archived') expect(c.publishedAt).toBeInstanceOf(Date);
      else expect(c.publishedAt).toBeNull();
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
    // Instructors, the sign-in accounts, the learners who bought through the demo affiliate's links, the
    // employers' recruiters, the demo job seekers and the learner crowd behind the counters (seed-crowd.ts),
    // who all hold a seat and none a password.
    const allUsers = await db.select().from(users);
    const crowd = allUsers.filter((u) => /_\d+$/.test(u.username));
    expect(crowd.length).toBeGreaterThan(100);
    expect(crowd.every((u) => u.passwordHash === null && u.email.endsWith('@learners.dokkho.test'))).toBe(
      true,
    );
    expect(allUsers.length).toBe(
      DEMO_INSTRUCTORS.length +
        DEMO_ACCOUNTS.length +
        DEMO_BUYERS.length +
        DEMO_ACCOUNT_BUYERS.length +
        DEMO_COMPANIES.length +
        1 +
        DEMO_SEEKERS.length +
        crowd.length,
    );
  }, 120_000);

  it('has instructor@ announce on her published courses, told to every seat, learner@ unsubscribed from one', async () => {
    const { db } = handle;
    const rows = await db.select().from(courseAnnouncements);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // English and Bangla.
    expect(rows.some((row) => /[\u0980-\u09FF]/.test(row.title))).toBe(true);
    expect(rows.some((row) => /^[A-Za-z]/.test(row.title))).toBe(true);
    for (const row of rows) {
      const told = await db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/newDashboard/course-announcement?announcement=${row.id}`));
      const seats = await db.select().from(enrollments).where(eq(enrollments.courseId, row.courseId));
      expect(told.length).toBe(row.recipients);
      expect(row.recipients).toBe(seats.length);
    }
    const [learner] = await db.select().from(users).where(eq(users.email, 'learner@dokkho.test'));
    const unsubscribed = await db
      .select()
      .from(announcementUnsubscribes)
      .where(eq(announcementUnsubscribes.userId, learner!.id));
    expect(unsubscribed).toHaveLength(1);
    const mine = await db.select().from(notifications).where(eq(notifications.userId, learner!.id));
    expect(mine.filter((row) => row.kind === 'course_announcement').length).toBeGreaterThanOrEqual(2);
  });

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

  it('gives instructor@ a course whose learners asked questions, answered and waiting (issue 17 item 6)', async () => {
    const { db } = handle;
    const [course] = await db
      .select({ id: courses.id, userEmail: users.email })
      .from(courses)
      .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
      .innerJoin(users, eq(users.id, instructorProfiles.userId))
      .where(eq(courses.slug, DEMO_TAUGHT_COURSE));
    expect(course?.userEmail).toBe('instructor@dokkho.test');
    const rows = await db.select().from(courseQuestions).where(eq(courseQuestions.courseId, course!.id));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.some((q) => q.answeredAt !== null) && rows.some((q) => q.answeredAt === null)).toBe(true);
    expect(
      rows.some((q) => /[\u0980-\u09FF]/.test(q.title)) && rows.some((q) => /^[\x20-\x7E]+$/.test(q.title)),
    ).toBe(true);
    const [learner] = await db.select().from(users).where(eq(users.email, 'learner@dokkho.test'));
    const askers = new Set(rows.map((q) => q.authorId));
    expect(askers.has(learner!.id)).toBe(true);
    // Every asker and replier holds a seat (or teaches it); counters match the rows; the helpful mark is an answer of its question.
    const seated = new Set(
      (await db.select().from(enrollments).where(eq(enrollments.courseId, course!.id))).map((e) => e.userId),
    );
    for (const q of rows) {
      expect(seated.has(q.authorId)).toBe(true);
      const answers = await db.select().from(questionAnswers).where(eq(questionAnswers.questionId, q.id));
      expect(answers.length).toBe(q.answersCount);
      const votes = await db.select().from(questionUpvotes).where(eq(questionUpvotes.questionId, q.id));
      expect(votes.length).toBe(q.upvotesCount);
      expect(votes.every((v) => seated.has(v.userId) && v.userId !== q.authorId)).toBe(true);
      if (q.helpfulAnswerId !== null) expect(answers.map((a) => a.id)).toContain(q.helpfulAnswerId);
      expect(q.answeredAt !== null).toBe(answers.some((a) => a.role === 'instructor'));
    }
    expect(rows.some((q) => q.helpfulAnswerId !== null && q.authorId === learner!.id)).toBe(true);
  });

  it('backs every course rating and learner count with its rows (issue 15 item 7)', async () => {
    const { db } = handle;
    const now = Date.now();
    const rows = await db.execute(sql`
      select c.slug, c.rating_avg, c.rating_count, c.enrolled_count,
             (select count(*)::int from reviews r where r.course_id = c.id) as reviews,
             (select avg(r.rating)::float8 from reviews r where r.course_id = c.id) as average,
             (select count(*)::int from enrollments e where e.course_id = c.id) as seats
        from courses c
       where c.draft_of_course_id is null`);
    const counters = (
      rows as unknown as {
        rows: {
          slug: string;
          rating_avg: number;
          rating_count: number;
          enrolled_count: number;
          reviews: number;
          average: number | null;
          seats: number;
        }[];
      }
    ).rows;
    expect(counters).toHaveLength(
      DEMO_COURSES.length + DEMO_CAREER_PATHS.length + ALL_TEACHING_COURSES.length,
    );
    const round2 = (value: number) => Math.round(value * 100) / 100;
    for (const row of counters) {
      // "4.8 (43)" means 43 reviews to read whose mean shows as 4.8, and "390 learners" 390 seats.
      expect(row.rating_count, row.slug).toBe(row.reviews);
      expect(round2(row.rating_avg), row.slug).toBe(round2(row.average ?? 0));
      expect(row.enrolled_count, row.slug).toBe(row.seats);
      const teaching = ALL_TEACHING_COURSES.find((c) => c.slug === row.slug);
      if (teaching) {
        // The demo instructor's own: the archived course's past learners, none for the others.
        expect(row.seats, row.slug).toBe(teaching.learners);
        continue;
      }
      const planned = [...DEMO_COURSES, ...DEMO_CAREER_PATHS].find((c) => c.slug === row.slug)!;
      expect(row.reviews, row.slug).toBe(planned.ratingCount);
      expect(row.seats, row.slug).toBe(planned.enrolledCount);
      expect(Math.abs(row.rating_avg - planned.ratingAvg), row.slug).toBeLessThan(0.35);
    }

    // Every review is by a learner enrolled in the course, written after enrolling and before the seed.
    const reviewRows = await db.execute(sql`
      select r.course_id, r.rating, r.comment, r.created_at, r.updated_at, e.created_at as enrolled_at
        from reviews r
        left join enrollments e on e.user_id = r.user_id and e.course_id = r.course_id`);
    const written = (
      reviewRows as unknown as {
        rows: {
          course_id: number;
          rating: number;
          comment: string;
          created_at: string | Date;
          updated_at: string | Date;
          enrolled_at: string | Date | null;
        }[];
      }
    ).rows;
    expect(written.length).toBe(counters.reduce((sum, row) => sum + row.reviews, 0));
    for (const review of written) {
      expect(review.enrolled_at).not.toBeNull();
      const created = new Date(review.created_at).getTime();
      expect(created).toBeGreaterThanOrEqual(new Date(review.enrolled_at!).getTime());
      expect(new Date(review.updated_at).getTime()).toBeGreaterThanOrEqual(created);
      expect(new Date(review.updated_at).getTime()).toBeLessThanOrEqual(now);
    }
    // Written reviews in both languages, some ratings without words, and no course reading the same twice.
    const texts = written.filter((review) => review.comment !== '');
    const bangla = texts.filter((review) => /[\u0980-\u09FF]/.test(review.comment));
    expect(bangla.length).toBeGreaterThan(texts.length * 0.3);
    expect(texts.length - bangla.length).toBeGreaterThan(texts.length * 0.3);
    expect(written.length - texts.length).toBeGreaterThan(written.length * 0.05);
    const byCourse = new Map<number, string[]>();
    for (const review of texts)
      byCourse.set(review.course_id, [...(byCourse.get(review.course_id) ?? []), review.comment]);
    for (const [courseId, comments] of byCourse)
      expect(new Set(comments).size, `course ${courseId}`).toBe(comments.length);
    expect(written.some((review) => review.rating <= 3)).toBe(true);
  });

  it('backs every paid seat with its paid order and the payment that confirmed it (issue 15 item 7)', async () => {
    const { db } = handle;
    const result = (query: ReturnType<typeof sql>) =>
      db.execute(query).then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
    const seats = await result(sql`
      select count(*)::int as n from enrollments where source in ('purchase', 'bundle')`);
    // The crowd's bought seats are most of them: thousands, not the affiliate's handful.
    expect(seats[0]!.n).toBeGreaterThan(1000);
    // A bought seat without a paid order for its course, for a bundle holding it or for a career path
    // holding it: there must be none.
    const unpaid = await result(sql`
      select e.user_id, e.course_id, e.source from enrollments e
       where e.source in ('purchase', 'bundle')
         and not exists (
           select 1 from orders o
            where o.user_id = e.user_id and o.status = 'paid'
              and (o.course_id = e.course_id
                   or exists (select 1 from bundle_courses bc
                               where bc.bundle_id = o.bundle_id and bc.course_id = e.course_id)
                   or exists (select 1 from career_paths cp
                                join career_path_courses cpc on cpc.career_path_id = cp.id
                               where cp.course_id = o.course_id and cpc.course_id = e.course_id)))`);
    expect(unpaid).toEqual([]);
    // And no paid order without the seat it bought.
    const seatless = await result(sql`
      select o.id from orders o
       where o.status = 'paid' and o.kind = 'course'
         and not exists (select 1 from enrollments e where e.user_id = o.user_id and e.course_id = o.course_id)`);
    expect(seatless).toEqual([]);

    // Each priced as checkout prices it (ADR 011/021): the base price less the best offer running then.
    const paid = await db
      .select({ order: orders, course: courses })
      .from(orders)
      .innerJoin(courses, eq(courses.id, orders.courseId))
      .where(sql`${orders.affiliateId} is null and ${orders.promoCodeId} is null`);
    expect(paid.length).toBeGreaterThan(1000);
    const campaignRows = await db.select().from(offers);
    const covered = new Set(
      (await db.select().from(offerCourses)).map((row) => `${row.offerId}:${row.courseId}`),
    );
    const running = (courseId: number, at: Date) =>
      campaignRows.filter(
        (offer) =>
          offer.startsAt <= at &&
          at < offer.endsAt &&
          (offer.appliesToAll || covered.has(`${offer.id}:${courseId}`)),
      );
    let discounted = 0;
    for (const { order, course } of paid) {
      const base = basePrice(course);
      const offer = bestOffer(base, running(course.id, order.paidAt!));
      const { taken, total } = applyDiscountChain(base, { sales: offer });
      expect(order, course.slug).toMatchObject({
        status: 'paid',
        listPrice: course.price,
        basePrice: base,
        salesDiscount: taken.sales,
        offerId: taken.sales > 0 ? offer!.id : null,
        total,
        itemTitle: course.title,
      });
      if (taken.sales > 0) discounted += 1;
    }
    // Some bought during the sales and the Eid offer; most at the course's own price.
    expect(discounted).toBeGreaterThan(0);
    expect(discounted).toBeLessThan(paid.length / 2);

    // Every paid or refunded order has the gateway's confirmation for exactly its total.
    const confirmations = await result(sql`
      select o.id, o.total, o.status,
             (select count(*)::int from payment_events e
               where e.order_id = o.id and e.source = 'ipn' and e.outcome = 'confirmed'
                 and e.payload -> 'fields' ->> 'amount' = to_char(o.total / 100.0, 'FM9999999990.00')) as confirmed,
             (select count(*)::int from payment_events e where e.order_id = o.id and e.source = 'refund') as refunds
        from orders o where o.paid_at is not null`);
    for (const row of confirmations) {
      expect(row.confirmed, `order ${String(row.id)}`).toBe(1);
      expect(row.refunds, `order ${String(row.id)}`).toBe(row.status === 'refunded' ? 1 : 0);
    }

    // Invoice numbers run in the order the payments came in, one sequence a year, without holes.
    const numbered = await db
      .select({ number: orders.invoiceNumber, paidAt: orders.paidAt })
      .from(orders)
      .where(sql`${orders.paidAt} is not null`)
      .orderBy(asc(orders.paidAt), asc(orders.id));
    const serials = new Map<string, number>();
    for (const row of numbered) {
      const prefix = `DKH-INV-${dhakaYear(row.paidAt!)}-`;
      const next = (serials.get(prefix) ?? 0) + 1;
      serials.set(prefix, next);
      expect(row.number).toBe(`${prefix}${String(next).padStart(6, '0')}`);
    }
  }, 60_000);

  it('fills every dashboard of the all-roles demo account (issue 15 item 7)', async () => {
    const { db } = handle;
    const [demo] = await db.select().from(users).where(eq(users.email, 'demo@dokkho.test'));
    const [recruiter] = await db
      .select()
      .from(recruiterProfiles)
      .where(eq(recruiterProfiles.userId, demo!.id));
    const posts = await db.select().from(jobPosts).where(eq(jobPosts.recruiterId, recruiter!.id));
    expect(new Set(posts.map((post) => post.status))).toEqual(new Set(['open', 'closed', 'draft']));
    // Applicants on its posts (recruiter applicants and ranking pages) at several stages, with notes.
    const applicants = await db
      .select({ id: jobApplications.id, stage: jobApplications.stage, jobId: jobApplications.jobId })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
      .where(eq(jobPosts.recruiterId, recruiter!.id));
    expect(applicants.length).toBeGreaterThanOrEqual(10);
    expect(new Set(applicants.map((a) => a.stage)).size).toBeGreaterThanOrEqual(5);
    const notes = await db
      .select()
      .from(applicationNotes)
      .where(
        inArray(
          applicationNotes.applicationId,
          applicants.map((a) => a.id),
        ),
      );
    expect(notes.length).toBeGreaterThanOrEqual(3);
    expect(notes.every((note) => note.authorUserId === demo!.id)).toBe(true);
    const requests = await db
      .select()
      .from(talentContactRequests)
      .where(eq(talentContactRequests.recruiterId, recruiter!.id));
    expect(requests.length).toBeGreaterThanOrEqual(1);

    // As a job seeker: a profile and applications to other recruiters' posts (applied-jobs page).
    const [seeker] = await db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, demo!.id));
    expect(seeker!.headline).not.toBe('');
    const own = await db
      .select({ recruiterId: jobPosts.recruiterId })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
      .where(eq(jobApplications.jobSeekerId, seeker!.id));
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.every((application) => application.recruiterId !== recruiter!.id)).toBe(true);

    // As a learner: courses finished and in progress, a certificate and a review of its own.
    const seats = await db.select().from(enrollments).where(eq(enrollments.userId, demo!.id));
    expect(seats.some((seat) => seat.completedAt !== null)).toBe(true);
    expect(seats.some((seat) => seat.completedAt === null)).toBe(true);
    expect(
      (await db.select().from(certificates).where(eq(certificates.userId, demo!.id))).length,
    ).toBeGreaterThan(0);
    expect((await db.select().from(reviews).where(eq(reviews.userId, demo!.id))).length).toBeGreaterThan(0);
    // A course it paid for: a receipt on its Orders page, and the seat that order bought.
    const bought = await db
      .select()
      .from(orders)
      .where(sql`${orders.userId} = ${demo!.id} and ${orders.status} = 'paid'`);
    expect(bought.length).toBeGreaterThanOrEqual(1);
    for (const order of bought) {
      expect(seats.find((seat) => seat.courseId === order.courseId)?.source).toBe('purchase');
    }

    // As an affiliate: clicks and sales through its own code, each with its commission.
    const [affiliate] = await db
      .select()
      .from(affiliateProfiles)
      .where(eq(affiliateProfiles.userId, demo!.id));
    const clicks = await db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, affiliate!.id));
    expect(clicks.length).toBeGreaterThan(10);
    const sold = await db.select().from(orders).where(eq(orders.affiliateId, affiliate!.id));
    expect(sold.length).toBeGreaterThanOrEqual(3);
    const commissions = await db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateId, affiliate!.id));
    expect(commissions).toHaveLength(sold.length);

    // A built resume, valid for the contract, with its Dokkho certificates as verified entries.
    const built = await db.select().from(resumes).where(eq(resumes.userId, demo!.id));
    expect(built).toHaveLength(1);
    const document = ResumeDocument.parse(built[0]!.document);
    expect(document.certifications.filter((c) => c.certificate_serial !== null).length).toBeGreaterThan(0);
  });

  it('tells each demo account about its own rows, the newest few unread (issue 17 item 8)', async () => {
    const { db } = handle;
    const rows = await db
      .select({
        userId: notifications.userId,
        email: users.email,
        kind: notifications.kind,
        params: notifications.params,
        link: notifications.link,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    const of = (email: string) => rows.filter((row) => row.email === email);
    for (const row of rows) NotificationParams.parse({ ...row.params, kind: row.kind });
    // demo@ holds every role: it hears as a learner, a job seeker, a recruiter and an affiliate.
    expect(new Set(of('demo@dokkho.test').map((row) => row.kind))).toEqual(
      new Set([
        'certificate_issued',
        'order_paid',
        'application_stage',
        'application_received',
        'affiliate_sale',
      ]),
    );
    // The demo affiliate's paid payout.
    expect(rows.filter((row) => row.kind === 'payout_decided').length).toBeGreaterThan(0);
    for (const email of [
      'demo@dokkho.test',
      'learner@dokkho.test',
      'jobseeker@dokkho.test',
      'recruiter@dokkho.test',
      'affiliate@dokkho.test',
      'instructor@dokkho.test',
    ]) {
      const mine = of(email);
      expect(mine.length, email).toBeGreaterThan(0);
      expect(mine.filter((row) => row.readAt === null).length, email).toBe(Math.min(3, mine.length));
    }
    // Backed by the rows they name: a certificate's serial and an order's receipt token are the user's own.
    for (const row of rows.filter((row) => row.kind === 'certificate_issued')) {
      const serial = (row.params as { serial: string }).serial;
      const [certificate] = await db.select().from(certificates).where(eq(certificates.serial, serial));
      expect(certificate?.userId).toBe(row.userId);
    }
    for (const row of rows.filter((row) => row.kind === 'order_paid')) {
      const token = row.link.split('/').pop()!;
      const [order] = await db.select().from(orders).where(eq(orders.token, token));
      expect(order).toMatchObject({ userId: row.userId, status: 'paid' });
    }
    // The learner hears of the answers to their questions (each opens their own thread); the instructor of
    // the questions, reviews and seats on their courses, in English and Bangla alike.
    const answered = rows.filter((row) => row.kind === 'question_answered');
    expect(answered.some((row) => row.email === 'learner@dokkho.test')).toBe(true);
    for (const row of rows.filter(
      (row) => row.kind.startsWith('question_') && row.kind !== 'question_asked',
    )) {
      const id = Number(row.link.split('/').pop());
      const [question] = await db.select().from(courseQuestions).where(eq(courseQuestions.id, id));
      expect(question?.authorId).toBe(row.userId);
    }
    const taught = of('instructor@dokkho.test');
    for (const kind of ['question_asked', 'review_received', 'course_enrolled'])
      expect(
        taught.some((row) => row.kind === kind),
        kind,
      ).toBe(true);
    const asked = taught.filter((row) => row.kind === 'question_asked');
    expect(
      asked.some((row) => /[\u0980-\u09FF]/.test((row.params as { question_title: string }).question_title)),
    ).toBe(true);
    expect(taught.filter((row) => row.kind === 'course_enrolled').length).toBeLessThanOrEqual(6);
  });

  it('writes quizzes whose questions have options and right answers, and every handbook', async () => {
    const { db } = handle;
    const questions = await db.select().from(quizQuestions);
    // The catalog's quizzes, and the module quizzes of the instructors' drafts (the quiz builder's, ADR 039).
    const draftQuizzes = [...DEMO_TEACHING_COURSES, ...DEMO_ACCOUNT_TEACHING_COURSES].flatMap((course) =>
      course.curriculum.flatMap((module) => (module.quiz ? [module.quiz] : [])),
    );
    expect(draftQuizzes.length).toBeGreaterThanOrEqual(2);
    expect(questions.length).toBe(
      [...DEMO_QUIZZES, ...draftQuizzes].reduce((sum, quiz) => sum + quiz.questions.length, 0),
    );
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
      // Downloaded through signed links like uploads (docs/decisions/035), redirected to the public file.
      expect(resource.url).toBe('');
      const file = publicFile(resource.storageKey!);
      expect(existsSync(file), resource.storageKey!).toBe(true);
      expect(resource.sizeBytes).toBe(statSync(file).size);
    }
    expect((await db.select().from(handbooks)).map((h) => h.slug).sort()).toEqual(
      DEMO_HANDBOOKS.map((h) => h.slug).sort(),
    );
  });

  it('writes the bundles, a running Eid offer, sales offers, promo codes and the wheel campaign', async () => {
    const { db } = handle;
    const now = new Date();
    const slugOf = new Map(
      (await db.select({ id: courses.id, slug: courses.slug }).from(courses)).map((c) => [c.id, c.slug]),
    );

    const bundleRows = await db.select().from(bundles).orderBy(asc(bundles.position));
    expect(bundleRows.map((b) => b.slug)).toEqual(DEMO_BUNDLES.map((b) => b.slug));
    for (const bundle of bundleRows) {
      expect(bundle.isActive).toBe(true);
      expect(bundle.startsAt.getTime()).toBeLessThan(now.getTime());
      expect(bundle.endsAt).toBeNull();
      const members = await db
        .select({ courseId: bundleCourses.courseId })
        .from(bundleCourses)
        .where(eq(bundleCourses.bundleId, bundle.id))
        .orderBy(asc(bundleCourses.position));
      expect(members.map((m) => slugOf.get(m.courseId))).toEqual(
        DEMO_BUNDLES.find((b) => b.slug === bundle.slug)?.courses,
      );
    }

    const offerRows = await db.select().from(offers).orderBy(asc(offers.id));
    expect(offerRows).toHaveLength(DEMO_OFFERS.length);
    const running = offerRows.filter((o) => o.startsAt <= now && o.endsAt > now);
    const eid = running.filter((o) => o.campaign === 'eid');
    expect(eid).toHaveLength(1);
    expect(eid[0]!.kind).toBe('percent');
    expect(eid[0]!.amount).toBeGreaterThanOrEqual(20);
    expect(eid[0]!.amount).toBeLessThanOrEqual(30);
    expect(Math.round((now.getTime() - eid[0]!.startsAt.getTime()) / 86_400_000)).toBe(3);
    expect(Math.round((eid[0]!.endsAt.getTime() - now.getTime()) / 86_400_000)).toBe(21);
    const eidCourses = await db.select().from(offerCourses).where(eq(offerCourses.offerId, eid[0]!.id));
    expect(eidCourses.length).toBeGreaterThanOrEqual(5);
    expect(eidCourses.length).toBeLessThanOrEqual(8);
    expect(running.filter((o) => o.campaign === 'sales')).toHaveLength(1);
    expect(offerRows.filter((o) => o.endsAt <= now)).toHaveLength(1);

    const codes = await db.select().from(promoCodes).where(eq(promoCodes.source, 'staff'));
    const byCode = new Map(codes.map((c) => [c.code, c]));
    expect([...byCode.keys()].sort()).toEqual(['DHAKA500', 'EXCEL25', 'SUMMER2025', 'WELCOME10']);
    expect(byCode.get('WELCOME10')).toMatchObject({
      kind: 'percent',
      amount: 10,
      courseId: null,
      maxUsesPerUser: 1,
    });
    expect(byCode.get('DHAKA500')).toMatchObject({ kind: 'fixed', amount: 50_000, courseId: null });
    expect(byCode.get('EXCEL25')).toMatchObject({ kind: 'percent', amount: 25 });
    expect(slugOf.get(byCode.get('EXCEL25')!.courseId!)).toBe('data-analytics-excel-sql-power-bi');
    expect(byCode.get('SUMMER2025')!.endsAt!.getTime()).toBeLessThan(now.getTime());
    for (const code of ['WELCOME10', 'DHAKA500', 'EXCEL25']) {
      expect(byCode.get(code)!.startsAt.getTime(), code).toBeLessThan(now.getTime());
      expect(byCode.get(code)!.endsAt, code).toBeNull();
    }

    const [campaign, ...more] = await db.select().from(wheelCampaigns);
    expect(more).toHaveLength(0);
    expect(campaign!.startsAt.getTime()).toBeLessThan(now.getTime());
    expect(Math.round((campaign!.endsAt.getTime() - now.getTime()) / 86_400_000)).toBe(DEMO_WHEEL.endsInDays);
    const prizes = await db
      .select()
      .from(wheelPrizes)
      .where(eq(wheelPrizes.campaignId, campaign!.id))
      .orderBy(asc(wheelPrizes.position));
    expect(prizes.length).toBeGreaterThanOrEqual(6);
    expect(prizes.length).toBeLessThanOrEqual(8);
    expect(prizes.map((p) => p.position)).toEqual(prizes.map((_, index) => index));
    expect(prizes.every((p) => p.weight > 0)).toBe(true);
    expect(prizes.some((p) => p.kind === 'none')).toBe(true);
    expect(prizes.filter((p) => p.kind === 'fixed').map((p) => p.amount)).toEqual([20_000, 50_000]);
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
        language: users.language,
      })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      )
      .orderBy(asc(users.email));
    // One demo account prefers Bangla (issue 16; README says which); the rest leave it to the browser.
    expect(rows.filter((r) => r.language !== null).map((r) => [r.username, r.language])).toEqual([
      ['affiliate', 'bn'],
    ]);
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

  it('fills the job board: 60+ posts across the country and remote, demo recruiter drafts, Dokkho roles', async () => {
    const { db } = handle;
    const now = Date.now();
    const rows = await db
      .select({
        title: jobPosts.title,
        status: jobPosts.status,
        type: jobPosts.employmentType,
        workplace: jobPosts.workplace,
        division: jobPosts.division,
        district: jobPosts.district,
        skills: jobPosts.skills,
        salaryMin: jobPosts.salaryMin,
        salaryMax: jobPosts.salaryMax,
        negotiable: jobPosts.salaryNegotiable,
        deadline: jobPosts.deadline,
        publishedAt: jobPosts.publishedAt,
        closedAt: jobPosts.closedAt,
        isInternal: jobPosts.isInternal,
        company: jobPosts.companyName,
        email: users.email,
        passwordHash: users.passwordHash,
      })
      .from(jobPosts)
      .innerJoin(recruiterProfiles, eq(recruiterProfiles.id, jobPosts.recruiterId))
      .innerJoin(users, eq(users.id, recruiterProfiles.userId));
    expect(rows).toHaveLength(DEMO_JOBS.length + DEMO_ACCOUNT_JOBS.length);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const open = rows.filter((r) => r.status === 'open' && !r.isInternal);
    expect(open.length).toBeGreaterThanOrEqual(55);
    for (const division of ['Dhaka', 'Chattogram', 'Sylhet', 'Rajshahi', 'Khulna']) {
      expect(open.filter((r) => r.division === division).length, division).toBeGreaterThanOrEqual(3);
    }
    expect(open.filter((r) => r.workplace === 'remote').length).toBeGreaterThanOrEqual(5);
    expect(new Set(open.map((r) => r.type))).toEqual(
      new Set(['full_time', 'part_time', 'contract', 'internship']),
    );
    expect(new Set(open.map((r) => r.workplace))).toEqual(new Set(['on_site', 'remote', 'hybrid']));
    for (const skill of [
      'excel',
      'sql',
      'power bi',
      'react',
      'node',
      'flutter',
      'figma',
      'digital marketing',
    ]) {
      expect(
        open.some((r) => r.skills.includes(skill)),
        skill,
      ).toBe(true);
    }
    for (const row of rows) {
      // The contract's rules: location unless remote, a district of its division, a range or negotiable.
      if (row.workplace === 'remote') expect(row.division, row.title).toBeNull();
      else expect(BD_DIVISIONS[row.division as keyof typeof BD_DIVISIONS], row.title).toContain(row.district);
      if (row.negotiable) expect([row.salaryMin, row.salaryMax], row.title).toEqual([null, null]);
      else {
        expect(row.salaryMin!, row.title).toBeGreaterThanOrEqual(8_000_00);
        expect(row.salaryMax!, row.title).toBeLessThanOrEqual(150_000_00);
        expect(row.salaryMax!, row.title).toBeGreaterThanOrEqual(row.salaryMin!);
      }
      expect(
        row.skills.every((skill) => skill === skill.toLowerCase()),
        row.title,
      ).toBe(true);
      if (row.status === 'open') expect(row.deadline.getTime(), row.title).toBeGreaterThan(now);
      if (row.status === 'closed') expect(row.closedAt, row.title).toEqual(row.deadline);
      if (row.status === 'draft') expect(row.publishedAt, row.title).toBeNull();
      else expect(row.publishedAt!.getTime(), row.title).toBeLessThanOrEqual(now);
    }
    expect(rows.some((r) => r.negotiable && r.status === 'open')).toBe(true);
    expect(rows.filter((r) => r.status === 'closed').length).toBeGreaterThanOrEqual(3);

    const demoRecruiter = rows.filter((r) => r.email === 'recruiter@dokkho.test');
    expect(demoRecruiter.map((r) => r.status).sort()).toEqual([
      'closed',
      'draft',
      'draft',
      'open',
      'open',
      'open',
    ]);
    expect(demoRecruiter.every((r) => r.company === 'Dokkho Demo Ltd.')).toBe(true);
    expect(
      rows
        .filter((r) => r.status === 'draft')
        .every((r) => r.email === 'recruiter@dokkho.test' || r.email === 'demo@dokkho.test'),
    ).toBe(true);
    // The all-roles account recruits at the same company, with posts of its own (demo-account.ts).
    const demoAccount = rows.filter((r) => r.email === 'demo@dokkho.test');
    expect(demoAccount.map((r) => r.status).sort()).toEqual(['closed', 'draft', 'open', 'open', 'open']);
    expect(demoAccount.every((r) => r.company === 'Dokkho Demo Ltd.')).toBe(true);

    const internal = rows.filter((r) => r.isInternal);
    expect(internal).toHaveLength(3);
    expect(internal.every((r) => r.email === DOKKHO_HR.email && r.status === 'open')).toBe(true);
    // The companies' recruiters cannot sign in until they set a password.
    const companyEmails = new Set([...DEMO_COMPANIES, DOKKHO_HR].map((c) => c.email));
    const companyRows = rows.filter((r) => companyEmails.has(r.email));
    expect(new Set(companyRows.map((r) => r.email)).size).toBe(DEMO_COMPANIES.length + 1);
    expect(companyRows.every((r) => r.passwordHash === null)).toBe(true);
  });

  it('writes the Bangla of every course, path and bundle and of several jobs (issue 16 item 6)', async () => {
    const { db } = handle;
    const bengali = /[\u0980-\u09FF]/u;
    const courseRows = await db
      .select({ slug: courses.slug, titleBn: courses.titleBn, subtitleBn: courses.subtitleBn })
      .from(courses)
      .where(isNull(courses.draftOfCourseId));
    expect(courseRows).toHaveLength(
      DEMO_COURSES.length + DEMO_CAREER_PATHS.length + ALL_TEACHING_COURSES.length,
    );
    for (const row of courseRows) {
      expect(row.titleBn, row.slug).toMatch(bengali);
      expect(row.subtitleBn, row.slug).toMatch(bengali);
    }
    // Every Bangla entry names a real course, bundle or job: a renamed one would silently lose its Bangla.
    const slugs = new Set([...DEMO_COURSES, ...DEMO_CAREER_PATHS].map((c) => c.slug));
    for (const slug of Object.keys(DEMO_COURSES_BN)) expect(slugs.has(slug), slug).toBe(true);
    const bundleRows = await db.select({ titleBn: bundles.titleBn }).from(bundles);
    expect(bundleRows.every((row) => row.titleBn && bengali.test(row.titleBn))).toBe(true);
    const jobTitles = new Set(DEMO_JOBS.map((job) => job.title));
    for (const title of Object.keys(DEMO_JOBS_BN)) expect(jobTitles.has(title), title).toBe(true);
    const banglaJobs = await db
      .select({ titleBn: jobPosts.titleBn })
      .from(jobPosts)
      .where(sql`${jobPosts.titleBn} is not null`);
    expect(banglaJobs.length).toBeGreaterThanOrEqual(8);
  });

  it('has a course taught in Bangla with its lessons, an article and a quiz in Bangla', async () => {
    const { db } = handle;
    const bengali = /[\u0980-\u09FF]/u;
    const [course] = await db
      .select({ id: courses.id, language: courses.language, descriptionBn: courses.descriptionBn })
      .from(courses)
      .where(eq(courses.slug, 'mobile-video-editing-capcut'));
    expect(course?.language).toBe('bn');
    expect(course?.descriptionBn).toMatch(bengali);
    const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, course!.id));
    expect(modules.length).toBeGreaterThanOrEqual(4);
    expect(modules.every((module) => bengali.test(module.title))).toBe(true);
    const own = await db.select().from(lessons).where(eq(lessons.courseId, course!.id));
    expect(own.every((lesson) => bengali.test(lesson.title))).toBe(true);
    const article = own.find((lesson) => lesson.kind === 'article');
    expect(article?.body).toMatch(/শুটিং/);
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.courseId, course!.id));
    expect(quiz?.title).toMatch(bengali);
    const questions = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz!.id));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.every((question) => bengali.test(question.prompt))).toBe(true);
  });

  it('gives the demo instructor courses in every state, with learners, progress, orders and reviews (issue 17)', async () => {
    const { db } = handle;
    const rows = await db.execute(sql`
      select c.slug, c.status, c.price, c.published_at, c.submitted_at, c.review_note, c.enrolled_count,
             c.rating_count, c.lessons_count,
             (select count(*)::int from lessons l where l.course_id = c.id) as lessons,
             (select count(*)::int from orders o where o.course_id = c.id and o.status = 'paid') as paid_orders,
             (select count(distinct p.user_id)::int from lesson_progress p where p.course_id = c.id) as started,
             (select count(*)::int from lesson_progress p where p.course_id = c.id and p.completed_at is not null)
               as lessons_done
        from courses c
        join instructor_profiles ip on ip.id = c.instructor_id
        join users u on u.id = ip.user_id
       where lower(u.email) = ${DEMO_TEACHING_EMAIL} and c.draft_of_course_id is null`);
    const own = (
      rows as unknown as {
        rows: {
          slug: string;
          status: string;
          price: number;
          published_at: unknown;
          submitted_at: unknown;
          review_note: string | null;
          enrolled_count: number;
          rating_count: number;
          lessons_count: number;
          lessons: number;
          paid_orders: number;
          started: number;
          lessons_done: number;
        }[];
      }
    ).rows;
    expect(own.map((c) => c.slug).sort()).toEqual(
      [...DEMO_TAUGHT_COURSES, ...DEMO_TEACHING_COURSES.map((c) => c.slug)].sort(),
    );
    expect(new Set(own.map((c) => c.status))).toEqual(
      new Set(['draft', 'in_review', 'published', 'archived']),
    );
    for (const course of own) {
      expect(course.lessons_count, course.slug).toBe(course.lessons);
      expect(course.lessons, course.slug).toBeGreaterThan(0);
      if (course.status === 'published' || course.status === 'archived') {
        // Learners who bought it, reviewed it and got somewhere in it: the dashboard's numbers are rows.
        expect(course.enrolled_count, course.slug).toBeGreaterThanOrEqual(40);
        if (course.price > 0) expect(course.paid_orders, course.slug).toBeGreaterThanOrEqual(30);
        expect(course.rating_count, course.slug).toBeGreaterThanOrEqual(8);
        expect(course.started, course.slug).toBeGreaterThan(course.enrolled_count / 2);
        expect(course.lessons_done, course.slug).toBeGreaterThan(0);
      } else {
        expect(course.published_at, course.slug).toBeNull();
        expect(course.enrolled_count, course.slug).toBe(0);
        expect(course.submitted_at, course.slug).not.toBeNull();
      }
    }
    expect(own.find((c) => c.status === 'draft')?.review_note).toMatch(/worked example/);
    // Issue 17 item 4: the course in review waits in the staff queue; staff's past decisions are in the
    // audit log, by the demo staff account, and the instructor was told of each.
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@dokkho.test'));
    const trail = await db.select().from(staffAuditLog).orderBy(asc(staffAuditLog.id));
    expect(trail.map((line) => line.action)).toEqual(['course.publish', 'course.send_back']);
    for (const line of trail) expect(line.actorId).toBe(admin!.id);
    const sentBack = own.find((c) => c.status === 'draft')!;
    expect(trail[1]).toMatchObject({ objectType: 'course', after: { status: 'draft' } });
    const told = await db
      .select({ kind: notifications.kind, params: notifications.params, link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(users.email, 'instructor@dokkho.test'));
    // Staff's two decisions, among its other news (questions, reviews, enrolments: seed-notifications.ts).
    expect(
      told
        .map((row) => row.kind)
        .filter((kind) => kind.startsWith('course_') && kind !== 'course_enrolled')
        .sort(),
    ).toEqual(['course_published', 'course_sent_back']);
    // demo@ (every role) has a complete draft of its own, never submitted, to try the review with.
    const ready = await db.execute(sql`
      select c.status, c.submitted_at,
             (select count(*)::int from lessons l where l.course_id = c.id) as lessons
        from courses c
        join instructor_profiles ip on ip.id = c.instructor_id
        join users u on u.id = ip.user_id
       where u.email = 'demo@dokkho.test'`);
    expect((ready as unknown as { rows: unknown[] }).rows).toEqual([
      { status: 'draft', submitted_at: null, lessons: 4 },
    ]);
    expect(told.find((row) => row.kind === 'course_sent_back')).toMatchObject({
      params: { note: sentBack.review_note },
    });
    // Nobody in the crowd finished: a finished course would owe a certificate the crowd does not have.
    const finishedWithoutCertificate = await db.execute(sql`
      select count(*)::int as n from enrollments e
       where e.completed_at is not null
         and not exists (select 1 from certificates k where k.user_id = e.user_id and k.course_id = e.course_id)`);
    const before = (finishedWithoutCertificate as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(before).toBe(0);
  });

  it('seeds masterclasses and free classes whose counts are their rows (issue 18)', async () => {
    const { db } = handle;
    const now = new Date();
    const rows = await db.select().from(events);
    const upcoming = rows.filter((row) => row.startsAt > now);
    const past = rows.filter((row) => row.startsAt < now);
    expect(
      upcoming.some((row) => row.kind === 'masterclass' && row.relatedCourseId && row.agendaBn.length > 0),
    ).toBe(true);
    expect(
      new Set(rows.filter((row) => row.kind === 'free_class').map((row) => row.genreId)).size,
    ).toBeGreaterThanOrEqual(4);
    expect(past.some((row) => row.recordingUrl && row.recordingPublic)).toBe(true);
    const registrations = await db.select().from(eventRegistrations);
    // One class is full with people waiting; none is past its cap.
    for (const event of rows) {
      const confirmed = registrations.filter(
        (r) => r.eventId === event.id && r.status === 'confirmed',
      ).length;
      if (event.seatCap !== null) expect(confirmed).toBeLessThanOrEqual(event.seatCap);
    }
    expect(
      rows.some(
        (event) =>
          event.seatCap !== null &&
          registrations.filter((r) => r.eventId === event.id && r.status === 'confirmed').length ===
            event.seatCap &&
          registrations.some((r) => r.eventId === event.id && r.status === 'waitlisted'),
      ),
    ).toBe(true);
    const [demo] = await db.select().from(users).where(eq(users.email, 'demo@dokkho.test'));
    expect(registrations.filter((r) => r.userId === demo!.id).length).toBeGreaterThanOrEqual(2);
    // Attendance only on events that took place; every registrant's confirmation is in the ledger.
    for (const r of registrations.filter((item) => item.attendedAt)) {
      expect(past.map((event) => event.id)).toContain(r.eventId);
    }
    const ledger = await db.select().from(eventMessages).where(eq(eventMessages.kind, 'confirmation'));
    expect(ledger).toHaveLength(registrations.length);
    const consultations = await db.select().from(consultationRequests);
    expect(new Set(consultations.map((row) => row.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('adds missing demo accounts to a catalog seeded before they existed', async () => {
    const { db } = handle;
    await db.delete(users).where(eq(users.email, 'learner@dokkho.test'));
    expect(await seedDemoData(db)).toMatchObject({ seeded: false, accounts: 1 });
    expect(await seedDemoData(db)).toMatchObject({ seeded: false, accounts: 0 });
  });
});
