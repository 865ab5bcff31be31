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

const EXPERIENCE_NOT_FOUND = 'This experience was not found in your profile.';
const EDUCATION_NOT_FOUND = 'This education was not found in your profile.';

/**
 * Adds a row with the cap checked in the same transaction, with the seeker's row locked, so two quick
 * submits cannot both pass the count.
 */
export async function addExperience(options: {
  db: Database;
  userId: number;
  input: z.output<typeof ExperienceInput>;
}): Promise<Experience> {
  const seeker = await requireSeeker(options.db, options.userId);
  const row = await options.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db
      .select({ id: jobSeekerProfiles.id })
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.id, seeker.id))
      .for('update');
    const { experiences } = await countRows(db, seeker.id);
    if (experiences >= HIRING_LIMITS.experiences) {
      throw AppError.badRequest(
        `You can list at most ${HIRING_LIMITS.experiences} jobs. Remove an old one first.`,
      );
    }
    const [inserted] = await db
      .insert(jobSeekerExperiences)
      .values({ jobSeekerId: seeker.id, ...experienceValues(options.input) })
      .returning();
    await touch(db, seeker.id);
    return inserted!;
  });
  return toExperience(row);
}

export async function updateExperience(options: {
  db: Database;
  userId: number;
  id: number;
  input: z.output<typeof ExperienceInput>;
}): Promise<Experience> {
  const seeker = await requireSeeker(options.db, options.userId);
  const row = await options.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [updated] = await db
      .update(jobSeekerExperiences)
      .set(experienceValues(options.input))
      .where(and(eq(jobSeekerExperiences.id, options.id), eq(jobSeekerExperiences.jobSeekerId, seeker.id)))
      .returning();
    if (!updated) throw AppError.notFound(EXPERIENCE_NOT_FOUND);
    await touch(db, seeker.id);
    return updated;
  });
  return toExperience(row);
}

export async function deleteExperience(options: { db: Database; userId: number; id: number }): Promise<void> {
  const seeker = await requireSeeker(options.db, options.userId);
  await options.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const deleted = await db
      .delete(jobSeekerExperiences)
      .where(and(eq(jobSeekerExperiences.id, options.id), eq(jobSeekerExperiences.jobSeekerId, seeker.id)))
      .returning({ id: jobSeekerExperiences.id });
    if (deleted.length === 0) throw AppError.notFound(EXPERIENCE_NOT_FOUND);
    await touch(db, seeker.id);
  });
}

export async function addEducation(options: {
  db: Database;
  userId: number;
  input: z.output<typeof EducationInput>;
}): Promise<Education> {
  const seeker = await requireSeeker(options.db, options.userId);
  const row = await options.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db
      .select({ id: jobSeekerProfiles.id })
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.id, seeker.id))
      .for('update');
    const { educations } = await countRows(db, seeker.id);
    if (educations >= HIRING_LIMITS.educations) {
      throw AppError.badRequest(
        `You can list at most ${HIRING_LIMITS.educations} qualifications. Remove an old one first.`,
      );
    }
    const [inserted] = await db
      .insert(jobSeekerEducations)
      .values({ jobSeekerId: seeker.id, ...educationValues(options.input) })
      .returning();
    await touch(db, seeker.id);
    return inserted!;
  });
  return toEducation(row);
}

export async function updateEducation(options: {
  db: Database;
  userId: number;
  id: number;
  input: z.output<typeof EducationInput>;
}): Promise<Education> {
  const seeker = await requireSeeker(options.db, options.userId);
  const row = await options.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [updated] = await db
      .update(jobSeekerEducations)
      .set(educationValues(options.input))
      .where(and(eq(jobSeekerEducations.id, options.id), eq(jobSeekerEducations.jobSeekerId, seeker.id)))
      .returning();
    if (!updated) throw AppError.notFound(EDUCATION_NOT_FOUND);
    await touch(db, seeker.id);
    return updated;
  });
  return toEducation(row);
}

export async function deleteEducation(options: { db: Database; userId: number; id: number }): Promise<void> {
  const seeker = await requireSeeker(options.db, options.userId);
  await options.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const deleted = await db
      .delete(jobSeekerEducations)
      .where(and(eq(jobSeekerEducations.id, options.id), eq(jobSeekerEducations.jobSeekerId, seeker.id)))
      .returning({ id: jobSeekerEducations.id });
    if (deleted.length === 0) throw AppError.notFound(EDUCATION_NOT_FOUND);
    await touch(db, seeker.id);
  });
}
