import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../test-utils';
import { consumeGoogleSignIn } from '../lib/google-oauth';
import { browserNavigation, GOOGLE_STORAGE_BLOCKED_MESSAGE, GoogleButton } from './google-button';

const GOOGLE = {
  client_id: 'web.apps.googleusercontent.com',
  auth_url: 'http://127.0.0.1:2527/o/oauth2/v2/auth',
};

describe('GoogleButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('reads the site config, holds its place while it loads, then offers Google', async () => {
    const fetchMock = vi.fn((_url: string) => Promise.resolve(jsonResponse({ google: GOOGLE })));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithApp(<GoogleButton divider="before" />, '/', { siteConfig: null });
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    await screen.findByRole('button', { name: 'Continue with Google' });
    screen.getByText('or');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/site/config/']);
  });

  it('is not there at all when Google sign-in is off, or when the config cannot be read', async () => {
    const off = renderWithApp(<GoogleButton divider="before" />, '/', { siteConfig: { google: null } });
    expect(off.container.textContent).toBe('/');
    off.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ detail: 'Not found.' }, 404))),
    );
    const failed = renderWithApp(<GoogleButton divider="before" />, '/', { siteConfig: null });
    await waitFor(() => expect(failed.container.querySelector('.animate-pulse')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it("goes to Google's consent screen with a state kept for the callback, and shows progress", () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderWithApp(<GoogleButton next="/courseDetails/5?ref=fb" label="Sign up with Google" />, '/', {
      siteConfig: { google: GOOGLE },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));

    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE.auth_url);
    expect(url.searchParams.get('client_id')).toBe(GOOGLE.client_id);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/google/callback`);
    expect(url.searchParams.get('response_type')).toBe('token');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(consumeGoogleSignIn(url.searchParams.get('state'))).toEqual({ next: '/courseDetails/5?ref=fb' });

    const busy = screen.getByRole('button', { name: 'Opening Google…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
  });

  it('says so in red when this tab cannot keep the state, and does not leave', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    // A stubbed global, not a spy on the tab's storage: the unit files share one page (vitest.config.ts).
    vi.stubGlobal('sessionStorage', {
      ...window.sessionStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    renderWithApp(<GoogleButton />, '/', { siteConfig: { google: GOOGLE } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(GOOGLE_STORAGE_BLOCKED_MESSAGE);
    expect(alert.className).toContain('text-danger-700');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(false);
  });

  it('is disabled while the form beside it is busy', () => {
    renderWithApp(<GoogleButton disabled />, '/', { siteConfig: { google: GOOGLE } });
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(true);
  });
});
