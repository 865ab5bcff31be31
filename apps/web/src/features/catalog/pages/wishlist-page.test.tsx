import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, listItem, renderPage, signIn, stubApi, wishlistItem } from '../test-utils';
import { WishlistPage } from './wishlist-page';

const excel = listItem({ id: 12, title: 'Excel Essentials for Office Jobs' });
const sql = listItem({ id: 40, title: 'SQL for Data Analysts', slug: 'sql', is_free: false, price: 350000 });

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('WishlistPage (issue 4 item 3)', () => {
  it('lists the saved courses and removes one at once', async () => {
    signIn();
    let saved = [wishlistItem(excel), wishlistItem(sql)];
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/enrolled/') return json([]);
      if (method === 'GET' && path === '/api/user/wishlist/') return json(saved);
      if (method === 'DELETE' && path === '/api/user/wishlist/40/') {
        saved = [wishlistItem(excel)];
        return json(saved);
      }
      return undefined;
    });
    renderPage(<WishlistPage />, '/newDashboard/wishlist');
    await screen.findByRole('link', { name: 'SQL for Data Analysts' });
    screen.getByText('2 saved courses');
    screen.getByText('৳3,500');

    fireEvent.click(
      screen.getByRole('button', { name: 'Remove “SQL for Data Analysts” from your wishlist' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'SQL for Data Analysts' })).toBeNull());
    screen.getByText('1 saved course');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/user/wishlist/40/')).toBe(true);
  });

  it('brings a course back and says why when removing it fails', async () => {
    signIn();
    stubApi(({ method, path }) => {
      if (path === '/api/course/enrolled/') return json([]);
      if (method === 'GET') return json([wishlistItem(excel)]);
      return json({ detail: 'This course is not in your wishlist.' }, 404);
    });
    renderPage(<WishlistPage />, '/newDashboard/wishlist');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove “Excel Essentials for Office Jobs” from your wishlist',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This course is not in your wishlist.');
    screen.getByRole('link', { name: 'Excel Essentials for Office Jobs' });
  });

  it('marks saved courses the learner has since enrolled in', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/course/enrolled/')
        return json([
          {
            course: excel,
            enrolled_at: '2026-11-01T00:00:00Z',
            source: 'free',
            progress_percent: 0,
            completed_lessons: 0,
            total_lessons: 4,
            completed_at: null,
          },
        ]);
      return json([wishlistItem(excel)]);
    });
    renderPage(<WishlistPage />, '/newDashboard/wishlist');
    const card = (await screen.findByRole('link', { name: 'Excel Essentials for Office Jobs' })).closest(
      'article',
    )!;
    await within(card as HTMLElement).findByText('Enrolled');
  });

  it('has a designed empty state with a way to browse', async () => {
    signIn();
    stubApi(() => json([]));
    renderPage(<WishlistPage />, '/newDashboard/wishlist');
    await screen.findByRole('heading', { name: 'Your wishlist is empty' });
    expect(screen.getAllByRole('link', { name: 'Browse courses' })[0]?.getAttribute('href')).toBe(
      '/allcourses',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signIn();
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/user/wishlist/' && fail) return json({ detail: 'Service unavailable.' }, 503);
      return json([]);
    });
    renderPage(<WishlistPage />, '/newDashboard/wishlist');
    await screen.findByRole('heading', { name: 'We couldn’t load your wishlist' });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your wishlist is empty' });
  });
});
