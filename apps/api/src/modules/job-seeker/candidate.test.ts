import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateProfile } from '@dokkho/contract/hiring';
import { schema } from '@dokkho/db';
import { seedCourse, seedGenre, seedInstructor, seedSeeker } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { experienceYears, loadCandidateProfiles } from './candidate';

describe('experienceYears', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  it('counts inclusive months, merges overlaps, floors to whole years', () => {
    expect(experienceYears([], now)).toBe(0);
    expect(experienceYears([{ start_month: '2020-01', end_month: '2020-12' }], now)).toBe(1);
    expect(experienceYears([{ start_month: '2020-01', end_month: '2020-11' }], now)).toBe(0);
    // Two jobs at once count once; a gap is not counted.
    expect(
      experienceYears(
        [
          { start_month: '2018-01', end_month: '2019-12' },
          { start_month: '2019-06', end_month: '2020-12' },
          { start_month: '2022-01', end_month: '2022-12' },
        ],
        now,
      ),
    ).toBe(4);
    // Adjacent ranges join; an open end means until now; future months do not count.
    expect(
      experienceYears(
        [
          { start_month: '2024-06', end_month: null },
          { start_month: '2023-06', end_month: '2024-05' },
          { start_month: '2027-01', end_month: null },
        ],
        now,
      ),
    ).toBe(3);
  });
});

describe('loadCandidateProfiles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('loads profiles with sorted rows, certificates, completed courses and the quiz average', async () => {
    const { db } = ctx;
    const a = await seedSeeker(
      db,
      { headline: 'Accountant', skills: ['excel'], division: 'Sylhet' },
      {
        firstName: 'Rina',
        lastName: 'Akter',
      },
    );
    const b = await seedSeeker(db);
    await db.insert(schema.jobSeekerExperiences).values([
      {
        jobSeekerId: a.profile.id,
        title: 'Old',
        company: 'X',
        startMonth: '2015-01-01',
        endMonth: '2016-12-01',
      },
      { jobSeekerId: a.profile.id, title: 'Now', company: 'Y', startMonth: '2020-03-01', endMonth: null },
    ]);
    await db.insert(schema.jobSeekerEducations).values([
      { jobSeekerId: a.profile.id, level: 'hsc', institution: 'College', passingYear: 2012 },
      { jobSeekerId: a.profile.id, level: 'bachelor', institution: 'University', passingYear: 2016 },
    ]);
    const genre = await seedGenre(db);
    const instructor = await seedInstructor(db);
    const course = await seedCourse(db, { genreId: genre.id, instructorId: instructor.profile.id });
    const other = await seedCourse(db, { genreId: genre.id, instructorId: instructor.profile.id });
    await db.insert(schema.enrollments).values([
      { userId: a.user.id, courseId: course.id, completedAt: new Date() },
      { userId: a.user.id, courseId: other.id },
    ]);
    await db.insert(schema.certificates).values({
      serial: `S${a.user.id}x${course.id}`,
      userId: a.user.id,
      courseId: course.id,
      learnerName: 'Rina Akter',
      courseTitle: course.title,
      instructorName: 'Nusrat Jahan',
    });
    const [quiz1] = await db.insert(schema.quizzes).values({ courseId: course.id, title: 'Q1' }).returning();
    const [quiz2] = await db.insert(schema.quizzes).values({ courseId: course.id, title: 'Q2' }).returning();
    const [quiz3] = await db.insert(schema.quizzes).values({ courseId: course.id, title: 'Q3' }).returning();
    const submittedAt = new Date();
    await db.insert(schema.quizAttempts).values([
      { quizId: quiz1!.id, userId: a.user.id, submittedAt, percent: 70, passed: true },
      { quizId: quiz1!.id, userId: a.user.id, submittedAt, percent: 90, passed: true },
      { quizId: quiz2!.id, userId: a.user.id, submittedAt, percent: 50, passed: false },
      { quizId: quiz2!.id, userId: a.user.id, submittedAt, percent: 81, passed: true },
      // Never passed: not in the average.
      { quizId: quiz3!.id, userId: a.user.id, submittedAt, percent: 10, passed: false },
    ]);

    const profiles = await loadCandidateProfiles(db, [a.profile.id, b.profile.id, 999_999]);
    expect([...profiles.keys()].sort()).toEqual([a.profile.id, b.profile.id].sort());
    const pa = CandidateProfile.parse(profiles.get(a.profile.id));
    expect(pa.name).toBe('Rina Akter');
    expect(pa.experiences.map((e) => e.title)).toEqual(['Now', 'Old']);
    expect(pa.experiences[1]).toMatchObject({ start_month: '2015-01', end_month: '2016-12' });
    expect(pa.educations.map((e) => e.level)).toEqual(['bachelor', 'hsc']);
    expect(pa.experience_years).toBeGreaterThanOrEqual(8);
    expect(pa.certificates).toHaveLength(1);
    expect(pa.completed_courses).toEqual([{ course_id: course.id, title: course.title }]);
    expect(pa.quiz_average).toBe(86); // (90 + 81) / 2, rounded
    const pb = CandidateProfile.parse(profiles.get(b.profile.id));
    expect(pb).toMatchObject({ experiences: [], educations: [], quiz_average: null, experience_years: 0 });
    expect((await loadCandidateProfiles(db, [])).size).toBe(0);
  });
});
