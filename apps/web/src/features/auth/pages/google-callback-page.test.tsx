import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, getUserId } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { browserNavigation } from '../components/google-button';
import { beginGoogleSignIn } from '../lib/google-oauth';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { GOOGLE_CANCELLED_MESSAGE, GOOGLE_STATE_MESSAGE, GoogleCallbackPage } from './google-callback-page';

const GOOGLE = {
  client_id: 'web.apps.googleusercontent.com',
  auth_url: 'http://127.0.0.1:2527/o/oauth2/v2/auth',
};
const PATH = '/auth/google/callback';
const SERVER_REFUSED = 'Your Google sign-in could not be confirmed: it may have expired. Please try again.';
const UNAVAILABLE =
  'Google sign-in is not available right now. Please try again in a few minutes, or log in with your password.';

/** Starts a sign-in in this tab as the Google button does, and returns its state. */
function started(next: string | null = null): string {
  const url = beginGoogleSignIn(GOOGLE, { origin: window.location.origin, next });
  return new URL(url).searchParams.get('state')!;
}

const tokenFragment = (state: string, token = 'ya29.token-1') =>
  `#access_token=${token}&token_type=Bearer&expires_in=3599&scope=email%20profile%20openid&state=${state}`;

const answer = (newUser: boolean) =>
  jsonResponse({ user: DEMO_USER, access: 'access-google', refresh: 'refresh-secret', new_user: newUser });

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(responses.shift() ?? jsonResponse({ detail: 'unexpected call' }, 500)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCallback(fragment: string) {
  return renderWithApp(<GoogleCallbackPage />, `${PATH}${fragment}`, {
    path: PATH,
    strict: true,
    siteConfig: { google: GOOGLE },
  });
}

const where = () => screen.getByTestId('where').textContent;

describe('/auth/google/callback', () => {
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('takes the token out of the address at once, signs in once (StrictMode) and returns to where it started', async () => {
    const state = started('/courseDetails/5?ref=fb');
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (release = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router, queryClient } = renderCallback(tokenFragment(state));

    screen.getByRole('heading', { name: 'Signing you in with Google…' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.historyAction).toBe('REPLACE');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth/google-login/');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual({ access_token: 'ya29.token-1' });

    await act(async () => release(answer(false)));
    await waitFor(() => expect(where()).toBe('/courseDetails/5?ref=fb'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('access-google');
    expect(getUserId()).toBe(String(DEMO_USER.id));
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('refresh-secret');
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toEqual(DEMO_USER);
  });

  it('sends a returning user without a next location to the dashboard', async () => {
    stubFetch(answer(false));
    renderCallback(tokenFragment(started()));
    await waitFor(() => expect(where()).toBe('/newDashboard'));
  });

  it('sends a new account to phone verification (SPEC.md §4), whatever the next location', async () => {
    stubFetch(answer(true));
    renderCallback(tokenFragment(started('/courseDetails/5')));
    await waitFor(() => expect(where()).toBe('/phone-verification?source=google'));
  });

  it('refuses a callback whose state this tab did not issue, without calling the API', async () => {
    started('/about');
    const fetchMock = stubFetch();
    renderCallback(tokenFragment('forged-state'));
    await screen.findByRole('heading', { name: 'We could not finish signing you in' });
    expect(screen.getByRole('alert').textContent).toBe(GOOGLE_STATE_MESSAGE);
    screen.getByRole('button', { name: 'Start again with Google' });
    expect(screen.getByRole('link', { name: 'Log in with password' }).getAttribute('href')).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a reopened callback (the state is single-use) and one with nothing in it', async () => {
    const fetchMock = stubFetch();
    renderCallback(tokenFragment('no-sign-in-started'));
    await screen.findByRole('heading', { name: 'We could not finish signing you in' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the sign-in was cancelled when the user refused at Google, with a way to retry or use a password', async () => {
    const state = started('/allcourses?search=sql');
    const fetchMock = stubFetch();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderCallback(`#error=access_denied&state=${state}`);
    await screen.findByRole('heading', { name: 'Signing in with Google was cancelled' });
    screen.getByText(GOOGLE_CANCELLED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Log in with password' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/allcourses?search=sql')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Try Google again' }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(new URL(assign.mock.calls[0]![0]).searchParams.get('client_id')).toBe(GOOGLE.client_id);
  });

  it('names another Google error and offers a retry', async () => {
    const state = started();
    renderCallback(`#error=server_error&state=${state}`);
    await screen.findByRole('heading', { name: 'Google could not sign you in' });
    expect(screen.getByRole('alert').textContent).toContain('server_error');
    screen.getByRole('button', { name: 'Try Google again' });
  });

  it("shows the server's refusal in red, with a new Google sign-in as the way forward", async () => {
    stubFetch(jsonResponse({ detail: SERVER_REFUSED }, 401));
    renderCallback(tokenFragment(started()));
    await screen.findByRole('heading', { name: 'We could not sign you in with Google' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(SERVER_REFUSED);
    expect(alert.className).toContain('text-danger-700');
    screen.getByRole('button', { name: 'Try Google again' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('retries with the same token when Google or the API was briefly unavailable', async () => {
    const fetchMock = stubFetch(jsonResponse({ detail: UNAVAILABLE }, 503), answer(false));
    renderCallback(tokenFragment(started('/about'), 'ya29.same'));
    expect((await screen.findByRole('alert')).textContent).toBe(UNAVAILABLE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(where()).toBe('/about'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ access_token: 'ya29.same' });
  });
});
