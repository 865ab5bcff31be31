import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  applicationNotes,
  applicationStageEvents,
  certificates,
  courseModules,
  courses,
  enrollments,
  instructorProfiles,
  jobApplications,
  jobPosts,
  jobSeekerEducations,
  jobSeekerExperiences,
  jobSeekerProfiles,
  lessonProgress,
  lessons,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizzes,
  recruiterNotifications,
  recruiterProfiles,
  talentContactRequests,
  users,
} from '../schema';
import {
  DEMO_APPLICATIONS,
  DEMO_CONTACT_REQUESTS,
  DEMO_JOB_SEEKER_KEY,
  DEMO_JOB_SEEKER_PROFILE,
  DEMO_RECRUITER_KEY,
  DEMO_SEEKERS,
  type DemoApplication,
  type DemoSeekerProfile,
  type DemoStage,
} from './demo-hiring';
import { DEMO_COMPANIES } from './demo-jobs';
import {
  DEMO_ACCOUNT_APPLICATIONS,
  DEMO_ACCOUNT_CONTACT_REQUESTS,
  DEMO_ACCOUNT_EMAIL,
  DEMO_ACCOUNT_KEY,
  DEMO_ACCOUNT_SEEKER_PROFILE,
} from './demo-account';
import {
  seedDemoAccountResume,
  seedDemoResumes,
  type DemoResumeKey,
  type SeededResume,
} from './demo-resumes';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const DEMO_JOB_SEEKER_EMAIL = 'jobseeker@dokkho.test';
export const DEMO_RECRUITER_EMAIL = 'recruiter@dokkho.test';
/** Demo certificates are numbered, not random, so the data is the same on every fresh database. */
export const demoHiringCertificateSerial = (n: number) => `DKH-J0BS-2026-${String(n).padStart(4, '0')}`;
/** The demo job seeker's first certificate (Data Analytics with Excel, SQL & Power BI), named in the README. */
export const DEMO_JOB_SEEKER_CERTIFICATE = demoHiringCertificateSerial(1);
export const demoSeekerEmail = (username: string) => `${username.replace(/_/g, '.')}@seekers.dokkho.test`;

interface Seeker {
  userId: number;
  seekerId: number;
  name: string;
  joinedDaysAgo: number;
  profile: DemoSeekerProfile;
}

interface Company {
  recruiterId: number;
  userId: number;
}

export interface HiringSeedResult {
  seekers: number;
  applications: number;
}

/**
 * The hiring pipeline's demo data (demo-hiring.ts): job seekers with their profiles, Dokkho courses and
 * certificates, applications with their stage history, the recruiters' notifications and notes, and talent
 * contact requests; plus the demo job seeker's profile and applications. Runs inside the catalog's seed
 * transaction after seedDemoJobs; dates are relative to `now`. A demo account or seeker that a real user
 * took is skipped with everything that hangs off it.
 */
export async function seedDemoHiring(
  tx: Database,
  courseIds: Map<string, number>,
  now: Date,
): Promise<HiringSeedResult> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const monthStart = (monthsAgo: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 10);

  // The recruiters: the employers' accounts (seed-jobs.ts) and the demo recruiter.
  const companyEmails = new Map<string, string>([
    ...DEMO_COMPANIES.map((c) => [c.key, c.email] as const),
    [DEMO_RECRUITER_KEY, DEMO_RECRUITER_EMAIL],
    [DEMO_ACCOUNT_KEY, DEMO_ACCOUNT_EMAIL],
  ]);
  const recruiterRows = await tx
    .select({
      email: sql<string>`lower(${users.email})`,
      userId: users.id,
      recruiterId: recruiterProfiles.id,
    })
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(inArray(sql`lower(${users.email})`, [...companyEmails.values()]));
  const companies = new Map<string, Company>();
  for (const [key, email] of companyEmails) {
    const row = recruiterRows.find((r) => r.email === email);
    if (row) companies.set(key, { recruiterId: row.recruiterId, userId: row.userId });
  }

  // The seekers: new users without a password, then their profiles.
  const insertedUsers = await tx
    .insert(users)
    .values(
      DEMO_SEEKERS.map((s) => ({
        email: demoSeekerEmail(s.username),
        username: s.username,
        firstName: s.firstName,
        lastName: s.lastName,
        phoneNumber: s.phoneNumber,
        passwordHash: null,
        emailConfirmed: true,
        createdAt: ago(s.joinedDaysAgo),
        updatedAt: ago(s.joinedDaysAgo),
      })),
    )
    // A real account that took a seeker's e-mail or username is left alone (that seeker is skipped).
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
  const seekers = new Map<string, Seeker>();
  const present = DEMO_SEEKERS.filter((s) => insertedUsers.some((u) => u.username === s.username));
  const profileValues = (p: DemoSeekerProfile) => ({
    headline: p.headline,
    about: p.about,
    division: p.location[0],
    district: p.location[1],
    skills: [...p.skills],
    expectedSalary: p.expectedSalary === null ? null : p.expectedSalary * 100,
    discoverable: p.discoverable,
  });
  if (present.length > 0) {
    const profileRows = await tx
      .insert(jobSeekerProfiles)
      .values(
        present.map((s) => ({
          userId: insertedUsers.find((u) => u.username === s.username)!.id,
          ...profileValues(s),
          createdAt: ago(s.joinedDaysAgo),
          updatedAt: ago(Math.min(s.joinedDaysAgo, 9)),
        })),
      )
      .returning({ id: jobSeekerProfiles.id, userId: jobSeekerProfiles.userId });
    for (const s of present) {
      const userId = insertedUsers.find((u) => u.username === s.username)!.id;
      const seekerId = profileRows.find((p) => p.userId === userId)!.id;
      seekers.set(s.username, {
        userId,
        seekerId,
        name: `${s.firstName} ${s.lastName}`,
        joinedDaysAgo: s.joinedDaysAgo,
        profile: s,
      });
    }
  }

  // The demo job seeker and the all-roles demo account (demo-accounts.ts) get full profiles, as
  // /js-dashboard/update-profile would. Their courses were finished weeks ago: each account is as old as
  // its history.
  const accountSeekers = [
    {
      key: DEMO_JOB_SEEKER_KEY,
      email: DEMO_JOB_SEEKER_EMAIL,
      profile: DEMO_JOB_SEEKER_PROFILE,
      joinedDaysAgo: 120,
    },
    {
      key: DEMO_ACCOUNT_KEY,
      email: DEMO_ACCOUNT_EMAIL,
      profile: DEMO_ACCOUNT_SEEKER_PROFILE,
      joinedDaysAgo: 150,
    },
  ];
  for (const account of accountSeekers) {
    const [row] = await tx
      .select({
        userId: users.id,
        seekerId: jobSeekerProfiles.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(jobSeekerProfiles)
      .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
      .where(sql`lower(${users.email}) = ${account.email}`);
    if (!row) continue;
    await tx
      .update(users)
      .set({ createdAt: ago(account.joinedDaysAgo) })
      .where(eq(users.id, row.userId));
    await tx
      .update(jobSeekerProfiles)
      .set({ ...profileValues(account.profile), createdAt: ago(account.joinedDaysAgo), updatedAt: ago(3) })
      .where(eq(jobSeekerProfiles.id, row.seekerId));
    seekers.set(account.key, {
      userId: row.userId,
      seekerId: row.seekerId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      joinedDaysAgo: account.joinedDaysAgo,
      profile: account.profile,
    });
  }
  // The demo account first, so its certificates are the first numbers (the README names them).
  const demo = seekers.get(DEMO_JOB_SEEKER_KEY);
  const all = [...(demo ? [demo] : []), ...[...seekers.values()].filter((s) => s !== demo)];
  if (all.length === 0) return { seekers: 0, applications: 0 };

  const experiences = all.flatMap((s) =>
    s.profile.experiences.map((e) => ({
      jobSeekerId: s.seekerId,
      title: e.title,
      company: e.company,
      employmentType: e.type,
      startMonth: monthStart(e.fromMonthsAgo),
      endMonth: e.toMonthsAgo === null ? null : monthStart(e.toMonthsAgo),
      description: e.description,
      createdAt: ago(s.joinedDaysAgo),
    })),
  );
  if (experiences.length > 0) await tx.insert(jobSeekerExperiences).values(experiences);
  const educations = all.flatMap((s) =>
    s.profile.educations.map((e) => ({
      jobSeekerId: s.seekerId,
      level: e.level,
      institution: e.institution,
      subject: e.subject,
      result: e.result,
      passingYear: e.passedYearsAgo === null ? null : now.getUTCFullYear() - e.passedYearsAgo,
      createdAt: ago(s.joinedDaysAgo),
    })),
  );
  if (educations.length > 0) await tx.insert(jobSeekerEducations).values(educations);

  await seedCourses(tx, courseIds, all, ago);
  // The demo job seeker's built resumes (issue 7), after its certificates: they are verified entries.
  const resumes = demo ? await seedDemoResumes(tx, demo.userId, now) : new Map<DemoResumeKey, SeededResume>();
  const account = seekers.get(DEMO_ACCOUNT_KEY);
  if (account) await seedDemoAccountResume(tx, account.userId, now);
  const applications = await seedApplications(tx, seekers, companies, resumes, now);
  await seedContactRequests(tx, seekers, companies, ago);
  return { seekers: present.length, applications };
}

/**
 * The seekers' Dokkho learning: finished courses with every lesson done, a passed quiz where the course has
 * one and a certificate (what the ranking calls verified), and courses still in progress.
 */
async function seedCourses(
  tx: Database,
  courseIds: Map<string, number>,
  seekers: Seeker[],
  ago: (days: number) => Date,
) {
  const courseId = (slug: string) => {
    const id = courseIds.get(slug);
    if (id === undefined) throw new Error(`Demo hiring: unknown course "${slug}"`);
    return id;
  };
  const finished = seekers.flatMap((s) =>
    s.profile.completed.map((c) => ({
      seeker: s,
      courseId: courseId(c.course),
      completedAt: ago(c.daysAgo),
      // Enrolled a few weeks before finishing, and never before joining.
      enrolledAt: ago(Math.min(c.daysAgo + 25, s.joinedDaysAgo - 0.5)),
    })),
  );
  const started = seekers.flatMap((s) =>
    s.profile.inProgress.map((slug) => ({
      seeker: s,
      courseId: courseId(slug),
      enrolledAt: ago(Math.min(12, s.joinedDaysAgo - 0.5)),
    })),
  );
  const ids = [...new Set([...finished, ...started].map((f) => f.courseId))];
  if (ids.length === 0) return;

  const courseRows = await tx
    .select({
      id: courses.id,
      title: courses.title,
      price: courses.price,
      instructorFirst: users.firstName,
      instructorLast: users.lastName,
    })
    .from(courses)
    .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(inArray(courses.id, ids));
  const courseById = new Map(courseRows.map((c) => [c.id, c]));
  // Free courses are joined for free; paid seats are staff-granted (a hiring-partner scholarship), since
  // the demo has no orders for them.
  const source = (id: number) => (courseById.get(id)!.price === 0 ? ('free' as const) : ('staff' as const));
  await tx.insert(enrollments).values([
    ...finished.map((f) => ({
      userId: f.seeker.userId,
      courseId: f.courseId,
      source: source(f.courseId),
      createdAt: f.enrolledAt,
      completedAt: f.completedAt,
    })),
    ...started.map((s) => ({
      userId: s.seeker.userId,
      courseId: s.courseId,
      source: source(s.courseId),
      createdAt: s.enrolledAt,
    })),
  ]);
  const seats = new Map<number, number>();
  for (const { courseId: id } of [...finished, ...started]) seats.set(id, (seats.get(id) ?? 0) + 1);
  for (const [id, count] of seats) {
    await tx
      .update(courses)
      .set({ enrolledCount: sql`${courses.enrolledCount} + ${count}` })
      .where(eq(courses.id, id));
  }

  // Every lesson of a finished course done; the first two of a course in progress.
  const lessonRows = await tx
    .select({ id: lessons.id, courseId: lessons.courseId, duration: lessons.durationSeconds })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(inArray(lessons.courseId, ids))
    .orderBy(asc(courseModules.position), asc(lessons.position));
  const lessonsOf = (id: number) => lessonRows.filter((l) => l.courseId === id);
  const progress = [
    ...finished.flatMap((f) =>
      lessonsOf(f.courseId).map((lesson) => ({
        seeker: f.seeker,
        lesson,
        at: new Date(f.completedAt.getTime() - DAY_MS),
      })),
    ),
    ...started.flatMap((s) =>
      lessonsOf(s.courseId)
        .slice(0, 2)
        .map((lesson) => ({ seeker: s.seeker, lesson, at: new Date(s.enrolledAt.getTime() + DAY_MS) })),
    ),
  ];
  if (progress.length > 0) {
    await tx.insert(lessonProgress).values(
      progress.map(({ seeker, lesson, at }) => ({
        userId: seeker.userId,
        lessonId: lesson.id,
        courseId: lesson.courseId,
        positionSeconds: lesson.duration,
        completedAt: at,
        updatedAt: at,
      })),
    );
  }

  // A passed attempt at each quiz of a finished course: all right, or one answer wrong when that still passes.
  const quizRows = await tx
    .select({ id: quizzes.id, courseId: quizzes.courseId, passPercent: quizzes.passPercent })
    .from(quizzes)
    .where(inArray(quizzes.courseId, ids));
  if (quizRows.length > 0) {
    const questionRows = await tx
      .select({ id: quizQuestions.id, quizId: quizQuestions.quizId, points: quizQuestions.points })
      .from(quizQuestions)
      .where(
        inArray(
          quizQuestions.quizId,
          quizRows.map((q) => q.id),
        ),
      )
      .orderBy(asc(quizQuestions.position));
    const optionRows = await tx
      .select({ id: quizOptions.id, questionId: quizOptions.questionId, isCorrect: quizOptions.isCorrect })
      .from(quizOptions)
      .where(
        inArray(
          quizOptions.questionId,
          questionRows.map((q) => q.id),
        ),
      )
      .orderBy(asc(quizOptions.position));
    const attempts = finished.flatMap((f, index) =>
      quizRows
        .filter((quiz) => quiz.courseId === f.courseId)
        .map((quiz) => {
          const questions = questionRows.filter((q) => q.quizId === quiz.id);
          const maxScore = questions.reduce((sum, q) => sum + q.points, 0);
          const first = questions[0];
          // Every other finished course has its first answer wrong, if the rest still pass the quiz.
          const missFirst =
            first !== undefined &&
            index % 2 === 1 &&
            Math.floor(((maxScore - first.points) * 100) / maxScore) >= quiz.passPercent;
          const answers = Object.fromEntries(
            questions.map((q) => {
              const own = optionRows.filter((o) => o.questionId === q.id);
              const chosen =
                missFirst && q === first
                  ? own.filter((o) => !o.isCorrect).slice(0, 1)
                  : own.filter((o) => o.isCorrect);
              return [String(q.id), chosen.map((o) => o.id)];
            }),
          );
          const score = maxScore - (missFirst ? first.points : 0);
          const startedAt = new Date(f.completedAt.getTime() - 2 * HOUR_MS);
          return {
            quizId: quiz.id,
            userId: f.seeker.userId,
            startedAt,
            submittedAt: new Date(startedAt.getTime() + 7 * 60_000),
            answers,
            score,
            maxScore,
            percent: Math.floor((score * 100) / maxScore),
            passed: true,
          };
        }),
    );
    if (attempts.length > 0) await tx.insert(quizAttempts).values(attempts);
  }

  await tx.insert(certificates).values(
    finished.map((f, index) => {
      const course = courseById.get(f.courseId)!;
      return {
        serial: demoHiringCertificateSerial(index + 1),
        userId: f.seeker.userId,
        courseId: f.courseId,
        learnerName: f.seeker.name,
        courseTitle: course.title,
        instructorName: `${course.instructorFirst} ${course.instructorLast}`.trim(),
        issuedAt: f.completedAt,
      };
    }),
  );
}

/**
 * Applications with their stage history (the applicant's timeline), the recruiters' in-app notifications
 * (older ones read and e-mailed by the hourly digest, the newest unread) and private notes.
 */
async function seedApplications(
  tx: Database,
  seekers: Map<string, Seeker>,
  companies: Map<string, Company>,
  resumes: Map<DemoResumeKey, SeededResume>,
  now: Date,
): Promise<number> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const jobRows = await tx
    .select({
      id: jobPosts.id,
      title: jobPosts.title,
      recruiterId: jobPosts.recruiterId,
      publishedAt: jobPosts.publishedAt,
      deadline: jobPosts.deadline,
    })
    .from(jobPosts)
    .where(
      inArray(
        jobPosts.recruiterId,
        [...companies.values()].map((c) => c.recruiterId),
      ),
    );
  const findJob = (company: Company, title: string) => {
    const job = jobRows.find((j) => j.recruiterId === company.recruiterId && j.title === title);
    if (!job) throw new Error(`Demo hiring: no job post "${title}"`);
    return job;
  };

  const planned = [...DEMO_APPLICATIONS, ...DEMO_ACCOUNT_APPLICATIONS].flatMap((spec) => {
    const seeker = seekers.get(spec.seeker);
    const company = companies.get(spec.company);
    // A skipped seeker or a demo recruiter account a real user took: nothing to apply to or with.
    if (!seeker || !company) return [];
    const job = findJob(company, spec.job);
    checkTimeline(spec, job, at);
    const moves = spec.moves ?? [];
    const appliedAt = at(spec.appliedDaysAgo);
    const last = moves[moves.length - 1];
    const stage: DemoStage = last?.[0] ?? 'applied';
    const stageChangedAt = last ? at(last[1]) : appliedAt;
    const withdrawnAt = spec.withdrawnDaysAgo === undefined ? null : at(spec.withdrawnDaysAgo);
    // Opened a few hours after it came in (or when first moved); the last two days' may still be unseen.
    const firstMove = moves[0] ? at(moves[0][1]).getTime() : null;
    const opened = appliedAt.getTime() + 5 * HOUR_MS;
    const seenAt =
      firstMove !== null
        ? new Date(Math.min(opened, firstMove))
        : spec.appliedDaysAgo >= 2
          ? new Date(opened)
          : null;
    return [{ spec, seeker, company, job, moves, appliedAt, stage, stageChangedAt, withdrawnAt, seenAt }];
  });
  if (planned.length === 0) return 0;

  const inserted = await tx
    .insert(jobApplications)
    .values(
      planned.map((p) => ({
        jobId: p.job.id,
        jobSeekerId: p.seeker.seekerId,
        stage: p.stage,
        shortlisted: p.spec.shortlisted ?? false,
        ...resumeColumns(p.spec, resumes),
        coverLetter: p.spec.coverLetter ?? '',
        withdrawnAt: p.withdrawnAt,
        stageChangedAt: p.stageChangedAt,
        recruiterSeenAt: p.seenAt,
        createdAt: p.appliedAt,
        updatedAt: p.withdrawnAt ?? p.stageChangedAt,
      })),
    )
    .returning({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      seekerId: jobApplications.jobSeekerId,
    });
  const withIds = planned.map((p) => ({
    ...p,
    id: inserted.find((row) => row.jobId === p.job.id && row.seekerId === p.seeker.seekerId)!.id,
  }));

  await tx.insert(applicationStageEvents).values(
    withIds.flatMap((p) => {
      const events: (typeof applicationStageEvents.$inferInsert)[] = [
        {
          applicationId: p.id,
          fromStage: null,
          toStage: 'applied',
          actorUserId: p.seeker.userId,
          createdAt: p.appliedAt,
        },
      ];
      let from: DemoStage = 'applied';
      for (const [stage, daysAgo] of p.moves) {
        events.push({
          applicationId: p.id,
          fromStage: from,
          toStage: stage,
          actorUserId: p.company.userId,
          createdAt: at(daysAgo),
        });
        from = stage;
      }
      if (p.withdrawnAt) {
        events.push({
          applicationId: p.id,
          fromStage: from,
          toStage: 'withdrawn',
          actorUserId: p.seeker.userId,
          createdAt: p.withdrawnAt,
        });
      }
      return events;
    }),
  );

  const notes = withIds.flatMap((p) =>
    (p.spec.notes ?? []).map((note) => ({
      applicationId: p.id,
      authorUserId: p.company.userId,
      body: note.body,
      createdAt: at(note.daysAgo),
    })),
  );
  if (notes.length > 0) await tx.insert(applicationNotes).values(notes);

  await tx.insert(recruiterNotifications).values(
    withIds.map((p) => {
      const created = p.appliedAt.getTime();
      // The hourly digest e-mails what is still unread on the hour after it came in.
      const digest = Math.floor(created / HOUR_MS) * HOUR_MS + HOUR_MS;
      const read = p.seenAt?.getTime() ?? null;
      const emailed = digest <= now.getTime() && (read === null || read > digest) ? new Date(digest) : null;
      return {
        recruiterId: p.company.recruiterId,
        kind: 'new_application' as const,
        applicationId: p.id,
        readAt: p.seenAt,
        emailedAt: emailed,
        createdAt: p.appliedAt,
      };
    }),
  );
  return withIds.length;
}

/** A built resume's snapshot (as the API's apply stores it), or the profile. */
function resumeColumns(spec: DemoApplication, resumes: Map<DemoResumeKey, SeededResume>) {
  const resume = spec.resume === undefined ? undefined : resumes.get(spec.resume);
  if (spec.resume !== undefined && spec.seeker !== DEMO_JOB_SEEKER_KEY) {
    throw new Error(`Demo hiring: only the demo job seeker has built resumes (${spec.seeker})`);
  }
  if (!resume) return { resumeKind: 'profile' as const };
  return {
    resumeKind: 'built' as const,
    resumeFileName: resume.title,
    resumeId: resume.id,
    resumeDocument: resume.document,
    resumeSettings: resume.settings,
  };
}

/** The demo data must read true: no application before its post went up or after it closed, stages in order. */
function checkTimeline(
  spec: DemoApplication,
  job: { title: string; publishedAt: Date | null; deadline: Date },
  at: (days: number) => Date,
) {
  const what = `Demo hiring: ${spec.seeker} on "${job.title}"`;
  const applied = at(spec.appliedDaysAgo);
  if (!job.publishedAt || applied < job.publishedAt || applied >= job.deadline) {
    throw new Error(`${what}: applied outside the post's open window`);
  }
  let previous = spec.appliedDaysAgo;
  for (const [, daysAgo] of [
    ...(spec.moves ?? []),
    ...(spec.withdrawnDaysAgo === undefined ? [] : [['withdrawn', spec.withdrawnDaysAgo] as const]),
  ]) {
    if (!(daysAgo < previous && daysAgo > 0)) throw new Error(`${what}: stages out of order`);
    previous = daysAgo;
  }
  const decided = spec.moves?.some(([stage]) => stage === 'hired' || stage === 'rejected');
  if (decided && spec.withdrawnDaysAgo !== undefined)
    throw new Error(`${what}: a decided application cannot be withdrawn`);
}

/** Talent search requests (the seeker must be discoverable to be found). */
async function seedContactRequests(
  tx: Database,
  seekers: Map<string, Seeker>,
  companies: Map<string, Company>,
  ago: (days: number) => Date,
) {
  const rows: (typeof talentContactRequests.$inferInsert)[] = [];
  for (const request of [...DEMO_CONTACT_REQUESTS, ...DEMO_ACCOUNT_CONTACT_REQUESTS]) {
    const seeker = seekers.get(request.seeker);
    const company = companies.get(request.company);
    if (!seeker || !company) continue;
    if (!seeker.profile.discoverable) throw new Error(`Demo hiring: ${request.seeker} is not discoverable`);
    let jobId: number | null = null;
    if (request.job !== null) {
      const [job] = await tx
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(and(eq(jobPosts.recruiterId, company.recruiterId), eq(jobPosts.title, request.job)));
      if (!job) throw new Error(`Demo hiring: no job post "${request.job}"`);
      jobId = job.id;
    }
    rows.push({
      recruiterId: company.recruiterId,
      jobSeekerId: seeker.seekerId,
      jobId,
      message: request.message,
      status: request.status,
      respondedAt: request.respondedDaysAgo === undefined ? null : ago(request.respondedDaysAgo),
      createdAt: ago(request.daysAgo),
    });
  }
  if (rows.length > 0) await tx.insert(talentContactRequests).values(rows);
}
