import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowRight, LoaderCircle, PlayCircle, ReceiptText, RefreshCw, RotateCcw } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import { OrderTokenParam, type OrderDetail } from '@dokkho/contract/commerce';
import { SITE } from '@dokkho/contract/site';
import { formatTaka } from '@dokkho/domain/money';
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
  return (
    <div className="mx-auto w-full max-w-md rounded-card bg-white p-4 text-left shadow-card ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {order.kind === 'bundle' ? 'Bundle' : 'Course'}
          </p>
          <p className="mt-0.5 font-semibold text-slate-900">{order.title}</p>
        </div>
        <OrderStatusBadge status={order.status} className="mt-0.5" />
      </div>
      <div className="mt-3 flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
        <span className="text-slate-600">
          {order.invoice_number ? `Invoice ${order.invoice_number}` : 'Total'}
        </span>
        <span className="text-base font-bold text-slate-900">{formatTaka(order.total)}</span>
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
  usePageTitle('Payment confirmed');
  return (
    <StatusPanel
      illustration={<CelebrationIllustration />}
      eyebrow={arrival === 'success' ? 'Payment confirmed' : 'Good news: your payment went through'}
      title="You’re enrolled"
      description={
        <p>
          {order.kind === 'bundle'
            ? `Every course in ${order.title} is yours. Start with any of them.`
            : `${order.title} is yours. Your first lesson is one tap away.`}
        </p>
      }
      body={<OrderLine order={order} />}
    >
      <Link to={startLearningHref(order)} className={buttonClasses({ size: 'lg' })}>
        <PlayCircle aria-hidden="true" className="size-5" />
        Start learning
      </Link>
      <Link to={receiptPath(order.token)} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
        <ReceiptText aria-hidden="true" className="size-5" />
        View receipt
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
        Try again
      </Link>
      <Link
        to={itemPath(order.kind, order.item_id)}
        className={buttonClasses({ size: 'lg', variant: 'secondary' })}
      >
        {order.kind === 'bundle' ? 'Back to the bundle' : 'Back to the course'}
      </Link>
    </>
  );
}

function Failed({ order }: { order: OrderDetail }) {
  usePageTitle('Payment failed');
  return (
    <StatusPanel
      illustration={<PaymentProblemIllustration />}
      eyebrow="Payment failed"
      title="Your payment didn’t go through"
      description={
        <>
          <p>
            The gateway could not complete the payment (a wrong PIN, not enough balance, or the bank said no),
            so you are not enrolled yet.
          </p>
          <p className="mt-2">
            If money left your account anyway, it is returned by your bank or wallet; if not within a few
            days, write to {SITE.email}.
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
  usePageTitle('Payment cancelled');
  return (
    <StatusPanel
      illustration={<PaymentCancelledIllustration />}
      eyebrow="Payment cancelled"
      title="You cancelled the payment"
      description={
        <p>
          Nothing was charged. You can pay whenever you are ready
          {order.promo_code ? `; your promo code ${order.promo_code} is filled in again.` : '.'}
        </p>
      }
      body={<OrderLine order={order} />}
    >
      <TryAgain order={order} />
    </StatusPanel>
  );
}

function Refunded({ order }: { order: OrderDetail }) {
  usePageTitle('Order refunded');
  return (
    <StatusPanel
      illustration={<ReceiptIllustration />}
      eyebrow="Refunded"
      title="This order was refunded"
      description={
        <p>The money went back through the original payment method, and the enrolment was removed.</p>
      }
      body={<OrderLine order={order} />}
    >
      <Link to={receiptPath(order.token)} className={buttonClasses({ size: 'lg' })}>
        View receipt
      </Link>
    </StatusPanel>
  );
}

function Confirming({ order }: { order: OrderDetail }) {
  usePageTitle('Confirming your payment');
  return (
    <StatusPanel
      illustration={<ConfirmingIllustration />}
      eyebrow="Almost there"
      title="Confirming your payment..."
      description={
        <p role="status" className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary-700" />
          Waiting for the gateway to confirm it. This usually takes a few seconds.
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
  usePageTitle('Still confirming your payment');
  return (
    <StatusPanel
      illustration={<ConfirmingIllustration />}
      eyebrow="Still confirming"
      title="Your payment is still being confirmed"
      description={
        <>
          <p>
            The gateway has not told us the result yet. If the money left your account, you will be enrolled
            as soon as it does, and we’ll e-mail you.
          </p>
          <p className="mt-2">You can close this page: the order’s state is always in Orders.</p>
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
        {checking ? 'Checking…' : 'Check again'}
      </button>
      <Link to={ORDERS_PATH} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
        Go to Orders
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </StatusPanel>
  );
}

function OrderNotFound() {
  usePageTitle('Order not found');
  return (
    <StatusPanel
      illustration={<SignpostIllustration />}
      eyebrow="Not found"
      title="We couldn’t find this order"
      description={
        <p>
          The link may be incomplete, or the order belongs to another account. Your own orders are all in
          Orders.
        </p>
      }
    >
      <Link to={ORDERS_PATH} className={buttonClasses()}>
        Go to Orders
      </Link>
    </StatusPanel>
  );
}

function Checking() {
  return (
    <StatusPanel
      illustration={<ConfirmingIllustration />}
      title="Checking your payment..."
      description={
        <p className="inline-flex items-center gap-2">
          <Spinner label="Loading your order" className="size-5" />
          One moment.
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
          title="We couldn’t check your payment"
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
