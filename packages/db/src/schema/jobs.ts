import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';
import { recruiterProfiles, users } from './users';

/*
 * Issue 6: the job board. A job post belongs to one recruiter; the company's name and logo are copied
 * onto the post so that a listing never needs the recruiter's profile. Saving the profile updates the
 * copies on all of the recruiter's posts (a replaced logo's file is deleted, so none may keep it).
 */

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export const WORKPLACES = ['on_site', 'remote', 'hybrid'] as const;
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
/** Bangladesh's ladder of qualifications, lowest first (the ranking compares positions in it). */
export const EDUCATION_LEVELS = ['ssc', 'hsc', 'diploma', 'bachelor', 'masters', 'phd'] as const;

export const jobPosts = pgTable(
  'job_posts',
  {
    id: serial('id').primaryKey(),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiterProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    companyLogo: text('company_logo').notNull().default(''),
    /** Markdown; rendered sanitised (the same renderer as lesson articles). */
    description: text('description').notNull().default(''),
    /** Bangla versions; null or empty: the English field is shown (docs/decisions/026). */
    titleBn: text('title_bn'),
    descriptionBn: text('description_bn'),
    responsibilities: text('responsibilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-case skill tags ("excel", "react"): search, filters and the applicant ranking use them. */
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    workplace: text('workplace', { enum: WORKPLACES }).notNull(),
    /** One of Bangladesh's eight divisions and, optionally, its district; null for a remote job. */
    division: text('division'),
    district: text('district'),
    vacancies: integer('vacancies').notNull().default(1),
    experienceMinYears: integer('experience_min_years').notNull().default(0),
    experienceMaxYears: integer('experience_max_years'),
    education: text('education').notNull().default(''),
    /** The least qualification asked for (EDUCATION_LEVELS); null when any will do. `education` says more. */
    educationLevel: text('education_level', { enum: EDUCATION_LEVELS }),
    /** Monthly salary in poisha; both null with `salary_negotiable`. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryNegotiable: boolean('salary_negotiable').notNull().default(false),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    /** One of Dokkho's own roles, listed on /career (posted by staff). */
    isInternal: boolean('is_internal').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when staff close a reported post; its recruiter cannot re-open it. */
    closedByStaffAt: timestamp('closed_by_staff_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string(skills, ' '), '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(title_bn, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description_bn, '')), 'C')`,
    ),
  },
  (t) => [
    check(
      'job_posts_employment_type_known',
      sql`${t.employmentType} in ('full_time', 'part_time', 'contract', 'internship')`,
    ),
    check('job_posts_workplace_known', sql`${t.workplace} in ('on_site', 'remote', 'hybrid')`),
    check('job_posts_status_known', sql`${t.status} in ('draft', 'open', 'closed')`),
    check(
      'job_posts_education_level_known',
      sql`${t.educationLevel} IS NULL OR ${t.educationLevel} in ('ssc', 'hsc', 'diploma', 'bachelor', 'masters', 'phd')`,
    ),
    check('job_posts_vacancies_positive', sql`${t.vacancies} > 0`),
    check(
      'job_posts_experience_range',
      sql`${t.experienceMinYears} >= 0 AND (${t.experienceMaxYears} IS NULL OR ${t.experienceMaxYears} >= ${t.experienceMinYears})`,
    ),
    check(
      'job_posts_salary_range',
      sql`(${t.salaryMin} IS NULL OR ${t.salaryMin} > 0) AND (${t.salaryMax} IS NULL OR ${t.salaryMax} >= coalesce(${t.salaryMin}, 0))`,
    ),
    index('job_posts_board_idx').on(t.status, t.publishedAt.desc()),
    index('job_posts_recruiter_idx').on(t.recruiterId, t.createdAt.desc()),
    index('job_posts_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'open'`),
    index('job_posts_search_idx').using('gin', t.searchVector),
  ],
);

/** A report of a job post (scam, misleading, discriminatory): staff review them and may close the post. */
export const jobReports = pgTable(
  'job_reports',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_reports_job_reporter_uq').on(t.jobId, t.reporterId),
    index('job_reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/** /hiringpage: an employer asks to hire through Dokkho; staff follow up. */
export const hiringLeads = pgTable(
  'hiring_leads',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** How many people they want to hire, roughly. */
    hires: integer('hires'),
    roles: text('roles').notNull().default(''),
    message: text('message').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hiring_leads_open_idx').on(t.contactedAt, t.createdAt)],
);
