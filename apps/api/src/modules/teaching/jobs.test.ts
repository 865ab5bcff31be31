import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { NOT_AN_INSTRUCTOR_MESSAGE } from '@dokkho/contract/teaching';
import { TeachingJobs } from '@dokkho/contract/teaching-jobs';
import {
  daysAhead,
  seedApplication,
  seedCourse,
  seedGenre,
  seedInstructor,
  seedJob,
  seedMember,
  seedRecruiter,
  seedSeeker,
  seedStaff,
  uniqueTag,
} from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';
import { matchCourses } from './jobs';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const DAY_MS = 86_400_000;
const URL = '/api/instructor/jobs/';
const get = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: URL, headers });

async function instructor(name = 'Shirin') {
  const made = await seedInstructor(ctx.db, { firstName: name });
  const genre = await seedGenre(ctx.db);
  const headers = await authHeader(made.user.id);
  const course = (overrides: Partial<typeof schema.courses.$inferInsert> = {}) =>
    seedCourse(ctx.db, { genreId: genre.id, instructorId: made.profile.id }, overrides);
  return { ...made, headers, course };
}

async function certify(userId: number, courseId: number, issuedAt = new Date()) {
  await ctx.db.insert(schema.certificates).values({
    serial: uniqueTag('cert'),
    userId,
    courseId,
    learnerName: 'Learner',
    courseTitle: 'Course',
    instructorName: 'Shirin Akter',
    issuedAt,
  });
}

/** A unique skill, so posts of other tests in this database never match. */
const skill = () => uniqueTag('skill').toLowerCase();

async function read(headers: Record<string, string>) {
  const response = await get(headers);
  expect(response.statusCode, response.body).toBe(200);
  return TeachingJobs.parse(response.json());
}

describe('matchCourses (the hiring rule: a tag, or whole words of the title)', () => {
  const courses = [
    { id: 1, title: 'SQL for Data Analysts', tags: ['postgresql', 'Data Analysis'] },
    { id: 2, title: 'PostgreSQL administration', tags: [] },
  ];

  it('matches tags and title words, case and spaces aside, and says which skills', () => {
    expect(matchCourses([' SQL ', 'data  analysis', 'excel'], courses)).toEqual([
      { courseId: 1, skills: ['sql', 'data analysis'] },
    ]);
  });

  it('does not match part of a word, and leaves out courses that teach none of the skills', () => {
    expect(matchCourses(['gres'], courses)).toEqual([]);
    expect(matchCourses(['postgresql'], courses)).toEqual([
      { courseId: 1, skills: ['postgresql'] },
      { courseId: 2, skills: ['postgresql'] },
    ]);
  });
});

describe('GET instructor/jobs/', () => {
  it('refuses signed-out callers, learners, recruiters and staff without an instructor profile', async () => {
    expect((await get()).statusCode).toBe(401);
    const member = await seedMember(ctx.db);
    expect((await get(member.headers)).statusCode).toBe(403);
    const recruiter = await seedRecruiter(ctx.db);
    expect((await get(recruiter.headers)).statusCode).toBe(403);
    const staff = await seedStaff(ctx.db);
    const response = await get(staff.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: NOT_AN_INSTRUCTOR_MESSAGE });
  });

  it('lists open posts whose skills a published course teaches, with the matching courses', async () => {
    const teacher = await instructor();
    const [sqlSkill, webSkill, otherSkill] = [skill(), skill(), skill()];
    const sql = await teacher.course({ title: 'Querying for analysts', tags: [sqlSkill] });
    await teacher.course({ title: 'A draft', tags: [otherSkill], status: 'draft' });
    const recruiter = await seedRecruiter(ctx.db);
    const match = await seedJob(ctx.db, recruiter, { title: 'Analyst', skills: [sqlSkill, webSkill] });
    // Not on the board, or teaching nothing of theirs: never listed.
    await seedJob(ctx.db, recruiter, { skills: [sqlSkill], status: 'closed' });
    await seedJob(ctx.db, recruiter, { skills: [sqlSkill], status: 'draft' });
    await seedJob(ctx.db, recruiter, { skills: [sqlSkill], deadline: new Date(Date.now() - DAY_MS) });
    await seedJob(ctx.db, recruiter, { skills: [sqlSkill], isInternal: true });
    await seedJob(ctx.db, recruiter, { skills: [webSkill] });
    await seedJob(ctx.db, recruiter, { skills: [otherSkill] });

    const body = await read(teacher.headers);
    expect(body.jobs.map((job) => job.id)).toEqual([match.id]);
    expect(body.jobs[0]).toMatchObject({
      title: 'Analyst',
      company_name: recruiter.profile.companyName,
      skills: [sqlSkill, webSkill],
      courses: [{ id: sql.id, title: 'Querying for analysts', skills: [sqlSkill] }],
      certified_applicants: { total: 0 },
      visible_applicants: [],
    });
    expect(body.summary).toMatchObject({ matching_jobs: 1, published_courses: 1, certificates_issued: 0 });
  });

  it('counts certificate holders by stage, names only the discoverable, and leaves out the withdrawn', async () => {
    const teacher = await instructor();
    const tag = skill();
    const course = await teacher.course({ title: 'Sheets', tags: [tag] });
    const oldCourse = await teacher.course({ title: 'Old sheets', tags: [], status: 'archived' });
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter, { skills: [tag] });
    const laterJob = await seedJob(ctx.db, recruiter, { skills: [tag], deadline: daysAhead(40) });

    const shown = await seedSeeker(
      ctx.db,
      { discoverable: true },
      { firstName: 'Nafisa', lastName: 'Tabassum' },
    );
    const hidden = await seedSeeker(
      ctx.db,
      { discoverable: false },
      { firstName: 'Private', lastName: 'Person' },
    );
    const archivedHolder = await seedSeeker(ctx.db, { discoverable: false });
    const gone = await seedSeeker(ctx.db, { discoverable: true }, { firstName: 'Withdrew' });
    const uncertified = await seedSeeker(ctx.db, { discoverable: true }, { firstName: 'Stranger' });
    await certify(shown.user.id, course.id);
    await certify(hidden.user.id, course.id);
    await certify(archivedHolder.user.id, oldCourse.id, new Date(Date.now() - 400 * DAY_MS));
    await certify(gone.user.id, course.id);
    await seedApplication(ctx.db, job, shown, { stage: 'hired', stageChangedAt: new Date() });
    await seedApplication(ctx.db, job, hidden, { stage: 'interview' });
    await seedApplication(ctx.db, job, archivedHolder);
    await seedApplication(ctx.db, job, gone, { withdrawnAt: new Date() });
    await seedApplication(ctx.db, job, uncertified, { stage: 'interview' });

    const body = await read(teacher.headers);
    expect(body.jobs.map((j) => j.id)).toEqual([job.id, laterJob.id]);
    const [first] = body.jobs;
    expect(first!.certified_applicants).toEqual({
      total: 3,
      by_stage: { applied: 1, screening: 0, interview: 1, offer: 0, hired: 1, rejected: 0 },
    });
    expect(first!.visible_applicants).toEqual([
      { name: 'Nafisa Tabassum', stage: 'hired', certificates: ['Sheets'] },
    ]);
    expect(JSON.stringify(body)).not.toContain('Private');
    expect(JSON.stringify(body)).not.toContain('Stranger');
    expect(body.summary).toEqual({
      certificates_issued: 4,
      certificates_last_12_months: 3,
      learners_hired_last_12_months: 1,
      matching_jobs: 2,
      published_courses: 1,
    });
  });

  it('counts a hire from more than 12 months ago, or by someone without their certificate, nowhere', async () => {
    const teacher = await instructor();
    const tag = skill();
    const course = await teacher.course({ tags: [tag] });
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter, { skills: [tag], status: 'closed' });
    const old = await seedSeeker(ctx.db);
    await certify(old.user.id, course.id);
    await seedApplication(ctx.db, job, old, {
      stage: 'hired',
      stageChangedAt: new Date(Date.now() - 370 * DAY_MS),
    });
    const stranger = await seedSeeker(ctx.db);
    await seedApplication(ctx.db, job, stranger, { stage: 'hired' });
    const body = await read(teacher.headers);
    expect(body.summary.learners_hired_last_12_months).toBe(0);
    expect(body.jobs).toEqual([]);
  });

  it('never shows one instructor the certificate holders of another', async () => {
    const mine = await instructor('Shirin');
    const theirs = await instructor('Other');
    const tag = skill();
    await mine.course({ tags: [tag] });
    const otherCourse = await theirs.course({ tags: [tag] });
    const recruiter = await seedRecruiter(ctx.db);
    const job = await seedJob(ctx.db, recruiter, { skills: [tag] });
    const learner = await seedSeeker(ctx.db, { discoverable: true }, { firstName: 'Labiba' });
    await certify(learner.user.id, otherCourse.id);
    await seedApplication(ctx.db, job, learner, { stage: 'screening' });

    const mineBody = await read(mine.headers);
    expect(mineBody.jobs.find((j) => j.id === job.id)?.certified_applicants.total).toBe(0);
    expect(JSON.stringify(mineBody)).not.toContain('Labiba');
    expect(mineBody.summary.certificates_issued).toBe(0);

    const theirBody = await read(theirs.headers);
    expect(theirBody.jobs.find((j) => j.id === job.id)?.visible_applicants).toEqual([
      { name: 'Labiba Uddin', stage: 'screening', certificates: [otherCourse.title] },
    ]);
  });
});
