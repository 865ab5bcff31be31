import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Search, X } from 'lucide-react';
import { OrderStatus, type AdminOrderRow } from '@dokkho/contract/commerce';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/form-field';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAdminOrders } from '../api/get-admin-orders';
import { OrderDrawer } from '../components/order-drawer';
import { OrderList } from '../components/order-list';
import { ORDER_STATUS_LABELS } from '../../../shared/labels/commerce';
import {
  ORDERS_PAGE_SIZE,
  SEARCH_MAX,
  orderFiltersSearch,
  readOrderFilters,
  totalPages,
  type OrderFilters,
} from '../lib/list-filters';
import { STAFF_ORDERS_PATH } from '../lib/paths';

function Filters({ filters }: { filters: OrderFilters }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(filters.search);
  // The address is the truth (Back, a shared link): the box follows it when it changes from outside.
  const [seen, setSeen] = useState(filters.search);
  if (filters.search !== seen) {
    setSeen(filters.search);
    setText(filters.search);
  }
  const go = (next: Partial<OrderFilters>) =>
    void navigate(`${STAFF_ORDERS_PATH}${orderFiltersSearch({ ...filters, ...next, page: 1 })}`);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go({ search: text.trim() });
  }

  const active = filters.search !== '' || filters.status !== undefined;
  return (
    <form
      role="search"
      aria-label={t`Find orders`}
      onSubmit={onSubmit}
      className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
    >
      <div>
        <label htmlFor="staff-order-search" className="mb-1.5 block text-sm font-medium text-slate-800">
          <Trans>Search</Trans>
        </label>
        <input
          id="staff-order-search"
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Invoice number, tran id or e-mail`}
          autoComplete="off"
          spellCheck={false}
          className={inputClasses(false)}
        />
      </div>
      <div>
        <label htmlFor="staff-order-status" className="mb-1.5 block text-sm font-medium text-slate-800">
          <Trans>Status</Trans>
        </label>
        <select
          id="staff-order-status"
          value={filters.status ?? ''}
          onChange={(event) =>
            go({ search: text.trim(), status: (event.target.value || undefined) as OrderStatus | undefined })
          }
          className={inputClasses(false)}
        >
          <option value="">{t`All statuses`}</option>
          {OrderStatus.options.map((status) => (
            <option key={status} value={status}>
              {i18n._(ORDER_STATUS_LABELS[status])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses({ className: 'flex-1 sm:flex-none' })}>
          <Search aria-hidden="true" className="size-4" />
          <Trans>Search</Trans>
        </button>
        {active ? (
          <Link to={STAFF_ORDERS_PATH} className={buttonClasses({ variant: 'ghost' })}>
            <X aria-hidden="true" className="size-4" />
            <Trans>Clear</Trans>
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function ListSkeleton() {
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200" aria-busy="true">
      <span role="status" className="sr-only">
        <Trans>Loading orders</Trans>
      </span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center justify-between gap-4 border-b border-slate-100 p-5">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
          <Skeleton className="h-6 w-20" />
        </div>
      ))}
    </div>
  );
}

/**
 * /staff/orders: every order, newest first, found by invoice number, tran id or the buyer's e-mail and
 * filtered by status (`GET admin/orders/`). A row opens the order with its breakdown and, when it is paid,
 * the refund (issue 5 item 8: "a staff action that marks an order refunded").
 */
export function StaffOrdersPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const filters = readOrderFilters(searchParams);
  const orders = useAdminOrders(filters);
  // The open order: its id, and the last copy seen (the list may drop it, e.g. a refund under "Paid").
  const [opened, setOpened] = useState<AdminOrderRow | null>(null);
  const [open, setOpen] = useState(false);
  const data = orders.data;
  const listed = opened ? data?.results.find((row) => row.id === opened.id) : undefined;
  // The refund's own answer wins over a list copy that may predate it.
  const current =
    listed && !(opened?.status === 'refunded' && listed.status !== 'refunded') ? listed : opened;

  let body: ReactNode;
  if (orders.isError && !data) {
    body = (
      <LoadErrorNotice
        size="sm"
        title={t`We couldn’t load the orders`}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    );
  } else if (!data) {
    body = <ListSkeleton />;
  } else if (data.count === 0) {
    const filtered = filters.search !== '' || filters.status !== undefined;
    body = (
      <Notice
        size="sm"
        illustration={<SignpostIllustration />}
        title={filtered ? t`No orders match` : t`No orders yet`}
        description={
          filtered
            ? t`Check the invoice number, tran id or e-mail, or look under another status.`
            : t`Orders appear here as soon as a learner starts a checkout.`
        }
      >
        {filtered ? (
          <Link to={STAFF_ORDERS_PATH} className={buttonClasses({ variant: 'secondary' })}>
            <Trans>Show every order</Trans>
          </Link>
        ) : null}
      </Notice>
    );
  } else {
    const pages = totalPages(data.count, ORDERS_PAGE_SIZE);
    const orderCount = data.count;
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          <Plural value={orderCount} one="# order" other="# orders" />
        </p>
        {data.results.length > 0 ? (
          <OrderList
            orders={data.results}
            busy={orders.isFetching}
            onOpen={(row) => {
              setOpened(row);
              setOpen(true);
            }}
          />
        ) : (
          <Notice
            size="sm"
            illustration={<SignpostIllustration />}
            title={t`This page is empty`}
            description={t`The list is shorter than it was. Go back to the first page.`}
          />
        )}
        <Pagination
          page={filters.page}
          totalPages={pages}
          hrefFor={(page) => `${STAFF_ORDERS_PATH}${orderFiltersSearch({ ...filters, page })}`}
        />
      </>
    );
  }

  return (
    <>
      <PageHeading
        title={t`Orders`}
        description={t`Every order on Dokkho, newest first. Open one to see its price breakdown or refund it.`}
      />
      <Filters filters={filters} />
      {body}
      {current ? (
        <OrderDrawer
          order={current}
          open={open}
          onOpenChange={setOpen}
          onRefunded={(row) => setOpened(row)}
        />
      ) : null}
    </>
  );
}
