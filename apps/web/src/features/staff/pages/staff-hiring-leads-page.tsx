import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { HiringLeadStatus } from '@dokkho/contract/moderation';
import { formatNumber } from '../../../shared/lib/format-number';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { HIRING_LEADS_PAGE_SIZE, useHiringLeads, type HiringLeadFilters } from '../api/hiring-leads';
import { HiringLeadCard } from '../components/hiring-lead-card';
import { DoneMessage, StatusTabs } from '../components/status-tabs';
import { pageFrom, totalPages } from '../lib/list-filters';
import { STAFF_HIRING_LEADS_PATH } from '../lib/paths';

const TABS = [
  { value: 'open', label: 'To contact' },
  { value: 'contacted', label: 'Contacted' },
] as const;

const EMPTY: Record<HiringLeadStatus, { title: string; description: string }> = {
  open: {
    title: 'No one is waiting for a call',
    description: 'Employers who fill in the form on the Hire page appear here until someone contacts them.',
  },
  contacted: { title: 'No contacted leads yet', description: 'Leads you mark contacted are kept here.' },
};

function leadsHref(filters: HiringLeadFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'open') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return `${STAFF_HIRING_LEADS_PATH}${text ? `?${text}` : ''}`;
}

/**
 * /staff/hiring-leads: employers who asked to hire through Dokkho on /hiringpage (`GET admin/hiring-leads/`),
 * the ones still to call first and oldest first (issue 6 item 7's follow-up).
 */
export function StaffHiringLeadsPage() {
  const [searchParams] = useSearchParams();
  const status = HiringLeadStatus.safeParse(searchParams.get('status'));
  const filters: HiringLeadFilters = {
    status: status.success ? status.data : 'open',
    page: pageFrom(searchParams.get('page')),
  };
  const leads = useHiringLeads(filters);
  const [done, setDone] = useState<string | null>(null);
  const data = leads.data;

  let body: ReactNode;
  if (leads.isError && !data) {
    body = (
      <LoadErrorNotice
        size="sm"
        title="We couldn’t load the leads"
        error={leads.error}
        onRetry={() => void leads.refetch()}
        isRetrying={leads.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <div aria-busy="true" className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <span role="status" className="sr-only">
          Loading leads
        </span>
        {[0, 1].map((i) => (
          <div key={i} className="space-y-3 rounded-card bg-white p-5 shadow-card">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    );
  } else if (data.results.length === 0) {
    body = (
      <Notice
        size="sm"
        illustration={<SignpostIllustration />}
        title={data.count > 0 ? 'This page is empty' : EMPTY[filters.status].title}
        description={
          data.count > 0
            ? 'The list is shorter than it was. Go back to the first page.'
            : EMPTY[filters.status].description
        }
      />
    );
  } else {
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">
          {formatNumber(data.count)} {data.count === 1 ? 'lead' : 'leads'}
        </p>
        <ul
          aria-label="Hiring leads"
          aria-busy={leads.isFetching}
          className={clsx(
            'grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2',
            leads.isFetching && 'opacity-60',
          )}
        >
          {data.results.map((lead) => (
            <HiringLeadCard key={lead.id} lead={lead} onContacted={setDone} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title="Hiring leads"
        description="Employers who asked to hire through Dokkho. We promise a call within one working day."
      />
      <StatusTabs
        label="Lead status"
        tabs={TABS}
        current={filters.status}
        hrefFor={(value) => leadsHref({ status: value, page: 1 })}
        onNavigate={() => setDone(null)}
      />
      <DoneMessage message={done} />
      {body}
      {data ? (
        <Pagination
          page={filters.page}
          totalPages={totalPages(data.count, HIRING_LEADS_PAGE_SIZE)}
          hrefFor={(page) => leadsHref({ ...filters, page })}
        />
      ) : null}
    </>
  );
}
