import { eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { uniqueTag, seedUser } from './users';

/** The catalog and learning: genres, instructors, courses, lessons, enrolments and completions. */

export async function seedGenre(db: Database, overrides: Partial<typeof schema.genres.$inferInsert> = {}) {
  const tag = uniqueTag('genre');
  const [genre] = await db
    .insert(schema.genres)
    .values({ slug: tag, name: `Genre ${tag}`, description: 'A test genre', ...overrides })
    .returning();
  return genre!;
}

export async function seedInstructor(
  db: Database,
  overrides: { firstName?: string; lastName?: string } = {},
) {
  const user = await seedUser(db, {
    firstName: overrides.firstName ?? 'Nusrat',
    lastName: overrides.lastName ?? 'Jahan',
  });
  const [profile] = await db
    .insert(schema.instructorProfiles)
    .values({ userId: user.id, headline: 'Senior Data Analyst', bio: 'Teaches data for a living.' })
    .returning();
  return { user, profile: profile! };
}

type CourseInsert = typeof schema.courses.$inferInsert;

export async function seedCourse(
  db: Database,
  required: { genreId: number; instructorId: number },
  overrides: Partial<CourseInsert> = {},
) {
  const tag = uniqueTag('course');
  const [course] = await db
    .insert(schema.courses)
    .values({
      slug: tag,
      title: `Course ${tag}`,
      subtitle: 'A course made by a test',
      status: 'published',
      price: 350000,
      publishedAt: new Date('2026-06-01T00:00:00Z'),
      ...required,
      ...overrides,
    })
    .returning();
  return course!;
}

/** A course factory (published, ৳3,500 unless told otherwise) with its genre and instructor made once. */
export async function courseMaker(db: Database) {
  const genre = await seedGenre(db);
  const instructor = await seedInstructor(db);
  return (overrides: Partial<CourseInsert> = {}) =>
    seedCourse(db, { genreId: genre.id, instructorId: instructor.profile.id }, overrides);
}

/** One course with a genre and an instructor of its own. */
export async function seedPaidCourse(db: Database, overrides: Partial<CourseInsert> = {}) {
  return (await courseMaker(db))(overrides);
}

/** A module with one lesson, so the course has a first lesson to open. */
export async function seedLesson(db: Database, courseId: number) {
  const [module] = await db
    .insert(schema.courseModules)
    .values({ courseId, kind: 'recorded', title: 'Getting started', position: 1 })
    .returning();
  const [lesson] = await db
    .insert(schema.lessons)
    .values({ moduleId: module!.id, courseId, kind: 'article', title: 'Welcome', position: 1, body: 'Hello' })
    .returning();
  return lesson!;
}

/** A new user enrolled (free) in the course. */
export async function seedEnrolledLearner(db: Database, courseId: number) {
  const user = await seedUser(db);
  await db.insert(schema.enrollments).values({ userId: user.id, courseId, source: 'free' });
  return user;
}

/** A published course with these tags that the user completed, optionally with a certificate. */
export async function seedCompletedCourse(
  db: Database,
  learner: { user: { id: number } },
  options: { title: string; tags: string[]; certificate?: boolean },
) {
  const course = await seedPaidCourse(db, { title: options.title, tags: options.tags });
  await db
    .insert(schema.enrollments)
    .values({ userId: learner.user.id, courseId: course.id, source: 'free', completedAt: new Date() });
  if (options.certificate) {
    await db.insert(schema.certificates).values({
      serial: uniqueTag('cert'),
      userId: learner.user.id,
      courseId: course.id,
      learnerName: 'Rahim Uddin',
      courseTitle: options.title,
      instructorName: 'Nusrat Jahan',
    });
  }
  return course;
}

export async function enrollmentsOf(db: Database, userId: number) {
  return db
    .select({ courseId: schema.enrollments.courseId, source: schema.enrollments.source })
    .from(schema.enrollments)
    .where(eq(schema.enrollments.userId, userId));
}

export async function enrolledCount(db: Database, courseId: number) {
  const [row] = await db
    .select({ n: schema.courses.enrolledCount })
    .from(schema.courses)
    .where(eq(schema.courses.id, courseId));
  return row!.n;
}
