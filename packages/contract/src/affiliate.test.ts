import { describe, expect, it } from 'vitest';
import {
  AdminPayoutDecision,
  AffiliateDashboardQuery,
  AffiliatePayoutDetails,
  BANK_ACCOUNT_MESSAGE,
  normalisePayoutAccount,
  PayoutRequestBody,
  PayoutRequestForm,
  payoutMaximumMessage,
  payoutMinimumMessage,
  TakaInput,
} from './affiliate';
import { BD_PHONE_MESSAGE } from './phone';

describe('affiliate contract', () => {
  it('writes the payout limits in the one taka format (lakh grouping, poisha only when there are some)', () => {
    expect(payoutMinimumMessage(10_000_000)).toBe('The smallest payout is ৳1,00,000.');
    expect(payoutMinimumMessage(50_000)).toBe('The smallest payout is ৳500.');
    expect(payoutMaximumMessage(73_210)).toBe('You can request at most ৳732.10.');
  });

  it('normalises wallet numbers and checks bank lines', () => {
    expect(normalisePayoutAccount('bkash', ' 017-1234 5678 ')).toEqual({ account: '+8801712345678' });
    expect(normalisePayoutAccount('nagad', '8801912345678')).toEqual({ account: '+8801912345678' });
    expect(normalisePayoutAccount('bkash', '0121234567')).toEqual({ error: BD_PHONE_MESSAGE });
    expect(
      normalisePayoutAccount('bank', 'BRAC Bank,\n Gulshan branch,  Rahim Uddin, 1501 2020 3030'),
    ).toEqual({ account: 'BRAC Bank, Gulshan branch, Rahim Uddin, 1501 2020 3030' });
    expect(normalisePayoutAccount('bank', 'BRAC Bank, Gulshan')).toEqual({ error: BANK_ACCOUNT_MESSAGE });
    expect(normalisePayoutAccount('bank', 'BRAC Bank, Gulshan, no number here')).toEqual({
      error: BANK_ACCOUNT_MESSAGE,
    });
    expect(normalisePayoutAccount('bank', `Bank ${'x'.repeat(200)} 123456`)).toEqual({
      error: 'Use at most 200 characters',
    });
    expect(normalisePayoutAccount('bank', 'BRAC Bank, Gulshan\u0000, 15012020')).toEqual({
      error: BANK_ACCOUNT_MESSAGE,
    });
  });

  it('reads the payout details as a pair', () => {
    expect(AffiliatePayoutDetails.parse({ payout_method: 'nagad', payout_account: '01812345678' })).toEqual({
      payout_method: 'nagad',
      payout_account: '+8801812345678',
    });
    const rocket = AffiliatePayoutDetails.safeParse({
      payout_method: 'rocket',
      payout_account: '01812345678',
    });
    expect(rocket.success).toBe(false);
    const wrong = AffiliatePayoutDetails.safeParse({
      payout_method: 'bkash',
      payout_account: 'BRAC 12345678',
    });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['payout_account'], message: BD_PHONE_MESSAGE });
  });

  it('takes a payout request with or without its own account, never half of one', () => {
    expect(PayoutRequestBody.parse({ amount: 50_000 })).toEqual({ amount: 50_000 });
    expect(PayoutRequestBody.parse({ amount: 50_000, method: 'bkash', account: '01712345678' })).toEqual({
      amount: 50_000,
      method: 'bkash',
      account: '+8801712345678',
    });
    expect(PayoutRequestBody.safeParse({ amount: 50_000, method: 'bkash' }).error?.issues[0]?.path).toEqual([
      'account',
    ]);
    expect(
      PayoutRequestBody.safeParse({ amount: 50_000, account: '01712345678' }).error?.issues[0]?.path,
    ).toEqual(['method']);
    for (const amount of [0, -1, 10.5, '500']) {
      expect(PayoutRequestBody.safeParse({ amount }).success, String(amount)).toBe(false);
    }
  });

  it('turns typed taka into poisha', () => {
    expect(TakaInput.parse('500')).toBe(50_000);
    expect(TakaInput.parse(' ৳1,250.5 ')).toBe(125_050);
    expect(TakaInput.parse('0.05')).toBe(5);
    for (const typed of ['', 'abc', '12.345', '-5', '1e3']) {
      expect(TakaInput.safeParse(typed).success, typed).toBe(false);
    }
    expect(
      PayoutRequestForm.safeParse({ amount: '0', method: 'bkash', account: '01712345678' }).success,
    ).toBe(false);
    expect(PayoutRequestForm.parse({ amount: '600', method: 'bkash', account: '01712345678' })).toEqual({
      amount: 60_000,
      method: 'bkash',
      account: '+8801712345678',
    });
  });

  it('accepts only the dashboard periods, 30 days by default', () => {
    expect(AffiliateDashboardQuery.parse({})).toEqual({ days: 30 });
    expect(AffiliateDashboardQuery.parse({ days: '7' })).toEqual({ days: 7 });
    expect(AffiliateDashboardQuery.safeParse({ days: '14' }).error?.issues[0]?.message).toBe(
      'Choose 7, 30 or 90 days',
    );
  });

  it('asks staff why a payout is rejected', () => {
    expect(AdminPayoutDecision.parse({ status: 'paid' })).toEqual({ status: 'paid', note: '' });
    expect(AdminPayoutDecision.safeParse({ status: 'rejected', note: ' ' }).error?.issues[0]?.path).toEqual([
      'note',
    ]);
    expect(AdminPayoutDecision.safeParse({ status: 'requested' }).success).toBe(false);
  });
});
