import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { HiringLeadStatus } from '@dokkho/contract/moderation';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { HIRING_LEADS_PAGE_SIZE, useHiringLeads, type HiringLeadFilters } from '../api/hiring-leads';
import { HiringLeadCard } from '../components/hiring-lead-card';
import { StaffCardQueue } from '../components/staff-card-queue';
import { DoneMessage, StatusTabs } from '../components/status-tabs';
import { pageFrom, totalPages } from '../lib/list-filters';
import { STAFF_HIRING_LEADS_PATH } from '../lib/paths';

const TABS: readonly { value: HiringLeadStatus; label: MessageDescriptor }[] = [
  { value: 'open', label: msg`To contact` },
  { value: 'contacted', label: msg`Contacted` },
];

const EMPTY: Record<HiringLeadStatus, { title: MessageDescriptor; description: MessageDescriptor }> = {
  open: {
    title: msg`No one is waiting for a call`,
    description: msg`Employers who fill in the form on the Hire page appear here until someone contacts them.`,
  },
  contacted: {
    title: msg`No contacted leads yet`,
    description: msg`Leads you mark contacted are kept here.`,
  },
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
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const status = HiringLeadStatus.safeParse(searchParams.get('status'));
  const filters: HiringLeadFilters = {
    status: status.success ? status.data : 'open',
    page: pageFrom(searchParams.get('page')),
  };
  const leads = useHiringLeads(filters);
  const [done, setDone] = useState<string | null>(null);
  const data = leads.data;

  return (
    <>
      <PageHeading
        title={t`Hiring leads`}
        description={t`Employers who asked to hire through Dokkho. We promise a call within one working day.`}
      />
      <StatusTabs
        label={t`Lead status`}
        tabs={TABS.map((tab) => ({ value: tab.value, label: i18n._(tab.label) }))}
        current={filters.status}
        hrefFor={(value) => leadsHref({ status: value, page: 1 })}
        onNavigate={() => setDone(null)}
      />
      <DoneMessage message={done} />
      <StaffCardQueue
        query={leads}
        items={(page) => page}
        errorTitle={t`We couldn’t load the leads`}
        loadingLabel={t`Loading leads`}
        skeletonLines={
          <>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-10 w-full" />
          </>
        }
        empty={{
          title: i18n._(EMPTY[filters.status].title),
          description: i18n._(EMPTY[filters.status].description),
        }}
        count={(total) => t`${plural(total, { one: '# lead', other: '# leads' })}`}
        listLabel={t`Hiring leads`}
      >
        {(page) =>
          page.results.map((lead) => <HiringLeadCard key={lead.id} lead={lead} onContacted={setDone} />)
        }
      </StaffCardQueue>
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
