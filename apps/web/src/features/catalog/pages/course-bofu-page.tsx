import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import clsx from 'clsx';
import {
  ArrowRight,
  Award,
  CircleCheck,
  Clock,
  MonitorSmartphone,
  PlayCircle,
  Quote,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import type { CourseBofu, ReviewItem } from '@dokkho/contract/learning';
import { track } from '../../../shared/analytics/track';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useCourseBofu } from '../api/get-course-bofu';
import { useEnrollmentStatus } from '../api/get-enrollment-status';
import { courseDetailsPath } from '../components/course-card';
import { CourseFaq } from '../components/course-faq';
import { CoursePrice } from '../components/course-price';
import { InstructorAvatar } from '../components/instructor-avatar';
import { StarRating } from '../components/star-rating';
import { formatTotal } from '../lib/course-page-format';
import { parseCourseId } from './course-details-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

/** The page's one action: buy (or take the free course), or, for a learner who already has it, go learn. */
type BofuAction = { href: string; label: string; enrolled: boolean };

function useBofuAction(bofu: CourseBofu): BofuAction {
  const { t } = useLingui();
  const { course } = bofu;
  const status = useEnrollmentStatus(course.id);
  if (status.data?.is_enrolled) {
    return { href: courseDetailsPath(course.id), label: t`Go to your course`, enrolled: true };
  }
  const free = course.is_free || (bofu.offer ? bofu.offer.sale_price === 0 : course.price === 0);
  // Free: the course page enrols in one tap (and signs in first if needed). Paid: the checkout (issue 5),
  // which asks a signed-out visitor to sign in and comes back.
  return free
    ? { href: courseDetailsPath(course.id), label: t`Enrol for free`, enrolled: false }
    : { href: `/payment/${course.id}`, label: t`Enrol now`, enrolled: false };
}

function CtaButton({
  action,
  courseId,
  title,
  place,
  className,
}: {
  action: BofuAction;
  courseId: number;
  title: string;
  /** Where on the page, for the enrol_click event: which call to action works. */
  place: string;
  className?: string;
}) {
  return (
    <Link
      to={action.href}
      onClick={() => {
        if (!action.enrolled) track('enrol_click', title, { course_id: courseId, source: 'bofu', place });
      }}
      className={clsx(
        buttonClasses({ size: 'lg', variant: action.enrolled ? 'primary' : 'accent' }),
        className,
      )}
    >
      {action.label}
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}

function OfferPrice({ bofu, tone = 'light' }: { bofu: CourseBofu; tone?: 'light' | 'dark' }) {
  const { offer, course } = bofu;
  const format = useFormat();
  const saving = offer ? format.taka(offer.price - offer.sale_price) : '';
  const percent = offer ? format.number(offer.savings_percent) : '';
  return (
    <div>
      <CoursePrice course={course} size="lg" tone={tone} />
      {offer && offer.savings_percent > 0 ? (
        <p
          className={clsx(
            'mt-2 inline-flex rounded-full px-3 py-1 text-sm font-bold',
            tone === 'light' ? 'bg-accent-100 text-accent-900' : 'bg-accent-400 text-slate-900',
          )}
        >
          <Trans>
            Save {saving} ({percent}% off) today
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

function Trust({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <p
      className={clsx(
        'mt-3 flex items-start gap-1.5 text-sm',
        tone === 'light' ? 'text-slate-600' : 'text-primary-100',
      )}
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <Trans>Pay with bKash, Nagad or card. 7-day refund if the course is not for you.</Trans>
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h2
        id={`${id}-heading`}
        className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
      >
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Testimonial({ review }: { review: ReviewItem }) {
  const { t } = useLingui();
  const stars = useFormat().number(review.rating);
  return (
    <li className="flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
      <Quote aria-hidden="true" className="size-6 text-primary-300" />
      <span className="mt-2 inline-flex text-accent-500" role="img" aria-label={t`${stars} out of 5 stars`}>
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            aria-hidden="true"
            className="size-4"
            fill={i <= review.rating ? 'currentColor' : 'none'}
            strokeWidth={i <= review.rating ? 0 : 1.5}
          />
        ))}
      </span>
      <blockquote className="mt-2 flex-1 leading-7 break-words text-slate-800">{review.comment}</blockquote>
      <p className="mt-4 flex items-center gap-3 text-sm font-semibold text-slate-900">
        <InstructorAvatar name={review.reviewer.name} avatar={review.reviewer.avatar} className="size-9" />
        {review.reviewer.name}
      </p>
    </li>
  );
}

function Bofu({ bofu }: { bofu: CourseBofu }) {
  const { t } = useLingui();
  const format = useFormat();
  const { course, curriculum } = bofu;
  usePageTitle(course.title);
  const learnerTotal = course.enrolled_count;
  const learners = format.number(learnerTotal);
  const lessonTotal = curriculum.lessons_count;
  const lessons = format.number(lessonTotal);
  const total = formatTotal(curriculum.duration_seconds);
  const savingsPercent = format.number(bofu.offer?.savings_percent ?? 0);
  useEffect(() => {
    track('course_view', course.title, { course_id: course.id, source: 'bofu' });
  }, [course.id, course.title]);
  const action = useBofuAction(bofu);
  const paragraphs = bofu.description
    .split(/\n{2,}/)
    .filter(Boolean)
    .slice(0, 2);
  const cta = (place: string, className?: string) => (
    <CtaButton
      action={action}
      courseId={course.id}
      title={course.title}
      place={place}
      className={className}
    />
  );

  return (
    // Room at the bottom for the phone's fixed bar, so it never covers the last section.
    <div className="pb-24 lg:pb-0">
      <div className="bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
              {course.genre.name}
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {course.title}
            </h1>
            {course.subtitle ? (
              <p className="mt-4 text-lg text-pretty text-slate-700 sm:text-xl">{course.subtitle}</p>
            ) : null}
            <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
              <StarRating average={course.rating_avg} count={course.rating_count} />
              <span className="inline-flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 text-slate-500" />
                {t`${plural(learnerTotal, { one: `${learners} learner`, other: `${learners} learners` })}`}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <InstructorAvatar name={course.instructor.name} avatar={course.instructor.avatar} />
                {course.instructor.name}
              </span>
            </div>
          </div>
          <section
            aria-label={t`Your offer`}
            className="overflow-hidden rounded-card bg-white shadow-raised ring-1 ring-slate-200"
          >
            <img
              src={course.thumbnail}
              alt=""
              width={640}
              height={360}
              className="aspect-video w-full bg-slate-100 object-cover"
            />
            <div className="p-5 sm:p-6">
              {action.enrolled ? (
                <p className="mb-4 flex items-center gap-1.5 font-semibold text-success-700">
                  <CircleCheck aria-hidden="true" className="size-5" />
                  <Trans>You are enrolled in this course</Trans>
                </p>
              ) : (
                <div className="mb-4">
                  <OfferPrice bofu={bofu} />
                </div>
              )}
              {cta('hero', 'w-full')}
              {action.enrolled ? null : <Trust />}
            </div>
          </section>
        </div>
      </div>

      {bofu.outcomes.length > 0 && (
        <Section id="outcomes" title={t`What you’ll be able to do`}>
          <ul className="space-y-3">
            {bofu.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-3 text-lg text-slate-800">
                <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
                <span>{outcome}</span>
              </li>
            ))}
          </ul>
          {paragraphs.length > 0 ? (
            <div className="mt-6 space-y-4 leading-7 text-slate-700">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
        </Section>
      )}

      <div className="bg-slate-50">
        <Section id="inside" title={t`Inside the course`}>
          <ul className="grid grid-cols-2 gap-3 text-sm text-slate-700 sm:grid-cols-4">
            {[
              {
                icon: PlayCircle,
                text: t`${plural(lessonTotal, { one: `${lessons} lesson`, other: `${lessons} lessons` })}`,
              },
              { icon: Clock, text: t`${total} of video and reading` },
              { icon: Award, text: t`A certificate anyone can verify` },
              { icon: MonitorSmartphone, text: t`On your phone or computer` },
            ].map(({ icon: Icon, text }) => (
              <li key={text} className="flex flex-col gap-2 rounded-card bg-white p-4 ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-5 text-primary-700" />
                {text}
              </li>
            ))}
          </ul>
          {curriculum.module_titles.length > 0 ? (
            <ol className="mt-6 space-y-2" aria-label={t`Modules`}>
              {curriculum.module_titles.map((title, index) => (
                <li
                  key={`${index}-${title}`}
                  className="flex items-center gap-3 rounded-lg bg-white px-4 py-3 ring-1 ring-slate-200"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-800"
                  >
                    {format.number(index + 1)}
                  </span>
                  <span className="font-medium text-slate-900">{title}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </Section>
      </div>

      {bofu.testimonials.length > 0 && (
        <Section id="testimonials" title={t`What learners say`}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {bofu.testimonials.map((review) => (
              <Testimonial key={review.id} review={review} />
            ))}
          </ul>
        </Section>
      )}

      {bofu.faqs.length > 0 && (
        <div className={clsx(bofu.testimonials.length > 0 && 'bg-slate-50')}>
          <Section id="faq" title={t`Questions, answered`}>
            <CourseFaq faqs={bofu.faqs} />
          </Section>
        </div>
      )}

      <section aria-labelledby="final-heading" className="bg-primary-900 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <h2 id="final-heading" className="text-2xl font-bold text-balance sm:text-3xl">
            {action.enrolled ? t`Pick up where you left off` : t`Start today. Your next job will thank you.`}
          </h2>
          {action.enrolled ? null : (
            <div className="mt-5 flex justify-center">
              <OfferPrice bofu={bofu} tone="dark" />
            </div>
          )}
          <div className="mx-auto mt-6 max-w-sm">{cta('closing', 'w-full')}</div>
          {action.enrolled ? null : (
            <div className="flex justify-center">
              <Trust tone="dark" />
            </div>
          )}
        </div>
      </section>

      {/* The action always under a thumb on a phone (DESIGN.md "Course page": a bottom bar on mobile). */}
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <div className="min-w-0 flex-1">
            {action.enrolled ? (
              <p className="truncate text-sm font-semibold text-slate-900">{course.title}</p>
            ) : (
              <>
                <CoursePrice course={course} />
                {bofu.offer && bofu.offer.savings_percent > 0 ? (
                  <p className="text-xs font-bold text-accent-800">
                    <Trans>{savingsPercent}% off today</Trans>
                  </p>
                ) : null}
              </>
            )}
          </div>
          {cta('sticky-bar', 'w-44 shrink-0 sm:w-56')}
        </div>
      </div>
    </div>
  );
}

function BofuSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
      <span className="sr-only" role="status">
        <Trans>Loading the offer</Trans>
      </span>
      <div className="space-y-4">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-5 w-1/2" />
      </div>
      <Skeleton className="h-96 w-full rounded-card" />
    </div>
  );
}

function BofuNotFound() {
  const { t } = useLingui();
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Offer not found`}
        title={t`This offer has ended or the course is no longer available`}
        description={t`The link may be old. Our other courses are a tap away.`}
      >
        <Link to="/allcourses" className={buttonClasses()}>
          <Trans>Browse all courses</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

/**
 * /course-bofu/{id} (SPEC.md §2; issue 4 item 9): a focused landing page for someone nearly decided: the
 * offer and its saving, what they will be able to do, the course in brief, what learners say, the
 * questions people ask, and one action repeated (with a bar fixed on phones). No related courses, no
 * links away from the offer.
 */
export function CourseBofuPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const courseId = parseCourseId(id);
  const query = useCourseBofu(courseId);

  if (courseId === null) return <BofuNotFound />;
  if (query.data) return <Bofu key={query.data.course.id} bofu={query.data} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : undefined;
    if (status === 404 || status === 400) return <BofuNotFound />;
    return (
      <LoadErrorPanel
        title={t`We couldn’t load this offer`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      ></LoadErrorPanel>
    );
  }
  return <BofuSkeleton />;
}
