import { useDeferredValue, useId, useState } from 'react';
import clsx from 'clsx';
import { CheckCircle2, Link2, Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { inputClasses } from '../../../shared/ui/form-field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCourseSearch } from '../api/search-courses';
import { referralUrl } from '../lib/paths';
import { CopyLink } from './copy-link';

/**
 * The referral link builder: find a paid course in the catalog (GET course/courses?search=) and copy its
 * link /courseDetails/{id}/affiliate/{code}. Without a search it offers the catalog's first paid courses.
 */
export function ReferralLinkBuilder({ code }: { code: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const [search, setSearch] = useState('');
  // Typing stays smooth; the search follows a beat behind (and the last results stay meanwhile).
  const deferred = useDeferredValue(search.trim());
  const courses = useCourseSearch(deferred);
  const [picked, setPicked] = useState<{ id: number; title: string } | null>(null);
  const listId = useId();
  const results = courses.data?.results ?? [];
  const pickedTitle = picked?.title ?? '';

  return (
    <section aria-labelledby="link-builder-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-center gap-2">
        <Link2 aria-hidden="true" className="size-5 text-primary-700" />
        <h2 id="link-builder-title" className="text-lg font-bold text-slate-900">
          <Trans>Get a course link</Trans>
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Your code <strong className="font-mono text-slate-900">{code}</strong> is in every link. Buyers get
          a discount, you earn on each sale.
        </Trans>
      </p>

      <div className="relative mt-4">
        <label htmlFor={`${listId}-search`} className="sr-only">
          <Trans>Search courses</Trans>
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id={`${listId}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t`Search courses, like Excel or SQL`}
          autoComplete="off"
          aria-controls={listId}
          className={`${inputClasses(false)} pl-10`}
        />
      </div>

      <div id={listId} aria-live="polite" aria-busy={courses.isFetching} className="mt-3">
        {courses.isError && results.length === 0 ? (
          <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {courses.error.message}{' '}
            <button type="button" onClick={() => void courses.refetch()} className="font-semibold underline">
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : courses.isPending ? (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full rounded-lg" />
            ))}
          </div>
        ) : results.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">
            <Trans>No paid course matches “{deferred}”. Try another word.</Trans>
          </p>
        ) : (
          <ul className={clsx('space-y-2', courses.isFetching && 'opacity-60')} aria-label={t`Courses`}>
            {results.map((course) => {
              const selected = picked?.id === course.id;
              return (
                <li key={course.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setPicked({ id: course.id, title: course.title })}
                    className={clsx(
                      'flex min-h-14 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors',
                      selected
                        ? 'border-primary-600 bg-primary-50'
                        : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 text-sm font-semibold text-slate-900">
                        {course.title}
                      </span>
                      <span className="text-sm text-slate-600">
                        {format.taka(course.sale_price ?? course.price)}
                      </span>
                    </span>
                    {selected ? (
                      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {picked ? (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <CopyLink url={referralUrl(picked.id, code)} label={t`Your link to ${pickedTitle}`} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          <Trans>Pick a course to get its link.</Trans>
        </p>
      )}
    </section>
  );
}
