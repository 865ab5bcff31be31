import clsx from 'clsx';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCourseDetail } from '../api/get-course-detail';

const ROWS = [5, 4, 3, 2, 1] as const;

/**
 * After a review is saved: how the course's written reviews now spread over 1-5 stars, with the learner's
 * own row marked, so they see their review count. From the course page's data (refreshed by the save).
 */
export function RatingBreakdown({ courseId, yourRating }: { courseId: number; yourRating: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const detail = useCourseDetail(courseId);
  if (detail.isPending) {
    return (
      <div className="space-y-2" aria-hidden="true">
        {ROWS.map((row) => (
          <Skeleton key={row} className="h-3 w-full" />
        ))}
      </div>
    );
  }
  // The breakdown is extra: without it the success message above says enough.
  if (!detail.data) return null;
  const breakdown = detail.data.rating_breakdown;
  const counted = breakdown.reduce((sum, n) => sum + n, 0);
  if (counted === 0) return null;
  return (
    <>
      <p className="mb-2 text-sm text-slate-700">
        <Plural value={counted} one="# written review by stars:" other="# written reviews by stars:" />
      </p>
      <ul className="space-y-1.5" aria-label={t`How learners rated this course`}>
        {ROWS.map((stars) => {
          const count = breakdown[stars - 1] ?? 0;
          const share = Math.round((count / counted) * 100);
          const yours = stars === yourRating;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span
                className={clsx('w-14 shrink-0', yours ? 'font-semibold text-slate-900' : 'text-slate-700')}
              >
                <Plural value={stars} one="# star" other="# stars" />
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                <span
                  className={clsx('block h-full rounded-full', yours ? 'bg-primary-600' : 'bg-accent-500')}
                  style={{ width: `${share}%` }}
                />
              </span>
              <span className="w-20 shrink-0 text-right text-slate-600 tabular-nums">
                {format.number(count)}
                {yours ? (
                  <span className="sr-only">
                    {' '}
                    <Trans>(including yours)</Trans>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
