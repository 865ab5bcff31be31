import {
  ACHIEVEMENT_NOT_FOUND,
  EDUCATION_NOT_FOUND,
  INSTRUCTOR_LIMITS,
  INSTRUCTOR_NOT_FOUND,
  LIST_LIMIT_MESSAGE,
  NOT_AN_INSTRUCTOR_MESSAGE,
  ORDER_MISMATCH_MESSAGE,
  type Achievement,
  type AchievementValues,
  type Education,
  type EducationValues,
  type InstructorAccount,
  type InstructorOwnProfile,
  type InstructorProfileUpdateValues,
  type PublicInstructorProfile,
} from '@dokkho/contract/instructors';
import type { AffiliatePayoutDetails } from '@dokkho/contract/affiliate';
import type { Locale } from '@dokkho/contract/locale';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { payoutMethodOf } from '../affiliate/service';
import { getInstructorStats, listInstructorCourses } from '../catalog/service';
import * as repo from './repo';

/** The signed-in user's instructor profile; 403 for anyone without one (staff pass the role guard). */
export async function requireInstructor(db: Database, userId: number): Promise<repo.ProfileRow> {
  const profile = await repo.findProfileByUser(db, userId);
  if (!profile) throw AppError.forbidden(NOT_AN_INSTRUCTOR_MESSAGE);
  return profile;
}

const fullName = (row: repo.ProfileRow) => `${row.firstName} ${row.lastName}`.trim();

function ownProfile(row: repo.ProfileRow): InstructorOwnProfile {
  return {
    id: row.id,
    name: fullName(row),
    picture: row.picture,
    headline: row.headline,
    headline_bn: row.headlineBn,
    bio: row.bio,
    bio_bn: row.bioBn,
    expertise: row.expertise,
    experience_years: row.experienceYears,
    website_url: row.websiteUrl,
    linkedin_url: row.linkedinUrl,
    facebook_url: row.facebookUrl,
    youtube_url: row.youtubeUrl,
  };
}

/** GET instructors/profile/. */
export async function getOwnProfile(options: {
  db: Database;
  userId: number;
}): Promise<InstructorOwnProfile> {
  return ownProfile(await requireInstructor(options.db, options.userId));
}

/** PATCH instructors/profile/: only the fields sent change; null clears a Bangla text or a link. */
export async function updateOwnProfile(options: {
  db: Database;
  userId: number;
  input: InstructorProfileUpdateValues;
}): Promise<InstructorOwnProfile> {
  const { db, input } = options;
  const profile = await requireInstructor(db, options.userId);
  const changes: Partial<typeof schema.instructorProfiles.$inferInsert> = {};
  if (input.headline !== undefined) changes.headline = input.headline;
  if (input.headline_bn !== undefined) changes.headlineBn = input.headline_bn;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.bio_bn !== undefined) changes.bioBn = input.bio_bn;
  if (input.expertise !== undefined) changes.expertise = input.expertise;
  if (input.experience_years !== undefined) changes.experienceYears = input.experience_years;
  if (input.website_url !== undefined) changes.websiteUrl = input.website_url;
  if (input.linkedin_url !== undefined) changes.linkedinUrl = input.linkedin_url;
  if (input.facebook_url !== undefined) changes.facebookUrl = input.facebook_url;
  if (input.youtube_url !== undefined) changes.youtubeUrl = input.youtube_url;
  await repo.updateProfile(db, profile.id, changes);
  return getOwnProfile(options);
}

function account(row: repo.ProfileRow): InstructorAccount {
  const method = payoutMethodOf(row.payoutMethod);
  return {
    name: fullName(row),
    email: row.email,
    phone_number: row.phoneNumber,
    payout_method: method,
    payout_account: method ? row.payoutAccount : null,
  };
}

/** GET instructors/account/. */
export async function getAccount(options: { db: Database; userId: number }): Promise<InstructorAccount> {
  return account(await requireInstructor(options.db, options.userId));
}

/** PATCH instructors/account/: where earnings are paid (the affiliate's rules, normalised by the contract). */
export async function updatePayoutDetails(options: {
  db: Database;
  userId: number;
  input: AffiliatePayoutDetails;
}): Promise<InstructorAccount> {
  const profile = await requireInstructor(options.db, options.userId);
  await repo.updateProfile(options.db, profile.id, {
    payoutMethod: options.input.payout_method,
    payoutAccount: options.input.payout_account,
  });
  return getAccount(options);
}

// ---------------------------------------------------------------------------------------------------
// Achievements and education

const toAchievement = (row: repo.AchievementRow): Achievement => ({
  id: row.id,
  title: row.title,
  issuer: row.issuer,
  year: row.year,
  url: row.url,
});

const toEducation = (row: repo.EducationRow): Education => ({
  id: row.id,
  degree: row.degree,
  institution: row.institution,
  start_year: row.startYear,
  end_year: row.endYear,
});

type ListKind = 'achievements' | 'education';
const TABLES = {
  achievements: schema.instructorAchievements,
  education: schema.instructorEducation,
} as const;

/** Runs `work` in a transaction holding the instructor's row, so list edits of one instructor queue up. */
async function withLockedProfile<T>(
  db: Database,
  userId: number,
  work: (tx: Database, profile: repo.ProfileRow) => Promise<T>,
): Promise<T> {
  const profile = await requireInstructor(db, userId);
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Database;
    await repo.lockProfile(executor, profile.id);
    return work(executor, profile);
  });
}

async function nextPosition(db: Database, kind: ListKind, instructorId: number): Promise<number> {
  const size = await repo.listSize(db, TABLES[kind], instructorId);
  if (size.total >= INSTRUCTOR_LIMITS.listMax) throw AppError.badRequest(LIST_LIMIT_MESSAGE);
  return size.nextPosition;
}

export async function listAchievements(options: { db: Database; userId: number }): Promise<Achievement[]> {
  const profile = await requireInstructor(options.db, options.userId);
  return (await repo.listAchievements(options.db, profile.id)).map(toAchievement);
}

export async function addAchievement(options: {
  db: Database;
  userId: number;
  input: AchievementValues;
}): Promise<Achievement> {
  const { input } = options;
  return withLockedProfile(options.db, options.userId, async (tx, profile) => {
    const position = await nextPosition(tx, 'achievements', profile.id);
    const row = await repo.insertAchievement(tx, {
      instructorId: profile.id,
      title: input.title,
      issuer: input.issuer,
      year: input.year ?? null,
      url: input.url ?? null,
      position,
    });
    return toAchievement(row);
  });
}

export async function updateAchievement(options: {
  db: Database;
  userId: number;
  id: number;
  input: AchievementValues;
}): Promise<Achievement> {
  const { db, input } = options;
  const profile = await requireInstructor(db, options.userId);
  // Another instructor's entry is "not found": its existence is not theirs to learn.
  const row = await repo.updateAchievement(db, profile.id, options.id, {
    title: input.title,
    issuer: input.issuer,
    year: input.year ?? null,
    url: input.url ?? null,
  });
  if (!row) throw AppError.notFound(ACHIEVEMENT_NOT_FOUND);
  return toAchievement(row);
}

export async function listEducation(options: { db: Database; userId: number }): Promise<Education[]> {
  const profile = await requireInstructor(options.db, options.userId);
  return (await repo.listEducation(options.db, profile.id)).map(toEducation);
}

export async function addEducation(options: {
  db: Database;
  userId: number;
  input: EducationValues;
}): Promise<Education> {
  const { input } = options;
  return withLockedProfile(options.db, options.userId, async (tx, profile) => {
    const position = await nextPosition(tx, 'education', profile.id);
    const row = await repo.insertEducation(tx, {
      instructorId: profile.id,
      degree: input.degree,
      institution: input.institution,
      startYear: input.start_year ?? null,
      endYear: input.end_year ?? null,
      position,
    });
    return toEducation(row);
  });
}

export async function updateEducation(options: {
  db: Database;
  userId: number;
  id: number;
  input: EducationValues;
}): Promise<Education> {
  const { db, input } = options;
  const profile = await requireInstructor(db, options.userId);
  const row = await repo.updateEducation(db, profile.id, options.id, {
    degree: input.degree,
    institution: input.institution,
    startYear: input.start_year ?? null,
    endYear: input.end_year ?? null,
  });
  if (!row) throw AppError.notFound(EDUCATION_NOT_FOUND);
  return toEducation(row);
}

/** DELETE instructors/{achievements|education}/{id}/: 404 for an id that is not one of theirs. */
export async function removeEntry(options: {
  db: Database;
  userId: number;
  kind: ListKind;
  id: number;
}): Promise<void> {
  const profile = await requireInstructor(options.db, options.userId);
  const removed = await repo.deleteEntry(options.db, TABLES[options.kind], profile.id, options.id);
  if (!removed) {
    throw AppError.notFound(options.kind === 'achievements' ? ACHIEVEMENT_NOT_FOUND : EDUCATION_NOT_FOUND);
  }
}

/** PUT instructors/{achievements|education}/order/: the list's every id once, first to last. */
export async function reorder(options: {
  db: Database;
  userId: number;
  kind: ListKind;
  ids: number[];
}): Promise<void> {
  const { kind, ids } = options;
  await withLockedProfile(options.db, options.userId, async (tx, profile) => {
    const current = await repo.entryIds(tx, TABLES[kind], profile.id);
    const wanted = new Set(ids);
    const same =
      wanted.size === ids.length && ids.length === current.length && current.every((id) => wanted.has(id));
    if (!same) throw AppError.badRequest(ORDER_MISMATCH_MESSAGE, { ids: [ORDER_MISMATCH_MESSAGE] });
    await repo.setPositions(tx, TABLES[kind], profile.id, ids);
  });
}

// ---------------------------------------------------------------------------------------------------
// The public profile

/**
 * GET instructors/{id}/: what a learner may see. Headline and bio in the reader's language, field by
 * field (docs/decisions/026); only listed (published) courses; never e-mail, phone or payout details.
 */
export async function getPublicProfile(options: {
  db: Database;
  id: number;
  locale: Locale;
}): Promise<PublicInstructorProfile> {
  const { db, id, locale } = options;
  const row = await repo.findProfileById(db, id);
  if (!row) throw AppError.notFound(INSTRUCTOR_NOT_FOUND);
  const [stats, achievements, education, courses] = await Promise.all([
    getInstructorStats({ db, instructorId: row.id }),
    repo.listAchievements(db, row.id),
    repo.listEducation(db, row.id),
    listInstructorCourses({ db, instructorId: row.id, locale }),
  ]);
  return {
    id: row.id,
    name: fullName(row),
    picture: row.picture,
    headline: textIn(locale, row.headline, row.headlineBn),
    bio: textIn(locale, row.bio, row.bioBn),
    expertise: row.expertise,
    experience_years: row.experienceYears,
    website_url: row.websiteUrl,
    linkedin_url: row.linkedinUrl,
    facebook_url: row.facebookUrl,
    youtube_url: row.youtubeUrl,
    stats,
    achievements: achievements.map(toAchievement),
    education: education.map(toEducation),
    courses,
  };
}
