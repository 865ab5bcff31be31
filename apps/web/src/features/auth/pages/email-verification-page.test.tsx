import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@dokkho/contract/site';
import { clearSession, getAccessToken, setSession } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { EmailVerificationPage } from './email-verification-page';

const UNCONFIRMED = { ...DEMO_USER, email_confirmed: false };

function renderPage() {
  setSession('token', DEMO_USER.id);
  return renderWithApp(<EmailVerificationPage />, '/email-verification', { user: UNCONFIRMED });
}

/** Lets `seconds` pass, one second at a time, as a browser would run the countdown's timers. */
function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

const resendButton = () => screen.getByRole('button', { name: /^Resend/ });

describe('/email-verification', () => {
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says where the link went, with support and log-out ways out', async () => {
    renderPage();
    screen.getByRole('heading', { level: 1, name: 'Check your inbox' });
    await screen.findByText(DEMO_USER.email);
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      `mailto:${SITE.email}`,
    );
    screen.getByRole('button', { name: 'Log out' });
  });

  it('resends, shows the answer and counts down the cooldown the server gave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse({ detail: 'We sent you a new activation e-mail.', retry_after_seconds: 42 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect((await screen.findByRole('status')).textContent).toBe('We sent you a new activation e-mail.');
    expect(resendButton().textContent).toBe('Resend in 42 s');
    expect(resendButton().hasAttribute('disabled')).toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/auth/email-verify/');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');

    tick(40);
    expect(resendButton().textContent).toBe('Resend in 2 s');
    tick(2);
    expect(resendButton().textContent).toBe('Resend e-mail');
    expect(resendButton().hasAttribute('disabled')).toBe(false);
  });

  it('shows a 429 as an alert and waits the cooldown before allowing another try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse({ detail: 'Please wait a minute before asking for another e-mail.' }, 429),
        ),
      ),
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please wait a minute before asking for another e-mail.',
    );
    expect(resendButton().textContent).toBe('Resend in 60 s');
    expect(resendButton().hasAttribute('disabled')).toBe(true);
    expect(getAccessToken()).toBe('token');
    tick(59);
    expect(resendButton().textContent).toBe('Resend in 1 s');
    tick(1);
    expect(resendButton().hasAttribute('disabled')).toBe(false);
  });

  it('uses the retry_after_seconds of a 429 when the server sends one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ detail: 'Too soon.', retry_after_seconds: 17 }, 429))),
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await screen.findByRole('alert');
    expect(resendButton().textContent).toBe('Resend in 17 s');
  });

  it('shows progress while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    const sending = await screen.findByRole('button', { name: /Sending/ });
    expect(sending.getAttribute('aria-busy')).toBe('true');
    expect(sending.hasAttribute('disabled')).toBe(true);
    answer(jsonResponse({ detail: 'Sent.', retry_after_seconds: 60 }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sent.'));
  });

  it('fetches the profile again when the server says the e-mail is already confirmed', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ detail: 'Your e-mail is already confirmed.' }, 400))
      .mockResolvedValueOnce(jsonResponse(DEMO_USER));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your e-mail is already confirmed.');
    await waitFor(() =>
      expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toMatchObject({ email_confirmed: true }),
    );
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/user/auth/profile/');
  });

  it('logs out through the logout hook and goes home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(getAccessToken()).toBeNull();
  });
});
