import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowRight, BookOpenText, Gift, Route, Sparkles, Users } from 'lucide-react';
import type { HandbookDetails } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { PageIntro } from '../../../shared/ui/page-intro';
import { SectionError } from '../../../shared/ui/section-error';
import { useCourses } from '../api/get-courses';
import { useEnrolledCourseIds } from '../api/get-enrolled-courses';
import { useHandbooks } from '../api/get-handbooks';
import { CareerPathsSection } from '../components/career-paths-section';
import { CourseCardSkeleton } from '../components/course-card-skeleton';
import { FeaturedCoursesSection } from '../components/featured-courses-section';
import { HandbookCover } from '../components/handbook-cover';
import { ViewerCourseCard } from '../components/viewer-course-card';
import { courseFiltersHref } from '../lib/course-filters';
import { handbookPath } from '../lib/learning-paths';
import { markEnrolled } from '../lib/mark-enrolled';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const FREE_COURSES_SHOWN = 8;
const FREE_FILTERS = { price: 'free', sort: 'popular' } as const;

/** A scroll-snap row on phones (one card and a peek of the next), a grid from lg up (as the home page). */
const ROW =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-1';
const ITEM = 'w-[78%] max-w-xs shrink-0 snap-start sm:w-72 lg:w-auto lg:max-w-none';

const JUMPS: { href: string; label: MessageDescriptor; icon: typeof Gift }[] = [
  { href: '#free-courses', label: msg`Free courses`, icon: Gift },
  { href: '#handbooks', label: msg`Free handbooks`, icon: BookOpenText },
  { href: '#career-paths', label: msg`Career paths`, icon: Route },
  { href: '#recommended', label: msg`Recommended`, icon: Sparkles },
];

function Section(props: {
  id: string;
  title: string;
  intro: string;
  more?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  const more = (className: string) =>
    props.more ? (
      <Link
        to={props.more.to}
        className={clsx(
          className,
          'min-h-11 shrink-0 items-center gap-1 font-semibold text-primary-700 hover:text-primary-800',
        )}
      >
        {props.more.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    ) : null;
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      // Below the fixed navbar when a jump link scrolls here.
      className={clsx('scroll-mt-16 py-12 sm:py-16', props.className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2
              id={`${props.id}-heading`}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {props.title}
            </h2>
            <p className="mt-1 max-w-2xl text-slate-600">{props.intro}</p>
          </div>
          {more('hidden sm:inline-flex')}
        </div>
        <div className="mt-6">{props.children}</div>
        {more('mt-2 inline-flex sm:hidden')}
      </div>
    </section>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card bg-slate-50 p-5 text-slate-700 ring-1 ring-slate-200" role="status">
      {children}
    </p>
  );
}

function FreeCoursesSection() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching } = useCourses(FREE_FILTERS);
  const enrolledIds = useEnrolledCourseIds();
  const all = courseFiltersHref({ price: 'free' });
  return (
    <Section
      id="free-courses"
      title={t`Free courses`}
      intro={t`Full courses with a certificate, free for everyone. Enrol in one tap and start today.`}
      more={{ to: all, label: t`All free courses` }}
    >
      {isError ? (
        <SectionError
          what={t`free courses`}
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : isPending ? (
        <div className={ROW} aria-busy="true">
          <span className="sr-only">
            <Trans>Loading free courses</Trans>
          </span>
          {[0, 1, 2, 3].map((i) => (
            <CourseCardSkeleton key={i} className={ITEM} />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyNote>
          <Trans>
            No free courses right now. New ones open every month:{' '}
            <Link to="/allcourses" className="font-semibold text-primary-700 hover:underline">
              browse all courses
            </Link>{' '}
            meanwhile.
          </Trans>
        </EmptyNote>
      ) : (
        <ul className={ROW}>
          {markEnrolled(data.results.slice(0, FREE_COURSES_SHOWN), enrolledIds).map((course) => (
            <li key={course.id} className={ITEM}>
              <ViewerCourseCard course={course} isEnrolled={course.isEnrolled} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function HandbookCard({ handbook }: { handbook: HandbookDetails }) {
  const { t } = useLingui();
  const format = useFormat();
  const downloadTotal = handbook.downloads;
  const downloads = format.number(downloadTotal);
  return (
    <article className="group relative flex h-full gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600">
      <HandbookCover handbook={handbook} className="w-20 shrink-0 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="leading-snug font-semibold text-slate-900">
          <Link
            to={handbookPath(handbook.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {handbook.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-600">{handbook.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3 text-sm">
          {handbook.downloads > 0 ? (
            <span className="inline-flex items-center gap-1 text-slate-500">
              <Users aria-hidden="true" className="size-4" />
              {t`${plural(downloadTotal, { one: `${downloads} download`, other: `${downloads} downloads` })}`}
            </span>
          ) : (
            <span className="text-slate-500">
              <Trans>Free PDF</Trans>
            </span>
          )}
          <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-primary-700">
            <Trans>Get it free</Trans>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}

function HandbooksSection() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching } = useHandbooks();
  return (
    <Section
      id="handbooks"
      title={t`Free handbooks`}
      intro={t`Short, practical guides from our instructors: cheat sheets, checklists and first steps, as PDFs you keep.`}
      className="bg-slate-50"
    >
      {isError ? (
        <SectionError
          what={t`handbooks`}
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : isPending ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only">
            <Trans>Loading handbooks</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <div key={i} aria-hidden="true" className="h-40 animate-pulse rounded-card bg-slate-200" />
          ))}
        </div>
      ) : data.length === 0 ? (
        <EmptyNote>
          <Trans>New handbooks are on their way. Meanwhile, the free courses above are a great start.</Trans>
        </EmptyNote>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {data.map((handbook) => (
            <li key={handbook.id}>
              <HandbookCard handbook={handbook} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * /learning-center (SPEC.md §2; issue 4 item 2): the learner's way in to everything free (courses and
 * handbooks), the career paths that plan the rest, and the courses our team recommends. Each section
 * loads, fails and retries on its own.
 */
export function LearningCenterPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`Learning Center`}
        title={t`Start learning today, for free`}
        description={t`Free courses, handbooks you can keep, and career paths that show what to learn next.`}
      >
        <nav aria-label={t`On this page`} className="mt-6">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {JUMPS.map(({ href, label, icon: Icon }) => (
              <li key={href} className="shrink-0">
                <a
                  href={href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-primary-800 shadow-card ring-1 ring-primary-100 hover:ring-primary-300"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {i18n._(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <FreeCoursesSection />
      <HandbooksSection />
      <div id="career-paths" className="scroll-mt-16">
        <CareerPathsSection />
      </div>
      <div id="recommended" className="scroll-mt-16 bg-slate-50">
        <FeaturedCoursesSection />
      </div>
    </>
  );
}
