import { Link, useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { COURSE_REVIEWS_PAGE_SIZE, useCourseReviewQueue } from '../api/course-reviews';
import { StaffCardQueue } from '../components/staff-card-queue';
import { pageFrom, totalPages } from '../lib/list-filters';
import { STAFF_COURSE_REVIEWS_PATH, staffCourseReviewPath } from '../lib/paths';

const pageHref = (page: number) =>
  page > 1 ? `${STAFF_COURSE_REVIEWS_PATH}?page=${page}` : STAFF_COURSE_REVIEWS_PATH;

/**
 * /staff/course-reviews (issue 17 item 4): the courses instructors submitted, the longest waiting first
 * (`GET admin/course-reviews/`). Each opens on its own page to be read and decided.
 */
export function StaffCourseReviewsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const queue = useCourseReviewQueue(page);

  return (
    <>
      <PageHeading
        title={t`Course reviews`}
        description={t`Courses instructors submitted. Read each one and publish it, or send it back with what to change.`}
      />
      <StaffCardQueue
        query={queue}
        items={(data) => data}
        errorTitle={t`We couldn’t load the review queue`}
        loadingLabel={t`Loading the review queue`}
        skeletonLines={
          <>
            <Skeleton className="aspect-video w-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </>
        }
        empty={{
          title: t`No course is waiting for review`,
          description: t`When an instructor submits a course, it appears here, the longest waiting first.`,
        }}
        count={(total) => t`${plural(total, { one: '# course waiting', other: '# courses waiting' })}`}
        listLabel={t`Courses waiting for review`}
      >
        {(data) =>
          data.results.map((course) => {
            const instructor = course.instructor.name;
            const submitted = course.submitted_at ? format.relative(course.submitted_at) : null;
            const lessons = course.lessons_count;
            return (
              <li key={course.id}>
                <Link
                  to={staffCourseReviewPath(course.id)}
                  className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-primary-600 hover:ring-2 focus-visible:ring-2"
                >
                  {course.thumbnail ? (
                    <img
                      src={course.thumbnail}
                      alt=""
                      loading="lazy"
                      width={640}
                      height={360}
                      className="aspect-video w-full bg-slate-100 object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-1 p-4">
                    {course.update_of ? <UpdateOf title={course.update_of.title} /> : null}
                    <h2 className="font-bold text-balance text-slate-900">{course.title}</h2>
                    <p className="text-sm text-slate-600">
                      <Trans>by {instructor}</Trans>
                    </p>
                    <p className="text-sm text-slate-600">
                      {t`${plural(lessons, { one: '# lesson', other: '# lessons' })}`} ·{' '}
                      {course.is_free ? <Trans>Free</Trans> : format.taka(course.sale_price ?? course.price)}
                    </p>
                    {submitted ? (
                      <p className="mt-auto pt-2 text-sm font-medium text-slate-700">
                        <Trans>Submitted {submitted}</Trans>
                      </p>
                    ) : null}
                    {course.review_note ? (
                      <p className="text-sm font-medium text-amber-800">
                        <Trans>Resubmitted after changes were asked</Trans>
                      </p>
                    ) : null}
                  </div>
                </Link>
              </li>
            );
          })
        }
      </StaffCardQueue>
      {queue.data ? (
        <Pagination
          page={page}
          totalPages={totalPages(queue.data.count, COURSE_REVIEWS_PAGE_SIZE)}
          hrefFor={pageHref}
        />
      ) : null}
    </>
  );
}

/** A published course's new version (docs/decisions/038): publishing it updates that course in place. */
export function UpdateOf({ title }: { title: string }) {
  return (
    <p className="text-sm font-semibold text-sky-800">
      <Trans>Update of {title}</Trans>
    </p>
  );
}
