import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { SITE } from '@dokkho/contract/site';
import { createQueryClient } from '../../shared/api/query-client';
import { clearSession, setSession } from '../../shared/auth/token-store';
import { closeLoginDialog } from '../../shared/auth/login-dialog-store';
import { RootLayout } from './root-layout';

const DEMO_USER = {
  id: 1,
  first_name: 'Demo',
  last_name: 'Learner',
  email: 'demo@dokkho.test',
  username: 'demo',
  profile_picture: null,
  email_confirmed: true,
  emailVerified: true,
  phone_number: null,
  roles: ['learner'],
};

function renderShell(url: string) {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

const logoVariant = () =>
  within(screen.getByRole('banner')).getByRole('img', { name: SITE.name }).getAttribute('data-variant');

describe('navigation bar (SPEC.md §2, §9)', () => {
  afterEach(() => {
    scrollTo(0);
    clearSession();
    closeLoginDialog();
  });

  it('is transparent with the light logo over the home hero, white with the dark logo from 2px of scroll', () => {
    renderShell('/');
    const banner = screen.getByRole('banner');
    expect(banner.getAttribute('data-scrolled')).toBe('false');
    expect(logoVariant()).toBe('light');
    scrollTo(1);
    expect(logoVariant()).toBe('light');
    scrollTo(2);
    expect(banner.getAttribute('data-scrolled')).toBe('true');
    expect(banner.className).toContain('bg-white');
    expect(logoVariant()).toBe('dark');
  });

  it('uses the dark logo on pages that start light', () => {
    renderShell('/about');
    expect(screen.getByRole('banner').getAttribute('data-scrolled')).toBe('false');
    expect(logoVariant()).toBe('dark');
  });

  it('has the desktop links in order and a Login button when signed out', async () => {
    renderShell('/about');
    // The Radix "More" menu loads lazily on wide screens (site-header.tsx).
    await screen.findByRole('button', { name: 'More' });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All Courses', '/allcourses'],
      ['Career Path', '/allCareerPath'],
      ['Learning Center', '/learning-center'],
    ]);
    within(nav).getByRole('button', { name: 'More' });
    // Login opens the login dialog (SPEC.md §2); /login stays a page for links and redirects.
    const login = within(screen.getByRole('banner')).getByRole('button', { name: 'Login' });
    expect(login.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(login);
    await screen.findByRole('dialog', { name: 'Log in to Dokkho' });
  });

  it('replaces Login with the account slot when signed in', async () => {
    setSession('token', 1);
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ...DEMO_USER }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderShell('/about');
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Login' })).toBeNull();
    await within(banner).findByRole('button', { name: 'Account menu for Demo Learner' });
    vi.unstubAllGlobals();
  });

  it('opens the More dropdown from the keyboard with every item, the blog in a new tab', async () => {
    renderShell('/about');
    const trigger = await screen.findByRole('button', { name: 'More' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Bundle Offer',
      'About Us',
      'Business',
      'Career',
      'Hire',
      'Affiliate',
      'Support Session',
      'Resume Builder',
      'Blogs',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/bundle-offer',
      '/about',
      '/business',
      '/career',
      '/hiringpage',
      '/affiliation',
      '/support-session',
      '/resume',
      SITE.blogUrl,
    ]);
    expect(items.at(-1)?.getAttribute('target')).toBe('_blank');
  });

  it('opens the More dropdown on mouse hover above 960px and closes it when the pointer leaves', async () => {
    expect(window.matchMedia('(min-width: 961px)').matches).toBe(true);
    renderShell('/about');
    const trigger = await screen.findByRole('button', { name: 'More' });
    const search = screen.getAllByRole('combobox', { name: 'Search courses' })[0]!;
    search.focus();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    screen.getByRole('menu');
    // Hover must not steal focus from where the user is typing.
    expect(document.activeElement).toBe(search);
    // A click on a hover-opened menu keeps it open instead of toggling it shut.
    fireEvent.pointerDown(trigger, { pointerType: 'mouse', button: 0 });
    screen.getByRole('menu');
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('does not open the More dropdown on touch hover', async () => {
    renderShell('/about');
    const trigger = await screen.findByRole('button', { name: 'More' });
    fireEvent.pointerEnter(trigger, { pointerType: 'touch' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the mobile menu with the search box, all links and Login, and closes it on navigation', async () => {
    const router = renderShell('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    within(dialog).getByRole('combobox', { name: 'Search courses' });
    within(dialog).getByRole('button', { name: 'Login' });
    for (const name of ['All Courses', 'Career Path', 'Learning Center', 'Bundle Offer', 'Resume Builder']) {
      within(dialog).getByRole('link', { name });
    }
    await act(() => router.navigate('/allcourses'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes the mobile menu and opens the login dialog from the menu's Login", async () => {
    renderShell('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Login' }),
    );
    await screen.findByRole('dialog', { name: 'Log in to Dokkho' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('footer (SPEC.md §1)', () => {
  it('shows the contact facts, social links, legal links and the year from SITE', () => {
    renderShell('/about');
    const footer = screen.getByRole('contentinfo');
    within(footer).getByText(SITE.address);
    expect(within(footer).getByRole('link', { name: SITE.email }).getAttribute('href')).toBe(
      `mailto:${SITE.email}`,
    );
    expect(within(footer).getByRole('link', { name: SITE.phone }).getAttribute('href')).toBe(SITE.phoneHref);
    for (const label of ['Facebook', 'YouTube', 'LinkedIn', 'Instagram']) {
      within(footer).getByRole('link', { name: `Dokkho on ${label}` });
    }
    expect(
      within(footer)
        .getByRole('link', { name: /Google Play/ })
        .getAttribute('href'),
    ).toBe(SITE.appStoreUrl);
    expect(within(footer).getAllByRole('link', { name: 'Report an issue' })[0]?.getAttribute('href')).toBe(
      '/report-issue',
    );
    within(footer).getByText(`© ${SITE.footerYear} ${SITE.name}. All rights reserved.`);
  });
});
