import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES } from '@dokkho/contract/auth';
import { clearSession, getAccessToken, getUserId } from '../../../shared/auth/token-store';
import { closeLoginDialog, openLoginDialog } from '../../../shared/auth/login-dialog-store';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { consumeGoogleSignIn } from '../lib/google-oauth';
import { browserNavigation } from './google-button';
import { LoginDialog } from './login-dialog';
import { LoginForm } from './login-form';

const WRONG = 'Incorrect username/e-mail or password.';

const GOOGLE = {
  client_id: 'web.apps.googleusercontent.com',
  auth_url: 'http://127.0.0.1:2527/o/oauth2/v2/auth',
};

function renderDialog(url = '/about', options: Parameters<typeof renderWithApp>[2] = {}) {
  const app = renderWithApp(<LoginDialog />, url, options);
  act(() => openLoginDialog());
  const dialog = screen.getByRole('dialog', { name: 'Log in to Dokkho' });
  return { ...app, dialog };
}

const field = (name: string) => screen.getByLabelText(name);

function fill(username: string, password: string) {
  fireEvent.input(field('Username or e-mail'), { target: { value: username } });
  fireEvent.input(field('Password'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('login dialog (SPEC.md §2, §4, §5)', () => {
  afterEach(() => {
    act(() => closeLoginDialog());
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows both required messages under empty fields and calls nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    expect(field('Username or e-mail').hasAttribute('required')).toBe(true);
    expect(field('Password').hasAttribute('required')).toBe(true);
    submit();
    await screen.findByText(LOGIN_MESSAGES.usernameRequired);
    screen.getByText(LOGIN_MESSAGES.passwordRequired);
    expect(field('Username or e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles the password between shown and hidden', () => {
    renderDialog();
    const input = field('Password');
    expect(input.getAttribute('type')).toBe('password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows a server error in red under the fields, clears it before the next submit and on reopening', async () => {
    let answer: () => Promise<Response> = () => Promise.resolve(jsonResponse({ detail: WRONG }, 401));
    const fetchMock = vi.fn(() => answer());
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    fill('demo', 'wrong-pass-1');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(WRONG);
    expect(alert.className).toContain('text-danger-700');
    // A wrong password is a 401, but the dialog stays open and usable.
    screen.getByRole('dialog', { name: 'Log in to Dokkho' });

    // Before each submit: gone at once, even while the next call is still on its way.
    let release: (response: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    submit();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => release(jsonResponse({ detail: WRONG }, 401)));
    await screen.findByRole('alert');

    // On reopening: a fresh form without the old message.
    act(() => closeLoginDialog());
    act(() => openLoginDialog());
    expect(screen.queryByRole('alert')).toBeNull();
    expect((field('Username or e-mail') as HTMLInputElement).value).toBe('');
  });

  it('signs in: stores the access token and user id (never the refresh token), caches the user, closes', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse({ user: DEMO_USER, access: 'access-token', refresh: 'refresh-secret', new_user: false }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderDialog();
    fill(' demo ', 'demo-pass-123');
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth/login/');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'demo', password: 'demo-pass-123' });
    expect(getAccessToken()).toBe('access-token');
    expect(getUserId()).toBe('7');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('refresh-secret');
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toEqual(DEMO_USER);
  });

  it('links to sign-up keeping the query string, and to lost-password', () => {
    const { dialog } = renderDialog('/courseDetails/5?ref=fb&utm_source=ad');
    expect(within(dialog).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?ref=fb&utm_source=ad',
    );
    expect(within(dialog).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/lost-password',
    );
  });

  it('closes when a link is followed', async () => {
    renderDialog('/about?x=1');
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/register?x=1');
  });

  it('offers no Google option when the site has Google sign-in off', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole('button', { name: /google/i })).toBeNull();
    expect(within(dialog).queryByText('or')).toBeNull();
  });

  it('offers Google when it is on; a Google sign-in returns to the page being read', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { dialog } = renderDialog('/courseDetails/5?ref=fb', { siteConfig: { google: GOOGLE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledTimes(1);
    const state = new URL(assign.mock.calls[0]![0]).searchParams.get('state');
    expect(consumeGoogleSignIn(state)).toEqual({ next: '/courseDetails/5?ref=fb' });
    assign.mockRestore();
  });

  it('on /login, a Google sign-in goes on to the page that sent the user there', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderWithApp(<LoginForm />, '/login?next=%2FnewDashboard%2Fcourses', { siteConfig: { google: GOOGLE } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const state = new URL(assign.mock.calls[0]![0]).searchParams.get('state');
    expect(consumeGoogleSignIn(state)).toEqual({ next: '/newDashboard/courses' });
    assign.mockRestore();
  });
});
