import { Star } from 'lucide-react';
import type { CourseFullDetail, ReviewItem } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { formatRelativeDate } from '../lib/course-page-format';
import { InstructorAvatar } from './instructor-avatar';
import { StarRating } from './star-rating';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { INTL_LOCALE } from '@dokkho/contract/locale';

const STARS = [5, 4, 3, 2, 1] as const;

function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const stars = format.number(rating);
  return (
    <span className="inline-flex text-accent-500" aria-label={t`${stars} out of 5 stars`} role="img">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className="size-4"
          fill={i <= rating ? 'currentColor' : 'none'}
          strokeWidth={i <= rating ? 0 : 1.5}
        />
      ))}
    </span>
  );
}

function Review({ review }: { review: ReviewItem }) {
  useFormat(); // re-renders on a language switch: the review's date follows it
  return (
    <li className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <InstructorAvatar name={review.reviewer.name} avatar={review.reviewer.avatar} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{review.reviewer.name}</p>
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Stars rating={review.rating} />
            <time dateTime={review.updated_at}>{formatRelativeDate(review.updated_at)}</time>
          </p>
        </div>
      </div>
      {review.comment ? <p className="mt-3 leading-7 break-words text-slate-700">{review.comment}</p> : null}
    </li>
  );
}

/**
 * Rating and reviews (issue 4 items 1 and 8): the average, how the stars spread, the latest reviews. The
 * bars appear only when there are written reviews to count; the average alone is honest before that.
 */
export function CourseReviews({ course }: { course: CourseFullDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const counted = course.rating_breakdown.reduce((sum, n) => sum + n, 0);
  const ratingCount = course.rating_count;
  const learners = format.number(ratingCount);
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10">
      <div>
        {course.rating_count > 0 ? (
          <>
            <p className="text-5xl font-bold text-slate-900">
              {(Math.round(course.rating_avg * 10) / 10).toLocaleString(INTL_LOCALE[format.locale], {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              })}
            </p>
            <div className="mt-2">
              <StarRating average={course.rating_avg} count={course.rating_count} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {t`${plural(ratingCount, {
                one: `Course rating from ${learners} learner`,
                other: `Course rating from ${learners} learners`,
              })}`}
            </p>
          </>
        ) : (
          <p className="text-slate-600">
            <Trans>No ratings yet. Enrolled learners can rate the course from their dashboard.</Trans>
          </p>
        )}
        {counted > 0 && (
          <ul className="mt-5 space-y-2" aria-label={t`How learners rated this course`}>
            {STARS.map((stars) => {
              const count = course.rating_breakdown[stars - 1] ?? 0;
              const share = Math.round((count / counted) * 100);
              const starsText = format.number(stars);
              return (
                <li key={stars} className="flex items-center gap-2 text-sm">
                  <span className="w-12 shrink-0 text-slate-700">
                    {t`${plural(stars, { one: `${starsText} star`, other: `${starsText} stars` })}`}
                  </span>
                  <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                    <span
                      className="block h-full rounded-full bg-accent-500"
                      style={{ width: `${share}%` }}
                    />
                  </span>
                  <span className="w-10 shrink-0 text-right text-slate-600 tabular-nums">
                    {format.number(share)}%
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {course.recent_reviews.length > 0 ? (
        <ul className="space-y-3">
          {course.recent_reviews.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <p className="self-start rounded-card border border-dashed border-slate-300 px-5 py-8 text-center text-slate-600">
          <Trans>No written reviews yet. Learners who finish lessons can share what they thought.</Trans>
        </p>
      )}
    </div>
  );
}
