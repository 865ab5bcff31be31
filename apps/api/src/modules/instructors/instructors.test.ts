import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  Achievement,
  AchievementList,
  Education,
  EducationList,
  INSTRUCTOR_LIMITS,
  InstructorAccount,
  InstructorOwnProfile,
  LIST_LIMIT_MESSAGE,
  NOT_AN_INSTRUCTOR_MESSAGE,
  ORDER_MISMATCH_MESSAGE,
  PublicInstructorProfile,
} from '@dokkho/contract/instructors';
import { CourseDetail } from '@dokkho/contract/catalog';
import { schema } from '@dokkho/db';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedMember, seedStaff } from '../../test/factories';
import { resolvePageMeta } from '../seo/page-meta';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function instructor() {
  const seeded = await seedInstructor(ctx.db, { firstName: 'Farhana', lastName: 'Akter' });
  return { ...seeded, headers: await authHeader(seeded.user.id) };
}

/** A request from a reader of Bangla (the web sends the language on screen). */
const inBangla = (
  method: 'GET' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'bn' },
    ...(payload ? { payload } : {}),
  });

const LONG_BIO = 'I have analysed sales data for garment exporters in Dhaka for eight years.';

describe('the instructor edits their own profile', () => {
  it('reads and changes the profile, in both languages, and clears what is sent blank', async () => {
    const me = await instructor();
    const read = await ctx.send('GET', '/api/instructors/profile/', me.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(InstructorOwnProfile.parse(read.json())).toMatchObject({
      id: me.profile.id,
      name: 'Farhana Akter',
      headline: 'Senior Data Analyst',
      headline_bn: null,
    });

    const changed = await ctx.send('PATCH', '/api/instructors/profile/', me.headers, {
      headline: '  Lead data analyst at a garment exporter ',
      headline_bn: 'গার্মেন্টস রপ্তানিকারকের লিড ডেটা অ্যানালিস্ট',
      bio: LONG_BIO,
      experience_years: '8',
      linkedin_url: 'linkedin.com/in/farhana-akter',
      youtube_url: 'https://www.youtube.com/@farhana',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(InstructorOwnProfile.parse(changed.json())).toMatchObject({
      headline: 'Lead data analyst at a garment exporter',
      headline_bn: 'গার্মেন্টস রপ্তানিকারকের লিড ডেটা অ্যানালিস্ট',
      bio: LONG_BIO,
      experience_years: 8,
      linkedin_url: 'https://linkedin.com/in/farhana-akter',
      youtube_url: 'https://www.youtube.com/@farhana',
    });

    const cleared = await ctx.send('PATCH', '/api/instructors/profile/', me.headers, {
      headline_bn: '  ',
      youtube_url: '',
    });
    expect(cleared.json()).toMatchObject({
      headline_bn: null,
      youtube_url: null,
      linkedin_url: expect.any(String),
    });
  });

  it('refuses bad input with a message per field', async () => {
    const me = await instructor();
    const bad = await ctx.send('PATCH', '/api/instructors/profile/', me.headers, {
      headline: 'ab',
      bio: 'Too short.',
      experience_years: 99,
      linkedin_url: 'https://facebook.com/me',
      facebook_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      headline: ['Use at least 3 characters for your headline'],
      bio: ['Use at least 30 characters for your bio'],
      experience_years: ['Use 60 or less'],
      linkedin_url: ['Enter a LinkedIn address, like https://www.linkedin.com/in/your-name'],
      facebook_url: [expect.stringContaining('web address')],
    });
    const empty = await ctx.send('PATCH', '/api/instructors/profile/', me.headers, {});
    expect(empty.statusCode).toBe(400);
  });

  it('says the messages in Bangla to a Bangla reader', async () => {
    const me = await instructor();
    const bad = await inBangla('PATCH', '/api/instructors/profile/', me.headers, { headline: 'ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ headline: ['আপনার হেডলাইন কমপক্ষে ৩ অক্ষরে লিখুন'] });
  });

  it('refuses people who are not instructors', async () => {
    const learner = await seedMember(ctx.db);
    expect((await ctx.send('GET', '/api/instructors/profile/')).statusCode).toBe(401);
    expect((await ctx.send('GET', '/api/instructors/profile/', learner.headers)).statusCode).toBe(403);
    expect(
      (await ctx.send('PATCH', '/api/instructors/profile/', learner.headers, { headline: 'Hello there' }))
        .statusCode,
    ).toBe(403);
    // Staff pass the role guard but have no profile of their own to edit.
    const staff = await seedStaff(ctx.db);
    const answer = await ctx.send('GET', '/api/instructors/account/', staff.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ detail: NOT_AN_INSTRUCTOR_MESSAGE });
  });
});

describe('the account page', () => {
  it('keeps payout details by the affiliate rules: a wallet number is normalised, a bad one refused', async () => {
    const me = await instructor();
    const before = InstructorAccount.parse(
      (await ctx.send('GET', '/api/instructors/account/', me.headers)).json(),
    );
    expect(before).toMatchObject({ payout_method: null, payout_account: null, email: me.user.email });

    const saved = await ctx.send('PATCH', '/api/instructors/account/', me.headers, {
      payout_method: 'bkash',
      payout_account: '01712-345678',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ payout_method: 'bkash', payout_account: '+8801712345678' });

    const bad = await ctx.send('PATCH', '/api/instructors/account/', me.headers, {
      payout_method: 'bank',
      payout_account: 'DBBL',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('payout_account');
    const rocket = await ctx.send('PATCH', '/api/instructors/account/', me.headers, {
      payout_method: 'rocket',
      payout_account: '01712345678',
    });
    expect(rocket.statusCode).toBe(400);
  });
});

describe('achievements and education', () => {
  it('adds, edits, orders and removes achievements; another instructor cannot touch them', async () => {
    const me = await instructor();
    const other = await instructor();
    const add = async (title: string, year?: number) => {
      const response = await ctx.send('POST', '/api/instructors/achievements/', me.headers, {
        title,
        issuer: 'BASIS',
        year,
      });
      expect(response.statusCode, response.body).toBe(201);
      return Achievement.parse(response.json());
    };
    const first = await add('National ICT Award', 2023);
    const second = await add('Top instructor of the year');
    expect(second).toMatchObject({ year: null, url: null, issuer: 'BASIS' });

    const edited = await ctx.send('PATCH', `/api/instructors/achievements/${first.id}/`, me.headers, {
      title: 'BASIS National ICT Award, winner',
      issuer: 'BASIS',
      year: '2024',
      url: 'basis.org.bd/awards',
    });
    expect(edited.json()).toMatchObject({ year: 2024, url: 'https://basis.org.bd/awards' });

    const ordered = await ctx.send('PUT', '/api/instructors/achievements/order/', me.headers, {
      ids: [second.id, first.id],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(AchievementList.parse(ordered.json()).map((entry) => entry.id)).toEqual([second.id, first.id]);

    // An order that leaves one out, repeats one or names someone else's is refused.
    for (const ids of [[second.id], [second.id, second.id], [second.id, first.id, first.id + 999]]) {
      const refused = await ctx.send('PUT', '/api/instructors/achievements/order/', me.headers, { ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ ids: [ORDER_MISMATCH_MESSAGE] });
    }

    // Another instructor: their edits and deletes of my entries are 404, and my list is unchanged.
    const theirs = await ctx.send('PATCH', `/api/instructors/achievements/${first.id}/`, other.headers, {
      title: 'Hijacked',
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await ctx.send('DELETE', `/api/instructors/achievements/${first.id}/`, other.headers)).statusCode,
    ).toBe(404);
    const theirOrder = await ctx.send('PUT', '/api/instructors/achievements/order/', other.headers, {
      ids: [first.id],
    });
    expect(theirOrder.statusCode).toBe(400);
    const mine = AchievementList.parse(
      (await ctx.send('GET', '/api/instructors/achievements/', me.headers)).json(),
    );
    expect(mine.map((entry) => entry.title)).toEqual([
      'Top instructor of the year',
      'BASIS National ICT Award, winner',
    ]);

    const removed = await ctx.send('DELETE', `/api/instructors/achievements/${second.id}/`, me.headers);
    expect(removed.statusCode).toBe(204);
    const after = AchievementList.parse(
      (await ctx.send('GET', '/api/instructors/achievements/', me.headers)).json(),
    );
    expect(after.map((entry) => entry.id)).toEqual([first.id]);
  });

  it('validates achievements and stops at the limit', async () => {
    const me = await instructor();
    const bad = await ctx.send('POST', '/api/instructors/achievements/', me.headers, {
      title: '',
      year: 1800,
      url: 'ftp://example.com',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title: ['Use at least 2 characters for the achievement'],
      year: ['Use a year from 1950 on'],
      url: [expect.stringContaining('web address')],
    });
    await ctx.db.insert(schema.instructorAchievements).values(
      Array.from({ length: INSTRUCTOR_LIMITS.listMax }, (_, index) => ({
        instructorId: me.profile.id,
        title: `Award ${index}`,
        position: index,
      })),
    );
    const over = await ctx.send('POST', '/api/instructors/achievements/', me.headers, { title: 'One more' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ detail: LIST_LIMIT_MESSAGE });
  });

  it('adds and edits education, refuses an end before the start, and keeps it to its owner', async () => {
    const me = await instructor();
    const other = await instructor();
    const added = await ctx.send('POST', '/api/instructors/education/', me.headers, {
      degree: 'BSc in Statistics',
      institution: 'University of Dhaka',
      start_year: 2010,
      end_year: 2014,
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = Education.parse(added.json());
    const backwards = await ctx.send('PATCH', `/api/instructors/education/${entry.id}/`, me.headers, {
      degree: 'BSc in Statistics',
      institution: 'University of Dhaka',
      start_year: 2014,
      end_year: 2010,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ end_year: ['The end year cannot be before the start year'] });
    const studying = await ctx.send('PATCH', `/api/instructors/education/${entry.id}/`, me.headers, {
      degree: 'MSc in Applied Statistics',
      institution: 'University of Dhaka',
      start_year: 2015,
      end_year: '',
    });
    expect(studying.json()).toMatchObject({ degree: 'MSc in Applied Statistics', end_year: null });
    expect(
      (
        await ctx.send('PATCH', `/api/instructors/education/${entry.id}/`, other.headers, {
          degree: 'Nothing',
          institution: 'Nowhere',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.send('DELETE', `/api/instructors/education/${entry.id}/`, other.headers)).statusCode,
    ).toBe(404);
    const list = EducationList.parse(
      (await ctx.send('GET', '/api/instructors/education/', me.headers)).json(),
    );
    expect(list).toHaveLength(1);
    const learner = await seedMember(ctx.db);
    expect((await ctx.send('GET', '/api/instructors/education/', learner.headers)).statusCode).toBe(403);
  });
});

describe('the public profile', () => {
  it('shows listed courses and their numbers, in the reader’s language, and nothing private', async () => {
    const me = await instructor();
    await ctx.send('PATCH', '/api/instructors/profile/', me.headers, {
      headline_bn: 'ডেটা অ্যানালিস্ট',
      bio: LONG_BIO,
      facebook_url: 'https://facebook.com/farhana',
    });
    await ctx.send('PATCH', '/api/instructors/account/', me.headers, {
      payout_method: 'nagad',
      payout_account: '01812345678',
    });
    await ctx.send('POST', '/api/instructors/achievements/', me.headers, { title: 'National ICT Award' });
    await ctx.send('POST', '/api/instructors/education/', me.headers, {
      degree: 'BSc in Statistics',
      institution: 'University of Dhaka',
    });
    const genre = await seedGenre(ctx.db);
    const course = (overrides: Parameters<typeof seedCourse>[2]) =>
      seedCourse(ctx.db, { genreId: genre.id, instructorId: me.profile.id }, overrides);
    const listed = await course({ ratingAvg: 4, ratingCount: 10, enrolledCount: 100 });
    await course({ ratingAvg: 5, ratingCount: 30, enrolledCount: 50 });
    const draft = await course({ status: 'draft', ratingAvg: 1, ratingCount: 500, enrolledCount: 9000 });

    const answer = await ctx.send('GET', `/api/instructors/${me.profile.id}/`);
    expect(answer.statusCode, answer.body).toBe(200);
    const profile = PublicInstructorProfile.parse(answer.json());
    expect(profile).toMatchObject({
      name: 'Farhana Akter',
      headline: 'Senior Data Analyst',
      facebook_url: 'https://facebook.com/farhana',
      stats: { courses_count: 2, learners_count: 150, rating_avg: 4.75, rating_count: 40 },
      achievements: [{ title: 'National ICT Award' }],
      education: [{ degree: 'BSc in Statistics', institution: 'University of Dhaka' }],
    });
    expect(profile.courses.map((item) => item.id)).toEqual([listed.id, expect.any(Number)]);
    expect(profile.courses.map((item) => item.id)).not.toContain(draft.id);
    expect(answer.body).not.toContain(me.user.email);
    expect(answer.body).not.toContain('01812345678');
    expect(answer.body).not.toContain('payout');

    const bangla = await inBangla('GET', `/api/instructors/${me.profile.id}/`);
    // Bangla headline where written; the bio has no Bangla, so English.
    expect(bangla.json()).toMatchObject({ headline: 'ডেটা অ্যানালিস্ট', bio: LONG_BIO });

    // The course page carries the same numbers and the headline in the reader's language.
    const page = await inBangla('GET', `/api/course/courses/${listed.id}/`);
    expect(page.statusCode, page.body).toBe(200);
    expect(CourseDetail.parse(page.json()).instructor).toMatchObject({
      id: me.profile.id,
      headline: 'ডেটা অ্যানালিস্ট',
      courses_count: 2,
      learners_count: 150,
      rating_avg: 4.75,
    });

    expect((await ctx.send('GET', '/api/instructors/99999999/')).statusCode).toBe(404);
    expect((await ctx.send('GET', '/api/instructors/abc/')).statusCode).toBe(400);
  });

  it('is gone with the profile', async () => {
    const me = await instructor();
    await ctx.db.delete(schema.instructorProfiles).where(eq(schema.instructorProfiles.id, me.profile.id));
    expect((await ctx.send('GET', `/api/instructors/${me.profile.id}/`)).statusCode).toBe(404);
  });
});

describe('the public profile’s head (served HTML)', () => {
  it('names the instructor in the reader’s language with a Person for search engines', async () => {
    const me = await instructor();
    await ctx.send('PATCH', '/api/instructors/profile/', me.headers, {
      headline_bn: 'সিনিয়র ডেটা অ্যানালিস্ট',
      linkedin_url: 'https://www.linkedin.com/in/farhana',
    });
    await ctx.send('POST', '/api/instructors/education/', me.headers, {
      degree: 'BSc in Statistics',
      institution: 'University of Dhaka',
    });
    const path = `/instructors/${me.profile.id}`;
    const english = await resolvePageMeta(ctx.db, path, 'https://dokkho.test', 'en');
    expect(english).toMatchObject({
      title: 'Farhana Akter, instructor · Dokkho',
      description: expect.stringContaining('Farhana Akter teaches on Dokkho. Senior Data Analyst'),
      jsonLd: {
        '@type': 'Person',
        name: 'Farhana Akter',
        jobTitle: 'Senior Data Analyst',
        url: `https://dokkho.test${path}`,
        sameAs: ['https://www.linkedin.com/in/farhana'],
        alumniOf: [{ '@type': 'EducationalOrganization', name: 'University of Dhaka' }],
      },
    });
    expect(JSON.stringify(english)).not.toContain(me.user.email);
    const bangla = await resolvePageMeta(ctx.db, `${path}/`, 'https://dokkho.test', 'bn');
    expect(bangla).toMatchObject({
      title: 'Farhana Akter, ইন্সট্রাক্টর · Dokkho',
      jsonLd: { jobTitle: 'সিনিয়র ডেটা অ্যানালিস্ট' },
    });
    expect(await resolvePageMeta(ctx.db, '/instructors/99999999', 'https://dokkho.test')).toBeNull();
  });
});
