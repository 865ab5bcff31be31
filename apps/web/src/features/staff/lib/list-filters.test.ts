import { describe, expect, it } from 'vitest';
import {
  orderFiltersSearch,
  payoutFiltersSearch,
  readOrderFilters,
  readPayoutFilters,
  totalPages,
} from './list-filters';

const params = (text: string) => new URLSearchParams(text);

describe('staff order filters in the address', () => {
  it('reads status, search and page', () => {
    expect(readOrderFilters(params('?status=paid&search=%20DK-2026%20&page=3'))).toEqual({
      status: 'paid',
      search: 'DK-2026',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(readOrderFilters(params(`?status=shipped&page=-2&search=${'x'.repeat(140)}`))).toEqual({
      status: undefined,
      search: 'x'.repeat(100),
      page: 1,
    });
  });

  it('writes only what is set, leaving page 1 out', () => {
    expect(orderFiltersSearch({ search: 'a@b.test', status: 'refunded', page: 1 })).toBe(
      '?search=a%40b.test&status=refunded',
    );
    expect(orderFiltersSearch({ page: 2 })).toBe('?page=2');
    expect(orderFiltersSearch({})).toBe('');
  });
});

describe('staff payout filters in the address', () => {
  it('shows open requests by default', () => {
    expect(readPayoutFilters(params(''))).toEqual({ status: 'requested', page: 1 });
    expect(readPayoutFilters(params('?status=bogus'))).toEqual({ status: 'requested', page: 1 });
  });

  it('reads paid, rejected and all', () => {
    expect(readPayoutFilters(params('?status=paid&page=2'))).toEqual({ status: 'paid', page: 2 });
    expect(readPayoutFilters(params('?status=all'))).toEqual({ status: 'all', page: 1 });
  });

  it('leaves the default out of the address', () => {
    expect(payoutFiltersSearch({ status: 'requested', page: 1 })).toBe('');
    expect(payoutFiltersSearch({ status: 'rejected', page: 3 })).toBe('?status=rejected&page=3');
  });
});

it('counts at least one page', () => {
  expect(totalPages(0, 20)).toBe(1);
  expect(totalPages(41, 20)).toBe(3);
});
