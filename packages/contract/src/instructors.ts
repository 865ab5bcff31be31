import { z } from 'zod';
import { AffiliatePayoutDetails, AffiliatePayoutMethod } from './affiliate';
import { CourseListItem } from './catalog';
import { optionalBanglaText, requiredText } from './jobs';
import { OptionalWebUrl } from './roles';

/**
 * The instructor's profile (issue 17 item 1): /ir-dashboard/update-profile (index, account, achievements,
 * education) edits it; the course pages and the public profile (/instructors/{id}) show it. The headline
 * and bio have Bangla twins (docs/decisions/026). Payout details follow the affiliate's rules exactly
 * (affiliate.ts), so the one payout machinery reads both.
 */

export const INSTRUCTOR_LIMITS = {
  headlineMin: 3,
  headlineMax: 120,
  bioMin: 30,
  bioMax: 2000,
  expertiseMax: 100,
  titleMax: 150,
  /** Rows of each list: a profile, not a CV. */
  listMax: 20,
  yearMin: 1950,
  yearMax: 2100,
} as const;

export const NOT_AN_INSTRUCTOR_MESSAGE = 'Only instructors have an instructor profile.';
export const INSTRUCTOR_NOT_FOUND = 'Instructor not found.';
export const ACHIEVEMENT_NOT_FOUND = 'Achievement not found.';
export const EDUCATION_NOT_FOUND = 'Education entry not found.';
export const LIST_LIMIT_MESSAGE = `You can list at most ${INSTRUCTOR_LIMITS.listMax} entries. Remove one first.`;
export const ORDER_MISMATCH_MESSAGE = 'Send every entry of the list once, in the new order.';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An optional web address: blank or null removes it (nullable, not a union: its own message shows). */
const anyUrl = z.preprocess(blankToNull, OptionalWebUrl.nullable()).optional();

/** A web address on one site (a LinkedIn, Facebook or YouTube link): blank or null removes it. */
const siteUrl = (hosts: readonly string[], message: string) =>
  z
    .preprocess(
      blankToNull,
      OptionalWebUrl.refine((url) => {
        if (url === undefined) return true;
        const host = new URL(url).hostname.toLowerCase();
        return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
      }, message).nullable(),
    )
    .optional();

/** A year typed into a field: "" or null is "not said". */
const year = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null) return null;
      if (typeof value === 'string') return Number(value.trim());
      return value;
    },
    z
      .number({ error: `Enter ${label} as a year, like 2021` })
      .int(`Enter ${label} as a year, like 2021`)
      .min(INSTRUCTOR_LIMITS.yearMin, `Use a year from ${INSTRUCTOR_LIMITS.yearMin} on`)
      .max(INSTRUCTOR_LIMITS.yearMax, `Use a year up to ${INSTRUCTOR_LIMITS.yearMax}`)
      .nullable()
      .optional(),
  );

const experienceYears = z.preprocess(
  (value) => {
    if (value === '' || value === null) return null;
    if (typeof value === 'string') return Number(value.trim());
    return value;
  },
  z
    .number({ error: 'Enter your years of experience' })
    .int('Use a whole number')
    .min(0, 'Use 0 or more')
    .max(60, 'Use 60 or less')
    .nullable()
    .optional(),
);

/** The instructor's own profile, as the update-profile pages edit it (both languages, every link). */
export const InstructorOwnProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The account's picture (users.profile_picture): one photo for the whole site. */
  picture: z.string().nullable(),
  headline: z.string(),
  headline_bn: z.string().nullable(),
  bio: z.string(),
  bio_bn: z.string().nullable(),
  expertise: z.string(),
  experience_years: z.number().int().nullable(),
  website_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
});
export type InstructorOwnProfile = z.infer<typeof InstructorOwnProfile>;

/** `PATCH instructors/profile/`: any subset; blank Bangla or links clear them. */
export const InstructorProfileUpdate = z
  .object({
    headline: requiredText(
      'your headline',
      INSTRUCTOR_LIMITS.headlineMin,
      INSTRUCTOR_LIMITS.headlineMax,
    ).optional(),
    headline_bn: optionalBanglaText(
      'the Bangla headline',
      INSTRUCTOR_LIMITS.headlineMin,
      INSTRUCTOR_LIMITS.headlineMax,
    ),
    bio: requiredText('your bio', INSTRUCTOR_LIMITS.bioMin, INSTRUCTOR_LIMITS.bioMax).optional(),
    bio_bn: optionalBanglaText('the Bangla bio', INSTRUCTOR_LIMITS.bioMin, INSTRUCTOR_LIMITS.bioMax),
    expertise: requiredText('what you teach', 2, INSTRUCTOR_LIMITS.expertiseMax).optional(),
    experience_years: experienceYears,
    website_url: anyUrl,
    linkedin_url: siteUrl(
      ['linkedin.com'],
      'Enter a LinkedIn address, like https://www.linkedin.com/in/your-name',
    ),
    facebook_url: siteUrl(
      ['facebook.com', 'fb.com'],
      'Enter a Facebook address, like https://facebook.com/your-page',
    ),
    youtube_url: siteUrl(
      ['youtube.com', 'youtu.be'],
      'Enter a YouTube address, like https://youtube.com/@your-channel',
    ),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  });
export type InstructorProfileUpdate = z.input<typeof InstructorProfileUpdate>;
export type InstructorProfileUpdateValues = z.output<typeof InstructorProfileUpdate>;

/** `GET instructors/account/`: the sign-in identity (read-only here) and where earnings are paid. */
export const InstructorAccount = z.object({
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  payout_method: AffiliatePayoutMethod.nullable(),
  payout_account: z.string().nullable(),
});
export type InstructorAccount = z.infer<typeof InstructorAccount>;

/** `PATCH instructors/account/`: the affiliate's payout rules, unchanged (one machinery, one set of rules). */
export const InstructorPayoutDetails = AffiliatePayoutDetails;
export type InstructorPayoutDetailsInput = z.input<typeof InstructorPayoutDetails>;

export const Achievement = z.object({
  id: z.number().int(),
  title: z.string(),
  issuer: z.string(),
  year: z.number().int().nullable(),
  url: z.string().nullable(),
});
export type Achievement = z.infer<typeof Achievement>;

/** `POST instructors/achievements/` and its `PATCH .../{id}/` (the whole entry each time). */
export const AchievementInput = z.object({
  title: requiredText('the achievement', 2, INSTRUCTOR_LIMITS.titleMax),
  issuer: z
    .string({ error: 'Enter who gave it as text' })
    .trim()
    .max(INSTRUCTOR_LIMITS.titleMax, `Use at most ${INSTRUCTOR_LIMITS.titleMax} characters for who gave it`)
    .optional()
    .default(''),
  year: year('the year'),
  url: anyUrl,
});
export type AchievementInput = z.input<typeof AchievementInput>;
export type AchievementValues = z.output<typeof AchievementInput>;

export const Education = z.object({
  id: z.number().int(),
  degree: z.string(),
  institution: z.string(),
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
});
export type Education = z.infer<typeof Education>;

/** `POST instructors/education/` and its `PATCH .../{id}/`. */
export const EducationInput = z
  .object({
    degree: requiredText('the degree', 2, INSTRUCTOR_LIMITS.titleMax),
    institution: requiredText('the institution', 2, INSTRUCTOR_LIMITS.titleMax),
    start_year: year('the start year'),
    end_year: year('the end year'),
  })
  .refine((body) => !body.start_year || !body.end_year || body.end_year >= body.start_year, {
    path: ['end_year'],
    message: 'The end year cannot be before the start year',
  });
export type EducationInput = z.input<typeof EducationInput>;
export type EducationValues = z.output<typeof EducationInput>;

/** `PUT instructors/{achievements|education}/order/`: every id of the list once, first to last. */
export const ListOrder = z.object({
  ids: z
    .array(
      z
        .number({ error: 'Each id must be a number' })
        .int('Each id must be a whole number')
        .positive('Each id must be a whole number'),
      {
        error: 'Send the ids as a list',
      },
    )
    .max(INSTRUCTOR_LIMITS.listMax, ORDER_MISMATCH_MESSAGE),
});
export type ListOrder = z.infer<typeof ListOrder>;

export const AchievementList = z.array(Achievement);
export const EducationList = z.array(Education);

/** What learners see of an instructor's teaching, across their published courses. */
export const InstructorStats = z.object({
  courses_count: z.number().int(),
  learners_count: z.number().int(),
  /** The average of their published courses' ratings, weighted by the number of ratings; 0 without any. */
  rating_avg: z.number(),
  rating_count: z.number().int(),
});
export type InstructorStats = z.infer<typeof InstructorStats>;

/**
 * `GET instructors/{id}/` (public): the headline and bio in the reader's language (field by field, else
 * English), links, achievements, education and published courses. Never e-mail, phone or payout details.
 */
export const PublicInstructorProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  headline: z.string(),
  bio: z.string(),
  expertise: z.string(),
  experience_years: z.number().int().nullable(),
  website_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  stats: InstructorStats,
  achievements: AchievementList,
  education: EducationList,
  courses: z.array(CourseListItem),
});
export type PublicInstructorProfile = z.infer<typeof PublicInstructorProfile>;
