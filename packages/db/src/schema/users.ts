import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A person. Every user is a learner; role profiles (instructor, recruiter, ...) hang off it. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    /** The verified mobile number (+8801XXXXXXXXX); null until a code sent to it was entered. */
    phoneNumber: text('phone_number'),
    /**
     * A number given at sign-up (or by Google's flow) but not yet confirmed by a code: the phone
     * verification page offers it first. SPEC.md §4 gates on `phone_number`, so an unconfirmed number
     * must never sit there.
     */
    pendingPhoneNumber: text('pending_phone_number'),
    /** Google's stable account id (`sub`) once the user signed in with Google. */
    googleSub: text('google_sub').unique(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    profilePicture: text('profile_picture'),
    /**
     * The interface language the user chose (`en` or `bn`, issue 16); null until they choose. It follows
     * them to another device, and e-mails and SMS to them are written in it.
     */
    language: text('language').$type<'en' | 'bn'>(),
    /** Staff (admins) pass every role check; granted by hand, never by sign-up. */
    isStaff: boolean('is_staff').notNull().default(false),
    /**
     * Per-account sign-in throttling (OWASP ASVS 2.2.1): failed password attempts counted in a window
     * that starts at the first failure; reset by a successful sign-in or when the window is over.
     */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Rahim@x.com" and "rahim@x.com" are one person.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

export const instructorProfiles = pgTable('instructor_profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull().default(''),
  bio: text('bio').notNull().default(''),
  /** What they teach, e.g. "Data analytics"; set by /convert-instructor. */
  expertise: text('expertise').notNull().default(''),
  /** Years of professional experience in that field. */
  experienceYears: integer('experience_years'),
  /** A portfolio, LinkedIn or sample-lesson link. */
  websiteUrl: text('website_url'),
  /** The headline and bio in Bangla (docs/decisions/026): null or blank means "not written". */
  headlineBn: text('headline_bn'),
  bioBn: text('bio_bn'),
  /** Public profile links (issue 17 item 1), https URLs; null when not given. */
  linkedinUrl: text('linkedin_url'),
  facebookUrl: text('facebook_url'),
  youtubeUrl: text('youtube_url'),
  /**
   * Where the instructor's earnings are paid: the same methods and account rules as an affiliate's
   * (`normalisePayoutAccount` of the contract), so one payout machinery reads both. Null until set; never
   * shown on the public profile.
   */
  payoutMethod: text('payout_method'),
  payoutAccount: text('payout_account'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An award, result or recognition on an instructor's public profile, in the order the instructor chose. */
export const instructorAchievements = pgTable(
  'instructor_achievements',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructorProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Who gave it or where: "BASIS National ICT Awards". */
    issuer: text('issuer').notNull().default(''),
    year: integer('year'),
    url: text('url'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instructor_achievements_instructor_idx').on(t.instructorId, t.position)],
);

/** A degree or certification on an instructor's public profile, in the order the instructor chose. */
export const instructorEducation = pgTable(
  'instructor_education',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructorProfiles.id, { onDelete: 'cascade' }),
    degree: text('degree').notNull(),
    institution: text('institution').notNull(),
    startYear: integer('start_year'),
    /** Null: still studying (or not said when the start is null too). */
    endYear: integer('end_year'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instructor_education_instructor_idx').on(t.instructorId, t.position)],
);

/** A recruiter: someone hiring for a company (SPEC.md §6; /convert-recruiter creates it). */
export const recruiterProfiles = pgTable('recruiter_profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  designation: text('designation').notNull().default(''),
  companyWebsite: text('company_website'),
  /** A band such as "1-10", "11-50"; free text is not useful for filtering. */
  companySize: text('company_size'),
  /** The company profile of /hr-dashboard/update-profile, copied onto job posts when they are saved. */
  companyLogo: text('company_logo').notNull().default(''),
  companyAbout: text('company_about').notNull().default(''),
  companyIndustry: text('company_industry').notNull().default(''),
  companyLocation: text('company_location').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A job seeker (SPEC.md §7: POST user/api/v2/job_seeker/ has no body). The profile of
 * /js-dashboard/update-profile fills the rest: it is what recruiters see of an applicant, what the ranking
 * reads, and (when `discoverable`) what the talent search finds. Experience and education are rows of their
 * own (jobs.ts).
 */
export const jobSeekerProfiles = pgTable('job_seeker_profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** One line under the name: "Junior accountant, Excel and Tally". */
  headline: text('headline').notNull().default(''),
  about: text('about').notNull().default(''),
  /** Where the seeker lives or wants to work (BD_DIVISIONS); null when not said. */
  division: text('division'),
  district: text('district'),
  /** Self-declared skill tags, lower-case like job posts' (the ranking marks which the platform verifies). */
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Monthly, in poisha; null when not said. */
  expectedSalary: integer('expected_salary'),
  /** Opted in to the recruiters' talent search (/hr-dashboard/talents). Off until the seeker turns it on. */
  discoverable: boolean('discoverable').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An affiliate: earns a commission on courses bought through their links (issue 5 uses the code). */
export const affiliateProfiles = pgTable('affiliate_profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The code in /payment/{id}/{affiliateId} links: short, unguessable enough, unique. */
  referralCode: text('referral_code').notNull().unique(),
  /** Where payouts go: a bKash/Nagad number (+8801...) or a bank account description. */
  payoutMethod: text('payout_method'),
  payoutAccount: text('payout_account'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
