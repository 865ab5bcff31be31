import { Link } from 'react-router';
import { Banknote, Pencil, Star, Users } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeachingCourse } from '@dokkho/contract/teaching';
import { useFormat } from '../../../shared/i18n/format';
import { editCoursePath, useOpenCourseVersion } from '../../course-editor';
import { courseDetailsPath } from '../lib/paths';
import { CourseStateBadge } from './course-state-badge';

/** One course in "my courses": its state, what happens next, and its numbers. */
export function CourseRow({ course }: { course: TeachingCourse }) {
  const { t } = useLingui();
  const format = useFormat();
  const submitted = course.submitted_at ? format.date(course.submitted_at) : '';
  const reviewed = course.reviewed_at ? format.date(course.reviewed_at) : '';
  const published = course.published_at ? format.date(course.published_at) : '';
  const reviews = format.number(course.rating_count);
  const learners = format.number(course.learners);
  const rating = course.rating_avg === null ? '' : format.number(Math.round(course.rating_avg * 10) / 10);
  const courseTitle = course.title;
  const versionNote = course.new_version?.review_note ?? '';
  let note: string | null = null;
  if (course.status === 'in_review')
    note = t`Submitted on ${submitted}: waiting for the Dokkho team’s review.`;
  else if (course.status === 'draft' && course.review_note) note = t`Sent back on ${reviewed}`;
  else if (course.status === 'draft') note = t`Not submitted yet.`;
  else if (course.status === 'published' && course.published_at) note = t`Published on ${published}`;
  else if (course.status === 'archived')
    note = t`Archived: learners who enrolled keep it; nobody new can enrol.`;

  return (
    <li className="rounded-card bg-white shadow-card">
      <Link
        to={courseDetailsPath(course.id)}
        className="flex gap-3 rounded-card p-3 hover:bg-slate-50 focus-visible:outline-2 sm:p-4"
      >
        <img
          src={course.thumbnail || undefined}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          className="aspect-video w-24 shrink-0 self-start rounded-lg bg-slate-100 object-cover sm:w-40"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <CourseStateBadge state={course.status} />
            {course.new_version ? (
              <span className="inline-flex items-center rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-200 ring-inset">
                {course.new_version.status === 'in_review' ? (
                  <Trans>New version in review</Trans>
                ) : (
                  <Trans>New version in progress</Trans>
                )}
              </span>
            ) : null}
            {course.is_free ? (
              <span className="text-xs font-semibold text-slate-600">
                <Trans>Free</Trans>
              </span>
            ) : (
              <span className="text-xs font-semibold text-slate-600">
                {format.taka(course.sale_price ?? course.price)}
              </span>
            )}
          </div>
          <h2 className="mt-1 line-clamp-2 font-semibold text-slate-900">{course.title}</h2>
          {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
          {course.status === 'draft' && course.review_note ? (
            <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200">
              {course.review_note}
            </p>
          ) : null}
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            <div className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-slate-500" />
              <dt className="sr-only">
                <Trans>Learners</Trans>
              </dt>
              <dd>
                <Trans>{learners} learners</Trans>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <Banknote aria-hidden="true" className="size-4 text-slate-500" />
              <dt className="sr-only">
                <Trans>Revenue</Trans>
              </dt>
              <dd>{format.taka(course.revenue)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <Star aria-hidden="true" className="size-4 text-slate-500" />
              <dt className="sr-only">
                <Trans>Rating</Trans>
              </dt>
              <dd>
                {course.rating_avg === null ? (
                  <Trans>No reviews yet</Trans>
                ) : (
                  <Trans>
                    {rating} ({reviews} reviews)
                  </Trans>
                )}
              </dd>
            </div>
          </dl>
        </div>
      </Link>
      {course.status === 'draft' || course.status === 'published' ? (
        <div className="flex flex-wrap items-center justify-end gap-x-3 border-t border-slate-100 px-3 py-1 sm:px-4">
          {course.new_version?.review_note && course.new_version.status === 'draft' ? (
            <p className="me-auto py-2 text-sm text-amber-900">
              <Trans>The new version was sent back: {versionNote}</Trans>
            </p>
          ) : null}
          {course.status === 'draft' || course.new_version ? (
            <Link
              to={editCoursePath(course.new_version?.id ?? course.id)}
              aria-label={t`Edit ${courseTitle}`}
              className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm font-semibold text-primary-700 hover:underline"
            >
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Edit</Trans>
            </Link>
          ) : (
            <StartVersion courseId={course.id} courseTitle={courseTitle} />
          )}
        </div>
      ) : null}
    </li>
  );
}

/** "Edit" on a published course without a version in progress: starts one, then opens the editor. */
function StartVersion({ courseId, courseTitle }: { courseId: number; courseTitle: string }) {
  const { t } = useLingui();
  const open = useOpenCourseVersion();
  return (
    <>
      {open.isError ? (
        <p role="alert" className="me-auto py-2 text-sm font-medium text-danger-700">
          {open.error instanceof Error ? open.error.message : t`Something went wrong. Please try again.`}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => open.mutate(courseId)}
        disabled={open.isPending}
        aria-label={t`Edit ${courseTitle}`}
        className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm font-semibold text-primary-700 hover:underline disabled:opacity-60"
      >
        <Pencil aria-hidden="true" className="size-4" />
        {open.isPending ? <Trans>Opening…</Trans> : <Trans>Edit</Trans>}
      </button>
    </>
  );
}
