import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowRight, LoaderCircle, PlayCircle, ReceiptText, RefreshCw, RotateCcw } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import { OrderTokenParam, type OrderDetail } from '@dokkho/contract/commerce';
import { SITE } from '@dokkho/contract/site';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { Spinner } from '../../../shared/ui/spinner';
import { StatusPanel } from '../../../shared/ui/status-panel';
import {
  MY_COURSES_PATH,
  ORDERS_PATH,
  checkoutPath,
  coursePath,
  itemPath,
  lessonPath,
  receiptPath,
} from '../lib/paths';
import { DEFAULT_POLL_TIMING, useOrderResult, type PollTiming } from '../lib/use-order-result';
import {
  CelebrationIllustration,
  ConfirmingIllustration,
  PaymentCancelledIllustration,
  PaymentProblemIllustration,
  ReceiptIllustration,
} from './illustrations';
import { OrderStatusBadge } from './order-status-badge';

/** Which page the gateway sent the browser back to (SPEC.md §2). What the ORDER says still decides. */
export type Arrival = 'success' | 'failed' | 'cancel';

/** Where "Start learning" goes: the first lesson, else the course page, else (a bundle) My courses. */
export function startLearningHref(order: OrderDetail): string {
  if (order.first_lesson_id !== null) return lessonPath(order.first_lesson_id);
  if (order.kind === 'course') return coursePath(order.item_id);
  return MY_COURSES_PATH;
}

/** The order in one line under the message: what, how much, and its state in words. */
function OrderLine({ order }: { order: OrderDetail }) {
  const format = useFormat();
  const invoice = order.invoice_number;
  return (
    <div className="mx-auto w-full max-w-md rounded-card bg-white p-4 text-left shadow-card ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {order.kind === 'bundle' ? <Trans>Bundle</Trans> : <Trans>Course</Trans>}
          </p>
          <p className="mt-0.5 font-semibold text-slate-900">{order.title}</p>
        </div>
        <OrderStatusBadge status={order.status} className="mt-0.5" />
      </div>
      <div className="mt-3 flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
        <span className="text-slate-600">
          {invoice ? <Trans>Invoice {invoice}</Trans> : <Trans>Total</Trans>}
        </span>
        <span className="text-base font-bold text-slate-900">{format.taka(order.total)}</span>
      </div>
      {order.kind === 'bundle' && order.status === 'paid' && order.courses.length > 0 ? (
        <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
          {order.courses.map((course) => (
            <li key={course.id}>
              <Link to={coursePath(course.id)} className="font-medium text-primary-800 hover:underline">
                {course.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Paid({ order, arrival }: { order: OrderDetail; arrival: Arrival }) {
  const { t } = useLingui();
  usePageTitle(t`Payment confirmed`);
  const title = order.title;
  return (
    <StatusPanel
      illustration={<CelebrationIllustration />}
      eyebrow={arrival === 'success' ? t`Payment confirmed` : t`Good news: your payment went through`}
      title={t`You’re enrolled`}
      description={
        <p>
          {order.kind === 'bundle' ? (
            <Trans>Every course in {title} is yours. Start with any of them.</Trans>
          ) : (
            <Trans>{title} is yours. Your first lesson is one tap away.</Trans>
          )}
        </p>
      }
      body={<OrderLine order={order} />}
    >
      <Link to={startLearningHref(order)} className={buttonClasses({ size: 'lg' })}>
        <PlayCircle aria-hidden="true" className="size-5" />
        <Trans>Start learning</Trans>
      </Link>
      <Link to={receiptPath(order.token)} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
        <ReceiptText aria-hidden="true" className="size-5" />
        <Trans>View receipt</Trans>
      </Link>
    </StatusPanel>
  );
}

function TryAgain({ order }: { order: OrderDetail }) {
  return (
    <>
      <Link
        to={checkoutPath(order.kind, order.item_id, order.promo_code)}
        className={buttonClasses({ size: 'lg', variant: 'accent' })}
      >
        <RotateCcw aria-hidden="true" className="size-5" />
        <Trans>Try again</Trans>
      </Link>
      <Link
        to={itemPath(order.kind, order.item_id)}
        className={buttonClasses({ size: 'lg', variant: 'secondary' })}
      >
        {order.kind === 'bundle' ? <Trans>Back to the bundle</Trans> : <Trans>Back to the course</Trans>}
      </Link>
    </>
  );
}

function Failed({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  usePageTitle(t`Payment failed`);
  const email = SITE.email;
  return (
    <StatusPanel
      illustration={<PaymentProblemIllustration />}
      eyebrow={t`Payment failed`}
      title={t`Your payment didn’t go through`}
      description={
        <>
          <p>
            <Trans>
              The gateway could not complete the payment (a wrong PIN, not enough balance, or the bank said
              no), so you are not enrolled yet.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>
              If money left your account anyway, it is returned by your bank or wallet; if not within a few
              days, write to {email}.
            </Trans>
          </p>
        </>
      }
      body={<OrderLine order={order} />}
    >
      <TryAgain order={order} />
    </StatusPanel>
  );
}

function Cancelled({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  usePageTitle(t`Payment cancelled`);
  const promoCode = order.promo_code;
  return (
    <StatusPanel
      illustration={<PaymentCancelledIllustration />}
      eyebrow={t`Payment cancelled`}
      title={t`You cancelled the payment`}
      description={
        <p>
          {promoCode ? (
            <Trans>
              Nothing was charged. You can pay whenever you are ready; your promo code {promoCode} is filled
              in again.
            </Trans>
          ) : (
            <Trans>Nothing was charged. You can pay whenever you are ready.</Trans>
          )}
        </p>
      }
      body={<OrderLine order={order} />}
    >
      <TryAgain order={order} />
    </StatusPanel>
  );
}

function Refunded({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  usePageTitle(t`Order refunded`);
  return (
    <StatusPanel
      illustration={<ReceiptIllustration />}
      eyebrow={t`Refunded`}
      title={t`This order was refunded`}
      description={
        <p>
          <Trans>
            The money went back through the original payment method, and the enrolment was removed.
          </Trans>
        </p>
      }
      body={<OrderLine order={order} />}
    >
      <Link to={receiptPath(order.token)} className={buttonClasses({ size: 'lg' })}>
        <Trans>View receipt</Trans>
      </Link>
    </StatusPanel>
  );
}

function Confirming({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  usePageTitle(t`Confirming your payment`);
  return (
    <StatusPanel
      illustration={<ConfirmingIllustration />}
      eyebrow={t`Almost there`}
      title={t`Confirming your payment...`}
      description={
        <p role="status" className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary-700" />
          <Trans>Waiting for the gateway to confirm it. This usually takes a few seconds.</Trans>
        </p>
      }
      body={<OrderLine order={order} />}
    />
  );
}

function StillConfirming({
  order,
  onCheckAgain,
  checking,
}: {
  order: OrderDetail;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const { t } = useLingui();
  usePageTitle(t`Still confirming your payment`);
  return (
    <StatusPanel
      illustration={<ConfirmingIllustration />}
      eyebrow={t`Still confirming`}
      title={t`Your payment is still being confirmed`}
      description={
        <>
          <p>
            <Trans>
              The gateway has not told us the result yet. If the money left your account, you will be enrolled
              as soon as it does, and we’ll e-mail you.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>You can close this page: the order’s state is always in Orders.</Trans>
          </p>
        </>
      }
      body={<OrderLine order={order} />}
    >
      <button
        type="button"
        onClick={onCheckAgain}
        disabled={checking}
        className={buttonClasses({ size: 'lg' })}
      >
        <RefreshCw aria-hidden="true" className={clsx('size-5', checking && 'animate-spin')} />
        {checking ? <Trans>Checking…</Trans> : <Trans>Check again</Trans>}
      </button>
      <Link to={ORDERS_PATH} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
        <Trans>Go to Orders</Trans>
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </StatusPanel>
  );
}

function OrderNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Order not found`);
  return (
    <StatusPanel
      illustration={<SignpostIllustration />}
      eyebrow={t`Not found`}
      title={t`We couldn’t find this order`}
      description={
        <p>
          <Trans>
            The link may be incomplete, or the order belongs to another account. Your own orders are all in
            Orders.
          </Trans>
        </p>
      }
    >
      <Link to={ORDERS_PATH} className={buttonClasses()}>
        <Trans>Go to Orders</Trans>
      </Link>
    </StatusPanel>
  );
}

function Checking() {
  const { t } = useLingui();
  return (
    <StatusPanel
      illustration={<ConfirmingIllustration />}
      title={t`Checking your payment...`}
      description={
        <p className="inline-flex items-center gap-2">
          <Spinner label={t`Loading your order`} className="size-5" />
          <Trans>One moment.</Trans>
        </p>
      }
    />
  );
}

/**
 * /payment/success/{courseId}/{token}, /payment/failed/{token}, /payment/cancel/{token} (SPEC.md §2; issue 5
 * item 3): the order's TRUE state from the server, whatever page the gateway sent the browser to. A paid
 * order celebrates (even on the failed page: the money was taken); a pending one is confirmed by polling;
 * a failed or cancelled one says what happened in plain words and offers "Try again".
 */
export function PaymentResult({
  arrival,
  token: tokenParam,
  timing = DEFAULT_POLL_TIMING,
}: {
  arrival: Arrival;
  token: string | undefined;
  timing?: PollTiming;
}) {
  const { t } = useLingui();
  const parsed = OrderTokenParam.safeParse({ token: tokenParam });
  const token = parsed.success ? parsed.data.token : null;
  const { order, gaveUp } = useOrderResult(token, timing);

  let content: ReactNode;
  if (token === null) {
    content = <OrderNotFound />;
  } else if (order.isError) {
    content =
      order.error instanceof ApiError && order.error.status === 404 ? (
        <OrderNotFound />
      ) : (
        <LoadErrorPanel
          title={t`We couldn’t check your payment`}
          error={order.error}
          onRetry={() => void order.refetch()}
          isRetrying={order.isFetching}
        />
      );
  } else if (!order.data) {
    content = <Checking />;
  } else {
    const data = order.data;
    switch (data.status) {
      case 'paid':
        content = <Paid order={data} arrival={arrival} />;
        break;
      case 'refunded':
        content = <Refunded order={data} />;
        break;
      case 'failed':
        content = <Failed order={data} />;
        break;
      case 'cancelled':
        content = <Cancelled order={data} />;
        break;
      case 'pending':
        // The gateway already said how it ended on the failed and cancel pages; the server catches up.
        if (arrival === 'failed') content = <Failed order={data} />;
        else if (arrival === 'cancel') content = <Cancelled order={data} />;
        else if (gaveUp)
          content = (
            <StillConfirming
              order={data}
              onCheckAgain={() => void order.refetch()}
              checking={order.isFetching}
            />
          );
        else content = <Confirming order={data} />;
        break;
    }
  }
  return <div className="px-0 py-4 sm:py-8">{content}</div>;
}
