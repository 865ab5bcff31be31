import { OrderStatus } from '@dokkho/contract/commerce';
import { PayoutStatus } from '@dokkho/contract/affiliate';

/**
 * The staff lists keep their filters in the address (?status=&search=&page=), so Back, a reload and a link
 * sent to a colleague show the same list. A value the API would refuse is dropped here rather than turned
 * into a 400 page: a hand-edited address still shows a list.
 */

export const ORDERS_PAGE_SIZE = 20;
export const PAYOUTS_PAGE_SIZE = 20;
export const SEARCH_MAX = 100;

export interface OrderFilters {
  status: OrderStatus | undefined;
  search: string;
  page: number;
}

/** The payout list shows open requests unless told otherwise; `all` means every status. */
export type PayoutFilter = PayoutStatus | 'all';

export interface PayoutFilters {
  status: PayoutFilter;
  page: number;
}

export function pageFrom(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

export function readOrderFilters(search: URLSearchParams): OrderFilters {
  const status = OrderStatus.safeParse(search.get('status'));
  return {
    status: status.success ? status.data : undefined,
    search: (search.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: pageFrom(search.get('page')),
  };
}

export function orderFiltersSearch(filters: Partial<OrderFilters>): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function readPayoutFilters(search: URLSearchParams): PayoutFilters {
  const raw = search.get('status');
  const status = PayoutStatus.safeParse(raw);
  return {
    status: raw === 'all' ? 'all' : status.success ? status.data : 'requested',
    page: pageFrom(search.get('page')),
  };
}

export function payoutFiltersSearch(filters: PayoutFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'requested') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const totalPages = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
