import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ChartNoAxesColumn, ChevronRight, CircleCheck, Clock, Globe, RotateCw, Users } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import type { CourseState } from '@dokkho/contract/teaching';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { track } from '../../../shared/analytics/track';
import { ConsultationCard } from '../components/consultation-card';
import { WhatsappGroupCard } from '../components/whatsapp-group-card';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useCourseDetail } from '../api/get-course-detail';
import { useCoursePreview } from '../api/get-course-preview';
import { useCourses } from '../api/get-courses';
import { useEnrolledCourseIds } from '../api/get-enrolled-courses';
import { CourseCardSkeleton } from '../components/course-card-skeleton';
import { CourseCurriculum } from '../components/course-curriculum';
import { CourseFaq } from '../components/course-faq';
import { CourseInstructor } from '../components/course-instructor';
import { CourseReviews } from '../components/course-reviews';
import { CourseIncludes, EnrolBar, EnrolPanelCard, EnrolPanelSkeleton } from '../components/enrol-panel';
import {
  CoursePreviewBanner,
  CoursePreviewBar,
  CoursePreviewPanel,
} from '../components/course-preview-notice';
import { InstructorAvatar } from '../components/instructor-avatar';
import { StarRating } from '../components/star-rating';
import { ViewerCourseCard } from '../components/viewer-course-card';
import { WishlistButton } from '../components/wishlist-button';
import { COURSES_PATH, LEVEL_LABELS, courseFiltersHref } from '../lib/course-filters';
import { LANGUAGE_LABELS, formatTotal } from '../lib/course-page-format';
import { markEnrolled } from '../lib/mark-enrolled';
import { useEnrolAction, type EnrolAction } from '../lib/use-enrol-action';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

/** The route param as a course id, or null when it cannot be one (the page then says "not found"). */
export function parseCourseId(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** `showWishlist`: false once enrolled (the learner owns the course; nothing to save for later). */
function Hero({ course, showWishlist }: { course: CourseFullDetail; showWishlist: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const updated = format.monthYear(course.updated_at);
  const learnerTotal = course.enrolled_count;
  const learners = format.number(learnerTotal);
  const instructorName = course.instructor.name;
  const meta = [
    { icon: ChartNoAxesColumn, text: LEVEL_LABELS[course.level] },
    { icon: Globe, text: LANGUAGE_LABELS[course.language] },
    { icon: Clock, text: formatTotal(course.curriculum.duration_seconds) },
    { icon: RotateCw, text: t`Updated ${updated}` },
  ];
  return (
    <div className="relative isolate py-6 before:absolute before:inset-y-0 before:-inset-x-[100vw] before:-z-10 before:border-b before:border-primary-100 before:bg-gradient-to-b before:from-primary-50 before:to-white sm:py-10">
      <nav aria-label={t`Breadcrumb`}>
        <ol className="flex flex-wrap items-center gap-1 text-sm font-medium text-primary-800">
          <li>
            <Link to={COURSES_PATH} className="inline-flex min-h-11 items-center hover:underline">
              <Trans>All courses</Trans>
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4 text-primary-400" />
          </li>
          <li>
            <Link
              to={courseFiltersHref({ genre: course.genre.slug })}
              className="inline-flex min-h-11 items-center hover:underline"
            >
              {course.genre.name}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="relative mt-3 overflow-hidden rounded-card bg-slate-100 shadow-card lg:hidden">
        <img
          src={course.thumbnail}
          alt=""
          width={640}
          height={360}
          className="block aspect-video w-full object-cover"
        />
        {showWishlist && (
          <div className="absolute top-3 right-3">
            <WishlistButton course={course} />
          </div>
        )}
      </div>

      <h1 className="mt-4 text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {course.title}
      </h1>
      {course.subtitle ? <p className="mt-3 text-lg text-pretty text-slate-700">{course.subtitle}</p> : null}

      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <StarRating average={course.rating_avg} count={course.rating_count} />
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 text-slate-500" />
          {t`${plural(learnerTotal, { one: `${learners} learner`, other: `${learners} learners` })}`}
        </span>
      </div>

      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        {meta.map(({ icon: Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-4 text-slate-500" />
            {text}
          </li>
        ))}
      </ul>

      <p className="mt-5 flex items-center gap-3 text-sm text-slate-700">
        <InstructorAvatar
          name={course.instructor.name}
          avatar={course.instructor.avatar}
          className="size-10"
        />
        <span>
          <Trans>
            Created by{' '}
            <a href="#instructor-heading" className="font-semibold text-primary-800 hover:underline">
              {instructorName}
            </a>
          </Trans>
          {course.instructor.headline ? (
            <span className="block text-slate-600">{course.instructor.headline}</span>
          ) : null}
        </span>
      </p>
    </div>
  );
}

function Outcomes({ outcomes }: { outcomes: string[] }) {
  return (
    <ul className="grid gap-3 rounded-card border border-slate-200 bg-white p-5 sm:grid-cols-2 sm:p-6">
      {outcomes.map((outcome) => (
        <li key={outcome} className="flex gap-2.5 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <span>{outcome}</span>
        </li>
      ))}
    </ul>
  );
}

function RelatedCourses({ course }: { course: CourseFullDetail }) {
  const { t } = useLingui();
  const genreName = course.genre.name;
  const related = useCourses({ genre: course.genre.slug });
  const enrolled = useEnrolledCourseIds();
  if (related.isError) return null;
  const others = related.data?.results.filter((c) => c.id !== course.id).slice(0, 3);
  if (others && others.length === 0) return null;
  return (
    <Section id="related" title={t`More ${genreName} courses`}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {others
          ? markEnrolled(others, enrolled).map((c) => (
              <li key={c.id}>
                <ViewerCourseCard course={c} isEnrolled={c.isEnrolled} />
              </li>
            ))
          : [0, 1, 2].map((i) => (
              <li key={i}>
                <CourseCardSkeleton />
              </li>
            ))}
      </ul>
    </Section>
  );
}

function CourseDetails({ course }: { course: CourseFullDetail }) {
  const action = useEnrolAction(course);
  // SPEC.md §7 analytics: a course view, once per course opened (track() sends only when signed in).
  useEffect(() => track('course_view', course.title, { course_id: course.id }), [course.id, course.title]);
  return <CoursePage course={course} action={action} />;
}

/**
 * The page of a course that is not published, for its instructor and staff (docs/decisions/039): the
 * same page with a banner, the price but no way to buy or enrol, nothing personal, and never indexed.
 */
function CoursePreview({ course, status }: { course: CourseFullDetail; status: CourseState }) {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <CoursePreviewBanner status={status} />
      <CoursePage course={course} action={null} />
    </>
  );
}

/** The course page's content; `action` null for a preview (no enrolment, no related offers). */
function CoursePage({ course, action }: { course: CourseFullDetail; action: EnrolAction | null }) {
  const { t } = useLingui();
  usePageTitle(course.title);
  const paragraphs = course.description.split(/\n{2,}/).filter(Boolean);
  const learning = action?.kind === 'learn';

  return (
    // Room at the bottom for the phone's fixed enrol bar, so it never covers the last section.
    <div className="overflow-x-clip pb-28 lg:pb-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:px-8">
        <Hero course={course} showWishlist={action !== null && !learning} />

        <aside className="hidden lg:row-span-2 lg:block lg:pt-10">
          <div className="sticky top-24">
            {action ? (
              <EnrolPanelCard course={course} action={action} />
            ) : (
              <CoursePreviewPanel course={course} />
            )}
          </div>
        </aside>

        <div className="min-w-0 space-y-10 pt-8 sm:space-y-12">
          {action ? <WhatsappGroupCard courseId={course.id} enrolled={learning} /> : null}
          <CourseIncludes
            course={course}
            className="rounded-card border border-slate-200 bg-white p-5 lg:hidden"
          />
          {course.outcomes.length > 0 && (
            <Section id="outcomes" title={t`What you’ll learn`}>
              <Outcomes outcomes={course.outcomes} />
            </Section>
          )}
          <Section id="curriculum" title={t`Course content`}>
            <CourseCurriculum course={course} />
          </Section>
          {course.requirements.length > 0 && (
            <Section id="requirements" title={t`Requirements`}>
              <ul className="list-disc space-y-2 pl-5 text-slate-700 marker:text-primary-600">
                {course.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </Section>
          )}
          {paragraphs.length > 0 && (
            <Section id="description" title={t`About this course`}>
              <div className="space-y-4 leading-7 text-slate-700">
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Section>
          )}
          <Section id="instructor" title={t`Your instructor`}>
            <CourseInstructor instructor={course.instructor} />
          </Section>
          <Section id="reviews" title={t`Ratings and reviews`}>
            <CourseReviews course={course} />
          </Section>
          {course.faqs.length > 0 && (
            <Section id="faq" title={t`Frequently asked questions`}>
              <CourseFaq faqs={course.faqs} />
            </Section>
          )}
          {/* Paid courses, for anyone not yet learning: signed-out visitors above all. */}
          {action && (course.sale_price ?? course.price) > 0 && !learning && (
            <Section id="advice" title={t`Not sure yet? Talk to an advisor`}>
              <ConsultationCard courseId={course.id} />
            </Section>
          )}
          {action ? <RelatedCourses course={course} /> : null}
        </div>
      </div>
      {action ? <EnrolBar course={course} action={action} /> : <CoursePreviewBar course={course} />}
    </div>
  );
}

function CourseDetailsSkeleton() {
  return (
    <div
      className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:px-8"
      aria-busy="true"
    >
      <span className="sr-only" role="status">
        <Trans>Loading the course</Trans>
      </span>
      <div className="space-y-4 py-6 sm:py-10">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="aspect-video w-full lg:hidden" />
        <Skeleton className="h-9 w-11/12" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-1/2" />
        <div className="flex items-center gap-3 pt-2">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
        <div className="space-y-3 pt-8">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
      <div className="hidden pt-10 lg:block">
        <EnrolPanelSkeleton />
      </div>
    </div>
  );
}

export function CourseNotFound() {
  const { t } = useLingui();
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Course not found`}
        title={t`This course does not exist or is no longer available`}
        description={t`The link may be old, or the course may have been withdrawn. Plenty of others can take you where you want to go.`}
      >
        <Link to={COURSES_PATH} className={buttonClasses()}>
          <Trans>Browse all courses</Trans>
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Go to the home page</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

function CourseLoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useLingui();
  return (
    <LoadErrorPanel
      title={t`We couldn’t load this course`}
      error={error}
      onRetry={onRetry}
      isRetrying={isRetrying}
    >
      <Link to={COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
        <Trans>Browse all courses</Trans>
      </Link>
    </LoadErrorPanel>
  );
}

/**
 * /courseDetails/{coursesId} (SPEC.md §2; issue 4 item 1): everything about one course and the one action
 * that fits the viewer: enrol, buy, or continue learning. The server also renders this page's title,
 * description and Course JSON-LD into index.html for link previews and search engines (modules/seo).
 */
export function CourseDetailsPage() {
  const { coursesId } = useParams();
  const courseId = parseCourseId(coursesId);
  const detail = useCourseDetail(courseId);
  const status = detail.error instanceof ApiError ? detail.error.status : undefined;
  // Not published: its instructor or a reviewer may still preview it (anyone else: the same 404).
  const preview = useCoursePreview(courseId, status === 404);

  if (courseId === null) return <CourseNotFound />;
  if (detail.data) return <CourseDetails key={detail.data.id} course={detail.data} />;
  if (preview.data) {
    return (
      <CoursePreview key={preview.data.course.id} course={preview.data.course} status={preview.data.status} />
    );
  }
  if (status === 404 && preview.fetchStatus === 'fetching') return <CourseDetailsSkeleton />;
  if (detail.isError) {
    if (status === 404 || status === 400) return <CourseNotFound />;
    return (
      <CourseLoadError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
      />
    );
  }
  return <CourseDetailsSkeleton />;
}
