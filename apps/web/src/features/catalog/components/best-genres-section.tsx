import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useFormat } from '../../../shared/i18n/format';
import { SectionError } from '../../../shared/ui/section-error';
import { useBestGenres } from '../api/get-best-genres';
import { courseFiltersHref } from '../lib/course-filters';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

const SHOWN = 8;
const SKELETONS = Array.from({ length: SHOWN }, (_, i) => i);

/** The most popular genres as shortcuts into the filtered catalog (`/allcourses?genre=<slug>`). */
export function BestGenresSection() {
  const { t } = useLingui();
  const format = useFormat();
  const { data, isPending, isError, error, refetch, isFetching } = useBestGenres();
  const genres = data?.filter((genre) => genre.course_count > 0).slice(0, SHOWN);
  if (genres && genres.length === 0) return null;
  const courseCount = (count: number) => {
    const shown = format.number(count);
    return t`${plural(count, { one: `${shown} course`, other: `${shown} courses` })}`;
  };
  const learnerCount = (count: number) => {
    const shown = format.number(count);
    return t`${plural(count, { one: `${shown} learner`, other: `${shown} learners` })}`;
  };

  return (
    <section aria-labelledby="best-genres-heading" className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="best-genres-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Explore by skill</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>Start where the jobs are: the areas learners choose most.</Trans>
        </p>

        <div className="mt-6">
          {isError ? (
            <SectionError
              what={t`skill areas`}
              error={error}
              onRetry={() => void refetch()}
              isRetrying={isFetching}
            />
          ) : isPending ? (
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
              <span className="sr-only">
                <Trans>Loading skill areas</Trans>
              </span>
              {SKELETONS.map((i) => (
                <div
                  key={i}
                  aria-hidden="true"
                  className="h-19 animate-pulse rounded-card bg-white ring-1 ring-slate-200"
                />
              ))}
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {genres?.map((genre) => (
                <li key={genre.id}>
                  <Link
                    to={courseFiltersHref({ genre: genre.slug })}
                    className="group flex h-full min-h-19 items-center justify-between gap-3 rounded-card bg-white px-4 py-3 shadow-card ring-1 ring-slate-200 hover:ring-primary-300"
                  >
                    <span className="min-w-0">
                      <span className="line-clamp-3 text-sm font-semibold text-slate-900 group-hover:text-primary-700 sm:text-base">
                        {genre.name}
                      </span>
                      <span className="mt-0.5 block text-sm text-slate-600">
                        {courseCount(genre.course_count)}
                        {genre.learner_count > 0 && (
                          <span className="hidden sm:inline">
                            <span aria-hidden="true"> · </span>
                            <span className="sr-only">, </span>
                            {learnerCount(genre.learner_count)}
                          </span>
                        )}
                      </span>
                    </span>
                    <ChevronRight
                      className="hidden size-5 shrink-0 text-slate-400 group-hover:text-primary-600 sm:block"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
