import { schema, type Database } from '@dokkho/db';
import { authHeader } from '../../test/test-app';
import { seedUser, uniqueTag } from '../../test/factories';

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

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysAhead(days: number, from = Date.now()): Date {
  return new Date(from + days * DAY_MS);
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
