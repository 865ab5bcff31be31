import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@dokkho/contract/errors';
import { EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE } from '@dokkho/contract/roles';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/auth/login-dialog-store';
import { json, renderPage, stubApi, terms } from '../test-utils';
import { AffiliationPage, type AffiliationViewer } from './affiliation-page';

afterEach(() => {
  closeLoginDialog();
  vi.unstubAllGlobals();
});

function renderProgramme(viewer: AffiliationViewer, join = vi.fn()) {
  stubApi(({ path }) => (path === '/api/affiliate/programme/' ? json(terms()) : undefined));
  renderPage(
    <AffiliationPage
      viewer={viewer}
      join={join}
      resendConfirmation={<button type="button">Resend it</button>}
    />,
    '/affiliation',
  );
  return join;
}

describe('AffiliationPage (/affiliation)', () => {
  it('explains the programme with the server’s numbers', async () => {
    renderProgramme({ state: 'signed-out' });
    await screen.findByRole('heading', { level: 1, name: 'Earn 20% on every course you share' });
    // A ৳3,500 course: the buyer pays ৳3,325 (5% off), the affiliate earns 20% of that.
    screen.getByText('৳3,325');
    screen.getByText('৳665');
    const earn = screen.getByRole('region', { name: 'What you earn' });
    within(earn).getByText('Payouts from ৳500');
    within(earn).getByText(/To bKash, Nagad or a bank account/);
    expect(
      within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    screen.getByText('How long does my link count?');
    screen.getByText(/30 days. If someone opens your link/);
  });

  it('asks a signed-out visitor to log in', async () => {
    renderProgramme({ state: 'signed-out' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to join' }));
    expect(isLoginDialogOpen()).toBe(true);
  });

  it('lets a member join with payout details, then leads to the dashboard', async () => {
    const join = renderProgramme(
      { state: 'member', emailConfirmed: true, email: 'rahim@dokkho.test' },
      vi.fn().mockResolvedValue({ referralCode: 'K7M2Q9PX' }),
    );
    const form = await screen.findByRole('form', { name: 'Join the affiliate programme' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'bKash number' }), {
      target: { value: '01812-345678' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Join the programme' }));
    await screen.findByRole('heading', { name: 'Welcome to the programme!' });
    expect(join).toHaveBeenCalledWith({ payout_method: 'bkash', payout_account: '+8801812345678' });
    screen.getByText('K7M2Q9PX');
    expect(screen.getByRole('link', { name: /Go to your dashboard/ }).getAttribute('href')).toBe(
      '/affiliate-dashboard',
    );
  });

  it('shows the server’s message and the confirmation e-mail when the e-mail is not confirmed', async () => {
    renderProgramme(
      { state: 'member', emailConfirmed: true, email: 'rahim@dokkho.test' },
      vi.fn().mockRejectedValue(ApiError.fromResponse(403, { detail: EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE })),
    );
    const form = await screen.findByRole('form', { name: 'Join the affiliate programme' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Bank' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Bank account' }), {
      target: { value: 'BRAC Bank, Gulshan branch, Rahim Uddin, 1501202030' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Join the programme' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE);
    screen.getByRole('button', { name: 'Resend it' });
  });

  it('says up front when the e-mail is known to be unconfirmed', async () => {
    renderProgramme({ state: 'member', emailConfirmed: false, email: 'rahim@dokkho.test' });
    await screen.findByRole('heading', { name: 'Confirm your e-mail first' });
    screen.getByText('rahim@dokkho.test');
    screen.getByRole('button', { name: 'Resend it' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sends an affiliate to the dashboard', async () => {
    renderProgramme({ state: 'affiliate' });
    await screen.findByRole('heading', { name: 'You are an affiliate' });
    expect(screen.getByRole('link', { name: /Open your dashboard/ }).getAttribute('href')).toBe(
      '/affiliate-dashboard',
    );
  });

  it('has a way out when the terms do not load', async () => {
    let fail = true;
    stubApi(({ path }) => {
      if (path !== '/api/affiliate/programme/') return undefined;
      return fail ? json({ detail: 'Down for a moment.' }, 503) : json(terms());
    });
    renderPage(
      <AffiliationPage viewer={{ state: 'signed-out' }} join={vi.fn()} resendConfirmation={null} />,
      '/affiliation',
    );
    await screen.findByText('Down for a moment.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: /Earn 20%/ });
  });
});
