import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { jobPosts, recruiterProfiles, users } from '../schema';
import { DEMO_JOBS_BN } from './demo-bangla';
import { DEMO_ACCOUNT_EMAIL, DEMO_ACCOUNT_JOBS, DEMO_ACCOUNT_KEY } from './demo-account';
import { DEMO_COMPANIES, DEMO_JOBS, DEMO_ROLES, DOKKHO_HR, type DemoCompany } from './demo-jobs';

const DAY_MS = 86_400_000;
/** The demo recruiter whose company gets a few posts (demo-accounts.ts). */
const DEMO_RECRUITER_EMAIL = 'recruiter@dokkho.test';

/**
 * The demo job board (demo-jobs.ts): the companies' recruiter accounts (no password), their posts, the
 * demo recruiter's posts and Dokkho's own roles. Runs inside the catalog's seed transaction, after the
 * demo accounts; dates are relative to `now`. Returns how many posts it made.
 */
export async function seedDemoJobs(tx: Database, now: Date): Promise<number> {
  const days = (count: number) => new Date(now.getTime() + count * DAY_MS);
  const recruiterIds = new Map<string, number>();

  for (const company of [...DEMO_COMPANIES, DOKKHO_HR]) {
    recruiterIds.set(company.key, await insertCompany(tx, company));
  }
  const [demoRecruiter] = await tx
    .select({ id: recruiterProfiles.id })
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(eq(users.email, DEMO_RECRUITER_EMAIL));
  if (demoRecruiter) {
    // The demo recruiter's company profile, filled in as /hr-dashboard/update-profile would.
    await tx
      .update(recruiterProfiles)
      .set({
        companyAbout:
          'A demo company to try the recruiter dashboard: edit this profile, post jobs, close and re-open them.',
        companyIndustry: 'Education technology',
        companyLocation: 'Dhanmondi, Dhaka',
      })
      .where(eq(recruiterProfiles.id, demoRecruiter.id));
    recruiterIds.set('recruiter', demoRecruiter.id);
  }
  // The all-roles demo account recruits at the same company, with posts of its own (demo-account.ts).
  const [demoAccount] = await tx
    .select({ id: recruiterProfiles.id })
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(eq(users.email, DEMO_ACCOUNT_EMAIL));
  if (demoAccount) {
    await tx
      .update(recruiterProfiles)
      .set({
        companyAbout:
          'Dokkho Demo Ltd. builds the courses and the hiring tools you are trying: this account hires for the learning team.',
        companyIndustry: 'Education technology',
        companyLocation: 'Dhanmondi, Dhaka',
      })
      .where(eq(recruiterProfiles.id, demoAccount.id));
    recruiterIds.set(DEMO_ACCOUNT_KEY, demoAccount.id);
  }

  const companies = await tx
    .select({
      id: recruiterProfiles.id,
      name: recruiterProfiles.companyName,
      logo: recruiterProfiles.companyLogo,
    })
    .from(recruiterProfiles);
  const companyById = new Map(companies.map((c) => [c.id, c]));

  const rows = [...DEMO_JOBS, ...DEMO_ACCOUNT_JOBS].flatMap((job) => {
    const recruiterId = recruiterIds.get(job.company);
    // A demo recruiter account may be missing (a real user took its e-mail): its posts are skipped.
    if (recruiterId === undefined) {
      if (job.company === 'recruiter' || job.company === DEMO_ACCOUNT_KEY) return [];
      throw new Error(`Demo jobs: unknown company "${job.company}"`);
    }
    const company = companyById.get(recruiterId)!;
    const role = DEMO_ROLES[job.role];
    const status = job.status ?? 'open';
    const deadline = days(job.deadlineInDays);
    const publishedAt = status === 'draft' ? null : days(-job.postedDaysAgo);
    return [
      {
        recruiterId,
        title: job.title,
        titleBn: DEMO_JOBS_BN[job.title]?.title ?? null,
        companyName: company.name,
        companyLogo: company.logo,
        description: role.description,
        descriptionBn: DEMO_JOBS_BN[job.title]?.description ?? null,
        responsibilities: [...role.responsibilities],
        requirements: [...role.requirements],
        skills: [...role.skills],
        employmentType: job.type,
        workplace: job.workplace,
        division: job.location?.[0] ?? null,
        district: job.location?.[1] ?? null,
        vacancies: job.vacancies ?? 1,
        experienceMinYears: job.experience[0],
        experienceMaxYears: job.experience[1],
        education: role.education,
        educationLevel: job.educationLevel === undefined ? role.educationLevel : job.educationLevel,
        salaryMin: job.salary ? job.salary[0] * 100 : null,
        salaryMax: job.salary ? job.salary[1] * 100 : null,
        salaryNegotiable: job.salary === null,
        deadline,
        status,
        isInternal: job.company === DOKKHO_HR.key,
        publishedAt,
        closedAt: status === 'closed' ? deadline : null,
        createdAt: publishedAt ?? days(-job.postedDaysAgo),
        updatedAt: publishedAt ?? days(-job.postedDaysAgo),
      },
    ];
  });
  await tx.insert(jobPosts).values(rows);
  return rows.length;
}

/** A company's recruiter: a user without a password and its recruiter profile; answers the profile id. */
async function insertCompany(tx: Database, company: DemoCompany): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      email: company.email,
      username: company.username,
      firstName: company.firstName,
      lastName: company.lastName,
      emailConfirmed: true,
    })
    .returning({ id: users.id });
  const [profile] = await tx
    .insert(recruiterProfiles)
    .values({
      userId: user!.id,
      companyName: company.companyName,
      designation: company.designation,
      companyWebsite: company.companyWebsite,
      companySize: company.companySize,
      companyAbout: company.companyAbout,
      companyIndustry: company.companyIndustry,
      companyLocation: company.companyLocation,
    })
    .returning({ id: recruiterProfiles.id });
  return profile!.id;
}
