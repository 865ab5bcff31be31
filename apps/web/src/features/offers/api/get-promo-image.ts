import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoImage } from '@dokkho/contract/offers';
import { offersRoutes } from '@dokkho/contract/routes/offers';
import { callApi } from '../../../shared/api/call';

/** `GET /api/payment/promo-image/`: the current offer's banner; every field null when none runs. */
export function getPromoImage(signal?: AbortSignal): Promise<PromoImage> {
  return callApi(offersRoutes.promoImage, {}, { signal });
}

export function promoImageQueryOptions() {
  return queryOptions({
    queryKey: ['offers', 'promo-image'] as const,
    queryFn: ({ signal }) => getPromoImage(signal),
    // The server lets it be cached for a minute too.
    staleTime: 60_000,
  });
}

export function usePromoImage() {
  return useQuery(promoImageQueryOptions());
}
