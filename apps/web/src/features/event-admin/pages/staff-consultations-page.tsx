import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CONSULTATION_STATUSES, ConsultationStatus } from '@dokkho/contract/events';
import { useFormat } from '../../../shared/i18n/format';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { CONSULTATIONS_PAGE_SIZE, useConsultations } from '../api/event-admin';
import { ConsultationCard } from '../components/consultation-card';
import { CONSULTATION_LABELS } from '../lib/labels';
import { STAFF_CONSULTATIONS_PATH, pageFrom } from '../lib/paths';

const EMPTY: Record<ConsultationStatus, MessageDescriptor> = {
  new: msg`No new requests. People who ask for a call on a masterclass page appear here.`,
  call_back: msg`No call-backs planned.`,
  contacted: msg`No one marked contacted yet.`,
  no_answer: msg`No unanswered calls.`,
  enrolled: msg`No one enrolled from a consultation yet.`,
  closed: msg`No closed requests.`,
};

function hrefFor(status: ConsultationStatus, page = 1) {
  const params = new URLSearchParams();
  if (status !== 'new') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return `${STAFF_CONSULTATIONS_PATH}${text ? `?${text}` : ''}`;
}

/**
 * /staff/consultations (issue 18 item 1): "call me back" requests from masterclass pages, by state: new
 * ones newest first, call-backs soonest due first. Each card moves its request on.
 */
export function StaffConsultationsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [params] = useSearchParams();
  const parsed = ConsultationStatus.safeParse(params.get('status'));
  const status: ConsultationStatus = parsed.success ? parsed.data : 'new';
  const page = pageFrom(params.get('page'));
  const queue = useConsultations({ status, page });
  const [done, setDone] = useState<string | null>(null);
  const counts = queue.data?.counts;

  return (
    <>
      <PageHeading
        title={t`Consultation requests`}
        description={t`People who asked an advisor to call them. Call within one working day.`}
      />
      <nav aria-label={t`Request state`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {CONSULTATION_STATUSES.map((value) => (
            <li key={value}>
              <Link
                to={hrefFor(value)}
                onClick={() => setDone(null)}
                aria-current={value === status ? 'page' : undefined}
                className={clsx(
                  '-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold',
                  value === status
                    ? 'border-primary-700 text-primary-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {i18n._(CONSULTATION_LABELS[value])}
                {counts ? (
                  <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700 tabular-nums">
                    {format.number(counts[value])}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="mt-3 text-sm font-semibold text-primary-800 empty:hidden">
        {done}
      </p>
      <div className="mt-4">
        <QueryStates
          query={queue}
          errorSize="sm"
          errorTitle={t`We couldn’t load the requests`}
          loadingLabel={t`Loading requests`}
          loadingClassName="grid grid-cols-1 gap-4 md:grid-cols-2"
          skeletons={[0, 1].map((i) => (
            <div key={i} className="space-y-3 rounded-card bg-white p-5 shadow-card">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-16 w-full" />
            </div>
          ))}
          isEmpty={(data) => data.results.length === 0}
          empty={
            <Notice
              size="sm"
              illustration={<SignpostIllustration />}
              title={t`Nothing here`}
              description={i18n._(EMPTY[status])}
            />
          }
        >
          {(data) => (
            <ul
              aria-label={t`Consultation requests`}
              aria-busy={queue.isFetching}
              className={clsx('grid grid-cols-1 gap-4 md:grid-cols-2', queue.isFetching && 'opacity-60')}
            >
              {data.results.map((item) => (
                <ConsultationCard key={`${item.id}-${item.updated_at}`} item={item} onDone={setDone} />
              ))}
            </ul>
          )}
        </QueryStates>
        {queue.data ? (
          <Pagination
            page={page}
            totalPages={Math.ceil(queue.data.count / CONSULTATIONS_PAGE_SIZE)}
            hrefFor={(target) => hrefFor(status, target)}
          />
        ) : null}
      </div>
    </>
  );
}
