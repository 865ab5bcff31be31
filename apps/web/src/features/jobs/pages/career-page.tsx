import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HeartHandshake, Rocket, Sprout, type LucideIcon } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { NumberedPagination } from '../../../shared/ui/numbered-pagination';
import { PageIntro } from '../../../shared/ui/page-intro';
import { SectionError } from '../../../shared/ui/section-error';
import { useJobBoard } from '../api/get-job-board';
import { JobCard, JobCardSkeleton } from '../components/job-card';
import {
  CAREER_PATH,
  JOBS_PAGE_SIZE,
  currentPage,
  jobFiltersHref,
  parseJobFilters,
} from '../lib/job-filters';

const VALUES: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: Sprout,
    title: msg`Growth is the product`,
    text: msg`We help people across Bangladesh learn and get hired, and we grow the same way: by learning every week.`,
  },
  {
    icon: Rocket,
    title: msg`Ship for real people`,
    text: msg`Most of our learners are on an Android phone on mobile data. We build for them first.`,
  },
  {
    icon: HeartHandshake,
    title: msg`Small team, real ownership`,
    text: msg`You own what you build, from the first sketch to the learner who uses it.`,
  },
];

/**
 * /career (issue 6 item 7): careers at Dokkho itself, from the same job tables as the board (`internal=true`:
 * the posts staff publish for Dokkho's own roles). Only the page is kept in the address.
 */
export function CareerPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const filters = useMemo(() => {
    const { page } = parseJobFilters(searchParams);
    return page ? { page } : {};
  }, [searchParams]);
  const page = currentPage(filters);
  const board = useJobBoard(filters, true);
  const data = board.data;

  return (
    <>
      <PageIntro
        eyebrow={t`Careers at Dokkho`}
        title={t`Help a generation of Bangladeshis get skilled and hired`}
        description={t`Dokkho (দক্ষ, “skilled”) is where young people turn ambition into a job. Join the team that builds it.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ul className="grid gap-4 sm:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-7 text-primary-700" />
              <h2 className="mt-3 text-lg font-bold text-slate-900">{i18n._(title)}</h2>
              <p className="mt-1 text-pretty text-slate-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="open-roles" className="mt-12">
          <h2 id="open-roles" className="text-2xl font-bold text-slate-900">
            <Trans>Open roles</Trans>
            {data && data.count > 0 ? (
              <span className="ml-2 text-base font-semibold text-slate-500">
                ({format.number(data.count)})
              </span>
            ) : null}
          </h2>
          <div className="mt-5">
            {board.isError ? (
              <SectionError
                what={t`open roles`}
                error={board.error}
                onRetry={() => void board.refetch()}
                isRetrying={board.isFetching}
              />
            ) : !data ? (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
                {[0, 1, 2].map((i) => (
                  <JobCardSkeleton key={i} />
                ))}
              </div>
            ) : data.results.length === 0 ? (
              <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <div className="w-40">
                  <SignpostIllustration />
                </div>
                <h3 className="mt-6 text-xl font-bold text-slate-900">
                  {page > 1 ? t`This page is past the end of the list` : t`No open roles at Dokkho right now`}
                </h3>
                <p className="mt-2 max-w-md text-pretty text-slate-600">
                  <Trans>
                    We post every opening here first. Meanwhile, companies across Bangladesh are hiring on the
                    Dokkho job board.
                  </Trans>
                </p>
                <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
                  {page > 1 ? (
                    <Link to={CAREER_PATH} className={buttonClasses({ size: 'lg' })}>
                      <Trans>Go to the first page</Trans>
                    </Link>
                  ) : null}
                  <Link to="/jobs" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                    <Trans>Browse the job board</Trans>
                  </Link>
                </div>
              </div>
            ) : (
              <>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {data.results.map((job) => (
                    <li key={job.id}>
                      <JobCard job={job} href={`/jobs/${job.id}`} />
                    </li>
                  ))}
                </ul>
                <div className="mt-10">
                  <NumberedPagination
                    page={page}
                    totalPages={Math.max(1, Math.ceil(data.count / JOBS_PAGE_SIZE))}
                    hrefFor={(target) => jobFiltersHref({ page: String(target) }, CAREER_PATH)}
                  />
                </div>
              </>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
