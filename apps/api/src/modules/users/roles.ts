import { randomInt } from 'node:crypto';
import type { Role } from '@dokkho/contract/auth';
import {
  alreadyHoldsRoleMessage,
  EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE,
  type AffiliateApplication,
  type AffiliateCreated,
  type InstructorApplication,
  type InstructorCreated,
  type JobSeekerCreated,
  type RecruiterApplication,
  type RecruiterCreated,
  type RoleExistsResponse,
} from '@dokkho/contract/roles';
import { NOT_AN_INSTRUCTOR_MESSAGE } from '@dokkho/contract/teaching';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { listUserRoles } from '../auth/service';
import * as repo from './repo';

/**
 * GET user/<role>-exists/{id}/ and affiliate/affiliate-exists/{id}/ (SPEC.md §6): whether the user holds
 * the role's profile. Only the user themself or staff may ask (anyone else: 403, before any lookup).
 * Staff pass every role check, but `exists` is about the profile: a staff member without a recruiter
 * profile is not a recruiter here.
 */
export async function roleExists(options: {
  db: Database;
  viewerId: number;
  userId: number;
  role: repo.ProfileRole;
}): Promise<RoleExistsResponse> {
  const { db, viewerId, userId, role } = options;
  const viewerRoles = await listUserRoles({ db, userId: viewerId });
  if (viewerRoles.length === 0) throw AppError.unauthorized();
  if (viewerId === userId) return { exists: viewerRoles.includes(role) };
  if (!viewerRoles.includes('staff')) throw AppError.forbidden('You can only check your own roles.');
  const roles = await listUserRoles({ db, userId });
  if (roles.length === 0) throw AppError.notFound('User not found.');
  return { exists: roles.includes(role) };
}

/**
 * Teaching, hiring and earning commissions put the account in front of other people and money: the
 * e-mail must be confirmed first (the same rule as the web's verification gate, enforced here).
 */
async function requireConfirmedEmail(db: Database, userId: number) {
  const confirmed = await repo.findEmailConfirmed(db, userId);
  if (confirmed === undefined) throw AppError.unauthorized();
  if (!confirmed) throw AppError.forbidden(EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE);
}

async function rolesAfter(db: Database, userId: number): Promise<Role[]> {
  return listUserRoles({ db, userId });
}

const iso = (date: Date) => date.toISOString();

/** POST user/api/v2/instructor/ (/convert-instructor). */
export async function becomeInstructor(options: {
  db: Database;
  userId: number;
  input: InstructorApplication;
}): Promise<InstructorCreated> {
  const { db, userId, input } = options;
  await requireConfirmedEmail(db, userId);
  const row = await repo.insertInstructorProfile(db, {
    userId,
    headline: input.headline,
    bio: input.bio,
    expertise: input.expertise,
    experienceYears: input.experience_years,
    websiteUrl: input.website_url ?? null,
  });
  if (!row) throw AppError.badRequest(alreadyHoldsRoleMessage('instructor'));
  return {
    profile: {
      headline: row.headline,
      bio: row.bio,
      expertise: row.expertise,
      experience_years: row.experienceYears,
      website_url: row.websiteUrl,
      created_at: iso(row.createdAt),
    },
    roles: await rolesAfter(db, userId),
  };
}

/** POST user/api/v2/recruiter/ (/convert-recruiter). */
export async function becomeRecruiter(options: {
  db: Database;
  userId: number;
  input: RecruiterApplication;
}): Promise<RecruiterCreated> {
  const { db, userId, input } = options;
  await requireConfirmedEmail(db, userId);
  const row = await repo.insertRecruiterProfile(db, {
    userId,
    companyName: input.company_name,
    designation: input.designation,
    companyWebsite: input.company_website ?? null,
    companySize: input.company_size,
  });
  if (!row) throw AppError.badRequest(alreadyHoldsRoleMessage('recruiter'));
  return {
    profile: {
      company_name: row.companyName,
      designation: row.designation,
      company_website: row.companyWebsite,
      company_size: row.companySize,
      created_at: iso(row.createdAt),
    },
    roles: await rolesAfter(db, userId),
  };
}

/**
 * POST user/api/v2/job_seeker/ (SPEC.md §7: no body). Open to every signed-in user: looking for work
 * exposes nobody else, and the resume holds the details.
 */
export async function becomeJobSeeker(options: { db: Database; userId: number }): Promise<JobSeekerCreated> {
  const { db, userId } = options;
  if (!(await repo.userExists(db, userId))) throw AppError.unauthorized();
  const row = await repo.insertJobSeekerProfile(db, userId);
  if (!row) throw AppError.badRequest(alreadyHoldsRoleMessage('job_seeker'));
  return { profile: { created_at: iso(row.createdAt) }, roles: await rolesAfter(db, userId) };
}

/** Unambiguous when read aloud or typed from a poster: no 0/O, no 1/I/L. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 8;
const REFERRAL_ATTEMPTS = 5;

/** About 40 bits: cheap to print on a link, hopeless to guess someone else's. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_LENGTH; i += 1) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/**
 * Inserts an affiliate profile with a fresh referral code, drawing again on the (rare) clash with
 * another affiliate's code. `undefined`: the user already had a profile.
 */
export async function insertAffiliateWithCode(
  db: Database,
  values: { userId: number; payoutMethod: string | null; payoutAccount: string | null },
  nextCode: () => string = newReferralCode,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await repo.insertAffiliateProfile(db, { ...values, referralCode: nextCode() });
    } catch (error) {
      const violation = uniqueViolation(error);
      if (!violation || !violation.constraint.includes('referral_code') || attempt >= REFERRAL_ATTEMPTS) {
        throw error;
      }
    }
  }
}

/** POST affiliate/api/v2/affiliate/: the referral code is made here, never chosen by the client. */
export async function becomeAffiliate(options: {
  db: Database;
  userId: number;
  input: AffiliateApplication;
}): Promise<AffiliateCreated> {
  const { db, userId, input } = options;
  await requireConfirmedEmail(db, userId);
  const row = await insertAffiliateWithCode(db, {
    userId,
    payoutMethod: input.payout_method,
    payoutAccount: input.payout_account,
  });
  if (!row) throw AppError.badRequest(alreadyHoldsRoleMessage('affiliate'));
  return {
    profile: {
      referral_code: row.referralCode,
      payout_method: row.payoutMethod,
      payout_account: row.payoutAccount,
      created_at: iso(row.createdAt),
    },
    roles: await rolesAfter(db, userId),
  };
}

/** The affiliate a referral code belongs to, for other modules (affiliate link clicks, checkout). */
export async function findAffiliateByCode(options: {
  db: Database;
  code: string;
}): Promise<{ id: number; userId: number } | undefined> {
  return repo.findAffiliateByReferralCode(options.db, options.code);
}

/**
 * The caller's instructor profile id: what every teaching call is scoped by. The role guard lets staff
 * through, but a dashboard is an instructor's own: staff without a profile have none (403, as affiliates').
 */
export async function requireInstructorProfileId(options: { db: Database; userId: number }): Promise<number> {
  const id = await repo.findInstructorProfileId(options.db, options.userId);
  if (id === undefined) throw AppError.forbidden(NOT_AN_INSTRUCTOR_MESSAGE);
  return id;
}
