import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@dokkho/contract/errors';
import type { CheckoutResponse, ItemKind, Quote } from '@dokkho/contract/commerce';
import { clearAffiliateAttribution } from '../../../shared/affiliate/attribution';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { getQuote, quoteQueryKey, type QuoteParams } from '../api/get-quote';
import { useStartCheckout, type PayableGateway } from '../api/start-checkout';
import { browserNavigation } from './browser-navigation';
import type { Referral } from './referral';

/** A quote, and why the referral code it was asked with did not count (null when it did, or none was given). */
export interface PricedQuote {
  quote: Quote;
  referralProblem: string | null;
}

/** The messages of a 400 (or `status`) reply's field (`{"code": ["This promo code has expired."]}`), or null. */
export function fieldMessage(error: unknown, field: string, status = 400): string | null {
  if (!(error instanceof ApiError) || error.status !== status) return null;
  const body: unknown = error.body;
  if (body === null || typeof body !== 'object' || !(field in body)) return null;
  const value = (body as Record<string, unknown>)[field];
  return Array.isArray(value) ? value.map(String).join(' ') : String(value);
}

/**
 * Asks for the quote; when the server refuses the referral code itself (a 400 on `affiliate`), asks again
 * without it, so a stale or mistyped referral link never stands between a learner and the checkout.
 */
async function priceWithFallback(params: QuoteParams, signal?: AbortSignal): Promise<PricedQuote> {
  try {
    return { quote: await getQuote(params, signal), referralProblem: null };
  } catch (error) {
    const problem = params.affiliate ? fieldMessage(error, 'affiliate') : null;
    if (problem === null) throw error;
    return { quote: await getQuote({ ...params, affiliate: null }, signal), referralProblem: problem };
  }
}

export type PayOutcome =
  | { kind: 'idle' }
  /** The start call is on its way, or it answered and the browser is leaving for the gateway. */
  | { kind: 'busy' }
  /** 409: the learner already owns it (bought in another tab, or a bundle whose courses they all have). */
  | { kind: 'already-enrolled'; message: string }
  /**
   * 409 on `expected_total`: the server priced the order differently from the shown quote (a once-only
   * discount was used in another checkout, an offer ended); the quote is fetched again before paying.
   */
  | { kind: 'price-changed'; message: string }
  | { kind: 'error'; message: string };

export interface Checkout {
  quote: UseQueryResult<PricedQuote, Error>;
  appliedCode: string | null;
  applyPromo: (code: string) => Promise<{ ok: true } | { ok: false; message: string }>;
  removePromo: () => void;
  isApplying: boolean;
  pay: (gateway: PayableGateway) => void;
  payOutcome: PayOutcome;
  /** The server refused the promo code when the order was started (it expired since the quote). */
  payPromoError: string | null;
}

/**
 * The checkout's state (issue 5 item 2): the server's quote for the item with the applied promo code and
 * referral, applying and removing a code (each answer is a whole new quote), and paying. The POST carries
 * exactly the promo and referral codes the shown quote used, so the order is priced like the screen.
 */
export function useCheckout({
  kind,
  id,
  referral,
}: {
  kind: ItemKind;
  id: number;
  referral: Referral | null;
}): Checkout {
  const viewerId = useViewerId() ?? '';
  const queryClient = useQueryClient();
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const params: QuoteParams = { kind, id, code: appliedCode, affiliate: referral?.code ?? null };

  const quote = useQuery<PricedQuote, Error>({
    queryKey: quoteQueryKey(viewerId, params),
    queryFn: async ({ signal }) => {
      const priced = await priceWithFallback(params, signal);
      // The stored attribution is only a hint: once the server says the code is no good, forget it.
      if (priced.referralProblem && referral?.source === 'stored') clearAffiliateAttribution();
      return priced;
    },
    enabled: viewerId !== '',
  });

  const apply = useMutation({
    mutationFn: (code: string) => priceWithFallback({ ...params, code }),
  });

  const start = useStartCheckout();
  // A ref, not state: two taps within one frame must not start two orders.
  const paying = useRef(false);
  const [payResult, setPayResult] = useState<PayOutcome>({ kind: 'idle' });
  const [payPromoError, setPayPromoError] = useState<string | null>(null);

  async function applyPromo(code: string): Promise<{ ok: true } | { ok: false; message: string }> {
    try {
      const priced = await apply.mutateAsync(code);
      const applied = priced.quote.promo_code ?? code;
      queryClient.setQueryData(quoteQueryKey(viewerId, { ...params, code: applied }), priced);
      setAppliedCode(applied);
      setPayPromoError(null);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        message: fieldMessage(error, 'code') ?? (error instanceof Error ? error.message : String(error)),
      };
    }
  }

  function removePromo() {
    setAppliedCode(null);
    setPayPromoError(null);
  }

  function pay(gateway: PayableGateway) {
    const current = quote.data?.quote;
    if (!current || paying.current) return;
    paying.current = true;
    setPayResult({ kind: 'busy' });
    setPayPromoError(null);
    start.mutate(
      {
        kind,
        id,
        gateway,
        body: {
          ...(current.promo_code ? { promo_code: current.promo_code } : {}),
          ...(current.affiliate ? { affiliate: current.affiliate } : {}),
          // The server refuses any other total, so nobody pays a price they have not seen.
          expected_total: current.total,
        },
      },
      {
        onSuccess: (answer: CheckoutResponse) => {
          // Stay "busy": the page is about to be replaced by the gateway's (or the success page).
          browserNavigation.assign(answer.gateway_url);
        },
        onError: (error) => {
          paying.current = false;
          const promo = fieldMessage(error, 'promo_code');
          const changed = fieldMessage(error, 'expected_total', 409);
          if (promo) {
            setPayPromoError(promo);
            setPayResult({ kind: 'idle' });
          } else if (changed) {
            setPayResult({ kind: 'price-changed', message: changed });
            void queryClient.invalidateQueries({ queryKey: quoteQueryKey(viewerId, params) });
          } else if (error instanceof ApiError && error.status === 409) {
            setPayResult({ kind: 'already-enrolled', message: error.message });
          } else {
            setPayResult({ kind: 'error', message: error.message });
          }
        },
      },
    );
  }

  return {
    quote,
    appliedCode,
    applyPromo,
    removePromo,
    isApplying: apply.isPending,
    pay,
    payOutcome: payResult,
    payPromoError,
  };
}
