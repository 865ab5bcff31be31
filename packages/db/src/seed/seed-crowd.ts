import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { courses, enrollments, reviews, users } from '../schema';
import { DEMO_CAREER_PATHS, DEMO_COURSES, type DemoCourse } from './demo-data';
import { demoLearners, demoRatings, demoReviewText, seededRandom, shuffled } from './demo-reviews';
import { pgArray } from './pg-array';
import { insertPaidCourseOrders, recordSeededPayments } from './seed-orders';

const DAY_MS = 86_400_000;
/** Any fixed number: the crowd is the same on every fresh database. */
const CROWD_SEED = 20_261_101;

/** Reviews that the demo accounts themselves wrote, so their "my reviews" pages have something in them. */
export const DEMO_ACCOUNT_REVIEWS: readonly {
  email: string;
  course: string;
  rating: number;
  comment: string;
}[] = [
  {
    email: 'learner@dokkho.test',
    course: 'excel-essentials-for-office-jobs',
    rating: 5,
    comment:
      'অফিসে প্রতিদিন Excel লাগে, কিন্তু এতদিন শুধু টাইপ করতাম। pivot table আর VLOOKUP এর লেসনগুলো দেখে এখন মাসের সেলস রিপোর্ট আধা ঘণ্টায় বানাই।',
  },
  {
    email: 'demo@dokkho.test',
    course: 'excel-essentials-for-office-jobs',
    rating: 4,
    comment:
      'Clear and practical. The salary sheet exercise is exactly the kind of file I get at work. A few more practice files would make it perfect.',
  },
];

export interface CrowdSeedResult {
  learners: number;
  enrollments: number;
  /** Paid orders written for the bought seats. */
  orders: number;
  reviews: number;
}

/**
 * The learners behind the catalog's numbers, written last in the catalog's transaction: each course's seats
 * are topped up to its `enrolledCount` with learners from one generated pool (the seats the other demo
 * files made count first), its reviews are written by distinct enrolled learners with ratings near
 * `ratingAvg`, and then every course's `enrolled_count`, `rating_count` and `rating_avg` are set from the
 * rows, so what the catalog shows is what the tables hold. Bulk inserts keep it quick (it runs on every
 * fresh embedded start and in tests).
 */
export async function seedDemoCrowd(
  tx: Database,
  courseIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<CrowdSeedResult> {
  const random = seededRandom(CROWD_SEED);
  const all: readonly DemoCourse[] = [...DEMO_COURSES, ...DEMO_CAREER_PATHS];
  const courseId = (slug: string) => {
    const id = courseIds.get(slug);
    if (id === undefined) throw new Error(`Demo crowd: unknown course "${slug}"`);
    return id;
  };

  const seatRows = await tx
    .select({ courseId: enrollments.courseId, n: sql<number>`count(*)::int` })
    .from(enrollments)
    .groupBy(enrollments.courseId);
  const seatsTaken = new Map(seatRows.map((row) => [row.courseId, row.n]));

  // The demo accounts' own reviews, on seats they already hold.
  const accountReviews = await accountReviewRows(tx, courseId, now);
  const reviewedByAccounts = new Map<number, number>();
  for (const row of accountReviews) {
    reviewedByAccounts.set(row.courseId, (reviewedByAccounts.get(row.courseId) ?? 0) + 1);
  }

  const poolSize = Math.max(...all.map((c) => c.enrolledCount));
  const learners = demoLearners(poolSize, random);
  const poolIndexes = learners.map((_, index) => index);
  // Per learner: the earliest seat, so the account is older than anything it did.
  const joined = new Array<number>(poolSize).fill(now.getTime());

  const plannedSeats: { learner: number; courseId: number; at: number; source: 'free' | 'purchase' }[] = [];
  const plannedReviews: {
    learner: number;
    courseId: number;
    rating: number;
    comment: string;
    at: number;
    edited: number;
  }[] = [];
  for (const course of all) {
    const id = courseId(course.slug);
    const wanted = Math.max(0, course.enrolledCount - (seatsTaken.get(id) ?? 0));
    // From the day it went up (or a few days back, if a clock before the catalog's reference date runs it).
    const opened = Math.min(course.publishedAt.getTime(), now.getTime() - 3 * DAY_MS);
    const lastSeat = now.getTime() - 2 * DAY_MS;
    // A paid course's seats were bought (each gets its paid order below); free courses were joined for free.
    const source = course.price === 0 ? ('free' as const) : ('purchase' as const);
    const seated = shuffled(random, poolIndexes)
      .slice(0, wanted)
      .map((learner) => ({ learner, at: opened + random() * (lastSeat - opened) }));
    for (const seat of seated) {
      plannedSeats.push({ learner: seat.learner, courseId: id, at: seat.at, source });
      joined[seat.learner] = Math.min(joined[seat.learner]!, seat.at);
    }

    const reviewCount = Math.min(
      seated.length,
      Math.max(0, course.ratingCount - (reviewedByAccounts.get(id) ?? 0)),
    );
    const ratings = demoRatings(reviewCount, course.ratingAvg, random);
    const used = new Set<string>();
    seated.slice(0, reviewCount).forEach((seat, index) => {
      const rating = ratings[index]!;
      // Written after some weeks of study, never in the future.
      const at = Math.min(seat.at + (3 + random() * 60) * DAY_MS, now.getTime() - random() * DAY_MS);
      const edited = random() < 0.1 ? Math.min(at + (1 + random() * 20) * DAY_MS, now.getTime()) : at;
      plannedReviews.push({
        learner: seat.learner,
        courseId: id,
        rating,
        comment: demoReviewText(random, { rating, genre: course.genre, used }),
        at,
        edited,
      });
    });
  }

  // Only the learners who hold a seat become users.
  const seatedLearners = [...new Set(plannedSeats.map((seat) => seat.learner))].sort((a, b) => a - b);
  const newUsers = seatedLearners.map((index) => {
    const learner = learners[index]!;
    return { ...learner, createdAt: new Date(joined[index]! - (1 + random() * 10) * DAY_MS).toISOString() };
  });
  // No password: a demo learner cannot sign in, like the catalog's instructors. A real account that took a
  // learner's e-mail or username keeps it; that learner's rows are skipped.
  const inserted = await tx.execute(sql`
    insert into ${users} (email, username, first_name, last_name, email_confirmed, created_at, updated_at)
    select email, username, first_name, last_name, true, created_at, created_at from unnest(
      ${pgArray(newUsers.map((user) => user.email))}::text[],
      ${pgArray(newUsers.map((user) => user.username))}::text[],
      ${pgArray(newUsers.map((user) => user.firstName))}::text[],
      ${pgArray(newUsers.map((user) => user.lastName))}::text[],
      ${pgArray(newUsers.map((user) => user.createdAt))}::timestamptz[]
    ) as t(email, username, first_name, last_name, created_at)
    on conflict do nothing
    returning id, username`);
  const idByUsername = new Map(
    (inserted as unknown as { rows: { id: number; username: string }[] }).rows.map((row) => [
      row.username,
      row.id,
    ]),
  );
  const userIdOf = new Map<number, number>();
  for (const index of seatedLearners) {
    const id = idByUsername.get(learners[index]!.username);
    if (id !== undefined) userIdOf.set(index, id);
  }
  // One statement per table with arrays (unnest): thousands of rows as four parameters, where a VALUES
  // list of bind parameters took seconds on PGlite.
  const seatValues = plannedSeats.flatMap((seat) => {
    const userId = userIdOf.get(seat.learner);
    return userId === undefined ? [] : [{ ...seat, userId }];
  });
  await tx.execute(sql`
    insert into ${enrollments} (user_id, course_id, source, created_at)
    select * from unnest(
      ${pgArray(seatValues.map((seat) => seat.userId))}::int[],
      ${pgArray(seatValues.map((seat) => seat.courseId))}::int[],
      ${pgArray(seatValues.map((seat) => seat.source))}::text[],
      ${pgArray(seatValues.map((seat) => new Date(seat.at).toISOString()))}::timestamptz[])`);

  // The order that paid for each bought seat (numbered in date order with the orders already written),
  // then the gateway's confirmation of every order the seed wrote.
  const courseById = new Map(all.map((course) => [courseId(course.slug), course]));
  const orderCount = await insertPaidCourseOrders(
    tx,
    seatValues
      .filter((seat) => seat.source === 'purchase')
      .map((seat) => {
        const course = courseById.get(seat.courseId)!;
        return {
          userId: seat.userId,
          courseId: seat.courseId,
          title: course.title,
          price: course.price,
          salePrice: course.salePrice,
          paidAt: new Date(seat.at),
        };
      }),
    random,
    'C',
  );
  await recordSeededPayments(tx);

  const reviewValues = [
    ...accountReviews,
    ...plannedReviews.flatMap((review) => {
      const userId = userIdOf.get(review.learner);
      return userId === undefined
        ? []
        : [
            {
              userId,
              courseId: review.courseId,
              rating: review.rating,
              comment: review.comment,
              createdAt: new Date(review.at),
              updatedAt: new Date(review.edited),
            },
          ];
    }),
  ];
  await tx.execute(sql`
    insert into ${reviews} (user_id, course_id, rating, comment, created_at, updated_at)
    select * from unnest(
      ${pgArray(reviewValues.map((review) => review.userId))}::int[],
      ${pgArray(reviewValues.map((review) => review.courseId))}::int[],
      ${pgArray(reviewValues.map((review) => review.rating))}::smallint[],
      ${pgArray(reviewValues.map((review) => review.comment))}::text[],
      ${pgArray(reviewValues.map((review) => review.createdAt.toISOString()))}::timestamptz[],
      ${pgArray(reviewValues.map((review) => review.updatedAt.toISOString()))}::timestamptz[])`);

  await syncCourseCounters(tx);
  return {
    learners: userIdOf.size,
    enrollments: seatValues.length,
    orders: orderCount,
    reviews: reviewValues.length,
  };
}

/**
 * Sets every course's seat and rating counters from the rows: the one place the demo's numbers come from.
 * The API then moves them with each enrolment and review (modules/learning), starting from the truth.
 */
export async function syncCourseCounters(tx: Database): Promise<void> {
  await tx.execute(sql`
    update ${courses} as c
       set enrolled_count = (select count(*)::int from ${enrollments} e where e.course_id = c.id),
           rating_count = (select count(*)::int from ${reviews} r where r.course_id = c.id),
           rating_avg = coalesce((select avg(r.rating)::real from ${reviews} r where r.course_id = c.id), 0)`);
}

async function accountReviewRows(tx: Database, courseId: (slug: string) => number, now: Date) {
  const rows = await tx
    .select({
      userId: users.id,
      email: sql<string>`lower(${users.email})`,
      courseId: enrollments.courseId,
      enrolledAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_ACCOUNT_REVIEWS.map((review) => review.email),
      ),
    );
  return DEMO_ACCOUNT_REVIEWS.flatMap((review) => {
    // Only a seat the account holds (a real user who took the e-mail has none): reviews need enrolment.
    const seat = rows.find((row) => row.email === review.email && row.courseId === courseId(review.course));
    if (!seat) return [];
    const at = new Date(Math.min(seat.enrolledAt.getTime() + 20 * DAY_MS, now.getTime() - DAY_MS));
    return [
      {
        userId: seat.userId,
        courseId: seat.courseId,
        rating: review.rating,
        comment: review.comment,
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
}
