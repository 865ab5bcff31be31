import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYOUT_STATUSES, type AdminPayoutRequest } from '@dokkho/contract/affiliate';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formattersFor } from '../../../shared/i18n/format';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { usePayoutRequests } from '../api/get-payout-requests';
import { PayoutCard } from '../components/payout-card';
import type { PayoutDecisionKind } from '../components/payout-decision-dialog';
import { PAYOUT_STATUS_LABELS } from '../../../shared/labels/commerce';
import { StaffCardQueue } from '../components/staff-card-queue';
import { DoneMessage, StatusTabs } from '../components/status-tabs';
import {
  PAYOUTS_PAGE_SIZE,
  payoutFiltersSearch,
  readPayoutFilters,
  totalPages,
  type PayoutFilter,
} from '../lib/list-filters';
import { STAFF_PAYOUTS_PATH } from '../lib/paths';

const FILTERS: { value: PayoutFilter; label: MessageDescriptor }[] = [
  ...PAYOUT_STATUSES.map((status) => ({
    value: status,
    label: status === 'requested' ? msg`Open` : PAYOUT_STATUS_LABELS[status],
  })),
  { value: 'all', label: msg`All` },
];

const EMPTY: Record<PayoutFilter, { title: MessageDescriptor; description: MessageDescriptor }> = {
  requested: {
    title: msg`No open payout requests`,
    description: msg`Nothing to pay right now. Requests appear here when affiliates ask for their balance.`,
  },
  paid: { title: msg`No paid requests yet`, description: msg`Requests you mark paid are kept here.` },
  rejected: { title: msg`No rejected requests`, description: msg`Requests you reject are kept here.` },
  all: {
    title: msg`No payout requests yet`,
    description: msg`Affiliates and instructors ask for their balance from their dashboards; their requests appear here.`,
  },
};

function decidedMessage(i18n: I18n, request: AdminPayoutRequest, decision: PayoutDecisionKind): string {
  const who = request.payee.name || request.payee.email;
  const amount = formattersFor(i18n.locale === 'bn' ? 'bn' : 'en').taka(request.amount);
  return decision === 'paid'
    ? i18n._(msg`Marked ${amount} to ${who} paid.`)
    : i18n._(msg`Rejected ${who}’s request for ${amount}; it is back in their balance.`);
}

/**
 * /staff/payouts: affiliates' payout requests (`GET admin/payout-requests/`), the open ones first and by
 * default, each with where the money goes and the two decisions (issue 5 item 7's payout requests, from the
 * staff's side).
 */
export function StaffPayoutsPage() {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const filters = readPayoutFilters(searchParams);
  const requests = usePayoutRequests(filters);
  const [done, setDone] = useState<string | null>(null);
  const data = requests.data;

  return (
    <>
      <PageHeading
        title={t`Payout requests`}
        description={t`Affiliates and instructors asking to be paid their balance. Send the money first, then mark the request paid.`}
      />
      <StatusTabs
        label={t`Payout request status`}
        tabs={FILTERS.map((filter) => ({ value: filter.value, label: i18n._(filter.label) }))}
        current={filters.status}
        hrefFor={(status) => `${STAFF_PAYOUTS_PATH}${payoutFiltersSearch({ status, page: 1 })}`}
        onNavigate={() => setDone(null)}
      />
      <DoneMessage message={done} />
      <StaffCardQueue
        query={requests}
        items={(page) => page}
        errorTitle={t`We couldn’t load the payout requests`}
        loadingLabel={t`Loading payout requests`}
        skeletonLines={
          <>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
          </>
        }
        empty={{
          title: i18n._(EMPTY[filters.status].title),
          description: i18n._(EMPTY[filters.status].description),
        }}
        count={(total) => t`${plural(total, { one: '# request', other: '# requests' })}`}
        listLabel={t`Payout requests`}
      >
        {(page) =>
          page.results.map((request) => (
            <PayoutCard
              key={request.id}
              request={request}
              onDecided={(decided, decision) => setDone(decidedMessage(i18n, decided, decision))}
            />
          ))
        }
      </StaffCardQueue>
      {data ? (
        <Pagination
          page={filters.page}
          totalPages={totalPages(data.count, PAYOUTS_PAGE_SIZE)}
          hrefFor={(page) => `${STAFF_PAYOUTS_PATH}${payoutFiltersSearch({ ...filters, page })}`}
        />
      ) : null}
    </>
  );
}
