import { z } from 'zod';
import { APPLICATION_STAGES, ApplicationStage } from './hiring';
import { Workplace } from './jobs';

/**
 * `GET instructor/jobs/` (issue 17 item 1, /ir-dashboard/job-details): how the instructor's learners are
 * being hired. Open job posts on the board whose skills the instructor's published courses teach, and the
 * applicants to them who hold a certificate of one of the instructor's courses (docs/decisions/034).
 */

export const StageCounts = z.object(
  Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, z.number().int()])) as Record<
    (typeof APPLICATION_STAGES)[number],
    z.ZodNumber
  >,
);
export type StageCounts = z.infer<typeof StageCounts>;

/** One of the instructor's courses, as a job's match names it (title in the reader's language). */
export const TeachingJobCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The job's skills this course teaches (its tags, or words of its title), lower-case. */
  skills: z.array(z.string()),
});
export type TeachingJobCourse = z.infer<typeof TeachingJobCourse>;

/**
 * A certificate holder who applied and lets recruiters find them (their profile is discoverable): only
 * these are named. Everyone else is in the counts only.
 */
export const TeachingJobApplicant = z.object({
  name: z.string(),
  stage: ApplicationStage,
  /** Titles of the instructor's courses whose certificate they hold. */
  certificates: z.array(z.string()),
});
export type TeachingJobApplicant = z.infer<typeof TeachingJobApplicant>;

export const TeachingJob = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  company_logo: z.string(),
  workplace: Workplace,
  division: z.string().nullable(),
  district: z.string().nullable(),
  deadline: z.string(),
  /** Every skill the post asks for, lower-case. */
  skills: z.array(z.string()),
  /** The instructor's published courses that teach at least one of them. */
  courses: z.array(TeachingJobCourse),
  /** Applications (not withdrawn) from holders of the instructor's certificates, by stage. */
  certified_applicants: z.object({ total: z.number().int(), by_stage: StageCounts }),
  /** Those of them who are discoverable to recruiters, named; the rest are counted only. */
  visible_applicants: z.array(TeachingJobApplicant),
});
export type TeachingJob = z.infer<typeof TeachingJob>;

export const TeachingJobsSummary = z.object({
  /** Certificates issued on the instructor's courses, ever and in the last 12 months. */
  certificates_issued: z.number().int(),
  certificates_last_12_months: z.number().int(),
  /** Distinct certificate holders moved to `hired` in the last 12 months (any post, open or closed). */
  learners_hired_last_12_months: z.number().int(),
  /** Open posts that match, before the list's limit. */
  matching_jobs: z.number().int(),
  /** The instructor's published courses: the ones the matching reads. */
  published_courses: z.number().int(),
});
export type TeachingJobsSummary = z.infer<typeof TeachingJobsSummary>;

/** At most this many posts are listed, those with the most certified applicants first. */
export const TEACHING_JOBS_LIMIT = 50;

export const TeachingJobs = z.object({
  summary: TeachingJobsSummary,
  jobs: z.array(TeachingJob),
});
export type TeachingJobs = z.infer<typeof TeachingJobs>;
