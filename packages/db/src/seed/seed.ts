import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  affiliateProfiles,
  careerPathCourses,
  careerPaths,
  courses,
  genres,
  instructorProfiles,
  jobSeekerProfiles,
  recruiterProfiles,
  users,
} from '../schema';
import {
  DEMO_CAREER_PATHS,
  DEMO_COURSES,
  DEMO_GENRES,
  DEMO_INSTRUCTORS,
  type DemoCareerPath,
  type DemoCourse,
} from './demo-data';
import { DEMO_COURSES_BN } from './demo-bangla';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH } from './demo-accounts';
import { seedDemoCurricula } from './seed-curricula';
import { demoInstructorProfileColumns, seedDemoInstructorLists } from './seed-instructor-profiles';
import { seedDemoLearning } from './seed-learning';
import { seedDemoVideos } from './seed-video';
import { seedDemoOffers } from './seed-offers';
import { seedDemoAffiliate } from './seed-affiliate';
import { seedDemoJobs } from './seed-jobs';
import { seedDemoHiring } from './seed-hiring';
import { seedDemoCrowd } from './seed-crowd';
import { seedDemoEarnings } from './seed-earnings';
import { seedDemoQuestions } from './seed-questions';
import { seedDemoAnnouncements } from './seed-announcements';
import { seedDemoAccountPurchases } from './seed-orders';
import { seedDemoCourseVersion } from './seed-course-version';
import { seedDemoNotifications } from './seed-notifications';
import { seedDemoLiveClasses } from './seed-live-classes';
import { seedDemoEvents } from './seed-events';
import { seedDemoReviewDecisions, seedDemoTeachingCourses, seedDemoTeachingLearners } from './seed-teaching';

export interface SeedResult {
  /** False when the catalog already had genres: no catalog rows were written. */
  seeded: boolean;
  /** Demo sign-in accounts inserted (the missing ones, also into an existing catalog). */
  accounts: number;
  /** Rows inserted by this call (all zero when `seeded` is false). */
  genres: number;
  /** Course rows of kind `course` inserted. */
  courses: number;
  /** Career paths inserted (each is also a course row of kind `career_path`). */
  careerPaths: number;
}

/** Any fixed number: serialises concurrent seeders (two API processes starting at once). */
const SEED_LOCK_KEY = 726_655_001;

/**
 * Loads the demo catalog (genres, instructors, courses, career paths) in one transaction, only when the
 * genres table is empty, and the demo sign-in accounts that are missing (so a data folder seeded before
 * they existed gets them too). Idempotent: a second call returns `seeded: false, accounts: 0` and writes
 * nothing. Catalog instructors get user rows without a password: they cannot sign in until they set one.
 */
export async function seedDemoData(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const accounts = await seedDemoAccounts(tx);
    const existing = await tx.select({ id: genres.id }).from(genres).limit(1);
    if (existing.length > 0) return { seeded: false, accounts, genres: 0, courses: 0, careerPaths: 0 };

    const genreRows = await tx
      .insert(genres)
      .values(
        DEMO_GENRES.map((g, index) => ({
          slug: g.slug,
          name: g.name,
          description: g.description,
          position: index,
        })),
      )
      .returning({ id: genres.id, slug: genres.slug });
    const genreIds = indexBy(genreRows, (r) => r.slug);

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_INSTRUCTORS.map((i) => ({
          email: i.email,
          username: i.username,
          firstName: i.firstName,
          lastName: i.lastName,
          passwordHash: null,
          emailConfirmed: true,
          profilePicture: i.avatar,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userIds = indexBy(userRows, (r) => r.username);

    const profileRows = await tx
      .insert(instructorProfiles)
      .values(
        DEMO_INSTRUCTORS.map((i) => ({
          userId: lookup(userIds, i.username, 'user'),
          headline: i.headline,
          bio: i.bio,
          ...demoInstructorProfileColumns(i.username),
        })),
      )
      .returning({ id: instructorProfiles.id, userId: instructorProfiles.userId });
    const profileIdByUserId = new Map(profileRows.map((r) => [r.userId, r.id]));
    const instructorId = (username: string): number => {
      const id = profileIdByUserId.get(lookup(userIds, username, 'user'));
      if (id === undefined) throw new Error(`Demo data: no instructor profile for ${username}`);
      return id;
    };
    // Their achievements and education (issue 17 item 1): the public profile and course pages show them.
    await seedDemoInstructorLists(
      tx,
      DEMO_INSTRUCTORS.map((i) => ({ id: instructorId(i.username), username: i.username })),
    );

    // The Bangla versions (docs/decisions/026), when the demo has them.
    const bangla = (slug: string) => DEMO_COURSES_BN[slug];
    const courseRow = (c: DemoCourse | DemoCareerPath, kind: 'course' | 'career_path') => ({
      slug: c.slug,
      kind,
      status: 'published' as const,
      title: c.title,
      subtitle: c.subtitle,
      description: c.description,
      outcomes: [...c.outcomes],
      titleBn: bangla(c.slug)?.title ?? null,
      subtitleBn: bangla(c.slug)?.subtitle ?? null,
      descriptionBn: bangla(c.slug)?.description ?? null,
      outcomesBn: bangla(c.slug)?.outcomes ? [...bangla(c.slug)!.outcomes!] : null,
      requirements: [...c.requirements],
      tags: [...c.tags],
      thumbnail: c.thumbnail,
      genreId: lookup(genreIds, c.genre, 'genre'),
      instructorId: instructorId(c.instructor),
      level: c.level,
      language: c.language,
      durationMinutes: c.durationMinutes,
      lessonsCount: c.lessonsCount,
      price: c.price,
      salePrice: c.salePrice,
      currency: 'BDT',
      isFeatured: c.isFeatured,
      ratingAvg: c.ratingAvg,
      ratingCount: c.ratingCount,
      enrolledCount: c.enrolledCount,
      publishedAt: c.publishedAt,
      createdAt: c.publishedAt,
      updatedAt: c.publishedAt,
    });

    const courseRows = await tx
      .insert(courses)
      .values([
        ...DEMO_COURSES.map((c) => courseRow(c, 'course')),
        ...DEMO_CAREER_PATHS.map((p) => courseRow(p, 'career_path')),
      ])
      .returning({ id: courses.id, slug: courses.slug });
    const courseIds = indexBy(courseRows, (r) => r.slug);

    const pathRows = await tx
      .insert(careerPaths)
      .values(
        DEMO_CAREER_PATHS.map((p, index) => ({
          courseId: lookup(courseIds, p.slug, 'course'),
          position: index,
        })),
      )
      .returning({ id: careerPaths.id, courseId: careerPaths.courseId });
    const pathIdByCourseId = new Map(pathRows.map((r) => [r.courseId, r.id]));

    await tx.insert(careerPathCourses).values(
      DEMO_CAREER_PATHS.flatMap((p) => {
        const careerPathId = pathIdByCourseId.get(lookup(courseIds, p.slug, 'course'));
        if (careerPathId === undefined) throw new Error(`Demo data: career path ${p.slug} was not inserted`);
        return p.members.map((slug, position) => ({
          careerPathId,
          courseId: lookup(courseIds, slug, 'course'),
          position,
        }));
      }),
    );

    // What each course teaches, and the catalog's counters made to match it (demo-curricula.ts).
    const slugToId = new Map(DEMO_COURSES.map((c) => [c.slug, lookup(courseIds, c.slug, 'course')]));
    const now = new Date();
    await seedDemoCurricula(tx, slugToId, now);
    // The demo instructor's courses in every state; before the certificates below, which name who teaches.
    const teachingIds = await seedDemoTeachingCourses(tx, {
      genreId: lookup(genreIds, 'data-analytics', 'genre'),
      courseIds,
      now,
    });
    // The lessons of the transcoded demo clips stream as HLS with a quality picker (seed-video.ts).
    await seedDemoVideos(tx, now);
    // Quizzes, handbooks and the demo learner's finished and half-done courses (seed-learning.ts).
    await seedDemoLearning(tx, slugToId, now);
    // Bundles, the Eid and sales offers, staff promo codes and the wheel campaign (seed-offers.ts).
    await seedDemoOffers(tx, slugToId, now);
    // The demo affiliate's clicks, referred sales, commissions and a paid payout (seed-affiliate.ts).
    await seedDemoAffiliate(tx, slugToId, now);
    // Employers, their job posts, the demo recruiter's posts and Dokkho's own roles (seed-jobs.ts).
    await seedDemoJobs(tx, now);
    // Job seekers, their certificates and applications at every stage, notes, contact requests (seed-hiring.ts).
    await seedDemoHiring(tx, slugToId, now);
    // The courses the demo sign-in accounts paid for, with their orders (seed-orders.ts).
    await seedDemoAccountPurchases(tx, courseIds, now);
    // Last: the learners and reviews behind every course's counters, which are then set from the rows, the
    // orders behind the bought seats, and the gateway's confirmations and invoice numbers of all orders.

    await seedDemoCrowd(tx, courseIds, now);
    // instructor@'s course and its learners' questions, answered and waiting (seed-questions.ts).
    await seedDemoQuestions(tx, courseIds, now);
    // The demo instructor's archived course's learners, and how far the learners of its courses got.
    await seedDemoTeachingLearners(tx, teachingIds, now);
    // Staff's past decisions on its submissions, in the staff audit log (issue 17 item 4).
    await seedDemoReviewDecisions(tx, teachingIds);
    // Every instructor's share of those paid orders (reversed for the refunded), and the demo instructor's
    // paid and pending payouts (issue 17 item 5).
    await seedDemoEarnings(tx, now);
    // instructor@'s live classes on the courses they teach, and what enrolled demo accounts were told.
    await seedDemoLiveClasses(tx, now);
    // instructor@'s announcements to every learner of her published courses (after the last seats are
    // added), and learner@'s unsubscribe from one course's e-mails (seed-announcements.ts).
    await seedDemoAnnouncements(tx, courseIds, now);
    // Issue 18: masterclasses and free classes, their registrations (demo@ and learner@ too), attendance,
    // recordings and consultation requests (seed-events.ts).
    await seedDemoEvents(tx, now);
    // After everything they tell about: each demo account's notifications, from those rows (issue 17).
    await seedDemoNotifications(tx);
    // instructor@'s new version of a published course, in progress (docs/decisions/038).
    await seedDemoCourseVersion(tx, now);

    return {
      seeded: true,
      accounts,
      genres: genreRows.length,
      courses: DEMO_COURSES.length,
      careerPaths: pathRows.length,
    };
  });
}

/** Inserts the demo accounts whose e-mail is not taken yet, with the demo password's argon2id hash. */
async function seedDemoAccounts(tx: Database): Promise<number> {
  // A real user who took a demo e-mail or username keeps it; that demo account is skipped.
  const present = await tx
    .select({ email: sql<string>`lower(${users.email})`, username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      or(
        inArray(
          sql`lower(${users.email})`,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
        inArray(
          sql`lower(${users.username})`,
          DEMO_ACCOUNTS.map((a) => a.username),
        ),
      ),
    );
  const missing = DEMO_ACCOUNTS.filter(
    (a) => !present.some((p) => p.email === a.email || p.username === a.username),
  );
  for (const account of missing) {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        username: account.username,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneNumber: account.phoneNumber,
        emailConfirmed: true,
        isStaff: account.staff,
        language: account.language ?? null,
        passwordHash: DEMO_PASSWORD_HASH,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    // Each role is its profile row, as when a person takes the role on (modules/users in the API).
    if (account.jobSeeker) await tx.insert(jobSeekerProfiles).values({ userId });
    if (account.instructor) {
      const [profile] = await tx
        .insert(instructorProfiles)
        .values({ userId, ...account.instructor, ...demoInstructorProfileColumns(account.username) })
        .returning({ id: instructorProfiles.id });
      await seedDemoInstructorLists(tx, [{ id: profile!.id, username: account.username }]);
    }
    if (account.recruiter) await tx.insert(recruiterProfiles).values({ userId, ...account.recruiter });
    if (account.affiliate) await tx.insert(affiliateProfiles).values({ userId, ...account.affiliate });
  }
  return missing.length;
}

function indexBy<T extends { id: number }>(rows: T[], key: (row: T) => string): Map<string, number> {
  return new Map(rows.map((row) => [key(row), row.id]));
}

function lookup(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo data: unknown ${what} "${key}"`);
  return id;
}
