import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  HIRING_LIMITS,
  HIRING_MESSAGES,
  type Education,
  type EducationInput,
  type Experience,
  type ExperienceInput,
  type SeekerProfile,
  type SeekerProfileUpdate,
} from '@dokkho/contract/hiring';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import {
  experienceYears,
  fromMonth,
  loadCertificates,
  loadEducations,
  loadExperiences,
  toEducation,
  toExperience,
} from './candidate';

const { jobSeekerProfiles, jobSeekerExperiences, jobSeekerEducations, users } = schema;

export type SeekerRow = typeof jobSeekerProfiles.$inferSelect;

/**
 * The signed-in user's job seeker profile. The route's role guard lets staff through too; staff without a
 * profile of their own have nothing to show, so they get the same 403 as any non-seeker.
 */
export async function requireSeeker(db: Database, userId: number): Promise<SeekerRow> {
  const seeker = await findSeeker(db, userId);
  if (!seeker) throw AppError.forbidden(HIRING_MESSAGES.notJobSeeker);
  return seeker;
}

export async function findSeeker(db: Database, userId: number): Promise<SeekerRow | undefined> {
  const [row] = await db
    .select()
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.userId, userId))
    .limit(1);
  return row;
}

/** The checklist behind the dashboard's nudge, in the order a seeker would fill it. */
export function profileCompleteness(input: {
  headline: string;
  about: string;
  division: string | null;
  skills: string[];
  experiences: number;
  educations: number;
  picture: string | null;
}): SeekerProfile['completeness'] {
  const checks: [boolean, string][] = [
    [input.headline.trim() !== '', 'Add a headline that says what you do'],
    [input.experiences > 0, 'Add your work experience (internships count)'],
    [input.educations > 0, 'Add your education'],
    [input.skills.length >= 3, 'Add at least 3 skills'],
    [input.division !== null, 'Say where you live or want to work'],
    [input.about.trim() !== '', 'Write a few lines about yourself'],
    [input.picture !== null && input.picture !== '', 'Add a profile picture'],
  ];
  const done = checks.filter(([ok]) => ok).length;
  return {
    percent: Math.round((done / checks.length) * 100),
    missing: checks.filter(([ok]) => !ok).map(([, message]) => message),
  };
}

/** Enough to apply with the Dokkho profile instead of a PDF: a headline and one job or qualification. */
export function profileReady(input: { headline: string; experiences: number; educations: number }): boolean {
  return input.headline.trim() !== '' && input.experiences + input.educations > 0;
}

export async function countRows(db: Database, jobSeekerId: number) {
  const [[exp], [edu]] = await Promise.all([
    db
      .select({ n: count() })
      .from(jobSeekerExperiences)
      .where(eq(jobSeekerExperiences.jobSeekerId, jobSeekerId)),
    db
      .select({ n: count() })
      .from(jobSeekerEducations)
      .where(eq(jobSeekerEducations.jobSeekerId, jobSeekerId)),
  ]);
  return { experiences: Number(exp?.n ?? 0), educations: Number(edu?.n ?? 0) };
}

/** Completeness without loading every row: what the dashboard and the apply checks need. */
export async function seekerCompleteness(db: Database, seeker: SeekerRow) {
  const [counts, [user]] = await Promise.all([
    countRows(db, seeker.id),
    db.select({ picture: users.profilePicture }).from(users).where(eq(users.id, seeker.userId)),
  ]);
  return {
    counts,
    completeness: profileCompleteness({ ...seeker, ...counts, picture: user?.picture ?? null }),
    ready: profileReady({ headline: seeker.headline, ...counts }),
  };
}

export async function getProfile(options: { db: Database; userId: number }): Promise<SeekerProfile> {
  const { db } = options;
  const seeker = await requireSeeker(db, options.userId);
  const [[user], experiences, educations, certificates] = await Promise.all([
    db.select().from(users).where(eq(users.id, seeker.userId)),
    loadExperiences(db, [seeker.id]),
    loadEducations(db, [seeker.id]),
    loadCertificates(db, [seeker.userId]),
  ]);
  if (!user) throw AppError.unauthorized();
  const exp = (experiences.get(seeker.id) ?? []).map(toExperience);
  const edu = (educations.get(seeker.id) ?? []).map(toEducation);
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
    profile_picture: user.profilePicture,
    headline: seeker.headline,
    about: seeker.about,
    division: seeker.division,
    district: seeker.district,
    skills: seeker.skills,
    expected_salary: seeker.expectedSalary,
    discoverable: seeker.discoverable,
    experiences: exp,
    educations: edu,
    certificates: certificates.get(seeker.userId) ?? [],
    experience_years: experienceYears(exp),
    completeness: profileCompleteness({
      ...seeker,
      experiences: exp.length,
      educations: edu.length,
      picture: user.profilePicture,
    }),
    updated_at: seeker.updatedAt.toISOString(),
  };
}

export async function updateProfile(options: {
  db: Database;
  userId: number;
  input: z.output<typeof SeekerProfileUpdate>;
}): Promise<SeekerProfile> {
  const { db, input } = options;
  const seeker = await requireSeeker(db, options.userId);
  await db
    .update(jobSeekerProfiles)
    .set({
      headline: input.headline,
      about: input.about,
      division: input.division,
      // A district only with its division (the contract checks it belongs); '' means none.
      district: input.division && input.district ? input.district : null,
      skills: input.skills,
      expectedSalary: input.expected_salary,
      discoverable: input.discoverable,
      updatedAt: new Date(),
    })
    .where(eq(jobSeekerProfiles.id, seeker.id));
  return getProfile(options);
}

const touch = (db: Database, seekerId: number) =>
  db.update(jobSeekerProfiles).set({ updatedAt: new Date() }).where(eq(jobSeekerProfiles.id, seekerId));

function experienceValues(input: z.output<typeof ExperienceInput>) {
  return {
    title: input.title,
    company: input.company,
    employmentType: input.employment_type ?? null,
    startMonth: fromMonth(input.start_month),
    endMonth: input.end_month ? fromMonth(input.end_month) : null,
    description: input.description ?? '',
  };
}

function educationValues(input: z.output<typeof EducationInput>) {
  return {
    level: input.level,
    institution: input.institution,
    subject: input.subject ?? '',
    result: input.result ?? '',
    passingYear: input.passing_year ?? null,
  };
}

type OwnedTable = typeof jobSeekerExperiences | typeof jobSeekerEducations;

/** One of the seeker's capped lists (jobs held, qualifications): what differs between them. */
interface OwnedList<TTable extends OwnedTable, Input, Output> {
  table: TTable;
  /** Which of countRows' counts the cap (`limit`) applies to. */
  counted: keyof Awaited<ReturnType<typeof countRows>>;
  limit: number;
  /** The 400 when the list is full. */
  fullMessage: string;
  /** The 404 for an id that is missing or another seeker's: both look the same, like jobs/jobpost. */
  notFoundMessage: string;
  values: (input: Input) => Omit<TTable['$inferInsert'], 'jobSeekerId'>;
  toApi: (row: TTable['$inferSelect']) => Output;
}

/**
 * Add, update and delete for one of the seeker's own lists. Each write runs in a transaction that also
 * bumps the profile's updated_at; update and delete match the row by id AND owner, so another seeker's
 * row is a 404. Adding checks the cap with the seeker's row locked, so two quick submits cannot both pass
 * the count.
 */
function ownedList<TTable extends OwnedTable, Input, Output>(list: OwnedList<TTable, Input, Output>) {
  // The two tables share these columns; drizzle's builders cannot see that through the generic, so the
  // table is used through the one shape both have.
  const table = list.table as typeof jobSeekerExperiences;
  type Row = TTable['$inferSelect'];
  const ownRow = (id: number, seekerId: number) => and(eq(table.id, id), eq(table.jobSeekerId, seekerId));

  return {
    async add(options: { db: Database; userId: number; input: Input }): Promise<Output> {
      const seeker = await requireSeeker(options.db, options.userId);
      const row = await options.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await db
          .select({ id: jobSeekerProfiles.id })
          .from(jobSeekerProfiles)
          .where(eq(jobSeekerProfiles.id, seeker.id))
          .for('update');
        const counts = await countRows(db, seeker.id);
        if (counts[list.counted] >= list.limit) throw AppError.badRequest(list.fullMessage);
        const [inserted] = await db
          .insert(table)
          .values({ jobSeekerId: seeker.id, ...list.values(options.input) } as typeof table.$inferInsert)
          .returning();
        await touch(db, seeker.id);
        return inserted as Row;
      });
      return list.toApi(row);
    },

    async update(options: { db: Database; userId: number; id: number; input: Input }): Promise<Output> {
      const seeker = await requireSeeker(options.db, options.userId);
      const row = await options.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [updated] = await db
          .update(table)
          .set(list.values(options.input) as Partial<typeof table.$inferInsert>)
          .where(ownRow(options.id, seeker.id))
          .returning();
        if (!updated) throw AppError.notFound(list.notFoundMessage);
        await touch(db, seeker.id);
        return updated as Row;
      });
      return list.toApi(row);
    },

    async remove(options: { db: Database; userId: number; id: number }): Promise<void> {
      const seeker = await requireSeeker(options.db, options.userId);
      await options.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const deleted = await db
          .delete(table)
          .where(ownRow(options.id, seeker.id))
          .returning({ id: table.id });
        if (deleted.length === 0) throw AppError.notFound(list.notFoundMessage);
        await touch(db, seeker.id);
      });
    },
  };
}

const experiences = ownedList<typeof jobSeekerExperiences, z.output<typeof ExperienceInput>, Experience>({
  table: jobSeekerExperiences,
  counted: 'experiences',
  limit: HIRING_LIMITS.experiences,
  fullMessage: `You can list at most ${HIRING_LIMITS.experiences} jobs. Remove an old one first.`,
  notFoundMessage: 'This experience was not found in your profile.',
  values: experienceValues,
  toApi: toExperience,
});

const educations = ownedList<typeof jobSeekerEducations, z.output<typeof EducationInput>, Education>({
  table: jobSeekerEducations,
  counted: 'educations',
  limit: HIRING_LIMITS.educations,
  fullMessage: `You can list at most ${HIRING_LIMITS.educations} qualifications. Remove an old one first.`,
  notFoundMessage: 'This education was not found in your profile.',
  values: educationValues,
  toApi: toEducation,
});

export const addExperience = experiences.add;
export const updateExperience = experiences.update;
export const deleteExperience = experiences.remove;
export const addEducation = educations.add;
export const updateEducation = educations.update;
export const deleteEducation = educations.remove;
