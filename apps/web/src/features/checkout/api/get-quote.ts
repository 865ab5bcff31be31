import { queryOptions } from '@tanstack/react-query';
import type { ItemKind, Quote } from '@dokkho/contract/commerce';
import { commerceRoutes } from '@dokkho/contract/routes/commerce';
import { callApi } from '../../../shared/api/call';

export interface QuoteParams {
  kind: ItemKind;
  id: number;
  /** The promo code to try, upper-cased; null for none. */
  code: string | null;
  /** The referral code; null for none. */
  affiliate: string | null;
}

/**
 * `GET /api/payment/apply-promo/{id}/?item=&code=&affiliate=`, `apply-affiliate/{id}/?item=&affiliate=` or
 * `apply-sales-discount/{id}/?item=` (bearer; SPEC.md §7): each answers the whole priced quote, so the
 * checkout asks the one that matches what the learner has (a promo code, else a referral, else neither).
 * A promo code the server refuses is a 400 with its message on `code`.
 */
export function getQuote(params: QuoteParams, signal?: AbortSignal): Promise<Quote> {
  const endpoint = params.code
    ? commerceRoutes.applyPromo
    : params.affiliate
      ? commerceRoutes.applyAffiliate
      : commerceRoutes.applySalesDiscount;
  return callApi(
    endpoint,
    {
      params: { id: params.id },
      query: { item: params.kind, code: params.code ?? undefined, affiliate: params.affiliate ?? undefined },
    },
    { signal },
  );
}

export const quoteQueryKey = (viewerId: string, params: QuoteParams) =>
  ['me', viewerId, 'quote', params.kind, params.id, params.code, params.affiliate] as const;

export function quoteQueryOptions(viewerId: string, params: QuoteParams) {
  return queryOptions({
    queryKey: quoteQueryKey(viewerId, params),
    queryFn: ({ signal }) => getQuote(params, signal),
    // A price can change (an offer ends, a wheel prize is used): ask again whenever the checkout opens.
    staleTime: 0,
  });
}
