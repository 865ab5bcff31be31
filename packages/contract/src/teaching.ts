import { z } from 'zod';
import { idFromText } from './common';
import { NewVersion } from './course-versions';
import { PageQuery, paginated } from './pagination';

/**
 * The instructor's dashboard, read side (issue 17 item 1): the numbers of the courses an instructor
 * teaches, over time. Money is integer poisha; days, weeks and months are Dhaka calendar ones.
 */

/** A course's lifecycle as the instructor sees it (the `course_status` of the database). */
export const COURSE_STATES = ['draft', 'in_review', 'published', 'archived'] as const;
export const CourseState = z.enum(COURSE_STATES, {
  error: 'Choose draft, in_review, published or archived',
});
export type CourseState = z.infer<typeof CourseState>;

export const NOT_AN_INSTRUCTOR_MESSAGE = 'Become an instructor first: you have no instructor profile.';
export const TEACHING_COURSE_NOT_FOUND_MESSAGE = 'Course not found among the courses you teach.';

export const CourseStateCounts = z.object({
  draft: z.number().int(),
  in_review: z.number().int(),
  published: z.number().int(),
  archived: z.number().int(),
});
export type CourseStateCounts = z.infer<typeof CourseStateCounts>;

export const EnrolmentPoint = z.object({
  /** The first Dhaka day of the period (a day, or the Monday that starts a week): YYYY-MM-DD. */
  date: z.string(),
  enrolments: z.number().int(),
});
export type EnrolmentPoint = z.infer<typeof EnrolmentPoint>;

export const RevenuePoint = z.object({
  /** The Dhaka month, YYYY-MM. */
  month: z.string(),
  /** Poisha: what the month's paid orders of these courses took (refunded orders are not counted). */
  revenue: z.number().int(),
  orders: z.number().int(),
});
export type RevenuePoint = z.infer<typeof RevenuePoint>;

export const RatingPoint = z.object({
  /** The Dhaka month, YYYY-MM, of the reviews' latest edit. */
  month: z.string(),
  reviews: z.number().int(),
  /** The average of that month's reviews, one decimal; null in a month without any. */
  rating_avg: z.number().nullable(),
});
export type RatingPoint = z.infer<typeof RatingPoint>;

/**
 * `GET instructor/dashboard/`. There are no learner questions yet (the questions-and-answers slice of
 * issue 17 brings them), so there is no unanswered-questions count either.
 */
export const TeachingDashboard = z.object({
  time_zone: z.literal('Asia/Dhaka'),
  courses: CourseStateCounts,
  /** Distinct learners over all the instructor's courses. */
  learners: z.number().int(),
  enrolments: z.number().int(),
  /** Enrolments in the last 30 days (today included). */
  enrolments_last_30_days: z.number().int(),
  /** Poisha, from paid course orders; bundle sales are shared out by the earnings slice, not counted here. */
  revenue: z.number().int(),
  revenue_last_30_days: z.number().int(),
  /** Over the reviews of the published and archived courses, as learners see them; null without any. */
  rating_avg: z.number().nullable(),
  rating_count: z.number().int(),
  /** The last 30 days, oldest first, every day present. */
  enrolments_daily: z.array(EnrolmentPoint),
  /** The last 26 weeks (Monday to Sunday), oldest first, the current week last. */
  enrolments_weekly: z.array(EnrolmentPoint),
  /** The last 12 months, oldest first, the current month last. */
  revenue_monthly: z.array(RevenuePoint),
  ratings_monthly: z.array(RatingPoint),
});
export type TeachingDashboard = z.infer<typeof TeachingDashboard>;

/** One course in "my courses", with its numbers. */
export const TeachingCourse = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(['course', 'career_path']),
  title: z.string(),
  thumbnail: z.string(),
  status: CourseState,
  price: z.number().int(),
  sale_price: z.number().int().nullable(),
  currency: z.literal('BDT'),
  is_free: z.boolean(),
  lessons_count: z.number().int(),
  learners: z.number().int(),
  /** Poisha, from paid orders of this course. */
  revenue: z.number().int(),
  rating_avg: z.number().nullable(),
  rating_count: z.number().int(),
  published_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** What staff wrote on their last decision (the reasons when a course was sent back). */
  review_note: z.string().nullable(),
  updated_at: z.string(),
  /** A published course's new version in progress or in review (docs/decisions/038), else null. */
  new_version: NewVersion.nullable(),
});
export type TeachingCourse = z.infer<typeof TeachingCourse>;

/** `GET instructor/courses/?status=`: every course (or those in one state), most recently changed first. */
export const TeachingCoursesQuery = z.object({ status: CourseState.optional() });
export type TeachingCoursesQuery = z.input<typeof TeachingCoursesQuery>;

export const TeachingCourses = z.object({
  /** All the instructor's courses per state, whatever the filter. */
  counts: CourseStateCounts,
  results: z.array(TeachingCourse),
});
export type TeachingCourses = z.infer<typeof TeachingCourses>;

export const TeachingCourseParams = z.object({ id: idFromText() });
export type TeachingCourseParams = z.infer<typeof TeachingCourseParams>;

export const TeachingReview = z.object({
  id: z.number().int(),
  learner_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  updated_at: z.string(),
});
export type TeachingReview = z.infer<typeof TeachingReview>;

/** `GET instructor/courses/{id}/`: one course's numbers, its latest reviews and its curves. */
export const TeachingCourseDetail = z.object({
  course: TeachingCourse,
  completed_learners: z.number().int(),
  /** Reviews per star, 5 down to 1: `[count of 5, ..., count of 1]`. */
  rating_breakdown: z.array(z.number().int()).length(5),
  /** The 20 most recent reviews. */
  reviews: z.array(TeachingReview),
  enrolments_weekly: z.array(EnrolmentPoint),
  revenue_monthly: z.array(RevenuePoint),
});
export type TeachingCourseDetail = z.infer<typeof TeachingCourseDetail>;

/** `?page=&page_size=` (12 a page unless asked, at most 48). */
export const TeachingLearnersQuery = PageQuery;
export type TeachingLearnersQuery = z.input<typeof TeachingLearnersQuery>;

export const TeachingLearner = z.object({
  /** The learner's name as their profile shows it (never their e-mail or phone). */
  name: z.string(),
  enrolled_at: z.string(),
  source: z.enum(['free', 'purchase', 'bundle', 'staff']),
  completed_lessons: z.number().int(),
  lessons_count: z.number().int(),
  /** 0-100, whole percent of the course's lessons done. */
  progress_percent: z.number().int(),
  completed_at: z.string().nullable(),
  last_activity_at: z.string().nullable(),
});
export type TeachingLearner = z.infer<typeof TeachingLearner>;

/** `GET instructor/courses/{id}/learners/`: most recent enrolment first. */
export const TeachingLearners = paginated(TeachingLearner);
export type TeachingLearners = z.infer<typeof TeachingLearners>;
