import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, setSession } from '../../../shared/auth/token-store';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { AccountMenu } from './account-menu';

function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('account menu and drawer (SPEC.md §2, §4)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows a round skeleton while the profile loads, then the default picture', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    setSession('token', 7);
    renderWithApp(<AccountMenu />);
    screen.getByText('Loading your account');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => release(jsonResponse(DEMO_USER)));
    const trigger = await screen.findByRole('button', { name: 'Account menu for Nusrat Jahan' });
    // profile_picture is null: the default avatar (an SVG), no broken image.
    expect(trigger.querySelector('svg')).toBeTruthy();
    expect(trigger.querySelector('img')).toBeNull();
  });

  it('opens a right-hand drawer with picture, name, e-mail, the five dashboards, Profile, Wishlist, Logout', async () => {
    const fetchMock = stubFetch(() => jsonResponse(DEMO_USER));
    setSession('token', 7);
    renderWithApp(<AccountMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Nusrat Jahan' }));
    const drawer = screen.getByRole('dialog', { name: 'Nusrat Jahan' });
    expect(drawer.className).toContain('right-0');
    expect(drawer.className).toContain('w-[270px]');
    expect(drawer.className).toContain('md:w-[400px]');
    within(drawer).getByText('nusrat@dokkho.test');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Learner', '/newDashboard'],
      ['Job seeker', '/js-dashboard'],
      ['Recruiter', '/hr-dashboard'],
      ['Instructor', '/ir-dashboard'],
      ['Affiliate', '/affiliate-dashboard'],
      ['Profile', '/newDashboard/profile'],
      ['Wishlist', '/newDashboard/wishlist'],
    ]);
    within(drawer).getByRole('button', { name: 'Logout' });
    // The profile was fetched once with the bearer token.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('shows the uploaded picture when there is one', async () => {
    stubFetch(() => jsonResponse({ ...DEMO_USER, profile_picture: '/media/p/7.webp' }));
    setSession('token', 7);
    renderWithApp(<AccountMenu />);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Nusrat Jahan' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/media/p/7.webp');
  });

  it('closes the drawer when a link is followed', async () => {
    stubFetch(() => jsonResponse(DEMO_USER));
    setSession('token', 7);
    renderWithApp(<AccountMenu />, '/about');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Wishlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/newDashboard/wishlist');
  });

  it.each([
    ['the server answers', 200],
    ['the logout call fails', 500],
  ])('logs out when %s: clears storage and the query cache, goes to /', async (_label, status) => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('logout/') ? jsonResponse({ detail: 'x' }, status) : jsonResponse(DEMO_USER),
    );
    setSession('token', 7);
    window.localStorage.setItem('chat_history', '[]');
    const { queryClient } = renderWithApp(<AccountMenu />, '/allcourses?search=MERN');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getAccessToken()).toBeNull());
    const logoutCall = fetchMock.mock.calls.find(([url]) => url.endsWith('user/auth/logout/'))!;
    expect(logoutCall[1]?.method).toBe('POST');
    expect(logoutCall[1]?.credentials).toBe('include');
    expect(window.localStorage.length).toBe(0);
    // The session is cleared before the navigation home settles: wait for the move, do not race it.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(queryClient.getQueryData(PROFILE_QUERY_KEY)).toBeUndefined();
  });
});
