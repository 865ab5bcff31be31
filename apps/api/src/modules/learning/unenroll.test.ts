import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import { enroll, unenroll } from './service';

let ctx: TestContext;
let makeCourse: () => ReturnType<typeof seedCourse>;

beforeAll(async () => {
  ctx = await createTestApp();
  const genre = await seedGenre(ctx.db);
  const instructor = await seedInstructor(ctx.db);
  makeCourse = () => seedCourse(ctx.db, { genreId: genre.id, instructorId: instructor.profile.id });
});

afterAll(async () => {
  await ctx?.close();
});

async function seat(userId: number, courseId: number) {
  const [row] = await ctx.db
    .select({ source: schema.enrollments.source })
    .from(schema.enrollments)
    .where(and(eq(schema.enrollments.userId, userId), eq(schema.enrollments.courseId, courseId)));
  return row;
}

async function count(courseId: number) {
  const [row] = await ctx.db
    .select({ n: schema.courses.enrolledCount })
    .from(schema.courses)
    .where(eq(schema.courses.id, courseId));
  return row!.n;
}

describe('unenroll', () => {
  it('takes away a seat of the given sources once, with the enrolled count', async () => {
    const user = await seedUser(ctx.db);
    const course = await makeCourse();
    await enroll({ db: ctx.db, userId: user.id, courseId: course.id, source: 'purchase' });
    expect(await count(course.id)).toBe(1);
    const sources = ['purchase', 'bundle'] as const;
    expect(await unenroll({ db: ctx.db, userId: user.id, courseId: course.id, sources })).toBe(true);
    expect(await seat(user.id, course.id)).toBeUndefined();
    expect(await count(course.id)).toBe(0);
    expect(await unenroll({ db: ctx.db, userId: user.id, courseId: course.id, sources })).toBe(false);
    expect(await count(course.id)).toBe(0);
  });

  it('leaves a seat of another source alone', async () => {
    const user = await seedUser(ctx.db);
    const course = await makeCourse();
    await enroll({ db: ctx.db, userId: user.id, courseId: course.id, source: 'free' });
    expect(
      await unenroll({ db: ctx.db, userId: user.id, courseId: course.id, sources: ['purchase', 'bundle'] }),
    ).toBe(false);
    expect(await seat(user.id, course.id)).toEqual({ source: 'free' });
    expect(await count(course.id)).toBe(1);
    expect(await unenroll({ db: ctx.db, userId: user.id, courseId: course.id, sources: [] })).toBe(false);
  });
});
