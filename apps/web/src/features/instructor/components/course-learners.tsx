import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeachingLearner } from '@dokkho/contract/teaching';
import { useFormat } from '../../../shared/i18n/format';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Pagination } from '../../../shared/ui/pagination';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCourseLearners } from '../api/teaching';

const PAGE_SIZE = 12;

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={clsx('h-full rounded-full', percent === 100 ? 'bg-primary-700' : 'bg-primary-500')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

function LearnerItem({ learner }: { learner: TeachingLearner }) {
  const { t } = useLingui();
  const format = useFormat();
  const done = format.number(learner.completed_lessons);
  const total = format.number(learner.lessons_count);
  const percent = format.number(learner.progress_percent);
  const enrolled = format.date(learner.enrolled_at);
  const active = learner.last_activity_at ? format.relative(learner.last_activity_at) : null;
  const name = learner.name;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-slate-900">{learner.name}</p>
        <p className="text-sm text-slate-600">{t`Enrolled ${enrolled}`}</p>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <ProgressBar percent={learner.progress_percent} label={t`${name}: ${percent}% done`} />
        <span className="w-12 shrink-0 text-right text-sm font-semibold text-slate-800 tabular-nums">
          {percent}%
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {learner.completed_at ? (
          <Trans>Finished the course</Trans>
        ) : (
          <Trans>
            {done} of {total} lessons done
          </Trans>
        )}
        {active ? (
          <> · {t`Last active ${active}`}</>
        ) : learner.completed_lessons === 0 ? (
          <> · {t`Not started yet`}</>
        ) : null}
      </p>
    </li>
  );
}

/** The course's learners, newest seat first, with how far each got; pages in `?page=`. */
export function CourseLearners({ courseId, total }: { courseId: number; total: number }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const learners = useCourseLearners(courseId, page);
  const data = learners.data;

  return (
    <section aria-labelledby="learners-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <h2 id="learners-title" className="text-lg font-bold text-slate-900">
        <Trans>Learners</Trans>
      </h2>
      {!data && learners.isError ? (
        <div className="mt-3">
          <LoadErrorNotice
            title={t`We couldn’t load the learners`}
            error={learners.error}
            onRetry={() => void learners.refetch()}
            isRetrying={learners.isFetching}
          />
        </div>
      ) : !data ? (
        <LoadingSkeletons label={t`Loading learners`} className="mt-3 space-y-4">
          {[0, 1, 2].map((i) => (
            <div key={i}>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="mt-2 h-2 w-full" />
            </div>
          ))}
        </LoadingSkeletons>
      ) : total === 0 || data.count === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No learners yet. Once the course is published, everyone who enrols shows up here.</Trans>
        </p>
      ) : (
        <>
          <ul
            className={clsx('divide-y divide-slate-100', learners.isPlaceholderData && 'opacity-60')}
            aria-busy={learners.isPlaceholderData}
          >
            {data.results.map((learner, index) => (
              <LearnerItem key={`${page}-${index}`} learner={learner} />
            ))}
          </ul>
          <div className="mt-3">
            <Pagination
              page={page}
              totalPages={Math.ceil(data.count / PAGE_SIZE)}
              hrefFor={(target) => `?page=${target}`}
            />
          </div>
        </>
      )}
    </section>
  );
}
