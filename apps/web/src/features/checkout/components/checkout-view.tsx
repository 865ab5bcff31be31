import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import clsx from 'clsx';
import { ArrowLeft, CreditCardX, Info, Lock, RefreshCw, ShieldCheck } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import type { ItemKind, Quote } from '@dokkho/contract/commerce';
import { SITE } from '@dokkho/contract/site';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useEnrollmentStatus } from '../api/get-enrollment-status';
import { useGateways } from '../api/get-gateways';
import type { PayableGateway } from '../api/start-checkout';
import { REFUND_POLICY_PATH, TERMS_PATH, coursePath, itemPath } from '../lib/paths';
import type { Referral } from '../lib/referral';
import { useCheckout, type Checkout } from '../lib/use-checkout';
import { AlreadyEnrolled, ItemNotFound } from './checkout-states';
import { GatewayChoice, offeredGateways } from './gateway-choice';
import { OrderItemSummary } from './order-item-summary';
import { PriceBreakdown } from './price-breakdown';
import { PromoField } from './promo-field';

const CARD = 'rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6';

function Card({
  title,
  id,
  children,
  className,
}: {
  title?: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={title ? `${id}-heading` : undefined} className={clsx(CARD, className)}>
      {title ? (
        <h2 id={`${id}-heading`} className="mb-4 text-base font-bold text-slate-900">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

function Note({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <p
      className={clsx(
        'mt-4 flex gap-2 rounded-lg px-3 py-2 text-sm',
        tone === 'info' ? 'bg-primary-50 text-primary-900' : 'bg-warning-50 text-warning-700',
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start" aria-busy="true">
      <span role="status" className="sr-only">
        <Trans>Loading your checkout</Trans>
      </span>
      <div className="space-y-6">
        <div className={CARD}>
          <Skeleton className="h-5 w-28" />
          <div className="mt-4 flex gap-4">
            <Skeleton className="aspect-video w-28 sm:w-40" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          </div>
        </div>
        <div className={CARD}>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-2 h-11 w-full" />
        </div>
        <div className={CARD}>
          <Skeleton className="h-5 w-20" />
          <Skeleton className="mt-4 h-24 w-full" />
          <Skeleton className="mt-3 h-24 w-full" />
        </div>
      </div>
      <div className={CARD}>
        <Skeleton className="h-5 w-16" />
        <Skeleton className="mt-4 h-5 w-full" />
        <Skeleton className="mt-3 h-5 w-full" />
        <Skeleton className="mt-5 h-8 w-full" />
        <Skeleton className="mt-6 h-12 w-full" />
      </div>
    </div>
  );
}

/**
 * The server offers no gateway (a deployment without payment keys, docs/decisions/015): a state of the
 * page, not an error of the learner's, saying plainly that nothing can be paid now and nothing was charged.
 */
function PaymentsUnavailable() {
  const email = SITE.email;
  return (
    <div role="status" className="flex gap-3">
      <CreditCardX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
      <div>
        <h2 className="text-base font-bold text-slate-900">
          <Trans>Online payment is not available right now</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            You can’t pay for this here at the moment, and nothing has been charged. Please try again later,
            or write to{' '}
            <a href={`mailto:${email}`} className="font-semibold text-primary-700 hover:underline">
              {email}
            </a>{' '}
            and we’ll help you enrol.
          </Trans>
        </p>
      </div>
    </div>
  );
}

function GatewaySection({
  gateways,
  value,
  onChange,
  disabled,
}: {
  gateways: ReturnType<typeof useGateways>;
  value: PayableGateway | null;
  onChange: (gateway: PayableGateway) => void;
  disabled: boolean;
}) {
  if (gateways.isError) {
    const reason = gateways.error.message;
    return (
      <div>
        <FormAlert>
          <Trans>We couldn’t load the ways to pay. {reason}</Trans>
        </FormAlert>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => void gateways.refetch()}
          disabled={gateways.isFetching}
        >
          <RefreshCw aria-hidden="true" className={clsx('size-4', gateways.isFetching && 'animate-spin')} />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!gateways.data) {
    return (
      <div aria-busy="true">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="mt-4 h-24 w-full" />
        <Skeleton className="mt-3 h-24 w-full" />
      </div>
    );
  }
  if (value === null) return <PaymentsUnavailable />;
  return <GatewayChoice options={gateways.data} value={value} onChange={onChange} disabled={disabled} />;
}

function PayPanel({
  quote,
  checkout,
  gateway,
  gatewaysReady,
}: {
  quote: Quote;
  checkout: Checkout;
  gateway: PayableGateway | null;
  gatewaysReady: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const email = SITE.email;
  const total = format.taka(quote.total);
  const free = quote.total === 0;
  const busy = checkout.payOutcome.kind === 'busy';
  if (!free && gatewaysReady && gateway === null) {
    // Nothing to pay with: no button that can never work, the reason instead (the gateway card says more).
    return (
      <Card id="price" title={t`Price details`}>
        <PriceBreakdown breakdown={quote} />
        <Note tone="warning">
          <Trans>Online payment is not available right now, so this can’t be bought here yet.</Trans>
        </Note>
      </Card>
    );
  }
  // Nothing left to pay: the server confirms the order at once, whichever start call carries it.
  const target: PayableGateway | null = gateway ?? (free ? 'sslcommerz' : null);
  const canPay = target !== null && (free || gatewaysReady) && !checkout.isApplying && !busy;
  return (
    <Card id="price" title={t`Price details`}>
      <PriceBreakdown breakdown={quote} />
      {free ? (
        <Note>
          <Trans>Your discounts cover the whole price: there is nothing to pay.</Trans>
        </Note>
      ) : null}
      <p className="mt-5 text-sm text-slate-600">
        <Trans>
          By continuing you agree to our{' '}
          <Link to={TERMS_PATH} className="font-semibold text-primary-700 underline underline-offset-2">
            Terms and conditions
          </Link>{' '}
          and the{' '}
          <Link
            to={REFUND_POLICY_PATH}
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            7-day refund policy
          </Link>
          .
        </Trans>
      </p>
      {checkout.payOutcome.kind === 'error' || checkout.payOutcome.kind === 'price-changed' ? (
        <div className="mt-4">
          <FormAlert>{checkout.payOutcome.message}</FormAlert>
        </div>
      ) : null}
      <Button
        variant="accent"
        size="lg"
        className="mt-4 w-full"
        disabled={!canPay}
        onClick={() => {
          if (target) checkout.pay(target);
        }}
      >
        {busy ? (
          <SubmitProgress label={free ? t`Confirming…` : t`Taking you to payment…`} />
        ) : free ? (
          <Trans>Confirm and enrol</Trans>
        ) : (
          <>
            <Lock aria-hidden="true" className="size-4" />
            <Trans>Pay {total}</Trans>
          </>
        )}
      </Button>
      <p className="mt-4 flex gap-2 text-xs text-slate-600">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
        <span>
          <Trans>
            You pay on the gateway’s secure page; Dokkho never sees your PIN or card number. Questions? Write
            to{' '}
            <a href={`mailto:${email}`} className="font-semibold text-primary-700 hover:underline">
              {email}
            </a>
            .
          </Trans>
        </span>
      </p>
    </Card>
  );
}

/**
 * The checkout of a course (/payment/{id}/{affiliateId?}) or a bundle (/bundle-payment/{id}), issue 5
 * item 2: what is bought, the server's price breakdown, the promo field, the gateway choice, and "Pay".
 * Mobile first: one column in reading order, ending with the total right above the Pay button; from
 * 1024px the price and the button sit in a sticky column beside the choices.
 */
export function CheckoutView({
  kind,
  id,
  referral,
  initialPromo,
}: {
  kind: ItemKind;
  id: number;
  referral: Referral | null;
  initialPromo: string | null;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const enrollment = useEnrollmentStatus(kind === 'course' ? id : null);
  const checkout = useCheckout({ kind, id, referral });
  const gateways = useGateways();
  const [chosen, setChosen] = useState<PayableGateway | null>(null);
  const priced = checkout.quote.data;
  const quote = priced?.quote;
  const itemTitle = quote?.item.title ?? '';
  usePageTitle(quote ? t`Checkout: ${itemTitle}` : t`Checkout`);

  const offered = gateways.data ? offeredGateways(gateways.data) : [];
  const gateway = chosen !== null && offered.includes(chosen) ? chosen : (offered[0] ?? null);
  const busy = checkout.payOutcome.kind === 'busy';

  let body: ReactNode;
  if (enrollment.data?.is_enrolled || checkout.payOutcome.kind === 'already-enrolled') {
    return <AlreadyEnrolled kind={kind} id={id} title={quote?.item.title ?? null} />;
  }
  if (checkout.quote.isError) {
    const error = checkout.quote.error;
    if (error instanceof ApiError && error.status === 404) return <ItemNotFound kind={kind} />;
    return (
      <LoadErrorPanel
        title={t`We couldn’t load your checkout`}
        error={error}
        onRetry={() => void checkout.quote.refetch()}
        isRetrying={checkout.quote.isFetching}
      />
    );
  }
  if (!quote || (kind === 'course' && enrollment.isPending)) {
    body = <CheckoutSkeleton />;
  } else if (kind === 'course' && quote.base_price === 0) {
    // A free course has no checkout: its page enrols with one tap (marketing/free-enrollment/).
    return <Navigate to={coursePath(id)} replace />;
  } else {
    body = (
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Card id="order" title={t`Your order`}>
            <OrderItemSummary item={quote.item} />
            {/* On a phone the breakdown comes after the choices: the total is also said up here. */}
            <p className="mt-4 flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3 lg:hidden">
              <span className="text-sm text-slate-600">
                <Trans>Total to pay</Trans>
              </span>
              <span className="text-lg font-bold text-slate-900">{format.taka(quote.total)}</span>
            </p>
            {priced.referralProblem ? <Note tone="warning">{priced.referralProblem}</Note> : null}
            {quote.notice ? <Note>{quote.notice}</Note> : null}
          </Card>
          <Card id="promo">
            <PromoField
              appliedCode={checkout.appliedCode}
              onApply={checkout.applyPromo}
              onRemove={checkout.removePromo}
              initialCode={initialPromo}
              error={checkout.payPromoError}
              disabled={busy}
            />
          </Card>
          {quote.total > 0 ? (
            <Card id="gateway">
              <GatewaySection gateways={gateways} value={gateway} onChange={setChosen} disabled={busy} />
            </Card>
          ) : null}
        </div>
        <div className="lg:sticky lg:top-24">
          <PayPanel quote={quote} checkout={checkout} gateway={gateway} gatewaysReady={gateways.isSuccess} />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Link
        to={itemPath(kind, id)}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {kind === 'bundle' ? <Trans>Back to the bundle</Trans> : <Trans>Back to the course</Trans>}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Checkout</Trans>
      </h1>
      <p className="mt-1 text-slate-600">
        <Trans>Your seat is confirmed as soon as the payment is.</Trans>
      </p>
      {body}
    </div>
  );
}
