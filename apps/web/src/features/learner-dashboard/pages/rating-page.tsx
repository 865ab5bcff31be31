import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Pencil, Sparkles, Star } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { EnrolledCourse, MyReview, ReviewResponse } from '@dokkho/contract/learning';
import { localiseDigits } from '@dokkho/domain/digits';
import { useFormat } from '../../../shared/i18n/format';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useEnrolledCourses } from '../api/get-enrolled-courses';
import { useMyReviews } from '../api/get-my-reviews';
import { CourseThumbnail } from '../components/course-thumbnail';
import { BooksIllustration } from '../components/illustrations';
import { RatingBreakdown } from '../components/rating-breakdown';
import { ReviewForm } from '../components/review-form';
import { StarsShown } from '../components/star-input';
import { ALL_COURSES_PATH, FREE_COURSES_PATH, coursePath } from '../lib/paths';

function CourseRating({ average, count }: { average: number; count: number }) {
  const format = useFormat();
  if (count === 0) {
    return (
      <span className="text-sm text-slate-600">
        <Trans>No ratings yet</Trans>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <Star aria-hidden="true" className="size-4 text-accent-500" fill="currentColor" strokeWidth={0} />
      <span className="font-semibold text-slate-800">
        {localiseDigits((Math.round(average * 10) / 10).toFixed(1), format.locale)}
      </span>
      <span>
        <Plural value={count} one="from # learner" other="from # learners" />
      </span>
    </span>
  );
}

function ReviewCard({ entry, review }: { entry: EnrolledCourse; review: MyReview | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const courseTitle = entry.course.title;
  const [saved, setSaved] = useState<ReviewResponse | null>(null);
  const id = `review-${entry.course.id}`;
  const showForm = !review || editing;

  let content: ReactNode;
  if (showForm) {
    content = (
      <ReviewForm
        courseId={entry.course.id}
        courseTitle={entry.course.title}
        existing={review}
        onSaved={(answer) => {
          setSaved(answer);
          setEditing(false);
        }}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    );
  } else {
    const reviewDate = format.date(review.updated_at);
    content = (
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarsShown rating={review.rating} className="[&_svg]:size-5" />
          <span className="text-sm text-slate-500">
            {review.updated_at !== review.created_at ? (
              <Trans>
                Your review, edited <time dateTime={review.updated_at}>{reviewDate}</time>
              </Trans>
            ) : (
              <Trans>
                Your review, written <time dateTime={review.updated_at}>{reviewDate}</time>
              </Trans>
            )}
          </span>
        </div>
        {review.comment ? (
          <p className="mt-2 leading-7 break-words whitespace-pre-line text-slate-700">{review.comment}</p>
        ) : (
          <p className="mt-2 text-sm text-slate-500">
            <Trans>No written comment.</Trans>
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => {
            setSaved(null);
            setEditing(true);
          }}
          aria-label={t`Edit your review of ${courseTitle}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit review</Trans>
        </Button>
      </div>
    );
  }

  const ratingCount = saved?.rating_count ?? 0;
  const newAverage = saved
    ? localiseDigits((Math.round(saved.rating_avg * 10) / 10).toFixed(1), format.locale)
    : '';
  return (
    <article aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="mb-4 flex items-start gap-3 sm:gap-4">
        <CourseThumbnail src={entry.course.thumbnail} className="w-24 shrink-0 sm:w-32" />
        <div className="min-w-0">
          <h2 id={id} className="font-bold text-balance break-words text-slate-900 sm:text-lg">
            <Link to={coursePath(entry.course.id)} className="hover:text-primary-800 hover:underline">
              {entry.course.title}
            </Link>
          </h2>
          <CourseRating average={entry.course.rating_avg} count={entry.course.rating_count} />
        </div>
      </div>
      {saved && !showForm ? (
        <div role="status" className="mb-4 rounded-lg bg-success-50 p-3 text-sm text-success-700">
          <p className="flex items-center gap-1.5 font-semibold">
            <CircleCheck aria-hidden="true" className="size-4" />
            {saved.detail}
          </p>
          <p className="mt-1 text-slate-700">
            {t`The course is now rated ${newAverage} from ${plural(ratingCount, { one: '# learner', other: '# learners' })}.`}
          </p>
          <div className="mt-3">
            <RatingBreakdown courseId={entry.course.id} yourRating={saved.review.rating} />
          </div>
        </div>
      ) : null}
      {content}
    </article>
  );
}

/**
 * /newDashboard/rating (issue 4 item 8): a star rating and comment for each enrolled course; one review
 * per course, which the learner can edit any time. Saving shows the course's new average and how the
 * ratings now spread.
 */
export function RatingPage() {
  const { t } = useLingui();
  const enrolled = useEnrolledCourses();
  const reviews = useMyReviews();
  const courses = enrolled.data;

  let body: ReactNode;
  if (courses && courses.length === 0) {
    body = (
      <Notice
        illustration={<BooksIllustration />}
        title={t`Nothing to rate yet`}
        description={t`Once you enrol in a course you can rate it here and help other learners choose.`}
      >
        <Link to={FREE_COURSES_PATH} className={buttonClasses({ variant: 'accent' })}>
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>Browse free courses</Trans>
        </Link>
        <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>See all courses</Trans>
        </Link>
      </Notice>
    );
  } else if (courses && reviews.data) {
    const byCourse = new Map(reviews.data.map((review) => [review.course_id, review]));
    const toRate = courses.filter((entry) => !byCourse.has(entry.course.id)).length;
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600" role="status">
          {toRate === 0
            ? t`You have rated all your courses. Thank you!`
            : t`${plural(toRate, { one: '# course waiting for your rating.', other: '# courses waiting for your rating.' })}`}
        </p>
        <ul className="space-y-4">
          {courses.map((entry) => (
            <li key={entry.course.id}>
              <ReviewCard entry={entry} review={byCourse.get(entry.course.id)} />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (enrolled.isError || reviews.isError) {
    const failed = enrolled.isError ? enrolled : reviews;
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your courses to rate`}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading your courses</Trans>
        </span>
        {[0, 1].map((i) => (
          <div key={i} className="space-y-4 rounded-card bg-white p-5 shadow-card">
            <div className="flex gap-4">
              <Skeleton className="aspect-video w-32" />
              <Skeleton className="h-6 flex-1" />
            </div>
            <Skeleton className="h-11 w-60" />
            <Skeleton className="h-24 w-full" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeading
        title={t`Rate your courses`}
        description={t`Your rating helps other learners choose. You can change it any time.`}
      />
      {body}
    </>
  );
}
