import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, jobPosts } from './jobs';
import { resumes } from './resumes';
import { jobSeekerProfiles, recruiterProfiles, users } from './users';

/*
 * Issue 6, second slice: the job seeker's profile rows, applications and the recruiter's pipeline.
 */

/** One job in the seeker's work history (/js-dashboard/update-profile/job-experience). */
export const jobSeekerExperiences = pgTable(
  'job_seeker_experiences',
  {
    id: serial('id').primaryKey(),
    jobSeekerId: integer('job_seeker_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull(),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }),
    /** The first day of the starting month; months are what a CV states. */
    startMonth: date('start_month', { mode: 'string' }).notNull(),
    /** The first day of the last month; null while the seeker still works there. */
    endMonth: date('end_month', { mode: 'string' }),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_seeker_experiences_order', sql`${t.endMonth} IS NULL OR ${t.endMonth} >= ${t.startMonth}`),
    index('job_seeker_experiences_seeker_idx').on(t.jobSeekerId, t.startMonth.desc()),
  ],
);

/** One qualification (/js-dashboard/update-profile/education). */
export const jobSeekerEducations = pgTable(
  'job_seeker_educations',
  {
    id: serial('id').primaryKey(),
    jobSeekerId: integer('job_seeker_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    level: text('level', { enum: EDUCATION_LEVELS }).notNull(),
    institution: text('institution').notNull(),
    /** "Accounting", "Science group"; '' when not said. */
    subject: text('subject').notNull().default(''),
    /** As the certificate states it: "GPA 5.00", "CGPA 3.62 of 4", "First class". */
    result: text('result').notNull().default(''),
    /** Null while studying. */
    passingYear: smallint('passing_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'job_seeker_educations_level_known',
      sql`${t.level} in ('ssc', 'hsc', 'diploma', 'bachelor', 'masters', 'phd')`,
    ),
    index('job_seeker_educations_seeker_idx').on(t.jobSeekerId),
  ],
);

export const APPLICATION_STAGES = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
/** What the applicant sent as a resume: an uploaded PDF, their Dokkho profile, or a resume built on Dokkho. */
export const RESUME_KINDS = ['upload', 'profile', 'built'] as const;

/**
 * One person's application to one job. Withdrawing keeps the row (the recruiter's history stays true);
 * applying again before the deadline revives it at `applied`.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    jobSeekerId: integer('job_seeker_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull().default('applied'),
    shortlisted: boolean('shortlisted').notNull().default(false),
    resumeKind: text('resume_kind', { enum: RESUME_KINDS }).notNull(),
    /** The uploaded PDF's private object key (never under /media/); null for a profile resume. */
    resumeKey: text('resume_key'),
    resumeFileName: text('resume_file_name'),
    resumeBytes: integer('resume_bytes'),
    /**
     * A built resume as it was sent (contract ResumeDocument and ResumeSettings): the recruiter reads what
     * the applicant sent, not later edits. `resume_id` only remembers which resume it came from.
     */
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    resumeDocument: jsonb('resume_document').$type<Record<string, unknown>>(),
    resumeSettings: jsonb('resume_settings').$type<Record<string, unknown>>(),
    coverLetter: text('cover_letter').notNull().default(''),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the recruiter first opened it: unseen applications are the dashboard's "new applicants". */
    recruiterSeenAt: timestamp('recruiter_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_applications_job_seeker_uq').on(t.jobId, t.jobSeekerId),
    check(
      'job_applications_stage_known',
      sql`${t.stage} in ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected')`,
    ),
    check('job_applications_resume_kind_known', sql`${t.resumeKind} in ('upload', 'profile', 'built')`),
    check(
      'job_applications_built_has_snapshot',
      sql`${t.resumeKind} <> 'built' OR (${t.resumeDocument} IS NOT NULL AND ${t.resumeSettings} IS NOT NULL)`,
    ),
    check(
      'job_applications_upload_has_file',
      sql`${t.resumeKind} <> 'upload' OR (${t.resumeKey} IS NOT NULL AND ${t.resumeFileName} IS NOT NULL)`,
    ),
    index('job_applications_job_stage_idx').on(t.jobId, t.stage),
    index('job_applications_seeker_idx').on(t.jobSeekerId, t.createdAt.desc()),
  ],
);

/** Every stage an application went through (the seeker's timeline); `withdrawn` marks a withdrawal. */
export const applicationStageEvents = pgTable(
  'application_stage_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_stage_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** The recruiter's private notes on an applicant; the applicant never sees them. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * The recruiter's in-app notifications (a new application). `emailed_at` is set when the hourly digest
 * has told them by e-mail, so each one is e-mailed at most once, and read ones are not e-mailed at all.
 */
export const recruiterNotifications = pgTable(
  'recruiter_notifications',
  {
    id: serial('id').primaryKey(),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiterProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new_application'] }).notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recruiter_notifications_recruiter_idx').on(t.recruiterId, t.createdAt.desc()),
    index('recruiter_notifications_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL AND ${t.emailedAt} IS NULL`),
  ],
);

export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;

/**
 * A recruiter who found a discoverable seeker in the talent search asks to contact them; the seeker's
 * e-mail and phone stay hidden until they accept.
 */
export const talentContactRequests = pgTable(
  'talent_contact_requests',
  {
    id: serial('id').primaryKey(),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiterProfiles.id, { onDelete: 'cascade' }),
    jobSeekerId: integer('job_seeker_id')
      .notNull()
      .references(() => jobSeekerProfiles.id, { onDelete: 'cascade' }),
    /** The role the recruiter has in mind, when there is one. */
    jobId: integer('job_id').references(() => jobPosts.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: CONTACT_REQUEST_STATUSES }).notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('talent_contact_requests_pair_uq').on(t.recruiterId, t.jobSeekerId),
    check('talent_contact_requests_status_known', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    index('talent_contact_requests_seeker_idx').on(t.jobSeekerId, t.status),
  ],
);
