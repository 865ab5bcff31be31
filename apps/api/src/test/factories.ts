import { randomBytes } from 'node:crypto';
import { schema, type Database } from '@dokkho/db';

/** A short random tag, so rows made by parallel or repeated test runs never collide. */
export function uniqueTag(prefix = 't'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export async function seedGenre(db: Database, overrides: Partial<typeof schema.genres.$inferInsert> = {}) {
  const tag = uniqueTag('genre');
  const [genre] = await db
    .insert(schema.genres)
    .values({ slug: tag, name: `Genre ${tag}`, description: 'A test genre', ...overrides })
    .returning();
  return genre!;
}

export async function seedUser(db: Database, overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const tag = uniqueTag('user');
  const [user] = await db
    .insert(schema.users)
    .values({ email: `${tag}@example.com`, username: tag, firstName: 'Test', lastName: 'User', ...overrides })
    .returning();
  return user!;
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
