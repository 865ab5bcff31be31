import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, setSession } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { ResetPasswordPage } from './reset-password-page';

const LINK = '/reset-password/?uid=Nw&token=abc-123';
const CHANGED = 'Your password has been changed. Log in with your new password.';
const INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(responses.shift() ?? jsonResponse({ detail: 'unexpected call' }, 500)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function choose(password: string, again = password) {
  fireEvent.input(screen.getByLabelText('New password', { selector: 'input' }), {
    target: { value: password },
  });
  fireEvent.input(screen.getByLabelText('Confirm new password', { selector: 'input' }), {
    target: { value: again },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/reset-password (issue 3 item 8)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it.each(['/reset-password/', '/reset-password/?uid=Nw', '/log_reg/reset-password?token=abc-123'])(
    'shows the incomplete-link state for %s',
    (url) => {
      renderWithApp(<ResetPasswordPage />, url);
      screen.getByRole('heading', { name: 'This reset link is incomplete' });
      expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
        '/lost-password',
      );
      expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    },
  );

  it('says when the passwords do not match, without calling the server', async () => {
    const fetchMock = stubFetch();
    renderWithApp(<ResetPasswordPage />, LINK);
    choose('new-pass-2026', 'new-pass-2027');
    const message = await screen.findByText('The passwords do not match');
    expect(message.id).toBe(
      screen.getByLabelText('Confirm new password', { selector: 'input' }).getAttribute('aria-describedby'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password, clears the stored session and offers to log in', async () => {
    setSession('old-access', DEMO_USER.id);
    const fetchMock = stubFetch(jsonResponse({ detail: CHANGED }));
    const { queryClient } = renderWithApp(<ResetPasswordPage />, LINK, { user: DEMO_USER });
    choose('new-pass-2026');
    expect((await screen.findByRole('status')).textContent).toBe(CHANGED);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth/reset-password/');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      uidb64: 'Nw',
      token: 'abc-123',
      password: 'new-pass-2026',
    });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows an invalid link with a way to ask for a new one', async () => {
    stubFetch(jsonResponse({ detail: INVALID }, 400));
    renderWithApp(<ResetPasswordPage />, '/log_reg/reset-password?uid=Nw&token=used');
    choose('new-pass-2026');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/lost-password',
    );
  });

  it('puts server password errors under the new password field', async () => {
    const weak = 'This password is too common.';
    stubFetch(jsonResponse({ password: [weak] }, 400));
    renderWithApp(<ResetPasswordPage />, LINK);
    choose('password123');
    const message = await screen.findByText(weak);
    expect(
      screen
        .getByLabelText('New password', { selector: 'input' })
        .getAttribute('aria-describedby')
        ?.split(' '),
    ).toContain(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
