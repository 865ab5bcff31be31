import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, ExternalLink, FileText, PlayCircle, Undo2 } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseReviewDetail } from '@dokkho/contract/course-review';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useReviewCourse } from '../api/course-reviews';
import { CourseDecisionDialog, type CourseDecision } from '../components/course-decision-dialog';
import { DoneMessage } from '../components/status-tabs';
import { STAFF_COURSE_REVIEWS_PATH, staffCourseReviewPath } from '../lib/paths';
import { UpdateOf } from './staff-course-reviews-page';

function Curriculum({ course }: { course: CourseReviewDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <section aria-labelledby="curriculum-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <h2 id="curriculum-title" className="text-lg font-bold text-slate-900">
        <Trans>Curriculum</Trans>
      </h2>
      {course.modules.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No modules yet.</Trans>
        </p>
      ) : (
        <ol className="mt-3 space-y-4">
          {course.modules.map((module, index) => {
            const n = format.number(index + 1);
            const lessons = module.lessons.length;
            const moduleTitle = module.title;
            return (
              <li key={module.id}>
                <p className="font-semibold text-slate-900">
                  <Trans>
                    Module {n}: {moduleTitle}
                  </Trans>
                </p>
                <p className="text-sm text-slate-600">
                  {module.kind === 'live' ? t`Live` : t`Recorded`} ·{' '}
                  {t`${plural(lessons, { one: '# lesson', other: '# lessons' })}`}
                </p>
                <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
                  {module.lessons.map((lesson) => {
                    const Icon = lesson.kind === 'video' ? PlayCircle : FileText;
                    const minutes = format.number(Math.max(1, Math.round(lesson.duration_seconds / 60)));
                    return (
                      <li key={lesson.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                        <span className="min-w-0 flex-1 text-slate-800">{lesson.title}</span>
                        {lesson.is_preview ? (
                          <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
                            <Trans>Free preview</Trans>
                          </span>
                        ) : null}
                        <span className="shrink-0 text-slate-500 tabular-nums">
                          <Trans>{minutes} min</Trans>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * /staff/course-reviews/{id} (issue 17 item 4): one submitted course, read-only as learners would read it
 * (details, outcomes, curriculum), with Publish and Send back while it is in review.
 */
export function StaffCourseReviewPage() {
  const { t } = useLingui();
  const format = useFormat();
  const id = Number(useParams().id);
  const query = useReviewCourse(id);
  const course = query.data;
  const [dialog, setDialog] = useState<CourseDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const navigate = useNavigate();
  usePageTitle(course?.title);

  const back = (
    <Link
      to={STAFF_COURSE_REVIEWS_PATH}
      className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Course reviews</Trans>
    </Link>
  );

  if (!course) {
    return (
      <>
        {back}
        {query.isError || !Number.isInteger(id) || id <= 0 ? (
          <LoadErrorNotice
            title={t`We couldn’t load this course`}
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            notFound={{
              title: t`This course does not exist`,
              action: (
                <Link
                  to={STAFF_COURSE_REVIEWS_PATH}
                  className="font-semibold text-primary-700 hover:underline"
                >
                  <Trans>Back to the queue</Trans>
                </Link>
              ),
            }}
          />
        ) : (
          <LoadingSkeletons label={t`Loading the course`} className="space-y-4">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="aspect-video w-full max-w-xl" />
            <Skeleton className="h-40 w-full" />
          </LoadingSkeletons>
        )}
      </>
    );
  }

  const instructor = course.instructor.name;
  const submitted = course.submitted_at ? format.dateTime(course.submitted_at) : null;
  const inReview = course.status === 'in_review';
  return (
    <>
      {back}
      <DoneMessage message={done} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <section className="rounded-card bg-white p-4 shadow-card sm:p-5">
            {course.thumbnail ? (
              <img
                src={course.thumbnail}
                alt=""
                width={640}
                height={360}
                className="mb-4 aspect-video w-full max-w-xl rounded-lg bg-slate-100 object-cover"
              />
            ) : null}
            {course.update_of ? <UpdateOf title={course.update_of.title} /> : null}
            <h1 className="text-2xl font-bold text-balance text-slate-900">{course.title}</h1>
            {course.title_bn ? (
              <p lang="bn" className="mt-1 font-semibold text-slate-700">
                {course.title_bn}
              </p>
            ) : null}
            <p className="mt-2 text-pretty text-slate-700">{course.subtitle}</p>
            {/* The course page as learners will see it once published (docs/decisions/039). */}
            <a
              href={`/courseDetails/${course.id}`}
              target="_blank"
              rel="noopener"
              className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              <Trans>Preview the course page</Trans>
            </a>
            <p className="mt-3 text-sm whitespace-pre-line text-pretty text-slate-700">
              {course.description}
            </p>
            {course.outcomes.length > 0 ? (
              <>
                <h2 className="mt-4 font-bold text-slate-900">
                  <Trans>What learners will be able to do</Trans>
                </h2>
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {course.outcomes.map((outcome) => (
                    <li key={outcome} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                      {outcome}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <Curriculum course={course} />
        </div>

        <aside className="space-y-4 lg:sticky lg:top-36 lg:self-start">
          <section aria-labelledby="decision-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
            <h2 id="decision-title" className="text-lg font-bold text-slate-900">
              {inReview ? <Trans>Your decision</Trans> : <Trans>Not in review</Trans>}
            </h2>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">
                  <Trans>Instructor</Trans>
                </dt>
                <dd className="text-right font-medium text-slate-900">{instructor}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">
                  <Trans>Price</Trans>
                </dt>
                <dd className="text-right font-medium text-slate-900">
                  {course.is_free ? <Trans>Free</Trans> : format.taka(course.price)}
                  {course.sale_price !== null ? (
                    <>
                      {' '}
                      <Trans>(sale {format.taka(course.sale_price)})</Trans>
                    </>
                  ) : null}
                </dd>
              </div>
              {submitted ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">
                    <Trans>Submitted</Trans>
                  </dt>
                  <dd className="text-right font-medium text-slate-900">{submitted}</dd>
                </div>
              ) : null}
            </dl>
            {course.review_note ? (
              <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                <p className="font-semibold">
                  {inReview ? <Trans>Last time we asked for:</Trans> : <Trans>We asked for:</Trans>}
                </p>
                <p className="mt-1 whitespace-pre-line">{course.review_note}</p>
              </div>
            ) : null}
            {inReview ? (
              <div className="mt-4 flex flex-col gap-2">
                <Button onClick={() => setDialog('publish')}>
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  <Trans>Publish</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setDialog('send_back')}>
                  <Undo2 aria-hidden="true" className="size-4" />
                  <Trans>Send back with reasons</Trans>
                </Button>
              </div>
            ) : (
              <p className="mt-3 text-sm text-slate-600">
                {course.status === 'published' ? (
                  <Trans>This course is published.</Trans>
                ) : course.status === 'draft' ? (
                  <Trans>This course is a draft: its instructor is working on it.</Trans>
                ) : (
                  <Trans>This course is archived.</Trans>
                )}
              </p>
            )}
          </section>
        </aside>
      </div>
      {dialog ? (
        <CourseDecisionDialog
          course={course}
          decision={dialog}
          open
          onOpenChange={(open) => (open ? null : setDialog(null))}
          onDecided={(decision) => {
            setDialog(null);
            // A new version merges into its published course and is gone: show that course instead.
            if (decision === 'publish' && course.update_of) {
              void navigate(staffCourseReviewPath(course.update_of.id), { replace: true });
            }
            setDone(
              decision === 'publish'
                ? t`Published. ${instructor} has been told.`
                : t`Sent back. ${instructor} has been told, with your reasons.`,
            );
          }}
        />
      ) : null}
    </>
  );
}
