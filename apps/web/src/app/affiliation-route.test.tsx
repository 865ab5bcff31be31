import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuthUser } from '@dokkho/contract/auth';
import { clearSession } from '../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../test/harness';
import { PROFILE_QUERY_KEY } from '../features/auth/api/get-profile';
import { DEMO_USER } from '../features/auth/test-utils';
import { AffiliationRoute } from './affiliation-route';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const TERMS = {
  commission_percent: 20,
  buyer_discount_percent: 5,
  payout_minimum: 50_000,
  payout_methods: ['bkash', 'nagad', 'bank'],
  attribution_days: 30,
  currency: 'BDT',
};

describe('AffiliationRoute (/affiliation composed with the account)', () => {
  it('joins through POST affiliate/api/v2/affiliate/ and updates the cached roles', async () => {
    signIn(7);
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/affiliate/programme/') return json(TERMS);
      if (path === '/api/user/auth/profile/') return json(DEMO_USER);
      if (method === 'POST' && path === '/api/affiliate/api/v2/affiliate/') {
        return json(
          {
            profile: {
              referral_code: 'K7M2Q9PX',
              payout_method: 'nagad',
              payout_account: '+8801912345678',
              created_at: '2026-03-01T00:00:00.000Z',
            },
            roles: ['learner', 'affiliate'],
          },
          201,
        );
      }
      return undefined;
    });
    const { queryClient } = renderPage(<AffiliationRoute />, '/affiliation');
    const form = await screen.findByRole('form', { name: 'Join the affiliate programme' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Nagad' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Nagad number' }), {
      target: { value: '01912345678' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Join the programme' }));
    await screen.findByRole('heading', { name: 'Welcome to the programme!' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      payout_method: 'nagad',
      payout_account: '+8801912345678',
    });
    expect(queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.roles).toEqual(['learner', 'affiliate']);
  });

  it('shows the programme to a visitor who is not signed in', async () => {
    stubApi(({ path }) => (path === '/api/affiliate/programme/' ? json(TERMS) : undefined));
    renderPage(<AffiliationRoute />, '/affiliation');
    await screen.findByRole('button', { name: 'Log in to join' });
  });
});
