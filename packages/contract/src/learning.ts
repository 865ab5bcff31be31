import { z } from 'zod';
import { CourseDetail, CourseListItem } from './catalog';
import { PageQuery, paginated } from './pagination';
import { BdPhone } from './auth';
import { ID_TOO_LARGE_MESSAGE, idFromText, PG_INTEGER_MAX } from './common';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from './phone';
import { CourseState } from './teaching';
import { LessonPlayback } from './video';

/**
 * Learning (issue 4): what a course teaches, who is enrolled, and saved courses. Lesson content (video
 * URLs, article bodies) is never part of these public shapes; the lesson player fetches it after the
 * server checks enrolment.
 */
export const LessonOutline = z.object({
  id: z.number().int(),
  kind: z.enum(['video', 'article']),
  title: z.string(),
  duration_seconds: z.number().int(),
  /** A free preview: anyone may open it from the course page. */
  is_preview: z.boolean(),
});
export type LessonOutline = z.infer<typeof LessonOutline>;

export const ModuleOutline = z.object({
  id: z.number().int(),
  kind: z.enum(['recorded', 'live']),
  title: z.string(),
  description: z.string(),
  /** Live modules: when the class starts (ISO 8601) and how long it runs. */
  starts_at: z.string().nullable(),
  live_duration_minutes: z.number().int().nullable(),
  duration_seconds: z.number().int(),
  lessons: z.array(LessonOutline),
});
export type ModuleOutline = z.infer<typeof ModuleOutline>;

/** One question of a course page's FAQ, in the reader's language (docs/decisions/026). */
export const CourseFaq = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type CourseFaq = z.infer<typeof CourseFaq>;

export const ReviewItem = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  reviewer: z.object({ name: z.string(), avatar: z.string().nullable() }),
  updated_at: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

/** `GET course/course_detail/{id}/`: the course page in one call (SPEC.md §7). */
export const CourseFullDetail = CourseDetail.extend({
  curriculum: z.object({
    modules: z.array(ModuleOutline),
    lessons_count: z.number().int(),
    duration_seconds: z.number().int(),
  }),
  faqs: z.array(CourseFaq),
  /** How many reviews gave 1..5 stars: index 0 is one star. */
  rating_breakdown: z.array(z.number().int()).length(5),
  recent_reviews: z.array(ReviewItem),
});
export type CourseFullDetail = z.infer<typeof CourseFullDetail>;

/**
 * `GET course/course_preview/{id}/` (issue 17; docs/decisions/039): the course page of a course that is not
 * published, for its instructor and staff only (anyone else: 404, as for no course). The web shows it
 * with a preview banner and no way to buy or enrol; it is never cached nor indexed.
 */
export const CoursePreview = z.object({
  status: CourseState,
  course: CourseFullDetail,
});
export type CoursePreview = z.infer<typeof CoursePreview>;

/** `GET course/check-enrollment/{id}/`. */
export const EnrollmentStatus = z.object({
  course_id: z.number().int(),
  is_enrolled: z.boolean(),
  enrolled_at: z.string().nullable(),
  progress_percent: z.number().int().min(0).max(100),
  completed_at: z.string().nullable(),
});
export type EnrollmentStatus = z.infer<typeof EnrollmentStatus>;

/** One entry of `GET course/enrolled/` (SPEC.md §3: each has a course id; lists mark isEnrolled from it). */
export const EnrolledCourse = z.object({
  course: CourseListItem,
  enrolled_at: z.string(),
  source: z.enum(['free', 'purchase', 'bundle', 'staff']),
  progress_percent: z.number().int().min(0).max(100),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  completed_at: z.string().nullable(),
});
export type EnrolledCourse = z.infer<typeof EnrolledCourse>;
export const EnrolledCoursesResponse = z.array(EnrolledCourse);

const CourseId = z.coerce
  .number({ error: 'Choose a course' })
  .int('Course id must be a whole number')
  .positive('Course id must be positive')
  .max(PG_INTEGER_MAX, 'Course id is too large');

/** `POST marketing/free-enrollment/` (body not shown in SPEC.md; this is ours). */
export const FreeEnrollmentRequest = z.object({ course_id: CourseId });
export const FreeEnrollmentResponse = z.object({
  detail: z.string(),
  /** False when the learner was already enrolled: the call is safe to repeat. */
  created: z.boolean(),
  enrollment: EnrollmentStatus,
});
export type FreeEnrollmentResponse = z.infer<typeof FreeEnrollmentResponse>;

/** `GET user/wishlist/`: saved courses, newest first. */
export const WishlistItem = z.object({ course: CourseListItem, added_at: z.string() });
export type WishlistItem = z.infer<typeof WishlistItem>;
export const WishlistResponse = z.array(WishlistItem);

/**
 * `POST course/reviews/` (issue 4 item 8): one review per learner per course; posting again edits it.
 * Only enrolled learners may review.
 */
export const ReviewRequest = z.object({
  course_id: CourseId,
  rating: z.coerce
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  comment: z
    .string()
    .trim()
    .max(2000, 'Keep your review under 2000 characters')
    .optional()
    .transform((value) => value ?? ''),
});
export type ReviewRequest = z.input<typeof ReviewRequest>;

/** The learner's own review of a course. */
export const MyReview = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyReview = z.infer<typeof MyReview>;

export const ReviewResponse = z.object({
  detail: z.string(),
  review: MyReview,
  /** The course's new average and count, so the page can update without a refetch. */
  rating_avg: z.number(),
  rating_count: z.number().int(),
});
export type ReviewResponse = z.infer<typeof ReviewResponse>;

export const MyReviewsResponse = z.array(MyReview);

/** `GET course/reviews/?course={id}`: a course's reviews, newest first, paginated. */
export const CourseReviewsQuery = PageQuery.extend({ course: CourseId });
export const CourseReviewsResponse = paginated(ReviewItem);
export type CourseReviewsResponse = z.infer<typeof CourseReviewsResponse>;

/**
 * A lesson's resources (slides, starter code). `url`: an outside https link, or for a file uploaded here a
 * signed download link for this viewer that works for an hour or two (docs/decisions/035).
 */
export const LessonResource = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  size_bytes: z.number().int().nullable(),
});

/** `GET course/lesson-resources/{grant}/`: the signed grant of one resource file. */
export const LessonResourceParams = z.object({ grant: z.string().min(1).max(200) });
export type LessonResourceParams = z.infer<typeof LessonResourceParams>;

/** A lesson resource file's bytes, sent as an attachment with its own name. */
export const LessonResourceFile = z.string().meta({
  format: 'binary',
  description: 'The file: PDF, ZIP (Office files too), PNG, JPEG or plain text',
});

export const LessonProgressState = z.object({
  position_seconds: z.number().int().nonnegative(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
});
export type LessonProgressState = z.infer<typeof LessonProgressState>;

/**
 * `GET course/lessons/{id}/`: the lesson player's content, only for enrolled learners (or anyone signed
 * in, for a free preview lesson), the course's instructor and staff.
 */
export const LessonContent = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  module: z.object({ id: z.number().int(), title: z.string() }),
  kind: z.enum(['video', 'article']),
  title: z.string(),
  duration_seconds: z.number().int(),
  video_url: z.string().nullable(),
  /** Markdown for article lessons; the client renders it sanitised. */
  body: z.string(),
  resources: z.array(LessonResource),
  is_preview: z.boolean(),
  /** Null when the viewer is not enrolled (a preview): nothing is tracked. */
  progress: LessonProgressState.nullable(),
  previous_lesson_id: z.number().int().nullable(),
  next_lesson_id: z.number().int().nullable(),
  /** HLS, poster and captions (issue 17 item 3); `hls_url` null plays `video_url` as before. */
  playback: LessonPlayback,
});
export type LessonContent = z.infer<typeof LessonContent>;

/**
 * `GET course/lesson-info/{id}/` (public): where a lesson belongs, so a locked lesson or a shared link can
 * send a visitor to its course page. Only what the course page already shows; never the content.
 */
export const LessonInfo = LessonOutline.extend({
  course_id: z.number().int(),
  course_title: z.string(),
  module_title: z.string(),
});
export type LessonInfo = z.infer<typeof LessonInfo>;

/** `PUT course/lessons/{id}/progress/`: where the learner is, and whether they marked it done. */
export const LessonProgressRequest = z.object({
  position_seconds: z.coerce
    .number({ error: 'Position must be a number of seconds' })
    .int('Position must be whole seconds')
    .min(0, 'Position cannot be negative')
    .max(86_400, 'Position is longer than any lesson')
    .optional(),
  completed: z.boolean({ error: 'Completed must be true or false' }).optional(),
});
export type LessonProgressRequest = z.infer<typeof LessonProgressRequest>;

export const LessonProgressResponse = z.object({
  lesson_id: z.number().int(),
  progress: LessonProgressState,
  course_progress_percent: z.number().int().min(0).max(100),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
});
export type LessonProgressResponse = z.infer<typeof LessonProgressResponse>;

/** `GET course/modules/?course={id}`: the player's sidebar, with the learner's progress per lesson. */
export const PlayerLesson = LessonOutline.extend({ completed: z.boolean() });
export const PlayerModule = ModuleOutline.omit({ lessons: true }).extend({ lessons: z.array(PlayerLesson) });
export const CourseModulesQuery = z.object({ course: CourseId });
export const CourseModulesResponse = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  is_enrolled: z.boolean(),
  modules: z.array(PlayerModule),
  progress_percent: z.number().int().min(0).max(100),
  /** Where "Continue learning" goes: the first lesson not completed, else the first lesson. */
  resume_lesson_id: z.number().int().nullable(),
});
export type CourseModulesResponse = z.infer<typeof CourseModulesResponse>;

/** `GET course/live-module/{id}/`: a live class; the join link only for enrolled learners, near start. */
export const LiveModule = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['upcoming', 'open', 'ended']),
  is_enrolled: z.boolean(),
  /** Enrolled learners, from JOIN_WINDOW_MINUTES before the start until the end. */
  join_url: z.string().nullable(),
  /** Enrolled learners, after the class, once a recording exists. */
  recording_url: z.string().nullable(),
});
export type LiveModule = z.infer<typeof LiveModule>;

/** A quiz in a list: what it asks of the learner and how they did so far. */
export const QuizSummary = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  module_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  question_count: z.number().int(),
  time_limit_seconds: z.number().int().nullable(),
  pass_percent: z.number().int(),
  max_attempts: z.number().int().nullable(),
  attempts_used: z.number().int(),
  best_percent: z.number().int().nullable(),
  passed: z.boolean(),
  /** The learner's latest submitted attempt (`GET course/quiz-attempts/{id}/` shows its result). */
  last_attempt_id: z.number().int().nullable(),
});
export type QuizSummary = z.infer<typeof QuizSummary>;
export const CourseQuizzesQuery = z.object({ course: CourseId });
export const QuizListResponse = z.array(QuizSummary);

/**
 * `GET course/quiz-info/{id}/` (public): what a quiz asks of a learner and which course it belongs to, for
 * the /quiz/{id} page before signing in or enrolling. No questions, no attempts.
 */
export const QuizInfo = QuizSummary.pick({
  id: true,
  course_id: true,
  title: true,
  description: true,
  question_count: true,
  time_limit_seconds: true,
  pass_percent: true,
  max_attempts: true,
}).extend({ course_title: z.string() });
export type QuizInfo = z.infer<typeof QuizInfo>;

/** A question as the learner sees it while answering: no correct marks. */
export const QuizQuestionForTaking = z.object({
  id: z.number().int(),
  kind: z.enum(['single', 'multiple']),
  prompt: z.string(),
  points: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), text: z.string() })),
});

export const OpenAttempt = z.object({
  id: z.number().int(),
  started_at: z.string(),
  /** Null without a time limit. The server's clock decides, not the browser's. */
  deadline_at: z.string().nullable(),
});
export type OpenAttempt = z.infer<typeof OpenAttempt>;

/** `GET course/quiz/{id}/`: the quiz to take, and the attempt in progress if there is one. */
export const QuizForTaking = QuizSummary.extend({
  questions: z.array(QuizQuestionForTaking),
  open_attempt: OpenAttempt.nullable(),
});
export type QuizForTaking = z.infer<typeof QuizForTaking>;

const Id = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be positive')
  .max(PG_INTEGER_MAX, ID_TOO_LARGE_MESSAGE);

/** `POST course/quiz-attempts/{id}/submit/`: the chosen options per question (unanswered may be left out). */
export const QuizSubmission = z.object({
  answers: z
    .array(z.object({ question_id: Id, option_ids: z.array(Id).max(20) }), { error: 'Send your answers' })
    .max(200),
});
export type QuizSubmission = z.infer<typeof QuizSubmission>;

/** The graded attempt, with the right answers and explanations now revealed. */
export const QuizResult = z.object({
  attempt_id: z.number().int(),
  quiz_id: z.number().int(),
  score: z.number().int(),
  max_score: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  pass_percent: z.number().int(),
  /** Submitted after the time limit (and its short grace): scored zero. */
  late: z.boolean(),
  submitted_at: z.string(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      chosen_option_ids: z.array(z.number().int()),
      correct_option_ids: z.array(z.number().int()),
      correct: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type QuizResult = z.infer<typeof QuizResult>;

/** `GET course/grades/`: the best score of every quiz, per enrolled course (/newDashboard/grades). */
export const CourseGrades = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  quizzes: z.array(
    QuizSummary.pick({
      id: true,
      title: true,
      pass_percent: true,
      attempts_used: true,
      best_percent: true,
      passed: true,
    }),
  ),
  /** Average of the best scores of the quizzes attempted; null before any attempt. */
  average_percent: z.number().int().nullable(),
});
export type CourseGrades = z.infer<typeof CourseGrades>;
export const GradesResponse = z.array(CourseGrades);

/** A certificate's public serial: DKH-XXXX-XXXX-XXXX (Crockford base32, no I, L, O or U). */
export const CERTIFICATE_SERIAL_PATTERN =
  /^DKH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
export const CertificateSerialParam = z.object({
  id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      CERTIFICATE_SERIAL_PATTERN,
      'This is not a certificate number (they look like DKH-7Q4M-2XKP-9H3T)',
    ),
});

/** What anyone may see of a certificate (`GET course/certificate-details/{id}/`): proof it is genuine. */
export const CertificateDetails = z.object({
  serial: z.string(),
  learner_name: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  instructor_name: z.string(),
  issued_at: z.string(),
  /** The public verification page, also in the QR code. */
  verify_url: z.string(),
  pdf_url: z.string(),
});
export type CertificateDetails = z.infer<typeof CertificateDetails>;

/** `POST course/certify-user/`: asks for the certificate of a course the learner has completed. */
export const CertifyRequest = z.object({ course_id: CourseId });
export const CertifyResponse = z.object({ detail: z.string(), certificate: CertificateDetails });
export type CertifyResponse = z.infer<typeof CertifyResponse>;

/** `GET course/completed-courses/`: completed courses with their certificates, newest first. */
export const CompletedCourse = z.object({
  course: CourseListItem,
  completed_at: z.string(),
  certificate: CertificateDetails,
});
export type CompletedCourse = z.infer<typeof CompletedCourse>;
export const CompletedCoursesResponse = z.array(CompletedCourse);

/** `GET course/career_path/{id}/` (the id is the path's own course id): the path and its courses in order. */
export const CareerPathDetail = CourseDetail.extend({
  courses: z.array(CourseListItem),
  /** Across the member courses, for "N courses, M hours" on the page. */
  total_duration_minutes: z.number().int(),
  total_lessons: z.number().int(),
});
export type CareerPathDetail = z.infer<typeof CareerPathDetail>;

/** `GET marketing/whatsapp-number/{id}/`: the course's WhatsApp group, for enrolled learners. */
export const WhatsappGroup = z.object({ course_id: z.number().int(), group_url: z.string() });
export type WhatsappGroup = z.infer<typeof WhatsappGroup>;

/** `GET course/{id}/bofu/`: a focused landing page that drives to enrolment. */
export const CourseBofu = z.object({
  course: CourseListItem,
  description: z.string(),
  outcomes: z.array(z.string()),
  curriculum: z.object({
    module_titles: z.array(z.string()),
    lessons_count: z.number().int(),
    duration_seconds: z.number().int(),
  }),
  /** The best recent reviews with comments, to show social proof. */
  testimonials: z.array(ReviewItem),
  faqs: z.array(CourseFaq),
  /** Present while the course is on sale. */
  offer: z
    .object({ price: z.number().int(), sale_price: z.number().int(), savings_percent: z.number().int() })
    .nullable(),
});
export type CourseBofu = z.infer<typeof CourseBofu>;

/** `GET course/handbook/{id}/`: what the handbook offers; the file itself comes after the lead form. */
export const HandbookDetails = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  highlights: z.array(z.string()),
  cover_url: z.string(),
  course: CourseListItem.nullable(),
  downloads: z.number().int(),
});
export type HandbookDetails = z.infer<typeof HandbookDetails>;

/** `POST course/handbook-download/{id}/`: a name and a phone number or an e-mail (or both). */
export const HandbookDownloadRequest = z
  .object({
    name: z
      .string({ error: 'Enter your name' })
      .trim()
      .min(2, 'Enter your name')
      .max(80, 'Your name can be at most 80 characters'),
    phone_number: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const phone = normaliseBdPhone(value);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
          return z.NEVER;
        }
        return phone;
      }),
    email: z
      .string()
      .trim()
      .max(254, 'This e-mail is too long')
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.email('Enter a valid e-mail address').optional()),
  })
  .refine((body) => body.phone_number || body.email, {
    message: 'Enter your mobile number or your e-mail, so we can send you updates',
    path: ['phone_number'],
  });
export type HandbookDownloadRequest = z.input<typeof HandbookDownloadRequest>;

export const HandbookDownloadResponse = z.object({ detail: z.string(), download_url: z.string() });
export type HandbookDownloadResponse = z.infer<typeof HandbookDownloadResponse>;
export const HandbookFileParams = z.object({
  id: idFromText(),
  token: z.string().regex(/^\d{1,12}\.[A-Za-z0-9_-]{22,64}$/, 'This download link is not valid'),
});

/** `GET course/handbooks/`: the published handbooks, for the learning center (ours; SPEC.md lists none). */
export const HandbookListResponse = z.array(HandbookDetails);
export type HandbookListResponse = z.infer<typeof HandbookListResponse>;

/**
 * Referral codes as `affiliate/api/v2/affiliate/` makes them (upper-case letters and digits). Links are
 * typed from posters and chats, so case and stray spaces are forgiven.
 */
export const ReferralCode = z
  .string({ error: 'This affiliate link has no referral code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,32}$/, 'This affiliate link is not valid');

/** `POST affiliate/affiliate-links-clicked/` (body not shown in SPEC.md §7; this is ours). */
export const AffiliateClickRequest = z.object({ affiliate: ReferralCode, course_id: CourseId });
export type AffiliateClickRequest = z.input<typeof AffiliateClickRequest>;

/** How long a followed link keeps its affiliate's claim on a purchase (the checkout reads it). */
export const AFFILIATE_ATTRIBUTION_DAYS = 30;

export const AffiliateClickResponse = z.object({
  affiliate: z.string(),
  course_id: z.number().int(),
  /**
   * Until when a purchase of the course counts for the affiliate (ISO 8601), from the visitor's counted
   * click. Null when the link earns nothing: the affiliate followed their own link, or the visitor is a
   * crawler or script (not counted).
   */
  attribution_expires_at: z.string().nullable(),
});
export type AffiliateClickResponse = z.infer<typeof AffiliateClickResponse>;

/** `POST course/create-consultation/`: ask an advisor to call; a personal coupon comes back at once. */
export const ConsultationRequest = z.object({
  course_id: CourseId,
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(2, 'Enter your name')
    .max(80, 'Your name can be at most 80 characters'),
  phone_number: z.string({ error: 'Enter your mobile number' }).pipe(BdPhone),
  email: z
    .string()
    .trim()
    .max(254, 'This e-mail is too long')
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email('Enter a valid e-mail address').optional()),
  preferred_time: z.string().trim().max(80, 'Keep it short, like "after 7 pm"').optional().default(''),
  message: z.string().trim().max(1000, 'Keep your message under 1000 characters').optional().default(''),
});
export type ConsultationRequest = z.input<typeof ConsultationRequest>;

export const ConsultationResponse = z.object({
  detail: z.string(),
  coupon: z.object({
    code: z.string(),
    discount_percent: z.number().int(),
    expires_at: z.string(),
  }),
  /** Checkout with the coupon filled in. */
  coupon_link: z.string(),
});
export type ConsultationResponse = z.infer<typeof ConsultationResponse>;

/** The handbook lead form's values after validation (phone normalised to +8801..., blanks dropped). */
export type HandbookDownloadLead = z.output<typeof HandbookDownloadRequest>;

/** `POST course/lessons/{id}/video/` (multipart, field "file"): the lesson's new video. */
export const LessonVideoResponse = z.object({ lesson_id: z.number().int(), video_url: z.string() });
export type LessonVideoResponse = z.infer<typeof LessonVideoResponse>;
export const LESSON_VIDEO_MAX_MEGABYTES = 1024;
