import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, setSession } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { PhoneVerificationPage } from './phone-verification-page';

const PHONE = '+8801912345678';
const NO_PHONE = { ...DEMO_USER, phone_number: null };
const SENT = {
  detail: `We sent a 6-digit code to ${PHONE}.`,
  phone_number: PHONE,
  retry_after_seconds: 60,
  expires_in_seconds: 600,
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers by "METHOD path"; records every URL asked for. */
function serve(handlers: Record<string, Handler>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      urls.push(url);
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      const handler = handlers[key];
      return handler ? Promise.resolve(handler(init)) : Promise.reject(new Error(`unexpected ${key}`));
    }),
  );
  return urls;
}

const savedNumber = (pending: string | null) => () =>
  jsonResponse({ id: DEMO_USER.id, phone_number: null, pending_phone_number: pending, source: null });

function renderPage(url = '/phone-verification') {
  return renderWithApp(<PhoneVerificationPage />, url, { user: NO_PHONE, path: '/phone-verification' });
}

async function verifyWith(code = '123456') {
  fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
  fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

const SAVED_PATH = `/api/log_reg/save-phone-number/${DEMO_USER.id}/`;

describe('/phone-verification', () => {
  beforeEach(() => setSession('token', DEMO_USER.id));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('offers the number given at sign-up, passing the source along', async () => {
    const urls = serve({ [`GET ${SAVED_PATH}`]: savedNumber(PHONE) });
    renderPage('/phone-verification?source=google');
    screen.getByRole('heading', { level: 1, name: 'Verify your mobile number' });
    screen.getByText('Loading your number');
    const field = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(field.value).toBe(PHONE);
    expect(urls).toEqual([`${SAVED_PATH}?source=google`]);
  });

  it('does not pass an unknown source, and works without a saved number', async () => {
    const urls = serve({ [`GET ${SAVED_PATH}`]: savedNumber(null) });
    renderPage('/phone-verification?source=<script>');
    expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe('');
    expect(urls).toEqual([SAVED_PATH]);
  });

  it('still shows the form when the saved number cannot be read', async () => {
    serve({ [`GET ${SAVED_PATH}`]: () => jsonResponse({ detail: 'Nope.' }, 403) });
    renderPage();
    expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe('');
  });

  it('on success goes to a safe `next` and then stores the verified user', async () => {
    serve({
      [`GET ${SAVED_PATH}`]: savedNumber(PHONE),
      'POST /api/user/auth/phone-verify/': () => jsonResponse(SENT),
      'PUT /api/user/auth/phone-verify/': () =>
        jsonResponse({ detail: 'Verified.', user: { ...NO_PHONE, phone_number: PHONE } }),
    });
    const { queryClient } = renderPage('/phone-verification?next=%2FcourseDetails%2F5%3Fref%3Dx');
    await verifyWith();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/courseDetails/5?ref=x'));
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toMatchObject({ phone_number: PHONE });
  });

  it('ignores a `next` that leaves the site and goes to the dashboard', async () => {
    serve({
      [`GET ${SAVED_PATH}`]: savedNumber(PHONE),
      'POST /api/user/auth/phone-verify/': () => jsonResponse(SENT),
      'PUT /api/user/auth/phone-verify/': () =>
        jsonResponse({ detail: 'Verified.', user: { ...NO_PHONE, phone_number: PHONE } }),
    });
    renderPage('/phone-verification?next=%2F%2Fevil.example%2Fx');
    await verifyWith();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/newDashboard'));
  });

  it('logs out', async () => {
    serve({
      [`GET ${SAVED_PATH}`]: savedNumber(null),
      'POST /api/user/auth/logout/': () => new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(getAccessToken()).toBeNull();
  });
});
