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
import type { Database } from '@dokkho/db';
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
import * as repo from './repo/profile';
import type { OwnedTable, SeekerRow } from './repo/profile';
import { inTransaction } from './repo/transaction';

const { experiences: jobSeekerExperiences, educations: jobSeekerEducations } = repo.OWNED_LISTS;

export type { SeekerRow } from './repo/profile';

/**
 * The signed-in user's job seeker profile. The route's role guard lets staff through too; staff without a
 * profile of their own have nothing to show, so they get the same 403 as any non-seeker.
 */
export async function requireSeeker(db: Database, userId: number): Promise<SeekerRow> {
  const seeker = await findSeeker(db, userId);
  if (!seeker) throw AppError.forbidden(HIRING_MESSAGES.notJobSeeker);
  return seeker;
}

export const findSeeker = (db: Database, userId: number): Promise<SeekerRow | undefined> =>
  repo.findSeekerByUser(db, userId);

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

export const countRows = (db: Database, jobSeekerId: number) => repo.countProfileRows(db, jobSeekerId);

/** Completeness without loading every row: what the dashboard and the apply checks need. */
export async function seekerCompleteness(db: Database, seeker: SeekerRow) {
  const [counts, picture] = await Promise.all([
    countRows(db, seeker.id),
    repo.findUserPicture(db, seeker.userId),
  ]);
  return {
    counts,
    completeness: profileCompleteness({ ...seeker, ...counts, picture }),
    ready: profileReady({ headline: seeker.headline, ...counts }),
  };
}

export async function getProfile(options: { db: Database; userId: number }): Promise<SeekerProfile> {
  const { db } = options;
  const seeker = await requireSeeker(db, options.userId);
  const [user, experiences, educations, certificates] = await Promise.all([
    repo.findUser(db, seeker.userId),
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
  await repo.updateSeekerProfile(db, seeker.id, {
    headline: input.headline,
    about: input.about,
    division: input.division,
    // A district only with its division (the contract checks it belongs); '' means none.
    district: input.division && input.district ? input.district : null,
    skills: input.skills,
    expectedSalary: input.expected_salary,
    discoverable: input.discoverable,
    updatedAt: new Date(),
  });
  return getProfile(options);
}

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
  return {
    async add(options: { db: Database; userId: number; input: Input }): Promise<Output> {
      const seeker = await requireSeeker(options.db, options.userId);
      const row = await inTransaction(options.db, async (db) => {
        await repo.lockSeeker(db, seeker.id);
        const counts = await countRows(db, seeker.id);
        if (counts[list.counted] >= list.limit) throw AppError.badRequest(list.fullMessage);
        const inserted = await repo.insertOwnedRow(db, list.table, seeker.id, list.values(options.input));
        await repo.touchSeeker(db, seeker.id);
        return inserted;
      });
      return list.toApi(row);
    },

    async update(options: { db: Database; userId: number; id: number; input: Input }): Promise<Output> {
      const seeker = await requireSeeker(options.db, options.userId);
      const row = await inTransaction(options.db, async (db) => {
        const updated = await repo.updateOwnedRow(db, list.table, {
          id: options.id,
          seekerId: seeker.id,
          values: list.values(options.input),
        });
        if (!updated) throw AppError.notFound(list.notFoundMessage);
        await repo.touchSeeker(db, seeker.id);
        return updated;
      });
      return list.toApi(row);
    },

    async remove(options: { db: Database; userId: number; id: number }): Promise<void> {
      const seeker = await requireSeeker(options.db, options.userId);
      await inTransaction(options.db, async (db) => {
        const deleted = await repo.deleteOwnedRow(db, list.table, options.id, seeker.id);
        if (!deleted) throw AppError.notFound(list.notFoundMessage);
        await repo.touchSeeker(db, seeker.id);
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
