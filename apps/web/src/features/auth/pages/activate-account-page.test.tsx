import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@dokkho/contract/auth';
import { clearSession, setSession } from '../../../shared/auth/token-store';
import { speakBangla, speakEnglish } from '../../../test/bangla';
import { messages as authBangla } from '../locales/bn.po';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { DEMO_USER, jsonResponse, renderWithApp, type RenderOptions } from '../test-utils';
import { ActivateAccountPage } from './activate-account-page';

const LINK = '/log_reg/activate/Nw/abc-123';
const INVALID = 'This activation link is invalid or has expired. Request a new one.';
const UNCONFIRMED: AuthUser = { ...DEMO_USER, email_confirmed: false, phone_number: null };
const CONFIRMED: AuthUser = { ...UNCONFIRMED, email_confirmed: true };

function renderAt(url: string, options: RenderOptions = {}) {
  return renderWithApp(<ActivateAccountPage />, url, {
    path: '/log_reg/activate/:uidb64/:token',
    ...options,
  });
}

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(responses.shift() ?? jsonResponse({ detail: 'unexpected call' }, 500)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const confirmed = (user: AuthUser) => jsonResponse({ detail: 'Your e-mail is confirmed.', user });

describe('/log_reg/activate/:uidb64/:token', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('sends the PUT exactly once in StrictMode, shows progress, then success', async () => {
    const fetchMock = stubFetch(confirmed(CONFIRMED));
    renderAt(LINK, { strict: true });
    screen.getByRole('heading', { name: 'Confirming your e-mail…' });
    await screen.findByRole('heading', { name: 'Your e-mail is confirmed' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth/email-verify/');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ uidb64: 'Nw', token: 'abc-123' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('signed out: continues through log in to the phone step', async () => {
    stubFetch(confirmed(CONFIRMED));
    renderAt(LINK);
    const link = await screen.findByRole('link', { name: 'Log in to continue' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fphone-verification');
  });

  it('signed in without a phone: updates the profile and continues to /phone-verification', async () => {
    setSession('token', DEMO_USER.id);
    stubFetch(confirmed(CONFIRMED));
    const { queryClient } = renderAt(LINK, { user: UNCONFIRMED });
    const link = await screen.findByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/phone-verification');
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toEqual(CONFIRMED);
  });

  it('signed in with a phone: continues to the dashboard', async () => {
    setSession('token', DEMO_USER.id);
    stubFetch(confirmed({ ...CONFIRMED, phone_number: '+8801712345678' }));
    renderAt(LINK, { user: { ...UNCONFIRMED, phone_number: '+8801712345678' } });
    const link = await screen.findByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/newDashboard');
  });

  it('does not put another account into the signed-in profile', async () => {
    setSession('token', DEMO_USER.id);
    stubFetch(confirmed({ ...CONFIRMED, id: 99, email: 'other@dokkho.test' }));
    const { queryClient } = renderAt(LINK, { user: UNCONFIRMED });
    await screen.findByRole('heading', { name: 'Your e-mail is confirmed' });
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toEqual(UNCONFIRMED);
  });

  it('signed out, bad link: shows the message and a way to get a new link', async () => {
    stubFetch(jsonResponse({ detail: INVALID }, 400));
    renderAt(LINK);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    screen.getByRole('heading', { name: 'We could not confirm your e-mail' });
    expect(screen.getByRole('link', { name: 'Log in to get a new link' }).getAttribute('href')).toBe(
      '/login?next=%2Femail-verification',
    );
  });

  it('signed in, bad link: sends a new link from the page', async () => {
    setSession('token', DEMO_USER.id);
    const fetchMock = stubFetch(
      jsonResponse({ detail: INVALID }, 400),
      jsonResponse({ detail: 'We sent you a new activation e-mail.', retry_after_seconds: 60 }),
    );
    renderAt(LINK, { user: UNCONFIRMED });
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('We sent you a new activation e-mail.'),
    );
    expect(fetchMock.mock.calls[1]![1]?.method).toBe('POST');
    screen.getByRole('button', { name: 'Resend in 60 s' });
  });

  it('signed in and already confirmed, used link: offers to continue instead of a resend', async () => {
    setSession('token', DEMO_USER.id);
    stubFetch(jsonResponse({ detail: INVALID }, 400));
    renderAt(LINK, { user: CONFIRMED });
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/phone-verification');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('offers to try again when the server could not be reached, and the retry works', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(confirmed(CONFIRMED));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(LINK);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your e-mail is confirmed' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects an over-long token without calling the server', () => {
    const fetchMock = stubFetch();
    renderAt(`/log_reg/activate/Nw/${'x'.repeat(300)}`);
    expect(screen.getByRole('alert').textContent).toBe('This activation link is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why the link is not valid in Bangla on a Bangla page', async () => {
    const fetchMock = stubFetch();
    speakBangla(authBangla);
    try {
      renderAt(`/log_reg/activate/Nw/${'x'.repeat(300)}`);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('এই অ্যাক্টিভেশন লিংকটি সঠিক নয়'));
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      speakEnglish();
    }
  });
});
