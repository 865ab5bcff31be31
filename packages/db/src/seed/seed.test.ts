// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../client';
import { careerPathCourses, careerPaths, courses, genres, instructorProfiles, users } from '../schema';
import { DEMO_PUBLIC_DIR, demoArtwork } from './artwork';
import { verify } from '@node-rs/argon2';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_CAREER_PATHS, DEMO_COURSES, DEMO_GENRES, DEMO_INSTRUCTORS } from './demo-data';
import { seedDemoData } from './seed';

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

  it('creates the demo sign-in accounts with the demo password; demo holds every role so far', async () => {
    const { db } = handle;
    const rows = await db
      .select({
        email: users.email,
        username: users.username,
        passwordHash: users.passwordHash,
        confirmed: users.emailConfirmed,
        phone: users.phoneNumber,
        isStaff: users.isStaff,
        instructorId: instructorProfiles.id,
      })
      .from(users)
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      )
      .orderBy(asc(users.email));
    expect(rows.map((r) => [r.email, r.username])).toEqual([
      ['demo@dokkho.test', 'demo'],
      ['learner@dokkho.test', 'learner'],
    ]);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.passwordHash!, DEMO_PASSWORD)).toBe(true);
      expect(row.confirmed).toBe(true);
      expect(row.phone).toMatch(/^\+8801\d{9}$/);
      expect(row.isStaff).toBe(false);
    }
    expect(rows[0]?.phone).toBe('+8801700000000');
    expect(rows[0]?.instructorId).not.toBeNull();
    expect(rows[1]?.instructorId).toBeNull();
  });

  it('adds missing demo accounts to a catalog seeded before they existed', async () => {
    const { db } = handle;
    await db.delete(users).where(eq(users.email, 'learner@dokkho.test'));
    expect(await seedDemoData(db)).toMatchObject({ seeded: false, accounts: 1 });
    expect(await seedDemoData(db)).toMatchObject({ seeded: false, accounts: 0 });
  });
});
