import { APPLICATION_STAGES, type ApplicationStage } from '@dokkho/contract/hiring';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import {
  TEACHING_JOBS_LIMIT,
  type StageCounts,
  type TeachingJob,
  type TeachingJobCourse,
  type TeachingJobs,
} from '@dokkho/contract/teaching-jobs';
import type { Database } from '@dokkho/db';
import { textIn } from '../../lib/content-language';
import { listInstructorCourses, listPublishedCourseSkills, type CourseSkillsRow } from '../catalog/teaching';
import { courseProvesSkill, normalSkill } from '../hiring/skill-evidence';
import { applicationsOfUsers, countHiredSince, type CertifiedApplication } from '../job-seeker/teaching';
import { findBoardPosts, listOpenBoardSkills } from '../jobs/teaching';
import { certificateHolders } from '../learning/teaching-stats';
import { requireInstructorProfileId } from '../users/roles';

/*
 * /ir-dashboard/job-details (issue 17 item 1; docs/decisions/034): how the instructor's learners are being
 * hired. A post matches a published course when the course proves one of the post's skills by the hiring
 * module's rule (a tag, or the title's words: skill-evidence.ts), so the post is one where a recruiter
 * sees the instructor's certificate verify a skill. Applicants are counted when they hold a certificate of
 * any of the instructor's courses; only the discoverable ones are named (job-seeker/teaching.ts).
 */

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Which of these courses teach which of the post's skills; courses without a match are left out. */
export function matchCourses(
  jobSkills: readonly string[],
  courses: readonly { id: number; title: string; tags: readonly string[] }[],
): { courseId: number; skills: string[] }[] {
  const wanted = [...new Set(jobSkills.map(normalSkill).filter(Boolean))];
  const matches: { courseId: number; skills: string[] }[] = [];
  for (const course of courses) {
    const skills = wanted.filter((skill) => courseProvesSkill(course, skill));
    if (skills.length > 0) matches.push({ courseId: course.id, skills });
  }
  return matches;
}

const emptyStages = (): StageCounts =>
  Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as StageCounts;

/** Stage order for the named applicants: furthest along first, `rejected` last. */
const STAGE_RANK = new Map<ApplicationStage, number>([
  ['hired', 0],
  ['offer', 1],
  ['interview', 2],
  ['screening', 3],
  ['applied', 4],
  ['rejected', 5],
]);

export async function listTeachingJobs(options: {
  db: Database;
  userId: number;
  now: Date;
  locale?: Locale;
}): Promise<TeachingJobs> {
  const { db, now } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  const courses = await listPublishedCourseSkills({ db, instructorId });
  const courseById = new Map<number, CourseSkillsRow>(courses.map((course) => [course.id, course]));

  // Certificates of every course they teach (an archived course's holders are still their learners).
  const allCourses = await listInstructorCourses({ db, instructorId });
  const titles = new Map(
    allCourses.map((course) => {
      const published = courseById.get(course.id);
      return [course.id, published ? textIn(locale, published.title, published.titleBn) : course.title];
    }),
  );
  const holders = await certificateHolders({ db, courseIds: allCourses.map((course) => course.id) });
  const yearAgo = new Date(now.getTime() - YEAR_MS);
  const certificatesOf = new Map<number, number[]>();
  for (const holder of holders) {
    certificatesOf.set(holder.userId, [...(certificatesOf.get(holder.userId) ?? []), holder.courseId]);
  }
  const holderIds = [...certificatesOf.keys()];

  const open = await listOpenBoardSkills({ db, now });
  const matched = open
    .map((post) => ({ id: post.id, courses: matchCourses(post.skills, courses) }))
    .filter((post) => post.courses.length > 0);

  const [applications, hired] = await Promise.all([
    applicationsOfUsers({ db, jobIds: matched.map((post) => post.id), userIds: holderIds }),
    countHiredSince({ db, userIds: holderIds, since: yearAgo }),
  ]);
  const applicationsOf = new Map<number, CertifiedApplication[]>();
  for (const application of applications) {
    applicationsOf.set(application.jobId, [...(applicationsOf.get(application.jobId) ?? []), application]);
  }

  const ranked = matched.map((post) => ({ ...post, applications: applicationsOf.get(post.id) ?? [] }));
  const posts = new Map(
    (await findBoardPosts({ db, ids: ranked.map((post) => post.id) })).map((post) => [post.id, post]),
  );
  const jobs: TeachingJob[] = ranked
    .flatMap((entry) => {
      const post = posts.get(entry.id);
      return post ? [{ entry, post }] : [];
    })
    // Most certified applicants first, then the most of their courses matching, then the nearest deadline.
    .sort(
      (a, b) =>
        b.entry.applications.length - a.entry.applications.length ||
        b.entry.courses.length - a.entry.courses.length ||
        a.post.deadline.getTime() - b.post.deadline.getTime() ||
        a.post.id - b.post.id,
    )
    .slice(0, TEACHING_JOBS_LIMIT)
    .map(({ entry, post }) => {
      const byStage = emptyStages();
      for (const application of entry.applications) byStage[application.stage] += 1;
      const jobCourses: TeachingJobCourse[] = entry.courses.map((match) => {
        const course = courseById.get(match.courseId)!;
        return { id: course.id, title: textIn(locale, course.title, course.titleBn), skills: match.skills };
      });
      return {
        id: post.id,
        title: textIn(locale, post.title, post.titleBn),
        company_name: post.companyName,
        company_logo: post.companyLogo,
        workplace: post.workplace,
        division: post.division,
        district: post.district,
        deadline: post.deadline.toISOString(),
        skills: post.skills,
        courses: jobCourses,
        certified_applicants: { total: entry.applications.length, by_stage: byStage },
        visible_applicants: entry.applications
          .filter(
            (application): application is CertifiedApplication & { name: string } =>
              application.name !== null,
          )
          .sort((a, b) => STAGE_RANK.get(a.stage)! - STAGE_RANK.get(b.stage)! || a.name.localeCompare(b.name))
          .map((application) => ({
            name: application.name,
            stage: application.stage,
            certificates: (certificatesOf.get(application.userId) ?? [])
              .map((courseId) => titles.get(courseId) ?? '')
              .filter(Boolean)
              .sort(),
          })),
      };
    });

  return {
    summary: {
      certificates_issued: holders.length,
      certificates_last_12_months: holders.filter((holder) => holder.issuedAt >= yearAgo).length,
      learners_hired_last_12_months: hired,
      matching_jobs: matched.length,
      published_courses: courses.length,
    },
    jobs,
  };
}
