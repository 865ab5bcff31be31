import { schema, type Database } from '@dokkho/db';
import { authHeader } from '../test-app';
import { daysAhead } from './time';
import { seedUser, uniqueTag } from './users';

/**
 * The job board and hiring: recruiters, posts, job seekers and their applications, inserted directly
 * (the apply flow is job-seeker's and has its own tests).
 */

/** A recruiter with a company profile whose name carries a unique tag (searchable on the board). */
export async function seedRecruiter(
  db: Database,
  overrides: Partial<typeof schema.recruiterProfiles.$inferInsert> = {},
  userOverrides: Partial<typeof schema.users.$inferInsert> = {},
) {
  const tag = uniqueTag('co');
  const user = await seedUser(db, userOverrides);
  const [profile] = await db
    .insert(schema.recruiterProfiles)
    .values({
      userId: user.id,
      companyName: `Acme ${tag}`,
      designation: 'HR Manager',
      companyWebsite: 'https://acme.example.com',
      companySize: '51-200',
      companyLogo: '/media/logos/acme.webp',
      companyAbout: 'Acme builds software for Bangladeshi retailers.',
      companyIndustry: 'Software',
      companyLocation: 'Gulshan, Dhaka',
      ...overrides,
    })
    .returning();
  return { user, profile: profile!, tag, headers: await authHeader(user.id) };
}

/** A post straight into the table (any status or deadline, past ones included), open by default. */
export async function seedJob(
  db: Database,
  recruiter: { profile: typeof schema.recruiterProfiles.$inferSelect },
  overrides: Partial<typeof schema.jobPosts.$inferInsert> = {},
) {
  const status = overrides.status ?? 'open';
  const [row] = await db
    .insert(schema.jobPosts)
    .values({
      recruiterId: recruiter.profile.id,
      title: 'Junior Data Analyst',
      companyName: recruiter.profile.companyName,
      companyLogo: recruiter.profile.companyLogo,
      description: 'Analyse sales data in Excel and SQL and present it in Power BI dashboards.',
      skills: ['excel', 'sql'],
      employmentType: 'full_time',
      workplace: 'on_site',
      division: 'Dhaka',
      district: 'Dhaka',
      salaryMin: 30_000_00,
      salaryMax: 45_000_00,
      deadline: daysAhead(20),
      status,
      publishedAt: status === 'draft' ? null : new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A valid create body; the deadline is 30 days ahead as a date. */
export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Frontend Developer (React)',
    description: 'Build **fast** web apps for shoppers on cheap phones. You will work with our design team.',
    responsibilities: ['Build React screens', 'Review pull requests'],
    requirements: ['1+ year of React'],
    skills: ['React', 'TypeScript', 'react'],
    employment_type: 'full_time',
    workplace: 'hybrid',
    division: 'Chattogram',
    district: 'Chattogram',
    vacancies: 2,
    experience_min_years: 1,
    experience_max_years: 3,
    education: 'BSc in CSE or equivalent',
    salary_min: 40_000_00,
    salary_max: 60_000_00,
    deadline: daysAhead(30).toISOString().slice(0, 10),
    status: 'open',
    ...overrides,
  };
}

/**
 * A signed-in job seeker, Rahim Uddin with a confirmed e-mail unless told otherwise; the profile is empty
 * unless overridden (seedReadySeeker fills enough to apply).
 */
export async function seedSeeker(
  db: Database,
  overrides: Partial<typeof schema.jobSeekerProfiles.$inferInsert> = {},
  userOverrides: Partial<typeof schema.users.$inferInsert> = {},
) {
  const user = await seedUser(db, {
    emailConfirmed: true,
    firstName: 'Rahim',
    lastName: 'Uddin',
    ...userOverrides,
  });
  const [profile] = await db
    .insert(schema.jobSeekerProfiles)
    .values({ userId: user.id, ...overrides })
    .returning();
  return { user, profile: profile!, headers: await authHeader(user.id) };
}

/** A seeker whose profile is complete enough to apply with it (headline and one experience). */
export async function seedReadySeeker(
  db: Database,
  overrides: Partial<typeof schema.jobSeekerProfiles.$inferInsert> = {},
) {
  const seeker = await seedSeeker(db, {
    headline: 'Junior data analyst',
    skills: ['excel', 'sql'],
    division: 'Dhaka',
    ...overrides,
  });
  await db.insert(schema.jobSeekerExperiences).values({
    jobSeekerId: seeker.profile.id,
    title: 'Data intern',
    company: 'Shop BD',
    startMonth: '2023-01-01',
    endMonth: '2024-06-01',
  });
  return seeker;
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
