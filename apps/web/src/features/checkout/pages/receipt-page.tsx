import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer, Undo2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { OrderTokenParam, type OrderDetail } from '@dokkho/contract/commerce';
import { GATEWAY_LABELS } from '../../../shared/labels/commerce';
import { SITE } from '@dokkho/contract/site';
import { SITE_ADDRESS } from '../../../shared/labels/site';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Logo } from '../../../shared/ui/logo';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useDownloadInvoice } from '../api/download-invoice';
import { orderQueryOptions } from '../api/get-order';
import { OrderStatusBadge } from '../components/order-status-badge';
import { PriceBreakdown } from '../components/price-breakdown';
import '../components/receipt-print.css';
import { useFormat } from '../../../shared/i18n/format';
import { ORDERS_PATH, checkoutPath, coursePath } from '../lib/paths';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Receipt({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const paid = order.status === 'paid' || order.status === 'refunded';
  const gateway = i18n._(GATEWAY_LABELS[order.gateway]);
  const paymentMethod = order.payment_method;
  const promoCode = order.promo_code;
  const siteName = SITE.name;
  const siteEmail = SITE.email;
  const sitePhone = SITE.phone;
  return (
    <article
      aria-labelledby="receipt-title"
      className="receipt-print-root rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8 print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <Logo variant="dark" className="h-8" />
          <p className="mt-2 text-xs text-slate-500">{i18n._(SITE_ADDRESS)}</p>
        </div>
        <div className="text-left sm:text-right">
          <h2 id="receipt-title" className="text-lg font-bold text-slate-900">
            {paid ? <Trans>Receipt</Trans> : <Trans>Order summary</Trans>}
          </h2>
          {order.invoice_number ? (
            <p className="font-mono text-sm text-slate-700">{order.invoice_number}</p>
          ) : null}
          <OrderStatusBadge status={order.status} className="mt-2" />
        </div>
      </header>

      <dl className="grid gap-5 border-b border-slate-200 py-5 sm:grid-cols-2">
        <Field label={t`Billed to`}>
          <span className="block font-semibold">{order.buyer.name}</span>
          <span className="block text-slate-600">{order.buyer.email}</span>
        </Field>
        <Field label={t`Order placed`}>{format.dateTime(order.created_at)}</Field>
        {order.paid_at ? <Field label={t`Paid on`}>{format.dateTime(order.paid_at)}</Field> : null}
        {order.refunded_at ? (
          <Field label={t`Refunded on`}>{format.dateTime(order.refunded_at)}</Field>
        ) : null}
        <Field label={t`Payment method`}>
          {paymentMethod ? (
            <Trans>
              {paymentMethod} via {gateway}
            </Trans>
          ) : (
            gateway
          )}
        </Field>
        {order.payment_reference ? (
          <Field label={t`Payment reference`}>
            <span className="font-mono">{order.payment_reference}</span>
          </Field>
        ) : null}
        <Field label={t`Order reference`}>
          <span className="font-mono text-xs">{order.token}</span>
        </Field>
      </dl>

      <div className="border-b border-slate-200 py-5">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {order.kind === 'bundle' ? <Trans>Bundle</Trans> : <Trans>Course</Trans>}
        </p>
        <p className="mt-1 font-semibold text-slate-900">{order.title}</p>
        {order.kind === 'bundle' && order.courses.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {order.courses.map((course) => (
              <li key={course.id}>
                <Link to={coursePath(course.id)} className="hover:underline">
                  {course.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {order.promo_code ? (
          <p className="mt-2 text-sm text-slate-600">
            <Trans>
              Promo code <span className="font-mono font-semibold">{promoCode}</span>
            </Trans>
          </p>
        ) : null}
      </div>

      <PriceBreakdown
        breakdown={order}
        totalLabel={order.status === 'paid' ? t`Total paid` : t`Total`}
        className="pt-5"
      />

      {order.status === 'refunded' ? (
        <p className="mt-5 flex gap-2 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
          <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>Refunded in full through the original payment method; the enrolment was removed.</Trans>
        </p>
      ) : null}

      <footer className="mt-6 border-t border-slate-200 pt-4 text-xs text-slate-500">
        <Trans>
          {siteName} · {siteEmail} · {sitePhone}. Amounts in Bangladeshi taka (BDT).
        </Trans>
      </footer>
    </article>
  );
}

function ReceiptActions({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const download = useDownloadInvoice(order.token, order.invoice_number);
  const downloadError = download.error?.message ?? '';
  return (
    <>
      {order.invoice_number ? (
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? (
            <SubmitProgress label={t`Preparing PDF…`} />
          ) : (
            <>
              <Download aria-hidden="true" className="size-4" />
              <Trans>Download PDF invoice</Trans>
            </>
          )}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        <Trans>Print</Trans>
      </Button>
      {download.isError ? (
        <div className="w-full">
          <FormAlert>
            <Trans>We couldn’t download the invoice. {downloadError}</Trans>
          </FormAlert>
        </div>
      ) : null}
    </>
  );
}

/**
 * /newDashboard/orders/{token} (issue 5 item 6): a receipt with the breakdown, how it was paid, the buyer
 * and the state; the PDF invoice (fetched with the bearer token); a print layout of just the receipt.
 */
export function ReceiptPage() {
  const { t } = useLingui();
  const { token: tokenParam } = useParams();
  const viewerId = useViewerId() ?? '';
  const parsed = OrderTokenParam.safeParse({ token: tokenParam });
  const token = parsed.success ? parsed.data.token : null;
  const order = useQuery({
    ...orderQueryOptions(viewerId, token ?? ''),
    enabled: token !== null && viewerId !== '',
  });
  const invoiceNumber = order.data?.invoice_number;
  usePageTitle(invoiceNumber ? t`Receipt ${invoiceNumber}` : t`Receipt`);

  const back = (
    <Link
      to={ORDERS_PATH}
      className="mb-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>All orders</Trans>
    </Link>
  );

  const notFound = token === null || (order.error instanceof ApiError && order.error.status === 404);
  if (notFound) {
    return (
      <>
        {back}
        <PageHeading title={t`Receipt`} />
        <Notice
          illustration={<SignpostIllustration />}
          title={t`We couldn’t find this order`}
          description={t`The link may be incomplete, or the order belongs to another account.`}
        >
          <Link to={ORDERS_PATH} className={buttonClasses()}>
            <Trans>See your orders</Trans>
          </Link>
        </Notice>
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        {back}
        <PageHeading title={t`Receipt`} />
        <LoadErrorNotice
          title={t`We couldn’t load this receipt`}
          error={order.error}
          onRetry={() => void order.refetch()}
          isRetrying={order.isFetching}
        />
      </>
    );
  }
  if (!order.data) {
    return (
      <>
        {back}
        <PageHeading title={t`Receipt`} />
        <div className="space-y-4 rounded-card bg-white p-6 shadow-card" aria-busy="true">
          <span role="status" className="sr-only">
            <Trans>Loading your receipt</Trans>
          </span>
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      </>
    );
  }
  const data = order.data;
  // A pending order may still be confirmed by the gateway: no "Try again" (a second order) for it.
  const closed = data.status === 'failed' || data.status === 'cancelled';
  const description =
    data.status === 'pending'
      ? t`Waiting for the gateway to confirm this payment; the invoice appears here once it is paid.`
      : closed
        ? t`This order was not paid, so it has no invoice.`
        : t`Keep it for your records.`;
  return (
    <div className="max-w-3xl">
      {back}
      <PageHeading title={t`Receipt`} description={description} actions={<ReceiptActions order={data} />} />
      <Receipt order={data} />
      {closed ? (
        <div className="mt-4 print:hidden">
          <Link
            to={checkoutPath(data.kind, data.item_id, data.promo_code)}
            className={buttonClasses({ variant: 'accent' })}
          >
            <Trans>Try again</Trans>
          </Link>
        </div>
      ) : null}
    </div>
  );
}
