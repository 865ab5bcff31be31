import { z } from 'zod';
import { Password } from './auth';
import {
  BdDivisionSchema,
  EducationLevel,
  EmploymentType,
  JobListItem,
  JobStatus,
  isDistrictOf,
  optionalBodyText,
  optionalQueryText,
  requiredText,
  SkillList,
} from './jobs';
import { Id, idFromText, PG_INTEGER_MAX } from './common';
import { PageQuery, paginated } from './pagination';
import { ResumeDocument, ResumeSettings } from './resume';

/**
 * Issue 6, second slice: the job seeker's profile and applications (/js-dashboard), the recruiter's
 * pipeline, ranking, shortlist, talent search and notifications (/hr-dashboard). Money is integer poisha.
 */

const Timestamp = z.string().describe('ISO 8601');
/** A month as a CV states it: `YYYY-MM`. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

// ---------------------------------------------------------------------------------------------------
// Stages

export const APPLICATION_STAGES = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export const ApplicationStage = z.enum(APPLICATION_STAGES, {
  error: 'Stage must be applied, screening, interview, offer, hired or rejected',
});
export type ApplicationStage = z.infer<typeof ApplicationStage>;
/** What the applicant sees (and is e-mailed): kinder words for the same stages. */
export const APPLICANT_STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Application received',
  screening: 'Being reviewed',
  interview: 'Invited to interview',
  offer: 'Offer made',
  hired: 'Hired',
  rejected: 'Not selected',
};
/** A timeline entry's stage: one of the stages, or the applicant's own withdrawal. */
export const TimelineStage = z.enum([...APPLICATION_STAGES, 'withdrawn']);
export type TimelineStage = z.infer<typeof TimelineStage>;

export const RESUME_KINDS = ['upload', 'profile', 'built'] as const;
export const ResumeKind = z.enum(RESUME_KINDS, {
  error: 'Choose a PDF resume, a resume built on Dokkho or your Dokkho profile',
});
export type ResumeKind = z.infer<typeof ResumeKind>;

export const HIRING_LIMITS = {
  resumeMaxBytes: 5 * 1024 * 1024,
  resumeMaxMb: 5,
  coverLetterMax: 4000,
  noteMax: 2000,
  bulkMax: 100,
  contactMessageMax: 1000,
  headlineMax: 120,
  aboutMax: 2000,
  experiences: 30,
  educations: 15,
  /** Applications per person per day (a rate limit against spraying every post). */
  applicationsPerDay: 30,
} as const;

export const HIRING_MESSAGES = {
  notJobSeeker: 'Only job seekers can apply. Open the job seeker dashboard to become one.',
  alreadyApplied: 'You have already applied to this job.',
  jobClosed: 'This job is no longer taking applications.',
  ownJob: 'You cannot apply to your own job post.',
  resumeMissing: 'Choose your resume as a PDF file.',
  resumeType: 'Upload the resume as a PDF file.',
  resumeUnreadable:
    'This PDF cannot be opened: it is damaged or not really a PDF. Save the resume as a PDF again.',
  resumeTooLarge: `This resume is larger than ${HIRING_LIMITS.resumeMaxMb} MB. Choose a smaller PDF.`,
  profileIncomplete: 'Add a headline and at least one job or qualification to apply with your profile.',
  withdrawn: 'You withdrew this application.',
  cannotWithdraw: 'A decided application (hired or not selected) cannot be withdrawn.',
  applicationNotFound: 'Application not found.',
  withdrawnNoStage: 'The applicant withdrew this application; its stage cannot change.',
  contactPending: 'You have already asked to contact this person.',
  notDiscoverable: 'This person is not in the talent search.',
  wrongPassword: 'Your current password is not right.',
  samePassword: 'Choose a new password different from the current one.',
} as const;

// ---------------------------------------------------------------------------------------------------
// The job seeker's profile (/js-dashboard/update-profile/*)

export const Experience = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  employment_type: EmploymentType.nullable(),
  /** `YYYY-MM`. */
  start_month: z.string(),
  /** `YYYY-MM`; null while still there. */
  end_month: z.string().nullable(),
  description: z.string(),
});
export type Experience = z.infer<typeof Experience>;

const Month = (label: string) =>
  z.string({ error: `Choose the ${label}` }).regex(MONTH, `Enter the ${label} as a month, like 2024-03`);

/** `POST jobs/seeker/experience/`, `PUT jobs/seeker/experience/{id}/`. */
export const ExperienceInput = z
  .object({
    title: requiredText('the job title', 2, 120),
    company: requiredText('the company', 2, 120),
    employment_type: EmploymentType.nullish(),
    start_month: Month('start month'),
    end_month: Month('end month').nullish(),
    description: optionalBodyText('Description', 2000).optional(),
  })
  .refine((e) => !e.end_month || e.end_month >= e.start_month, {
    message: 'The end month cannot be before the start month',
    path: ['end_month'],
  });
export type ExperienceInput = z.input<typeof ExperienceInput>;

export const Education = z.object({
  id: z.number().int(),
  level: EducationLevel,
  institution: z.string(),
  subject: z.string(),
  result: z.string(),
  passing_year: z.number().int().nullable(),
});
export type Education = z.infer<typeof Education>;

/** `POST jobs/seeker/education/`, `PUT jobs/seeker/education/{id}/`. */
export const EducationInput = z.object({
  level: EducationLevel,
  institution: requiredText('the institution', 2, 160),
  subject: optionalBodyText('Subject', 120).optional(),
  result: optionalBodyText('Result', 60).optional(),
  /** Null while studying. */
  passing_year: z
    .number({ error: 'Passing year must be a year' })
    .int('Passing year must be a year')
    .min(1960, 'Passing year must be 1960 or later')
    .max(2100, 'Passing year is too far ahead')
    .nullish(),
});
export type EducationInput = z.input<typeof EducationInput>;

/** A certificate earned on Dokkho: the platform's own evidence, shown as "verified". */
export const EarnedCertificate = z.object({
  serial: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  issued_at: Timestamp,
});
export type EarnedCertificate = z.infer<typeof EarnedCertificate>;

/** `GET/PUT jobs/seeker/profile/`: the job seeker's own profile. */
export const SeekerProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  profile_picture: z.string().nullable(),
  headline: z.string(),
  about: z.string(),
  division: z.string().nullable(),
  district: z.string().nullable(),
  skills: z.array(z.string()),
  expected_salary: z.number().int().nullable(),
  discoverable: z.boolean(),
  experiences: z.array(Experience),
  educations: z.array(Education),
  certificates: z.array(EarnedCertificate),
  /** Whole years of work, from the experiences (overlaps counted once). */
  experience_years: z.number().int(),
  /** 0..100 and what is still missing ("Add a headline"), for the dashboard's nudge. */
  completeness: z.object({ percent: z.number().int(), missing: z.array(z.string()) }),
  updated_at: Timestamp,
});
export type SeekerProfile = z.infer<typeof SeekerProfile>;

/** `PUT jobs/seeker/profile/`: the profile's own fields (experience and education have their own calls). */
export const SeekerProfileUpdate = z
  .object({
    headline: optionalBodyText('Headline', HIRING_LIMITS.headlineMax),
    about: optionalBodyText('About', HIRING_LIMITS.aboutMax),
    division: BdDivisionSchema.nullable(),
    district: z.string().trim().nullable(),
    skills: SkillList,
    expected_salary: z
      .number({ error: 'Expected salary must be a number' })
      .int('Expected salary must be a whole number of poisha')
      .min(0, 'Expected salary cannot be negative')
      .max(1_00_00_000_00, 'Expected salary is too large')
      .nullable(),
    discoverable: z.boolean({ error: 'discoverable must be true or false' }),
  })
  .refine((p) => !p.district || (p.division != null && isDistrictOf(p.division, p.district)), {
    message: 'Choose a district of the chosen division',
    path: ['district'],
  });
export type SeekerProfileUpdate = z.input<typeof SeekerProfileUpdate>;

/** `POST user/auth/change-password/` (/js-dashboard/update-profile/security; any signed-in user). */
export const ChangePasswordRequest = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password'),
    new_password: Password,
  })
  .refine((b) => b.current_password !== b.new_password, {
    message: HIRING_MESSAGES.samePassword,
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

// ---------------------------------------------------------------------------------------------------
// Applying (job seekers)

/**
 * `POST jobs/apply/{jobId}/`, multipart/form-data: `resume_kind` (upload | profile), `cover_letter`
 * (optional text) and, for `upload`, a PDF in `file` (at most 5 MB, checked by its bytes, not its name).
 * These are the text fields; the file is checked by the server.
 */
export const ApplyFields = z
  .object({
    resume_kind: ResumeKind,
    /** For `built`: one of my resumes (`GET resume/`); a copy of it as it is now goes with the application. */
    resume_id: z.coerce
      .number({ error: 'Choose one of your resumes' })
      .int()
      .positive()
      .max(PG_INTEGER_MAX, 'Choose one of your resumes')
      .optional(),
    cover_letter: optionalBodyText('The cover letter', HIRING_LIMITS.coverLetterMax).optional(),
  })
  .refine((f) => f.resume_kind !== 'built' || f.resume_id !== undefined, {
    message: 'Choose one of your resumes',
    path: ['resume_id'],
  });
export type ApplyFields = z.input<typeof ApplyFields>;

/** The job as an application shows it (enough for a row and a link to /jobs/{id}). */
export const ApplicationJob = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  company_logo: z.string(),
  workplace: JobListItem.shape.workplace,
  division: z.string().nullable(),
  district: z.string().nullable(),
  deadline: Timestamp,
  /** `closed` also when the deadline has passed. */
  status: z.enum(['draft', 'open', 'closed']),
});
export type ApplicationJob = z.infer<typeof ApplicationJob>;

export const TimelineEntry = z.object({ stage: TimelineStage, at: Timestamp });
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const ResumeInfo = z.object({
  kind: ResumeKind,
  /** The uploaded PDF's name, or the built resume's title; null for a profile resume. */
  file_name: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /**
   * `/api/jobs/applications/{id}/resume/` for an upload or a built resume (signed-in, owner or the job's
   * recruiter; a built one is rendered to PDF, 503 RESUME_PDF_MESSAGES.unavailable without Chromium);
   * null for a profile resume.
   */
  url: z.string().nullable(),
  /** A built resume as it was sent (later edits do not change it), for the on-page preview; else null. */
  built: z.object({ document: ResumeDocument, settings: ResumeSettings }).nullable(),
});
export type ResumeInfo = z.infer<typeof ResumeInfo>;

/** One of my applications (`GET jobs/applications/`). */
export const MyApplicationRow = z.object({
  id: z.number().int(),
  job: ApplicationJob,
  stage: ApplicationStage,
  withdrawn: z.boolean(),
  applied_at: Timestamp,
  stage_changed_at: Timestamp,
});
export type MyApplicationRow = z.infer<typeof MyApplicationRow>;

/** `GET jobs/applications/{id}/`, `POST jobs/apply/{jobId}/` (201) and `POST .../withdraw/`. */
export const MyApplicationDetail = MyApplicationRow.extend({
  cover_letter: z.string(),
  resume: ResumeInfo,
  /** Oldest first; the recruiter's notes and shortlist are never here. */
  timeline: z.array(TimelineEntry),
  /** True until the application is decided (hired/rejected) or already withdrawn. */
  can_withdraw: z.boolean(),
});
export type MyApplicationDetail = z.infer<typeof MyApplicationDetail>;

export const MY_APPLICATION_FILTERS = ['active', 'withdrawn', ...APPLICATION_STAGES] as const;
/** `GET jobs/applications/?status=`: `active` (not withdrawn, not decided), `withdrawn`, or one stage. */
export const MyApplicationsQuery = PageQuery.extend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(MY_APPLICATION_FILTERS, { error: 'Unknown application filter' }).optional(),
  ),
});
export type MyApplicationsQuery = z.input<typeof MyApplicationsQuery>;
export const MyApplicationsResponse = paginated(MyApplicationRow);
export type MyApplicationsResponse = z.infer<typeof MyApplicationsResponse>;

/**
 * `GET jobs/apply/{jobId}/` (signed in): may I apply, and my application if there is one. The board is a
 * public cached page, so this is asked separately. `reason` is a message when `can_apply` is false.
 */
export const ApplyStatus = z.object({
  can_apply: z.boolean(),
  reason: z.string().nullable(),
  /** False: the page offers the one-tap switch (`POST user/api/v2/job_seeker/`) before the form. */
  is_job_seeker: z.boolean(),
  /** Whether the profile is complete enough to apply with it (HIRING_MESSAGES.profileIncomplete). */
  profile_ready: z.boolean(),
  application: MyApplicationRow.nullable(),
});
export type ApplyStatus = z.infer<typeof ApplyStatus>;

/** `GET jobs/seeker/dashboard/`: /js-dashboard's index. */
export const SeekerDashboard = z.object({
  /** Applications not withdrawn, by stage; `withdrawn` counted apart. */
  stage_counts: z.record(ApplicationStage, z.number().int()),
  withdrawn_count: z.number().int(),
  /** Open jobs matching the profile's skills and location, not yet applied to; at most 6. */
  recommended: z.array(JobListItem),
  pending_contact_requests: z.number().int(),
  completeness: SeekerProfile.shape.completeness,
});
export type SeekerDashboard = z.infer<typeof SeekerDashboard>;

// ---------------------------------------------------------------------------------------------------
// Talent contact requests

export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const ContactRequestStatus = z.enum(CONTACT_REQUEST_STATUSES);
export type ContactRequestStatus = z.infer<typeof ContactRequestStatus>;

/** What the seeker sees (`GET jobs/seeker/contact-requests/`). */
export const SeekerContactRequest = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_logo: z.string(),
  recruiter_name: z.string(),
  designation: z.string(),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  message: z.string(),
  status: ContactRequestStatus,
  created_at: Timestamp,
});
export type SeekerContactRequest = z.infer<typeof SeekerContactRequest>;
export const SeekerContactRequestList = z.array(SeekerContactRequest);

/** `POST jobs/seeker/contact-requests/{id}/`: accepting shows the recruiter your e-mail and phone. */
export const ContactRequestAnswer = z.object({
  accept: z.boolean({ error: 'accept must be true or false' }),
});
export type ContactRequestAnswer = z.infer<typeof ContactRequestAnswer>;

/** `POST jobs/talents/{seekerId}/contact/`. */
export const ContactRequestInput = z.object({
  message: optionalBodyText('The message', HIRING_LIMITS.contactMessageMax).optional(),
  /** One of the recruiter's own posts, when the request is about it. */
  job_id: Id.nullish(),
});
export type ContactRequestInput = z.input<typeof ContactRequestInput>;

// ---------------------------------------------------------------------------------------------------
// The match score (ranking, applicant detail, talents)

export const MATCH_PART_KEYS = ['skills', 'experience', 'education', 'location', 'evidence'] as const;
export type MatchPartKey = (typeof MATCH_PART_KEYS)[number];
/** Points out of 100 per part; every part states its reasons. */
export const MATCH_WEIGHTS: Record<MatchPartKey, number> = {
  skills: 40,
  experience: 20,
  education: 15,
  location: 10,
  evidence: 15,
};

export const MatchPart = z.object({
  key: z.enum(MATCH_PART_KEYS),
  label: z.string(),
  points: z.number().int(),
  max: z.number().int(),
  /** Plain sentences: "3 years of work; the post asks for 2 to 4". */
  reasons: z.array(z.string()),
});
export type MatchPart = z.infer<typeof MatchPart>;

/** One required skill of the post: verified by the platform (a completed course or certificate), declared, or missing. */
export const SkillMatch = z.object({
  skill: z.string(),
  status: z.enum(['verified', 'declared', 'missing']),
  /** For `verified`: what proves it ("Certificate: Excel for Business"). */
  evidence: z.string().nullable(),
});
export type SkillMatch = z.infer<typeof SkillMatch>;

export const MatchScore = z.object({
  /** 0..100, the sum of the parts' points. */
  total: z.number().int(),
  parts: z.array(MatchPart),
  skills: z.array(SkillMatch),
});
export type MatchScore = z.infer<typeof MatchScore>;

// ---------------------------------------------------------------------------------------------------
// The recruiter's pipeline

/** `?verified_only=true`: only what a completed Dokkho course or certificate proves (ranking, talents). */
const VerifiedOnlyFlag = z
  .enum(['true', 'false'], { error: 'verified_only must be true or false' })
  .optional()
  .transform((v) => v === 'true');

/** The seeker's profile as a recruiter sees it (contact separately, and only when allowed). */
export const CandidateProfile = z.object({
  job_seeker_id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  headline: z.string(),
  about: z.string(),
  division: z.string().nullable(),
  district: z.string().nullable(),
  skills: z.array(z.string()),
  experience_years: z.number().int(),
  experiences: z.array(Experience),
  educations: z.array(Education),
  certificates: z.array(EarnedCertificate),
  /** Completed Dokkho courses (certificates aside) and the mean of the best passed quiz scores. */
  completed_courses: z.array(z.object({ course_id: z.number().int(), title: z.string() })),
  quiz_average: z.number().int().nullable(),
});
export type CandidateProfile = z.infer<typeof CandidateProfile>;

/** Shown once the candidate applied (and has not withdrawn) or accepted a contact request; else null. */
export const CandidateContact = z.object({ email: z.string(), phone_number: z.string().nullable() });
export type CandidateContact = z.infer<typeof CandidateContact>;

/** A row of `GET jobs/allapplicants/{jobId}/`. */
export const ApplicantRow = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  headline: z.string(),
  stage: ApplicationStage,
  shortlisted: z.boolean(),
  withdrawn: z.boolean(),
  /** Not opened by the recruiter yet. */
  is_new: z.boolean(),
  resume_kind: ResumeKind,
  match_total: z.number().int(),
  applied_at: Timestamp,
  stage_changed_at: Timestamp,
});
export type ApplicantRow = z.infer<typeof ApplicantRow>;

export const APPLICANT_SORTS = ['newest', 'oldest', 'match'] as const;
/** `GET jobs/allapplicants/{jobId}/?stage=&shortlisted=&search=&sort=&page=`. */
export const ApplicantsQuery = PageQuery.extend({
  stage: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum([...APPLICATION_STAGES, 'withdrawn'], { error: 'Unknown stage' }).optional(),
  ),
  shortlisted: z
    .enum(['true', 'false'], { error: 'shortlisted must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  search: optionalQueryText(100, 'Search'),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(APPLICANT_SORTS, { error: 'Sort must be newest, oldest or match' }).optional(),
  ),
});
export type ApplicantsQuery = z.input<typeof ApplicantsQuery>;

export const PipelineJob = z.object({
  id: z.number().int(),
  title: z.string(),
  status: JobStatus,
  deadline: Timestamp,
  skills: z.array(z.string()),
});
export type PipelineJob = z.infer<typeof PipelineJob>;

export const ApplicantsResponse = paginated(ApplicantRow).extend({
  job: PipelineJob,
  /** Not withdrawn, by stage; withdrawn apart. Unaffected by the query's filters. */
  stage_counts: z.record(ApplicationStage, z.number().int()),
  withdrawn_count: z.number().int(),
});
export type ApplicantsResponse = z.infer<typeof ApplicantsResponse>;

export const ApplicantNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author_name: z.string(),
  created_at: Timestamp,
});
export type ApplicantNote = z.infer<typeof ApplicantNote>;

/** `GET/PATCH jobs/applicants/{applicationId}/`. Opening it marks it seen. */
export const ApplicantDetail = ApplicantRow.extend({
  candidate: CandidateProfile,
  contact: CandidateContact.nullable(),
  cover_letter: z.string(),
  resume: ResumeInfo,
  match: MatchScore,
  timeline: z.array(TimelineEntry),
  notes: z.array(ApplicantNote),
});
export type ApplicantDetail = z.infer<typeof ApplicantDetail>;

/** `PATCH jobs/applicants/{applicationId}/`: move the stage (the applicant is e-mailed) and/or shortlist. */
export const ApplicantUpdate = z
  .object({ stage: ApplicationStage.optional(), shortlisted: z.boolean().optional() })
  .refine((b) => b.stage !== undefined || b.shortlisted !== undefined, {
    message: 'Send a stage or shortlisted.',
  });
export type ApplicantUpdate = z.infer<typeof ApplicantUpdate>;

/** `POST jobs/applicants/bulk-stage/`: all or nothing; withdrawn ones are skipped and counted. */
export const BulkStageRequest = z.object({
  application_ids: z
    .array(Id, { error: 'Send the applications as a list of ids' })
    .min(1, 'Choose at least one applicant')
    .max(HIRING_LIMITS.bulkMax, `Move at most ${HIRING_LIMITS.bulkMax} applicants at once`)
    .transform((ids) => [...new Set(ids)]),
  stage: ApplicationStage,
});
export type BulkStageRequest = z.input<typeof BulkStageRequest>;
export const BulkStageResponse = z.object({ updated: z.number().int(), skipped: z.number().int() });
export type BulkStageResponse = z.infer<typeof BulkStageResponse>;

/** `POST jobs/applicants/{applicationId}/notes/`. */
export const NoteInput = z.object({ body: requiredText('a note', 1, HIRING_LIMITS.noteMax) });
export type NoteInput = z.infer<typeof NoteInput>;

/** `GET jobs/ranking/{jobId}/?min_score=&skill=&stage=&page=`: /hr-dashboard/filter-resume/{id}. */
export const RankingQuery = PageQuery.extend({
  min_score: z.coerce
    .number({ error: 'Minimum score must be a number' })
    .int('Minimum score must be a whole number')
    .min(0, 'Minimum score must be 0 to 100')
    .max(100, 'Minimum score must be 0 to 100')
    .optional(),
  /** Only applicants with this skill verified or declared. */
  skill: optionalQueryText(40, 'Skill'),
  /** Only verified evidence counts for `skill`. */
  verified_only: VerifiedOnlyFlag,
  stage: ApplicantsQuery.shape.stage,
});
export type RankingQuery = z.input<typeof RankingQuery>;

export const RankedApplicant = z.object({
  /** 1-based, over the whole (filtered) ranking; ties broken by who applied first, then by id (stable). */
  rank: z.number().int(),
  application: ApplicantRow,
  match: MatchScore,
});
export type RankedApplicant = z.infer<typeof RankedApplicant>;

export const RankingResponse = paginated(RankedApplicant).extend({ job: PipelineJob });
export type RankingResponse = z.infer<typeof RankingResponse>;

/** `GET jobs/shortlisted/?job=&page=`: shortlisted applicants across the recruiter's posts. */
export const ShortlistQuery = PageQuery.extend({
  job: z.coerce
    .number({ error: 'Job must be an id' })
    .int()
    .positive()
    .max(PG_INTEGER_MAX, 'Job must be an id')
    .optional(),
});
export type ShortlistQuery = z.input<typeof ShortlistQuery>;
export const ShortlistResponse = paginated(ApplicantRow);
export type ShortlistResponse = z.infer<typeof ShortlistResponse>;

// ---------------------------------------------------------------------------------------------------
// Talents (seekers who opted in)

/** `GET jobs/talents/?search=&skill=&division=&experience=&page=`. */
export const TalentQuery = PageQuery.extend({
  search: optionalQueryText(100, 'Search'),
  skill: optionalQueryText(40, 'Skill'),
  division: z.preprocess((v) => (v === '' ? undefined : v), BdDivisionSchema.optional()),
  /** At least this many years of work. */
  experience: z.coerce
    .number({ error: 'Experience must be a number of years' })
    .int('Experience must be a whole number of years')
    .min(0, 'Experience cannot be negative')
    .max(50, 'Experience can be at most 50 years')
    .optional(),
  verified_only: VerifiedOnlyFlag,
});
export type TalentQuery = z.input<typeof TalentQuery>;

export const TalentRow = z.object({
  job_seeker_id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  headline: z.string(),
  division: z.string().nullable(),
  district: z.string().nullable(),
  skills: z.array(z.string()),
  /** Skills a completed course or certificate on Dokkho verifies. */
  verified_skills: z.array(z.string()),
  experience_years: z.number().int(),
  certificate_count: z.number().int(),
  /** This recruiter's request to contact them, if any. */
  contact_request: ContactRequestStatus.nullable(),
});
export type TalentRow = z.infer<typeof TalentRow>;
export const TalentListResponse = paginated(TalentRow);
export type TalentListResponse = z.infer<typeof TalentListResponse>;

/** `GET jobs/talents/{seekerId}/`. */
export const TalentDetail = TalentRow.extend({
  candidate: CandidateProfile,
  /** Only once they accepted this recruiter's request. */
  contact: CandidateContact.nullable(),
});
export type TalentDetail = z.infer<typeof TalentDetail>;

// ---------------------------------------------------------------------------------------------------
// Recruiter dashboard and notifications

export const RecruiterNotification = z.object({
  id: z.number().int(),
  kind: z.literal('new_application'),
  application_id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  applicant_name: z.string(),
  read: z.boolean(),
  created_at: Timestamp,
});
export type RecruiterNotification = z.infer<typeof RecruiterNotification>;

/** `GET jobs/notifications/`: the 30 newest, and how many are unread in all. */
export const RecruiterNotificationList = z.object({
  unread: z.number().int(),
  results: z.array(RecruiterNotification),
});
export type RecruiterNotificationList = z.infer<typeof RecruiterNotificationList>;

/** `POST jobs/notifications/read/`: these ids, or all when `ids` is absent. */
export const MarkNotificationsRead = z.object({
  ids: z.array(Id).max(100, 'Mark at most 100 at once').optional(),
});
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsRead>;
/** No body at all means "all", like `{}`: a bare POST from a bell's "mark all read" is fine. */
export const MarkNotificationsReadBody = MarkNotificationsRead.nullish();

/** Path parameters of the recruiter's routes, each named for what it identifies. */
/** `jobs/apply/{jobId}/`, `jobs/ranking/{jobId}/`: a job post, named apart from an application's own id. */
export const JobIdParam = z.object({ jobId: idFromText('Job id') });
export const ApplicationIdParam = z.object({ applicationId: idFromText('Application id') });
export const NoteParams = z.object({
  applicationId: idFromText('Application id'),
  noteId: idFromText('Note id'),
});
export const SeekerIdParam = z.object({ seekerId: idFromText('Job seeker id') });

/** `GET jobs/recruiter/dashboard/`: /hr-dashboard's index. */
export const RecruiterDashboard = z.object({
  open_jobs: z.number().int(),
  draft_jobs: z.number().int(),
  applicants_total: z.number().int(),
  new_applicants: z.number().int(),
  stage_counts: z.record(ApplicationStage, z.number().int()),
  /** The 5 newest applications across the recruiter's posts. */
  recent_applicants: z.array(ApplicantRow),
});
export type RecruiterDashboard = z.infer<typeof RecruiterDashboard>;
