import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BD_PHONE_MESSAGE } from '@dokkho/contract/phone';
import { clearSession } from '../../../shared/auth/token-store';
import { affiliateProfile, json, renderPage, signIn, stubApi } from '../test-utils';
import { AffiliateProfilePage } from './affiliate-profile-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('AffiliateProfilePage (/affiliate-dashboard/profile)', () => {
  it('shows the code and the terms, and saves new payout details as the server normalises them', async () => {
    signIn();
    const calls = stubApi(({ method, path, body }) => {
      if (path !== '/api/affiliate/profile/') return undefined;
      if (method === 'PATCH') {
        const { payout_method, payout_account } = body as { payout_method: 'nagad'; payout_account: string };
        return json(affiliateProfile({ payout_method, payout_account }));
      }
      return json(affiliateProfile());
    });
    renderPage(<AffiliateProfilePage />, '/affiliate-dashboard/profile');

    await screen.findByText('AFFDEMO7');
    screen.getByText('Now: bKash, +8801711000007');
    screen.getByText('20% of what the buyer pays');
    screen.getByText('৳500');
    expect((screen.getByRole('radio', { name: 'bKash' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Nagad' }));
    const account = screen.getByRole('textbox', { name: 'Nagad number' });
    fireEvent.change(account, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    await screen.findByText(BD_PHONE_MESSAGE);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(account, { target: { value: '019 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    await screen.findByText('Saved. Your next payout goes here.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      payout_method: 'nagad',
      payout_account: '+8801912345678',
    });
    await screen.findByText('Now: Nagad, +8801912345678');
  });

  it('takes a bank account as one line and shows the server’s field message', async () => {
    signIn();
    stubApi(({ method, path }) => {
      if (path !== '/api/affiliate/profile/') return undefined;
      if (method === 'PATCH') return json({ payout_account: ['That bank is not supported.'] }, 400);
      return json(affiliateProfile({ payout_method: null, payout_account: null }));
    });
    renderPage(<AffiliateProfilePage />, '/affiliate-dashboard/profile');
    await screen.findByText('Not set yet: add them before you ask for a payout.');
    fireEvent.click(screen.getByRole('radio', { name: 'Bank' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Bank account' }), {
      target: { value: 'City Bank, Banani branch, Karim Ahmed, 2201 3344 55' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    await screen.findByText('That bank is not supported.');
  });
});
