import { eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { authHeader } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser, uniqueTag } from '../../test/factories';

/** A job seeker with a profile, straight into the tables (the apply flow is job-seeker's, not ours). */
export async function seedSeeker(
  db: Database,
  overrides: Partial<typeof schema.jobSeekerProfiles.$inferInsert> = {},
  userOverrides: Partial<typeof schema.users.$inferInsert> = {},
) {
  const user = await seedUser(db, { firstName: 'Rahim', lastName: 'Uddin', ...userOverrides });
  const [profile] = await db
    .insert(schema.jobSeekerProfiles)
    .values({
      userId: user.id,
      headline: 'Junior data analyst',
      division: 'Dhaka',
      district: 'Dhaka',
      skills: ['excel'],
      ...overrides,
    })
    .returning();
  return { user, profile: profile!, headers: await authHeader(user.id) };
}

/** An application as job-seeker's apply leaves it: a profile resume, an `applied` event. */
export async function seedApplication(
  db: Database,
  job: { id: number },
  seeker: { profile: { id: number } },
  overrides: Partial<typeof schema.jobApplications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(schema.jobApplications)
    .values({ jobId: job.id, jobSeekerId: seeker.profile.id, resumeKind: 'profile', ...overrides })
    .returning();
  await db.insert(schema.applicationStageEvents).values({
    applicationId: row!.id,
    fromStage: null,
    toStage: 'applied',
    createdAt: row!.createdAt,
  });
  return row!;
}

export async function seedExperience(
  db: Database,
  seeker: { profile: { id: number } },
  start: string,
  end: string | null,
) {
  await db.insert(schema.jobSeekerExperiences).values({
    jobSeekerId: seeker.profile.id,
    title: 'Analyst',
    company: 'Some Co',
    startMonth: `${start}-01`,
    endMonth: end ? `${end}-01` : null,
  });
}

/** A published course with these tags that the seeker completed, optionally with a certificate. */
export async function seedCompletedCourse(
  db: Database,
  seeker: { user: { id: number } },
  options: { title: string; tags: string[]; certificate?: boolean },
) {
  const genre = await seedGenre(db);
  const instructor = await seedInstructor(db);
  const course = await seedCourse(
    db,
    { genreId: genre.id, instructorId: instructor.profile.id },
    { title: options.title, tags: options.tags },
  );
  await db
    .insert(schema.enrollments)
    .values({ userId: seeker.user.id, courseId: course.id, source: 'free', completedAt: new Date() });
  if (options.certificate) {
    await db.insert(schema.certificates).values({
      serial: uniqueTag('cert'),
      userId: seeker.user.id,
      courseId: course.id,
      learnerName: 'Rahim Uddin',
      courseTitle: options.title,
      instructorName: 'Nusrat Jahan',
    });
  }
  return course;
}

/** A new-application notification as job-seeker's apply writes it. */
export async function seedNotification(
  db: Database,
  recruiter: { profile: { id: number } },
  application: { id: number },
  overrides: Partial<typeof schema.recruiterNotifications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(schema.recruiterNotifications)
    .values({
      recruiterId: recruiter.profile.id,
      kind: 'new_application',
      applicationId: application.id,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function outboxTo(db: Database, recipient: string) {
  return db.select().from(schema.outbox).where(eq(schema.outbox.recipient, recipient));
}
