import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WishlistItem } from '@dokkho/contract/learning';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/auth/login-dialog-store';
import { clearSession } from '../../../shared/auth/token-store';
import { wishlistQueryKey } from '../api/get-wishlist';
import { json, listItem, renderPage, signIn, stubApi, wishlistItem } from '../test-utils';
import { CourseCard } from './course-card';
import { WishlistButton } from './wishlist-button';

const course = listItem({ id: 12, title: 'Excel Essentials for Office Jobs' });
const other = listItem({ id: 40, title: 'SQL for Data Analysts', slug: 'sql-for-data-analysts' });
const NAME = 'Save “Excel Essentials for Office Jobs” to your wishlist';

/** Resolves a pending answer when the test says so: to see the optimistic state in between. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => {
  act(() => closeLoginDialog());
  clearSession();
  vi.unstubAllGlobals();
});

const heart = () => screen.getByRole('button', { name: NAME });

describe('wishlist heart (issue 4 item 3)', () => {
  it('opens the login dialog for a visitor and asks the API nothing', () => {
    const calls = stubApi(() => undefined);
    renderPage(<CourseCard course={course} action={<WishlistButton course={course} />} />, '/allcourses');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    expect(isLoginDialogOpen()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('fills at once when saved, before the server answers, and keeps the server list after', async () => {
    signIn();
    const answer = deferred();
    const calls = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/user/wishlist/') return json([wishlistItem(other)]);
      if (method === 'POST' && path === '/api/user/wishlist/12/') return answer.promise;
      return undefined;
    });
    const { queryClient } = renderPage(<WishlistButton course={course} />, '/allcourses');
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(wishlistQueryKey('7'))).toBeTruthy());

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/user/wishlist/12/' });

    answer.resolve(json([wishlistItem(course), wishlistItem(other)], 201));
    await waitFor(() =>
      expect(
        (queryClient.getQueryData(wishlistQueryKey('7')) as WishlistItem[]).map((i) => i.course.id),
      ).toEqual([12, 40]),
    );
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a saved course, and puts it back with a message when the server refuses', async () => {
    signIn();
    const answer = deferred();
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/user/wishlist/') return json([wishlistItem(course)]);
      if (method === 'DELETE' && path === '/api/user/wishlist/12/') return answer.promise;
      return undefined;
    });
    renderPage(<WishlistButton course={course} />, '/allcourses');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    answer.resolve(json({ detail: 'Service unavailable.' }, 503));

    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    screen.getByText('Could not remove it: Service unavailable.');
  });

  it('undoes a failed save', async () => {
    signIn();
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/user/wishlist/') return json([]);
      if (method === 'POST') return json({ detail: 'Course not found.' }, 404);
      return undefined;
    });
    renderPage(<WishlistButton course={course} variant="panel" />, '/courseDetails/12');
    const button = await screen.findByRole('button', { name: 'Save to your wishlist' });
    await screen.findByText('Save');
    fireEvent.click(button);
    await screen.findByText('Could not save it: Course not found.');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    screen.getByText('Save');
  });
});
