import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronRight, Search } from 'lucide-react';
import type { OrderSummary } from '@dokkho/contract/commerce';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { ReceiptIllustration } from '../components/illustrations';
import { OrderStatusBadge } from '../components/order-status-badge';
import { CATALOG_PATH, ORDERS_PATH, receiptPath } from '../lib/paths';

const GRID =
  'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 md:grid-cols-[7.5rem_minmax(0,1fr)_11rem_6.5rem_8.5rem_1.25rem] md:items-center';

function pageFrom(param: string | null): number {
  return param && /^\d{1,6}$/.test(param) && Number(param) > 0 ? Number(param) : 1;
}

/**
 * One order: a link to its receipt. On a phone: title and total, then the date and invoice number, then
 * the state (kept in the first column so a long badge never squeezes the title). From 768px: columns
 * under the header (the date/invoice wrapper becomes `contents`, so its two parts take their own columns).
 */
function OrderRow({ order }: { order: OrderSummary }) {
  const format = useFormat();
  return (
    <li>
      <Link to={receiptPath(order.token)} className={`${GRID} px-4 py-4 hover:bg-slate-50 sm:px-5`}>
        <span className="col-start-1 row-start-1 min-w-0 font-semibold text-slate-900 md:col-start-2">
          <span className="line-clamp-2">{order.title}</span>
          <span className="block text-xs font-normal text-slate-500">
            {order.kind === 'bundle' ? <Trans>Bundle</Trans> : <Trans>Course</Trans>}
          </span>
        </span>
        <span className="col-start-2 row-start-1 text-right font-bold text-slate-900 md:col-start-4">
          {format.taka(order.total)}
        </span>
        <span className="col-span-2 col-start-1 row-start-2 flex flex-wrap gap-x-2 text-sm text-slate-600 md:contents">
          <time dateTime={order.created_at} className="md:col-start-1 md:row-start-1">
            {format.date(order.created_at)}
          </time>
          <span
            className={`font-mono text-xs leading-5 text-slate-500 md:col-start-3 md:row-start-1 md:text-sm ${
              order.invoice_number ? '' : 'hidden md:inline'
            }`}
          >
            {order.invoice_number ?? '—'}
          </span>
        </span>
        <span className="col-span-2 col-start-1 row-start-3 mt-1 md:col-span-1 md:col-start-5 md:row-start-1 md:mt-0">
          <OrderStatusBadge status={order.status} />
        </span>
        <ChevronRight
          aria-hidden="true"
          className="hidden size-5 text-slate-400 md:col-start-6 md:row-start-1 md:block"
        />
      </Link>
    </li>
  );
}

/**
 * /newDashboard/orders (issue 5 item 6: "the learner's dashboard lists orders"): every order, newest
 * first, with its date, item, total, state and invoice number; each opens its receipt.
 */
export function OrdersPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const orders = useOrders(page);
  const data = orders.data;

  let body: ReactNode;
  if (orders.isError && !data) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your orders`}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <div className="overflow-hidden rounded-card bg-white shadow-card" aria-busy="true">
        <span role="status" className="sr-only">
          <Trans>Loading your orders</Trans>
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center justify-between gap-4 border-b border-slate-100 p-5">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-6 w-20" />
          </div>
        ))}
      </div>
    );
  } else if (data.count === 0) {
    body = (
      <Notice
        illustration={<ReceiptIllustration />}
        title={t`No orders yet`}
        description={t`When you buy a course or a bundle, its receipt and invoice appear here.`}
      >
        <Link to={CATALOG_PATH} className={buttonClasses()}>
          <Search aria-hidden="true" className="size-4" />
          <Trans>Browse courses</Trans>
        </Link>
      </Notice>
    );
  } else {
    const totalPages = Math.max(1, Math.ceil(data.count / ORDERS_PAGE_SIZE));
    body = (
      <>
        <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200">
          <div
            aria-hidden="true"
            className={`${GRID} hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid`}
          >
            <span>
              <Trans>Date</Trans>
            </span>
            <span>
              <Trans>Item</Trans>
            </span>
            <span>
              <Trans>Invoice</Trans>
            </span>
            <span className="text-right">
              <Trans>Total</Trans>
            </span>
            <span>
              <Trans>Status</Trans>
            </span>
            <span />
          </div>
          <ul className="divide-y divide-slate-100" aria-label={t`Your orders`} aria-busy={orders.isFetching}>
            {data.results.map((order) => (
              <OrderRow key={order.token} order={order} />
            ))}
          </ul>
        </div>
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => (target === 1 ? ORDERS_PATH : `${ORDERS_PATH}?page=${target}`)}
        />
      </>
    );
  }

  return (
    <>
      <PageHeading title={t`Orders`} description={t`Your purchases, their receipts and invoices.`} />
      {body}
    </>
  );
}
