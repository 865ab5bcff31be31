// @vitest-environment node
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../client';
import {
  applicationNotes,
  applicationStageEvents,
  certificates,
  courses,
  coverLetters,
  enrollments,
  jobApplications,
  jobPosts,
  jobSeekerEducations,
  jobSeekerExperiences,
  jobSeekerProfiles,
  quizAttempts,
  quizzes,
  recruiterNotifications,
  recruiterProfiles,
  resumes,
  talentContactRequests,
  users,
} from '../schema';
import { DEMO_ACCOUNT_APPLICATIONS } from './demo-account';
import { DEMO_APPLICATIONS, DEMO_SEEKERS } from './demo-hiring';
import { DEMO_RESUME_TITLES } from './demo-resumes';
import { seedDemoData } from './seed';
import {
  DEMO_JOB_SEEKER_CERTIFICATE,
  DEMO_JOB_SEEKER_EMAIL,
  DEMO_RECRUITER_EMAIL,
  demoSeekerEmail,
} from './seed-hiring';

const STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
const CERTIFICATE_SERIAL = /^DKH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

let handle: DatabaseHandle;
let seededAt: number;
let recruiterId: number;
let demoSeekerId: number;

beforeAll(async () => {
  handle = await createDatabase({});
  await handle.migrate();
  seededAt = Date.now();
  await seedDemoData(handle.db);
  const [recruiter] = await handle.db
    .select({ id: recruiterProfiles.id })
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(eq(users.email, DEMO_RECRUITER_EMAIL));
  recruiterId = recruiter!.id;
  const [seeker] = await handle.db
    .select({ id: jobSeekerProfiles.id })
    .from(jobSeekerProfiles)
    .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
    .where(eq(users.email, DEMO_JOB_SEEKER_EMAIL));
  demoSeekerId = seeker!.id;
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

/** Every application with its post, as the invariants need them. */
async function applications() {
  return handle.db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      seekerId: jobApplications.jobSeekerId,
      stage: jobApplications.stage,
      shortlisted: jobApplications.shortlisted,
      resumeKind: jobApplications.resumeKind,
      withdrawnAt: jobApplications.withdrawnAt,
      stageChangedAt: jobApplications.stageChangedAt,
      seenAt: jobApplications.recruiterSeenAt,
      createdAt: jobApplications.createdAt,
      recruiterId: jobPosts.recruiterId,
      status: jobPosts.status,
      publishedAt: jobPosts.publishedAt,
      deadline: jobPosts.deadline,
      closedAt: jobPosts.closedAt,
    })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId));
}

describe('the demo hiring data', () => {
  it('has 12+ job seekers across the country with full profiles, 6+ of them discoverable', async () => {
    const { db } = handle;
    const rows = await db
      .select({
        id: jobSeekerProfiles.id,
        profile: jobSeekerProfiles,
        email: users.email,
        phone: users.phoneNumber,
      })
      .from(jobSeekerProfiles)
      .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
      .where(
        inArray(
          users.email,
          DEMO_SEEKERS.map((s) => demoSeekerEmail(s.username)),
        ),
      );
    expect(rows).toHaveLength(DEMO_SEEKERS.length);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.profile.discoverable).length).toBeGreaterThanOrEqual(6);
    const divisions = new Set(rows.map((r) => r.profile.division));
    for (const division of ['Dhaka', 'Chattogram', 'Sylhet']) expect(divisions).toContain(division);
    expect(divisions.size).toBeGreaterThanOrEqual(5);
    for (const { profile, phone, email } of rows) {
      expect(profile.headline.length, email).toBeGreaterThan(10);
      expect(profile.about.length, email).toBeGreaterThan(30);
      expect(profile.skills.length, email).toBeGreaterThanOrEqual(3);
      expect(profile.skills.every((s) => s === s.toLowerCase())).toBe(true);
      expect(phone).toMatch(/^\+8801\d{9}$/);
    }
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);

    const ids = rows.map((r) => r.id);
    const experiences = await db
      .select()
      .from(jobSeekerExperiences)
      .where(inArray(jobSeekerExperiences.jobSeekerId, ids));
    const educations = await db
      .select()
      .from(jobSeekerEducations)
      .where(inArray(jobSeekerEducations.jobSeekerId, ids));
    const withExperience = new Set(experiences.map((e) => e.jobSeekerId));
    expect(withExperience.size).toBeGreaterThan(rows.length / 2);
    expect(new Set(educations.map((e) => e.jobSeekerId)).size).toBe(rows.length);
    const today = new Date().toISOString().slice(0, 10);
    for (const e of experiences) {
      // CV months: the first of a month, ends after starts, nothing in the future.
      expect(e.startMonth).toMatch(/^\d{4}-\d{2}-01$/);
      if (e.endMonth) {
        expect(e.endMonth).toMatch(/^\d{4}-\d{2}-01$/);
        expect(e.endMonth >= e.startMonth).toBe(true);
      }
      expect(e.startMonth <= today).toBe(true);
    }
    for (const e of educations) {
      if (e.passingYear !== null) expect(e.passingYear).toBeLessThanOrEqual(new Date().getUTCFullYear());
    }
  });

  it('backs several seekers with finished Dokkho courses, certificates and passed quizzes', async () => {
    const { db } = handle;
    const certs = await db
      .select({
        serial: certificates.serial,
        userId: certificates.userId,
        courseId: certificates.courseId,
        learnerName: certificates.learnerName,
        courseTitle: certificates.courseTitle,
        instructorName: certificates.instructorName,
        issuedAt: certificates.issuedAt,
        first: users.firstName,
        last: users.lastName,
        title: courses.title,
        completedAt: enrollments.completedAt,
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .leftJoin(
        enrollments,
        and(eq(enrollments.userId, certificates.userId), eq(enrollments.courseId, certificates.courseId)),
      )
      .where(sql`${certificates.serial} like 'DKH-J0BS-%'`);
    expect(new Set(certs.map((c) => c.userId)).size).toBeGreaterThanOrEqual(6);
    for (const c of certs) {
      expect(c.serial).toMatch(CERTIFICATE_SERIAL);
      expect(c.learnerName).toBe(`${c.first} ${c.last}`);
      expect(c.courseTitle).toBe(c.title);
      expect(c.instructorName.length).toBeGreaterThan(3);
      // Issued when the course was finished.
      expect(c.completedAt).toEqual(c.issuedAt);
    }
    // A finished course that has a quiz has a passed attempt by its learner.
    const quizRows = await db.select().from(quizzes);
    const attempts = await db.select().from(quizAttempts).where(eq(quizAttempts.passed, true));
    let withQuiz = 0;
    for (const c of certs) {
      for (const quiz of quizRows.filter((q) => q.courseId === c.courseId)) {
        withQuiz += 1;
        const attempt = attempts.find((a) => a.quizId === quiz.id && a.userId === c.userId);
        expect(attempt, `${c.learnerName}: ${c.courseTitle}`).toBeDefined();
        expect(attempt!.percent!).toBeGreaterThanOrEqual(quiz.passPercent);
        expect(attempt!.submittedAt!.getTime()).toBeLessThanOrEqual(c.issuedAt.getTime());
      }
    }
    expect(withQuiz).toBeGreaterThanOrEqual(3);
    // Their courses' tags meet the demo recruiter's open posts' skills: the ranking has verified skills.
    const openSkills = (
      await db
        .select({ skills: jobPosts.skills })
        .from(jobPosts)
        .where(and(eq(jobPosts.recruiterId, recruiterId), eq(jobPosts.status, 'open')))
    ).flatMap((p) => p.skills);
    const certTags = (
      await db
        .select({ tags: courses.tags })
        .from(courses)
        .where(inArray(courses.id, [...new Set(certs.map((c) => c.courseId))]))
    ).flatMap((c) => c.tags);
    expect(openSkills.filter((s) => certTags.includes(s)).length).toBeGreaterThanOrEqual(6);
  });

  it('gives the demo recruiter applicants at every stage, shortlisted and withdrawn ones, notes', async () => {
    const { db } = handle;
    const all = await applications();
    const mine = all.filter((a) => a.recruiterId === recruiterId);
    expect(new Set(mine.map((a) => a.stage))).toEqual(new Set(STAGES));
    const open = mine.filter((a) => a.status === 'open');
    expect(new Set(open.map((a) => a.stage))).toEqual(new Set(STAGES));
    const perJob = new Map<number, number>();
    for (const a of open) perJob.set(a.jobId, (perJob.get(a.jobId) ?? 0) + 1);
    expect(perJob.size).toBe(3);
    expect([...perJob.values()].every((n) => n >= 3)).toBe(true);
    expect(mine.filter((a) => a.shortlisted).length).toBeGreaterThanOrEqual(4);
    const withdrawn = mine.filter((a) => a.withdrawnAt !== null);
    expect(withdrawn.length).toBeGreaterThanOrEqual(1);
    expect(withdrawn.length).toBeLessThanOrEqual(2);
    expect(withdrawn.every((a) => a.stage !== 'hired' && a.stage !== 'rejected')).toBe(true);
    // New applicants (not opened yet) for the dashboard.
    expect(open.filter((a) => a.seenAt === null).length).toBeGreaterThanOrEqual(1);
    // One of the demo job seeker's applications went with a built resume (demo-resumes.ts); the rest with profiles.
    const built = all.filter((a) => a.resumeKind === 'built');
    expect(built.map((a) => a.seekerId)).toEqual([demoSeekerId]);
    expect(all.filter((a) => a.resumeKind !== 'built').every((a) => a.resumeKind === 'profile')).toBe(true);

    const notes = await db
      .select({ applicationId: applicationNotes.applicationId, createdAt: applicationNotes.createdAt })
      .from(applicationNotes);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    // The notes are the demo recruiter's and the all-roles demo account's (demo-account.ts).
    expect(
      notes.filter((note) => mine.some((a) => a.id === note.applicationId)).length,
    ).toBeGreaterThanOrEqual(2);
    for (const note of notes) {
      const application = all.find((a) => a.id === note.applicationId);
      expect(application).toBeDefined();
      expect(note.createdAt.getTime()).toBeGreaterThanOrEqual(application!.createdAt.getTime());
      expect(note.createdAt.getTime()).toBeLessThanOrEqual(seededAt + 60_000);
    }
  });

  it('keeps every application inside its post window and its timeline ending at its stage', async () => {
    const { db } = handle;
    const all = await applications();
    expect(all.length).toBe(DEMO_APPLICATIONS.length + DEMO_ACCOUNT_APPLICATIONS.length);
    const events = await db
      .select()
      .from(applicationStageEvents)
      .orderBy(asc(applicationStageEvents.applicationId), asc(applicationStageEvents.createdAt));
    for (const a of all) {
      expect(a.createdAt.getTime(), `${a.id}`).toBeGreaterThanOrEqual(a.publishedAt!.getTime());
      // A closed post took applications only before it closed.
      if (a.status === 'closed') expect(a.createdAt.getTime()).toBeLessThan(a.closedAt!.getTime());
      else expect(a.createdAt.getTime()).toBeLessThan(a.deadline.getTime());

      const own = events.filter((e) => e.applicationId === a.id);
      expect(own[0]).toMatchObject({ fromStage: null, toStage: 'applied' });
      expect(own[0]!.createdAt).toEqual(a.createdAt);
      for (let i = 1; i < own.length; i += 1) {
        expect(own[i]!.fromStage).toBe(own[i - 1]!.toStage);
        expect(own[i]!.createdAt.getTime()).toBeGreaterThan(own[i - 1]!.createdAt.getTime());
      }
      expect(own.at(-1)!.createdAt.getTime()).toBeLessThan(seededAt + 60_000);
      const stages = own.filter((e) => e.toStage !== 'withdrawn');
      expect(stages.at(-1)!.toStage).toBe(a.stage);
      expect(stages.at(-1)!.createdAt).toEqual(a.stageChangedAt);
      if (a.withdrawnAt) {
        expect(own.at(-1)).toMatchObject({ toStage: 'withdrawn', createdAt: a.withdrawnAt });
      } else {
        expect(own.some((e) => e.toStage === 'withdrawn')).toBe(false);
      }
      if (a.seenAt) expect(a.seenAt.getTime()).toBeGreaterThanOrEqual(a.createdAt.getTime());
    }
  });

  it('notifies the recruiter of every application: older ones read and e-mailed, the newest unread', async () => {
    const { db } = handle;
    const all = await applications();
    const notifications = await db.select().from(recruiterNotifications);
    expect(notifications).toHaveLength(all.length);
    for (const n of notifications) {
      const application = all.find((a) => a.id === n.applicationId)!;
      expect(n.kind).toBe('new_application');
      expect(n.recruiterId).toBe(application.recruiterId);
      expect(n.createdAt).toEqual(application.createdAt);
      if (n.emailedAt) {
        expect(n.emailedAt.getTime()).toBeGreaterThan(n.createdAt.getTime());
        if (n.readAt) expect(n.emailedAt.getTime()).toBeLessThan(n.readAt.getTime());
      }
    }
    const mine = notifications.filter((n) => n.recruiterId === recruiterId);
    expect(mine.filter((n) => n.readAt === null).length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((n) => n.readAt !== null && n.emailedAt !== null).length).toBeGreaterThanOrEqual(5);
    for (const n of mine.filter((n) => n.readAt !== null)) {
      expect(n.createdAt.getTime()).toBeLessThan(n.readAt!.getTime());
    }
  });

  it('fills the demo job seeker: profile, education, certificate, four applications and a pending request', async () => {
    const { db } = handle;
    const [profile] = await db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.id, demoSeekerId));
    expect(profile!.discoverable).toBe(true);
    expect(profile!.headline).not.toBe('');
    expect(profile!.skills).toContain('sql');
    expect(profile!.division).toBe('Dhaka');
    expect(
      (await db.select().from(jobSeekerExperiences).where(eq(jobSeekerExperiences.jobSeekerId, demoSeekerId)))
        .length,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await db.select().from(jobSeekerEducations).where(eq(jobSeekerEducations.jobSeekerId, demoSeekerId)))
        .length,
    ).toBeGreaterThanOrEqual(2);
    const certs = await db
      .select({ serial: certificates.serial, title: certificates.courseTitle })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(eq(users.email, DEMO_JOB_SEEKER_EMAIL));
    expect(certs.length).toBeGreaterThanOrEqual(1);
    expect(certs.find((c) => c.serial === DEMO_JOB_SEEKER_CERTIFICATE)?.title).toBe(
      'Data Analytics with Excel, SQL & Power BI',
    );

    const own = (await applications()).filter((a) => a.seekerId === demoSeekerId);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.length).toBeLessThanOrEqual(4);
    expect(new Set(own.map((a) => a.stage)).size).toBe(own.length);
    expect(own.map((a) => a.stage)).toContain('interview');
    expect(own.some((a) => a.recruiterId === recruiterId)).toBe(true);

    const requests = await db
      .select()
      .from(talentContactRequests)
      .where(eq(talentContactRequests.jobSeekerId, demoSeekerId));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.status).toBe('pending');
    expect(requests[0]!.recruiterId).not.toBe(recruiterId);
  });

  it('has the demo recruiter ask discoverable talents: one pending, one accepted', async () => {
    const { db } = handle;
    const requests = await db
      .select({
        status: talentContactRequests.status,
        respondedAt: talentContactRequests.respondedAt,
        createdAt: talentContactRequests.createdAt,
        jobId: talentContactRequests.jobId,
        discoverable: jobSeekerProfiles.discoverable,
        seekerId: talentContactRequests.jobSeekerId,
      })
      .from(talentContactRequests)
      .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, talentContactRequests.jobSeekerId))
      .where(eq(talentContactRequests.recruiterId, recruiterId));
    expect(requests.map((r) => r.status).sort()).toEqual(['accepted', 'pending']);
    for (const r of requests) {
      expect(r.discoverable).toBe(true);
      if (r.status === 'pending') expect(r.respondedAt).toBeNull();
      else expect(r.respondedAt!.getTime()).toBeGreaterThan(r.createdAt.getTime());
    }
  });

  it('sets an education level on the posts that ask for one (bachelor for analysts, HSC for interns)', async () => {
    const { db } = handle;
    const rows = await db
      .select({ title: jobPosts.title, level: jobPosts.educationLevel, type: jobPosts.employmentType })
      .from(jobPosts)
      .where(isNotNull(jobPosts.educationLevel));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.find((r) => r.title === 'Junior Data Analyst')?.level).toBe('bachelor');
    expect(rows.find((r) => r.title === 'Digital Marketing Intern')?.level).toBe('hsc');
    expect(rows.filter((r) => r.type === 'internship').every((r) => r.level !== 'bachelor')).toBe(true);
  });
});

describe('demo resumes (issue 7)', () => {
  it("gives the demo job seeker two built resumes, a cover letter, and one application's snapshot", async () => {
    const { db } = handle;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_JOB_SEEKER_EMAIL));
    const rows = await db.select().from(resumes).where(eq(resumes.userId, user!.id)).orderBy(asc(resumes.id));
    expect(rows.map((r) => r.title)).toEqual(Object.values(DEMO_RESUME_TITLES));
    const [analyst, accountant] = rows as [(typeof rows)[number], (typeof rows)[number]];
    const document = analyst.document as {
      basics: { full_name: string };
      certifications: { certificate_serial: string | null }[];
    } & Record<string, unknown[]>;
    // Every section filled, the certificates earned on Dokkho as verified entries, one self-declared.
    for (const section of ['links', 'experience', 'projects', 'skills', 'education', 'languages']) {
      expect(document[section]!.length, section).toBeGreaterThan(0);
    }
    const serials = document.certifications.map((c) => c.certificate_serial);
    expect(serials).toContain(DEMO_JOB_SEEKER_CERTIFICATE);
    expect(serials).toContain(null);
    const earned = await db
      .select({ serial: certificates.serial })
      .from(certificates)
      .where(eq(certificates.userId, user!.id));
    for (const serial of serials.filter(Boolean)) expect(earned.map((c) => c.serial)).toContain(serial);
    expect((accountant.document as { basics: { full_name: string } }).basics.full_name).toBe(
      'মোহাম্মদ রাকিব হাসান',
    );

    const letters = await db.select().from(coverLetters).where(eq(coverLetters.resumeId, analyst.id));
    expect(letters).toHaveLength(1);

    const [application] = await db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobSeekerId, demoSeekerId), eq(jobApplications.resumeKind, 'built')));
    expect(application!.resumeId).toBe(analyst.id);
    expect(application!.resumeFileName).toBe(analyst.title);
    expect(application!.resumeDocument).toEqual(analyst.document);
    expect(application!.resumeSettings).toEqual(analyst.settings);
  });
});
